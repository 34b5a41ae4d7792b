// hreflang reciprocity across every page and language (decision 037): every page of the
// route table in every enabled language and every seeded listing, project and testimonial.
import { describe, expect, it } from "vitest";
import { ORIGIN, PageCache, everyPage, site, type PageHead, type SitePage } from "../support/seo.ts";

const INDEXED = ["nl", "fr", "en"];
const cache = new PageCache();

/**
 * Route-table pages that are no page without something only a mail or a session gives: the owner
 * portal sends a visitor without a session to its login page, and a password reset needs the
 * link's token.
 */
const NOT_PAGES: Record<string, number> = {
  ownerDashboard: 303,
  passwordReset: 400,
  ownerPassword: 303,
  ownerSessions: 303,
  ownerTwoStep: 303,
};

const sorted = (alternates: [string, string][]) => [...alternates].sort(([a], [b]) => a.localeCompare(b));
const pathOf = (href: string) => {
  expect(href.startsWith(`${ORIGIN}/`), href).toBe(true);
  return href.slice(ORIGIN.length);
};

async function crawl(): Promise<{ page: SitePage; head: PageHead }[]> {
  const pages = await everyPage(await site());
  const heads = await cache.heads(pages.map((p) => p.path));
  return pages.map((page, i) => ({ page, head: heads[i]! }));
}

describe("hreflang across the whole site", () => {
  it("reaches every page of the route table and the seeded catalogue in every enabled language", async () => {
    const all = await crawl();
    const kinds = (kind: SitePage["kind"]) => all.filter((p) => p.page.kind === kind);
    // The sample configuration enables nl, fr, en and de; the seed has 36 listings in three
    // languages, three projects and approved testimonials.
    expect(new Set(all.map((p) => p.page.lang))).toEqual(new Set(["nl", "fr", "en", "de"]));
    expect(kinds("route").length).toBeGreaterThanOrEqual(35 * 4);
    expect(kinds("listing")).toHaveLength(36 * 4);
    expect(kinds("project")).toHaveLength(3 * 4);
    expect(kinds("testimonial").length).toBeGreaterThanOrEqual(5 * 4);
    for (const { page, head } of all) {
      expect(head.status, page.path).toBe(NOT_PAGES[page.id] ?? 200);
      if (head.status === 303) expect(head.location, page.path).toContain("/login/");
    }
  }, 120_000);

  it("gives every page in nl, fr and en itself as canonical and alternates that each list exactly the same set back", async () => {
    const all = (await crawl()).filter((p) => INDEXED.includes(p.page.lang) && p.head.status === 200);
    let checked = 0;
    for (const { page, head } of all) {
      const url = ORIGIN + page.path;
      expect(head.canonical, page.path).toBe(url);
      expect(head.ogUrl, page.path).toBe(url);
      const alternates = sorted(head.alternates);
      // Every seeded page exists in the three languages: all of them and x-default, once each.
      expect(
        alternates.map(([lang]) => lang),
        page.path,
      ).toEqual(["en", "fr", "nl", "x-default"]);
      const byLang = Object.fromEntries(alternates);
      expect(byLang[page.lang], `${page.path} names itself`).toBe(url);
      expect(byLang["x-default"], `${page.path}: x-default is the default language's version`).toBe(byLang.fr);
      for (const [, href] of alternates) {
        const other = await cache.head(pathOf(href));
        expect(other.status, href).toBe(200);
        expect(other.canonical, `${href} is self-canonical`).toBe(href);
        expect(sorted(other.alternates), `${href} lists the same alternates as ${page.path}`).toEqual(alternates);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(all.length * 3);
  }, 120_000);

  it("gives every de page, which copies the default language, that version as canonical, its alternates, and names de nowhere", async () => {
    const all = await crawl();
    const de = all.filter((p) => p.page.lang === "de" && p.head.status === 200);
    expect(de.length).toBeGreaterThan(75);
    for (const { page, head } of de) {
      const copied = all.find((p) => p.page.kind === page.kind && p.page.id === page.id && p.page.lang === "fr")!;
      expect(copied, page.path).toBeDefined();
      expect(head.canonical, page.path).toBe(ORIGIN + copied.page.path);
      expect(head.ogUrl, page.path).toBe(ORIGIN + copied.page.path);
      expect(copied.head.canonical).toBe(ORIGIN + copied.page.path);
      expect(sorted(head.alternates), page.path).toEqual(sorted(copied.head.alternates));
      // A copy is kept out of search engines only when its original is: the canonical does the rest.
      expect(head.robots, page.path).toBe(copied.head.robots);
    }
    for (const { page, head } of all) {
      expect(
        head.alternates.filter(([lang, href]) => lang === "de" || href.startsWith(`${ORIGIN}/de/`)),
        page.path,
      ).toEqual([]);
    }
  }, 120_000);
});
