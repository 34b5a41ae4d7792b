// Bundles the first-screen stylesheets (decisions 041 and 078): for each kind of page, the shell's
// style modules and its opening's, in site.css's order, minified like the site stylesheet, then
// pruned to the rules that can style what that kind of page shows before the fold
// (client/styles/first-screen-markup.json). Returns their text by kind, which the worker inlines
// in each page's head.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import * as esbuild from "esbuild";
import postcss from "postcss";

/** The module names site.css imports, in its order. */
function siteModules(root) {
  const text = readFileSync(join(root, "client", "styles", "site.css"), "utf8");
  return [...text.matchAll(/@import\s+"\.\/([\w-]+)\.css"\s*;/g)].map((m) => m[1]);
}

/**
 * What an element must be for `selector` to match it, as the markup list spells it: each class,
 * id and element name the selector names, except inside attribute brackets and inside a
 * functional pseudo-class (`:not(.a)`, `:has(#b)`, `:is(c, d)`), which only narrow or widen it.
 * Pseudo-classes and pseudo-elements are left out: a rule for a state (`:hover`, `:checked`) or a
 * part (`::before`) of an element stays when the element itself can show.
 */
export function namesIn(selector) {
  let bare = selector.replace(/\[[^\]]*\]/g, "");
  for (let before = ""; before !== bare;) {
    before = bare;
    bare = bare.replace(/:[\w-]+\([^()]*\)/g, "");
  }
  bare = bare.replace(/::?[\w-]+/g, "");
  return [
    ...[...bare.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => `class:${m[1]}`),
    ...[...bare.matchAll(/#(-?[_a-zA-Z][\w-]*)/g)].map((m) => `id:${m[1]}`),
    ...[...bare.matchAll(/(?:^|[\s>+~])([a-zA-Z][\w-]*)/g)].map((m) => `tag:${m[1].toLowerCase()}`),
  ];
}

/**
 * Keeps the rules of `css` that can match the markup `seen` lists (`class:`, `id:` and `tag:`
 * names): a selector stays when every name it requires was seen, a rule when one of its
 * selectors stays. Keyframes stay when a rule kept names them; print rules go (a page is printed
 * once the full stylesheet applies, and it holds them); a media query left empty goes. A custom
 * property's value is written without the space esbuild leaves before it.
 */
export function pruneToMarkup(css, seen) {
  const root = postcss.parse(css);
  root.walkAtRules("media", (rule) => {
    if (rule.params.trim() === "print") rule.remove();
  });
  root.walkRules((rule) => {
    if (rule.parent?.type === "atrule" && rule.parent.name.endsWith("keyframes")) return;
    const kept = rule.selectors.filter((selector) => namesIn(selector).every((name) => seen.has(name)));
    if (kept.length === 0) rule.remove();
    else rule.selectors = kept;
  });
  const animated = new Set();
  root.walkDecls(/^animation(-name)?$/, (decl) => {
    for (const word of decl.value.split(/[\s,]+/)) animated.add(word);
  });
  root.walkAtRules(/keyframes$/, (rule) => {
    if (!animated.has(rule.params.trim())) rule.remove();
  });
  root.walkDecls(/^--/, (decl) => {
    decl.raws.between = ":";
    decl.value = decl.value.trim();
  });
  for (let emptied = true; emptied;) {
    emptied = false;
    root.walkAtRules((rule) => {
      if (rule.nodes && rule.nodes.length === 0) {
        rule.remove();
        emptied = true;
      }
    });
  }
  return root.toString();
}

/** The markup each kind of page shows before the fold, by kind (scripts/first-screen-markup.ts writes it). */
function markupByKind(root) {
  const file = join(root, "client", "styles", "first-screen-markup.json");
  return existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : {};
}

export async function firstScreenStyles(root) {
  const { SHELL_MODULES, FIRST_SCREENS } = await import("../ui/first-screen.ts");
  const order = siteModules(root);
  const markup = markupByKind(root);
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
    const css = built.outputFiles[0].text.trim();
    // A kind whose markup has not been listed yet inlines its modules whole.
    styles[kind] = markup[kind] ? pruneToMarkup(css, new Set(markup[kind])).trim() : css;
  }
  return styles;
}
