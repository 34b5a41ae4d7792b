import { describe, expect, it } from "vitest";
// @ts-expect-error: a build script in plain JavaScript, without type declarations.
import { pruneToMarkup } from "../../scripts/first-screen-css.mjs";

// The build's pruning of a kind of page's first-screen rules to the markup its first screen shows
// (decision 078): a rule stays when what it names can show before the fold.

const prune = (css: string, seen: string[]): string => pruneToMarkup(css, new Set(seen));

describe("the first screen's rules, pruned to its markup", () => {
  it("keeps a rule whose classes, ids and elements all show, and leaves the others to site.css", () => {
    const css = ".card{color:red}.header .menu{color:blue}#drawer{display:none}a{color:navy}table{width:100%}";
    expect(prune(css, ["class:header", "class:menu", "id:drawer", "tag:a"])).toBe(
      ".header .menu{color:blue}#drawer{display:none}a{color:navy}",
    );
  });

  it("keeps only the selectors of a rule that can match", () => {
    expect(prune(".card,.header{margin:0}", ["class:header"])).toBe(".header{margin:0}");
  });

  it("keeps a shown element's states and parts, whatever they name inside :not() or :has()", () => {
    const css =
      ".menu:hover{color:red}.menu::before{content:''}.menu:not(.card){padding:0}html:has(#toggle:checked){overflow:hidden}";
    expect(prune(css, ["class:menu", "tag:html"])).toBe(css);
  });

  it("ignores attribute values, which may look like classes", () => {
    expect(prune('[data-href="a.card"]{color:red}.x[hidden]{display:none}', ["class:x"])).toBe(
      '[data-href="a.card"]{color:red}.x[hidden]{display:none}',
    );
  });

  it("drops a media query left empty and keeps whole the keyframes a kept rule runs", () => {
    expect(
      prune(
        "@media (min-width:767px){.card{color:red}}.x{animation:fade .3s}.card{animation-name:slide}@keyframes fade{0%{opacity:0}to{opacity:1}}@keyframes slide{0%{opacity:0}}",
        ["class:x"],
      ),
    ).toBe(".x{animation:fade .3s}@keyframes fade{0%{opacity:0}to{opacity:1}}");
  });

  it("leaves print rules to site.css and writes custom properties without a space", () => {
    expect(prune(":root{--gap: 20px}@media print{.x{display:none}}.x{color:red}", ["class:x", "tag:html"])).toBe(
      ":root{--gap:20px}.x{color:red}",
    );
  });
});
