import { afterEach, describe, expect, it } from "vitest";
import { preparePage } from "../../worker/render/fresh-values.ts";
import {
  forgetKeptPages,
  keepPage,
  keptPage,
  keptPagesSize,
  KEPT_PAGES_MAX_BYTES,
  type KeptPage,
} from "../../worker/render/kept-pages.ts";

// The page cache's memory tier (decision 079): pages under the edge cache's keys, for no longer
// than the edge keeps them, within a bounded memory.

const NOW = 1_764_000_000_000;

function page(bytes: number, expires = NOW + 300_000): KeptPage {
  return {
    headers: [["Content-Type", "text/html; charset=utf-8"]],
    body: preparePage(new Uint8Array(bytes).fill(0x61)),
    lang: "nl",
    expires,
  };
}

afterEach(() => forgetKeptPages());

describe("pages kept in memory", () => {
  it("answers under the key a page was kept under, and under no other", () => {
    keepPage("https://agency.test/__page-cache/b/c/1/none/nl/", page(100), NOW);
    expect(keptPage("https://agency.test/__page-cache/b/c/1/none/nl/", NOW)?.lang).toBe("nl");
    // Another cookie choice, catalogue version or language is another page.
    expect(keptPage("https://agency.test/__page-cache/b/c/1/11111/nl/", NOW)).toBeUndefined();
    expect(keptPage("https://agency.test/__page-cache/b/c/2/none/nl/", NOW)).toBeUndefined();
    expect(keptPage("https://agency.test/__page-cache/b/c/1/none/fr/", NOW)).toBeUndefined();
  });

  it("lets a page go when the edge's copy lapses", () => {
    keepPage("a", page(100, NOW + 1000), NOW);
    expect(keptPage("a", NOW + 999)).toBeDefined();
    expect(keptPage("a", NOW + 1000)).toBeUndefined();
    expect(keptPagesSize()).toEqual({ pages: 0, bytes: 0 });
    // A copy that has already lapsed is not kept at all.
    keepPage("b", page(100, NOW), NOW);
    expect(keptPage("b", NOW)).toBeUndefined();
  });

  it("stays within its memory, letting the least recently served pages go first", () => {
    const size = KEPT_PAGES_MAX_BYTES / 8;
    for (const key of ["1", "2", "3", "4", "5", "6", "7", "8"]) keepPage(key, page(size), NOW);
    expect(keptPagesSize()).toEqual({ pages: 8, bytes: KEPT_PAGES_MAX_BYTES });
    // Served again, the first is now the most recent: the second goes instead.
    expect(keptPage("1", NOW)).toBeDefined();
    keepPage("9", page(size), NOW);
    expect(keptPage("2", NOW)).toBeUndefined();
    expect(keptPage("1", NOW)).toBeDefined();
    expect(keptPagesSize().bytes).toBeLessThanOrEqual(KEPT_PAGES_MAX_BYTES);
    // A page larger than an eighth of the memory is left to the edge.
    keepPage("huge", page(size + 1), NOW);
    expect(keptPage("huge", NOW)).toBeUndefined();
  });

  it("replaces a page kept again under the same key", () => {
    keepPage("a", page(100), NOW);
    keepPage("a", page(200), NOW);
    expect(keptPagesSize()).toEqual({ pages: 1, bytes: 200 });
  });
});
