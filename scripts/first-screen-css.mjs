// Bundles the first-screen stylesheets (decision 041): for each kind of page, the shell's style
// modules and its opening's, taken whole and in site.css's order, minified like the site
// stylesheet. Returns their text by kind, which the worker inlines in each page's head.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import * as esbuild from "esbuild";

/** The module names site.css imports, in its order. */
function siteModules(root) {
  const text = readFileSync(join(root, "client", "styles", "site.css"), "utf8");
  return [...text.matchAll(/@import\s+"\.\/([\w-]+)\.css"\s*;/g)].map((m) => m[1]);
}

export async function firstScreenStyles(root) {
  const { SHELL_MODULES, FIRST_SCREENS } = await import("../ui/first-screen.ts");
  const order = siteModules(root);
  const styles = {};
  for (const [kind, modules] of Object.entries(FIRST_SCREENS)) {
    const wanted = new Set([...SHELL_MODULES, ...modules]);
    for (const name of wanted)
      if (!order.includes(name)) throw new Error(`first screen "${kind}": site.css does not import ${name}.css`);
    // Only the order of site.css makes the inlined rules cascade as they do in the full stylesheet.
    const contents = order
      .filter((name) => wanted.has(name))
      .map((name) => `@import "./${name}.css";`)
      .join("\n");
    const built = await esbuild.build({
      absWorkingDir: root,
      stdin: {
        contents,
        resolveDir: join(root, "client", "styles"),
        loader: "css",
        sourcefile: `first-screen-${kind}.css`,
      },
      bundle: true,
      minify: true,
      target: ["chrome111", "firefox111", "safari16"],
      write: false,
      logLevel: "warning",
    });
    styles[kind] = built.outputFiles[0].text.trim();
  }
  return styles;
}
