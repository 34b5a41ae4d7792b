// The sitemap against the sitemaps.org 0.9 schema and Google's hreflang rules (test/support/
// sitemap-schema.ts says which rules and why a checker rather than the XSD), against the pages
// themselves, and robots.txt.
import { describe, expect, it } from "vitest";
import { ORIGIN, PageCache, everyPage, site } from "../support/seo.ts";
import { get } from "../support/fetch.ts";
import { checkSitemap, isLastmod, type SitemapEntry } from "../support/sitemap-schema.ts";

const cache = new PageCache();

async function sitemapAt(path: string): Promise<{ xml: string; entries: SitemapEntry[]; problems: string[] }> {
  const response = await get(path);
  expect(response.status, path).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
  const xml = await response.text();
  const { entries, problems } = checkSitemap(xml, ORIGIN);
  return { xml, entries, problems };
}

const sorted = (alternates: Iterable<[string, string]>) => [...alternates].sort(([a], [b]) => a.localeCompare(b));

describe("the schema checker", () => {
  const url = (inner: string) =>
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${inner}</urlset>\n`;
  const pair = (a: string, b: string, extra = "") =>
    [a, b]
      .map(
        (loc) =>
          `<url><loc>${loc}</loc><xhtml:link rel="alternate" hreflang="nl" href="${a}"/><xhtml:link rel="alternate" hreflang="fr" href="${b}"/>${extra}<xhtml:link rel="alternate" hreflang="x-default" href="${b}"/></url>`,
      )
      .join("");

  it("accepts a good urlset with reciprocal alternates, and a good index", () => {
    expect(
      checkSitemap(
        url(
          `${pair(`${ORIGIN}/nl/a/`, `${ORIGIN}/fr/a/`)}<url><loc>${ORIGIN}/nl/b/?x=1&amp;y=2</loc><lastmod>2026-11-18</lastmod><changefreq>weekly</changefreq><priority>0.5</priority></url>`,
        ),
        ORIGIN,
      ).problems,
    ).toEqual([]);
    const index = `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>${ORIGIN}/sitemaps/pages.xml</loc><lastmod>2026-11-18T10:30:00+01:00</lastmod></sitemap></sitemapindex>`;
    expect(checkSitemap(index, ORIGIN)).toMatchObject({ problems: [], root: "sitemapindex" });
  });

  it.each([
    ["an unescaped ampersand", url(`<url><loc>${ORIGIN}/nl/?a=1&b=2</loc></url>`), "XML: unreadable"],
    [
      "a wrong namespace",
      url("").replace("sitemaps.org/schemas/sitemap/0.9", "sitemaps.org/schemas/sitemap/0.84"),
      "root:",
    ],
    ["an empty urlset", url(""), "urlset: no <url>"],
    ["a relative loc", url("<url><loc>/nl/te-koop/</loc></url>"), "loc: not an absolute URL"],
    ["a loc on another site", url("<url><loc>https://elsewhere.test/nl/</loc></url>"), "not on the sitemap's origin"],
    ["a loc that is not escaped", url(`<url><loc>${ORIGIN}/nl/é t/</loc></url>`), "not written escaped"],
    ["a loc too long", url(`<url><loc>${ORIGIN}/${"a".repeat(2048)}/</loc></url>`), "not 12 to 2,048"],
    [
      "lastmod before loc",
      url(`<url><lastmod>2026-01-01</lastmod><loc>${ORIGIN}/nl/</loc></url>`),
      "the schema wants loc",
    ],
    ["a url without loc", url("<url><lastmod>2026-01-01</lastmod></url>"), "the schema wants loc"],
    [
      "a lastmod that is no W3C date",
      url(`<url><loc>${ORIGIN}/nl/</loc><lastmod>18/11/2026</lastmod></url>`),
      "lastmod: not a W3C date",
    ],
    ["an unknown element", url(`<url><loc>${ORIGIN}/nl/</loc><title>x</title></url>`), "unexpected <title>"],
    [
      "an alternate missing its own loc",
      url(
        pair(`${ORIGIN}/nl/a/`, `${ORIGIN}/fr/a/`).replace(
          `<loc>${ORIGIN}/nl/a/</loc><xhtml:link rel="alternate" hreflang="nl" href="${ORIGIN}/nl/a/"/>`,
          `<loc>${ORIGIN}/nl/a/</loc><xhtml:link rel="alternate" hreflang="nl" href="${ORIGIN}/nl/other/"/>`,
        ),
      ),
      "is not among its own alternates",
    ],
    [
      "alternates that are not reciprocal",
      url(
        pair(`${ORIGIN}/nl/a/`, `${ORIGIN}/fr/a/`).replace(
          /(<\/url>)$/,
          `<xhtml:link rel="alternate" hreflang="en" href="${ORIGIN}/en/a/"/>$1`,
        ),
      ),
      "does not list the same alternates",
    ],
    [
      "an alternate the sitemap does not list",
      url(
        pair(
          `${ORIGIN}/nl/a/`,
          `${ORIGIN}/fr/a/`,
          `<xhtml:link rel="alternate" hreflang="en" href="${ORIGIN}/en/a/"/>`,
        ),
      ),
      "which the sitemap does not list",
    ],
    [
      "no x-default",
      url(
        pair(`${ORIGIN}/nl/a/`, `${ORIGIN}/fr/a/`).replace(
          /<xhtml:link rel="alternate" hreflang="x-default"[^>]*>/g,
          "",
        ),
      ),
      "has no x-default",
    ],
    [
      "a bad hreflang",
      url(pair(`${ORIGIN}/nl/a/`, `${ORIGIN}/fr/a/`).replace(/hreflang="nl"/g, 'hreflang="Dutch"')),
      "hreflang Dutch",
    ],
    [
      "a url listed twice",
      url(`<url><loc>${ORIGIN}/nl/</loc></url><url><loc>${ORIGIN}/nl/</loc></url>`),
      "listed twice",
    ],
  ])("refuses %s", (_, xml, problem) => {
    expect(checkSitemap(xml, ORIGIN).problems.join("\n")).toContain(problem);
  });

  it("reads lastmod as the schema's union of xsd:date and xsd:dateTime", () => {
    for (const good of [
      "2026-11-18",
      "2026-11-18Z",
      "2026-11-18T10:30:00Z",
      "2026-11-18T10:30:00.5+01:00",
      "2024-02-29",
    ])
      expect(isLastmod(good), good).toBe(true);
    for (const bad of [
      "2026-11-18T10:30Z",
      "2026-13-01",
      "2026-02-30",
      "2025-02-29",
      "2026-11-18 10:30:00",
      "20261118",
    ])
      expect(isLastmod(bad), bad).toBe(false);
  });
});

describe("/sitemap.xml against the schema", () => {
  it("passes every rule, with every URL once", async () => {
    const { entries, problems } = await sitemapAt("/sitemap.xml");
    expect(problems).toEqual([]);
    // 36 listings, 3 projects, the route table's indexable pages and the testimonials, in nl, fr and en.
    expect(entries.length).toBeGreaterThan((36 + 3 + 13) * 3);
    expect(entries.length % 3).toBe(0);
  });

  it.each(["/sitemaps/pages.xml", "/sitemaps/listings-1.xml"])(
    "%s (a part of the index a large catalogue gets) passes every rule",
    async (path) => {
      const { entries, problems } = await sitemapAt(path);
      expect(problems).toEqual([]);
      expect(entries.length).toBeGreaterThan(0);
    },
  );

  it("lists each URL with exactly the alternates and canonical URL its page declares, and no page kept from search engines", async () => {
    const { entries } = await sitemapAt("/sitemap.xml");
    const heads = await cache.heads(entries.map((e) => e.loc.slice(ORIGIN.length)));
    entries.forEach((entry, i) => {
      const head = heads[i]!;
      expect(head.status, entry.loc).toBe(200);
      expect(head.canonical, entry.loc).toBe(entry.loc);
      expect(head.robots, entry.loc).toBeUndefined();
      expect(sorted(head.alternates), entry.loc).toEqual(sorted(entry.alternates));
    });
  }, 120_000);

  it("lists every indexable page of the site in nl, fr and en, and nothing in de", async () => {
    const { entries } = await sitemapAt("/sitemap.xml");
    const locs = new Set(entries.map((e) => e.loc));
    const pages = await everyPage(await site());
    const heads = await cache.heads(pages.map((p) => p.path));
    let listed = 0;
    pages.forEach((page, i) => {
      const head = heads[i]!;
      const indexable = page.lang !== "de" && head.status === 200 && !head.robots?.includes("noindex");
      expect(locs.has(ORIGIN + page.path), `${page.path} (${indexable ? "indexable" : "not indexable"})`).toBe(
        indexable,
      );
      if (indexable) listed += 1;
    });
    expect(listed).toBe(entries.length);
  }, 120_000);

  it("keeps thank-you, owner-portal and unsubscribe pages out, each marked noindex", async () => {
    const s = await site();
    const { entries } = await sitemapAt("/sitemap.xml");
    const locs = new Set(entries.map((e) => e.loc));
    const hidden = s.table.routes.filter(
      (r) => (r.type === "login" && !r.indexed) || r.type === "feedback" || r.noindex,
    );
    expect(hidden.map((r) => r.key)).toEqual(
      expect.arrayContaining([
        "feedback",
        "thanks:site-contact",
        "ownerDashboard",
        "passwordReminder",
        "passwordReset",
        "unsubscribe",
      ]),
    );
    expect(hidden.map((r) => r.key)).not.toContain("login");
    for (const route of hidden) {
      for (const lang of s.languages) {
        const path = route.paths[lang]!;
        expect(locs.has(ORIGIN + path), path).toBe(false);
        const head = await cache.head(path);
        // The owner dashboard sends a visitor without a session to the login page.
        if (head.status === 303) continue;
        expect(head.robots, path).toBe("noindex");
      }
    }
  });

  it("lists the owners' sign-in page, indexable and described in every language", async () => {
    const s = await site();
    const { entries } = await sitemapAt("/sitemap.xml");
    const locs = new Set(entries.map((e) => e.loc));
    for (const lang of ["nl", "fr", "en"]) {
      const path = s.table.path(lang, "login");
      expect(locs.has(ORIGIN + path), path).toBe(true);
      const head = await cache.head(path);
      expect(head.status, path).toBe(200);
      expect(head.robots, path).toBeUndefined();
    }
  });
});

describe("robots.txt", () => {
  it("names the sitemap, which answers with a valid sitemap", async () => {
    const text = await (await get("/robots.txt")).text();
    const named = /^Sitemap: (\S+)$/m.exec(text)?.[1];
    expect(named).toBe(`${ORIGIN}/sitemap.xml`);
    expect((await sitemapAt(new URL(named!).pathname)).problems).toEqual([]);
  });
});
