// Builds what the browser loads: the client entry with its island chunks, the stylesheet, the
// translation dictionaries and static images, all under public/ with content-hashed names, and
// writes worker/generated/client-assets.json so the worker links the right files.
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import * as esbuild from "esbuild";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const out = join(root, "public");
const assets = join(out, "assets");

rmSync(out, { recursive: true, force: true });
mkdirSync(join(assets, "locales"), { recursive: true });

// The browser's code never reaches the server's: a script that imports from worker/ or a
// `.server.ts` module fails the build instead of shipping server code (and its secrets' names).
const serverOnly = {
  name: "server-only",
  setup(build) {
    build.onResolve({ filter: /.*/ }, (args) => {
      if (!args.path.startsWith(".") || !args.importer) return undefined;
      const target = relative(root, join(dirname(args.importer), args.path))
        .split("\\")
        .join("/");
      if (target.startsWith("worker/") || /\.server\.tsx?$/.test(target)) {
        return {
          errors: [{ text: `${target} runs on the server only; ${relative(root, args.importer)} cannot import it` }],
        };
      }
      return undefined;
    });
  },
};

const result = await esbuild.build({
  absWorkingDir: root,
  entryPoints: { entry: "client/entry.ts", site: "client/styles/site.css" },
  outdir: assets,
  bundle: true,
  splitting: true,
  format: "esm",
  minify: true,
  sourcemap: "linked",
  target: ["es2022", "chrome111", "firefox111", "safari16"],
  jsx: "automatic",
  entryNames: "[name]-[hash]",
  chunkNames: "chunks/[name]-[hash]",
  assetNames: "media/[name]-[hash]",
  define: { "process.env.NODE_ENV": '"production"' },
  metafile: true,
  logLevel: "warning",
  plugins: [serverOnly],
});

// The map frame (client/map/frame.ts) is built on its own, without code splitting, so Leaflet and
// the message parser never end up in a chunk shared with the site's pages.
const mapFrame = await esbuild.build({
  absWorkingDir: root,
  entryPoints: { "map-frame": "client/map/frame.ts", "map-frame-style": "client/map/frame.css" },
  outdir: assets,
  bundle: true,
  format: "esm",
  minify: true,
  sourcemap: "linked",
  target: ["es2022", "chrome111", "firefox111", "safari16"],
  entryNames: "[name]-[hash]",
  assetNames: "media/[name]-[hash]",
  // Leaflet's stylesheet points at its control images.
  loader: { ".png": "file" },
  metafile: true,
  logLevel: "warning",
  plugins: [serverOnly],
});

const outputs = [...Object.entries(result.metafile.outputs), ...Object.entries(mapFrame.metafile.outputs)];
const urlOf = (entry) => {
  const found = outputs.find(([, meta]) => meta.entryPoint === entry);
  if (!found) throw new Error(`no output for ${entry}`);
  return `/${relative(out, join(root, found[0])).split("\\").join("/")}`;
};

const locales = {};
for (const lang of ["nl", "fr", "en", "de"]) {
  const text = JSON.stringify(JSON.parse(readFileSync(join(root, "locales", `${lang}.json`), "utf8")));
  const hash = createHash("sha256").update(text).digest("hex").slice(0, 10);
  writeFileSync(join(assets, "locales", `${lang}-${hash}.json`), text);
  locales[lang] = `/assets/locales/${lang}-${hash}.json`;
}

cpSync(join(root, "client", "static"), out, { recursive: true });
// Resized copies of the site's own raster images, for the srcset of the banners (decision 054).
const { writeImageRenditions } = await import("./image-renditions.ts");
const images = await writeImageRenditions(join(root, "client", "static"), out);

// Headers of the static files (decision 038), from the same rules as the worker's responses.
const { staticAssetHeaders } = await import("../worker/http/security.ts");
writeFileSync(join(out, "_headers"), staticAssetHeaders());

// The starter (client/starter.ts), which each page inlines in its head: it loads the entry once
// the first screen is complete (decision 084). An expression with no names of its own left behind.
const starter = await esbuild.build({
  absWorkingDir: root,
  stdin: {
    contents: `import { startPage } from "./client/starter.ts";\nstartPage(window, document, document.currentScript?.dataset.entry);\n`,
    resolveDir: root,
    loader: "ts",
    sourcefile: "starter.js",
  },
  bundle: true,
  format: "iife",
  minify: true,
  target: ["es2022", "chrome111", "firefox111", "safari16"],
  write: false,
  logLevel: "warning",
  plugins: [serverOnly],
});

const { firstScreenStyles } = await import("./first-screen-css.mjs");
const manifest = {
  entry: urlOf("client/entry.ts"),
  starter: starter.outputFiles[0].text.trim(),
  css: urlOf("client/styles/site.css"),
  // The rules each kind of page inlines for its first screen (ui/first-screen.ts).
  firstScreen: await firstScreenStyles(root),
  mapFrame: urlOf("client/map/frame.ts"),
  mapFrameCss: urlOf("client/map/frame.css"),
  locales,
  // Each site raster image's size and resized copies (scripts/image-renditions.ts).
  images,
};
mkdirSync(join(root, "worker", "generated"), { recursive: true });
writeFileSync(join(root, "worker", "generated", "client-assets.json"), `${JSON.stringify(manifest, null, 2)}\n`);
// What each page's script pulls in, statically and through its islands' dynamic imports: read by
// `npm run bench` (scripts/bench/bytes.ts) to weigh each page's JavaScript. The worker never imports it.
writeFileSync(join(root, "worker", "generated", "client-metafile.json"), JSON.stringify(result.metafile));

// The analytics tags' local stand-ins (client/local-standins/), which the worker serves as text
// under /__local/analytics/ with LOCAL_STANDINS=on (worker/local/analytics.ts). Unminified: a
// developer reads them in the browser.
const standIns = {};
for (const [name, start] of [
  ["gtag", "startGtag"],
  ["gtm", "startGtm"],
  ["fbevents", "startPixel"],
]) {
  const contents = `import { browserHost } from "./client/local-standins/host.ts";\nimport { ${start} } from "./client/local-standins/${name}.ts";\n${start}(browserHost());\n`;
  const built = await esbuild.build({
    absWorkingDir: root,
    stdin: { contents, resolveDir: root, loader: "ts", sourcefile: `${name}.js` },
    bundle: true,
    format: "iife",
    target: ["es2022", "chrome111", "firefox111", "safari16"],
    write: false,
    logLevel: "warning",
  });
  standIns[name] = built.outputFiles[0].text;
}
writeFileSync(join(root, "worker", "generated", "local-analytics.json"), `${JSON.stringify(standIns)}\n`);

// Property photos for local development, drawn from the seed feed (scripts/photos/). A production
// build leaves them out: there the CRM serves the listings' real photos.
if (!process.argv.includes("--production")) {
  const seedFeed = join(root, "migrations", "seed", "feed.json");
  if (existsSync(seedFeed)) {
    const { generatePhotos } = await import("./photos/generate.ts");
    await generatePhotos({ feed: seedFeed, out });
  } else console.log("photos: skipped, migrations/seed/feed.json does not exist yet");
}

// The local stand-ins (decision 017): the CRM feed the scheduled import reads under `npm run dev`
// and the seed listings' documents. A production build leaves them out.
if (!process.argv.includes("--production")) {
  const { writeLocalStandIns } = await import("./seed/local-files.ts");
  const { documents } = writeLocalStandIns(root, out);
  console.log(`local stand-ins: CRM feed at /__local/crm/feed.json, ${documents} seed documents`);
}

const js = outputs.filter(([file]) => file.endsWith(".js"));
console.log(`client built: ${js.length} scripts, entry ${manifest.entry}, css ${manifest.css}`);
