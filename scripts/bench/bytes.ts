// Part 2: the bytes of each page type: its HTML (as a first and a returning visitor get it), the
// stylesheets and scripts it loads, and the client JavaScript chunk by chunk. Sizes are raw, gzip
// (level 6, zlib's default) and brotli (quality 11, zlib's default), computed with node:zlib file by
// file, as each file travels on its own. Which scripts a page loads follows its <script> and
// modulepreload tags, their static imports, and, when the page has islands, the dynamic imports
// that load the island runtime and the chunk of each island it has (esbuild's metafile, written by
// scripts/build-client.mjs to worker/generated/client-metafile.json).
import { readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { browserHeaders, visitCookie, type Page } from "./pages.ts";
import type { AssetBytes, BytesPart, ChunkBytes, PageBytes, Sizes } from "./results.ts";

export const COMPRESSION = "node:zlib defaults: gzip level 6, brotli quality 11; each file compressed on its own";

export function sizes(body: string | Uint8Array): Sizes {
  const bytes = typeof body === "string" ? Buffer.from(body) : body;
  return { raw: bytes.length, gzip: gzipSync(bytes).length, brotli: brotliCompressSync(bytes).length };
}

export function sum(items: readonly Sizes[]): Sizes {
  return items.reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli }), {
    raw: 0,
    gzip: 0,
    brotli: 0,
  });
}

interface Metafile {
  outputs: Record<
    string,
    {
      bytes: number;
      entryPoint?: string;
      imports: Array<{ path: string; kind: string; external?: boolean }>;
      inputs: Record<string, { bytesInOutput: number }>;
    }
  >;
}

export type Attributes = Record<string, string>;

/** The attributes written inside a start tag (names lower-cased). */
export function attributesOf(startTag: string): Attributes {
  const attributes: Attributes = {};
  for (const a of startTag.matchAll(/([^\s=/"']+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g))
    attributes[a[1]!.toLowerCase()] = a[2] ?? a[3] ?? a[4] ?? "";
  return attributes;
}

/** The start tags named `tag` in the HTML, with their attributes (names lower-cased). */
export function tags(html: string, tag: string): Attributes[] {
  return [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, "gi"))].map((match) => attributesOf(match[1]!));
}

const REACT_INPUT = /^node_modules\/(react|react-dom|scheduler)\//;

/** What a chunk is, for a reader: the entry, React, an island, or a shared chunk and what fills it. */
export function chunkRole(output: Metafile["outputs"][string], islandNames: ReadonlySet<string>): string {
  const entryPoint = output.entryPoint;
  const react = reactBytes(output);
  const own = entryPoint ? basename(entryPoint).replace(/\.[^.]+$/, "") : undefined;
  if (entryPoint === "client/entry.ts") return "entry";
  if (react > output.bytes / 2) return own ? `React + ${own}` : "React";
  if (own && islandNames.has(own)) return `island ${own}`;
  if (own) return `chunk ${own} (on demand)`;
  const groups = new Map<string, number>();
  for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
    const group = input.startsWith("node_modules/")
      ? input
          .split("/")
          .slice(1, input.split("/")[1]!.startsWith("@") ? 3 : 2)
          .join("/")
      : input.split("/").slice(0, 2).join("/");
    groups.set(group, (groups.get(group) ?? 0) + bytesInOutput);
  }
  const top = [...groups]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 2)
    .map(([g]) => g);
  // A chunk with no input holds esbuild's own module helpers.
  return `shared: ${top.join(", ") || "bundler helpers"}`;
}

function reactBytes(output: Metafile["outputs"][string]): number {
  return Object.entries(output.inputs).reduce(
    (n, [input, { bytesInOutput }]) => n + (REACT_INPUT.test(input) ? bytesInOutput : 0),
    0,
  );
}

/**
 * The scripts a page runs: `start` and their static imports; with islands on the page, the island
 * chunk of each island it has and the chunk that loads them (the island runtime), with their static
 * imports. Other dynamic imports they reach (a slideshow's carousel library) load later, on demand;
 * the chunks of islands the page does not have never load.
 */
export function pageScripts(
  metafile: Metafile,
  start: readonly string[],
  islands: ReadonlySet<string>,
  knownIslands: ReadonlySet<string>,
): { loaded: string[]; onDemand: string[] } {
  const outputs = metafile.outputs;
  const name = (file: string) =>
    outputs[file]?.entryPoint ? basename(outputs[file]!.entryPoint!).replace(/\.[^.]+$/, "") : "";
  const dynamicImports = (file: string) =>
    outputs[file]?.imports.filter((i) => i.kind === "dynamic-import").map((i) => i.path) ?? [];
  const isIsland = (file: string) => knownIslands.has(name(file));
  const isLoader = (file: string) => dynamicImports(file).some(isIsland);
  const closure = (files: Iterable<string>, into: Set<string>, skip: ReadonlySet<string> = new Set()) => {
    const visit = (file: string) => {
      if (into.has(file) || skip.has(file) || !outputs[file]) return;
      into.add(file);
      for (const i of outputs[file]!.imports) if (i.kind === "import-statement") visit(i.path);
    };
    for (const file of files) visit(file);
  };
  const loaded = new Set<string>();
  closure(start, loaded);
  for (let grew = islands.size > 0; grew;) {
    grew = false;
    for (const file of loaded) {
      for (const target of dynamicImports(file)) {
        if (
          loaded.has(target) ||
          !(islands.has(name(target)) || (isLoader(target) && dynamicImports(target).some((t) => islands.has(name(t)))))
        )
          continue;
        closure([target], loaded);
        grew = true;
      }
    }
  }
  const onDemand = new Set<string>();
  const later = [...loaded]
    .flatMap(dynamicImports)
    .filter((target) => !loaded.has(target) && !isIsland(target) && !isLoader(target));
  closure(later, onDemand, loaded);
  return { loaded: [...loaded], onDemand: [...onDemand] };
}

/**
 * The scripts a page loads of itself, on its own origin: its `<script src>`, the entry its inline
 * starter loads once the first screen is complete (`data-entry`, client/starter.ts) and its module
 * preloads. What they import follows from the build's metafile.
 */
export function startScripts(html: string, origin: string): string[] {
  const scripts = tags(html, "script").flatMap((s) => [s.src, s["data-entry"]]);
  const preloads = tags(html, "link").map((l) => (l.rel === "modulepreload" ? l.href : undefined));
  return [...scripts, ...preloads].filter((url): url is string => !!url && new URL(url, origin).origin === origin);
}

export async function measureBytes(options: {
  origin: string;
  root: string;
  pages: readonly Page[];
  cookie: string;
  islandNames: ReadonlySet<string>;
}): Promise<BytesPart> {
  const { origin, root } = options;
  const metafile = JSON.parse(
    readFileSync(join(root, "worker", "generated", "client-metafile.json"), "utf8"),
  ) as Metafile;
  const fileOf = (url: string) => `public${new URL(url, origin).pathname}`;
  const cache = new Map<string, Sizes>();
  const sizeOf = (file: string) => {
    if (!cache.has(file)) cache.set(file, sizes(readFileSync(join(root, file))));
    return cache.get(file)!;
  };
  const urlOf = (file: string) => file.replace(/^public/, "");
  // The registry's islands, and any other a page has.
  const known = new Set(options.islandNames);
  const roleOf = (file: string) => (metafile.outputs[file] ? chunkRole(metafile.outputs[file]!, known) : "script");

  const pages: PageBytes[] = [];
  for (const page of options.pages) {
    const first = await fetch(origin + page.path, { headers: browserHeaders(visitCookie(page)) });
    const html = await first.text();
    const returning = await (
      await fetch(origin + page.path, { headers: browserHeaders(visitCookie(page, options.cookie)) })
    ).text();

    const scripts = tags(html, "script").filter((s) => s.src);
    const start = [...new Set(startScripts(html, origin).map(fileOf))];
    const islandTags = tags(html, "[a-z][a-z0-9-]*").filter((t) => t["data-island"]);
    const islands = new Set(islandTags.map((t) => t["data-island"]!));
    for (const island of islands) known.add(island);
    const { loaded, onDemand } = pageScripts(metafile, start, islands, known);
    const asset = (file: string, role: string): AssetBytes => ({ url: urlOf(file), role, ...sizeOf(file) });

    const stylesheets = tags(html, "link").filter(
      (l) => l.href && (l.rel === "stylesheet" || (l.rel === "preload" && l.as === "style")),
    );
    const css = [...new Set(stylesheets.map((l) => fileOf(l.href!)))].map((file) => asset(file, "stylesheet"));
    const images = tags(html, "img");
    const modern = (src: string) => /\.(webp|avif|svg)(\?|$)|^data:image\/(webp|avif|svg)/i.test(src);
    const imageSources = (img: Attributes) =>
      [img.src ?? "", ...(img.srcset ?? "").split(",").map((s) => s.trim().split(/\s+/)[0] ?? "")].filter(Boolean);
    pages.push({
      page: page.name,
      url: page.path,
      status: first.status,
      html: sizes(html),
      htmlReturning: sizes(returning),
      css,
      js: loaded.map((file) => asset(file, roleOf(file))),
      jsOnDemand: onDemand.map((file) => asset(file, roleOf(file))),
      islands: islandTags.map((t) => `${t["data-island"]}${t["data-hydrate"] ? ` (${t["data-hydrate"]})` : ""}`),
      blockingScripts: scripts
        .filter((s) => s.type !== "module" && !("async" in s) && !("defer" in s))
        .map((s) => s.src!),
      images: {
        count: images.length,
        withoutDimensions: images.filter((i) => !i.width || !i.height).map((i) => i.src ?? "?"),
        legacyFormat: images.flatMap(imageSources).filter((s) => !modern(s)),
        lazy: images.filter((i) => i.loading === "lazy").length,
        highPriority: images.filter((i) => i.fetchpriority === "high").length,
        // Vector images (the logo in the header) are drawn above the fold and weigh little: only photos must be lazy.
        eager: images
          .filter(
            (i) =>
              i.loading !== "lazy" && i.fetchpriority !== "high" && !/\.svg(\?|$)|^data:image\/svg/i.test(i.src ?? ""),
          )
          .map((i) => i.src ?? "?"),
      },
    });
  }

  const chunks: ChunkBytes[] = Object.entries(metafile.outputs)
    .filter(([file]) => file.endsWith(".js"))
    .map(([file, output]) => ({
      file: urlOf(file),
      role: chunkRole(output, known),
      react: reactBytes(output),
      ...sizeOf(file),
    }))
    .sort((a, b) => b.gzip - a.gzip);
  return { date: new Date().toISOString(), compression: COMPRESSION, pages, chunks };
}
