import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { buildRouteTable, projectPath, type RouteKey } from "../../config/routes.ts";
import { slugify } from "../../shared/rules/slug.ts";
import seed from "../../migrations/seed/feed.json";
import { LISTINGS_PER_FILE } from "../../worker/seo/sitemap.ts";
import * as sitemapData from "../../worker/seo/sitemap-data.ts";
import { takeConsoleErrors } from "../setup/workers.ts";
import { menuAt, pushConfig } from "../support/config.ts";
import { get } from "../support/fetch.ts";

const ORIGIN = "https://agency.test";
const table = buildRouteTable({ languages: ["nl", "fr", "en", "de"], defaultLanguage: "fr" });
const LANGS = ["nl", "fr", "en"] as const;

interface Entry {
  loc: string;
  lastmod?: string;
  alternates: Record<string, string>;
}

/**
 * Fails the test unless the text is well-formed XML: one declaration, properly nested and closed
 * elements, quoted attributes, and no "&" or "<" outside markup and entities.
 */
function expectWellFormed(xml: string): void {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  const body = xml.slice(xml.indexOf("?>") + 2);
  const entity = "&(?:amp|lt|gt|quot|apos);";
  const token = new RegExp(
    `<(/?)([A-Za-z_][\\w:.-]*)((?:\\s+[\\w:.-]+="(?:[^"<&]|${entity})*")*)\\s*(/?)>|((?:[^<&]|${entity})+)`,
    "gy",
  );
  const open: string[] = [];
  let roots = 0;
  let at = 0;
  for (let m = token.exec(body); m; m = token.exec(body)) {
    at = token.lastIndex;
    const [, closing, name, , selfClosing, text] = m;
    if (text !== undefined) {
      if (open.length === 0) expect(text.trim(), "text outside the root element").toBe("");
      continue;
    }
    if (closing) expect(open.pop(), `</${name}> closes the open element`).toBe(name);
    else if (!selfClosing) {
      if (open.length === 0) roots += 1;
      open.push(name!);
    }
  }
  expect(at, "unreadable XML from this offset").toBe(body.length);
  expect(open).toEqual([]);
  expect(roots).toBe(1);
}

const unescape = (text: string) =>
  text
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'");

function entries(xml: string): Entry[] {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, url]) => ({
    loc: unescape(/<loc>([^<]*)<\/loc>/.exec(url!)![1]!),
    lastmod: /<lastmod>([^<]*)<\/lastmod>/.exec(url!)?.[1],
    alternates: Object.fromEntries(
      [...url!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [
        m[1],
        unescape(m[2]!),
      ]),
    ),
  }));
}

async function sitemap(): Promise<{ xml: string; byLoc: Map<string, Entry> }> {
  const response = await get("/sitemap.xml");
  expect(response.status).toBe(200);
  const xml = await response.text();
  return { xml, byLoc: new Map(entries(xml).map((e) => [e.loc, e])) };
}

/** A page's canonical URL as the page itself declares it. */
async function canonicalOf(path: string): Promise<string> {
  const response = await get(path);
  expect(response.status, path).toBe(200);
  return /<link rel="canonical" href="([^"]+)"\/>/.exec(await response.text())![1]!;
}

/** Where the worker sends the original path of a listing or project in a language. */
async function canonicalPathOf(original: string, lang: string): Promise<string> {
  const response = await get(original, { headers: { "accept-language": lang } });
  expect(response.status, original).toBe(301);
  return response.headers.get("location")!;
}

describe("sitemap.xml", () => {
  it("is well-formed XML in the sitemap namespaces, served as application/xml", async () => {
    const response = await get("/sitemap.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    const xml = await response.text();
    expectWellFormed(xml);
    expect(xml).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
  });

  it("lists every seeded listing in nl, fr and en at the URL its detail page declares canonical", async () => {
    const { byLoc } = await sitemap();
    const rows = seed.properties.filter((p) => (LANGS as readonly string[]).includes(p.language));
    expect(rows.length).toBeGreaterThanOrEqual(36 * 3);
    // Every detail page is rendered: a few at a time keeps the test quick.
    for (let i = 0; i < rows.length; i += 12) {
      await Promise.all(
        rows.slice(i, i + 12).map(async (row) => {
          const path = await canonicalPathOf(`/property/${row.ID}/`, row.language);
          const loc = ORIGIN + path;
          expect(byLoc.has(loc), `${row.ID} ${row.language}: ${loc}`).toBe(true);
          expect(await canonicalOf(path)).toBe(loc);
        }),
      );
    }
    const listingLocs = [...byLoc.keys()].filter(
      (loc) => /\/\d+\/$/.test(loc) && !/\/(projecten|projets|projects)\//.test(loc),
    );
    expect(listingLocs).toHaveLength(rows.length);
  }, 60_000);

  it("gives each listing its other languages and x-default as alternates, each itself in the sitemap", async () => {
    const { byLoc } = await sitemap();
    const stored = await env.DB.prepare("SELECT id, language, updated_at FROM listings").all<{
      id: number;
      language: string;
      updated_at: string;
    }>();
    for (const row of stored.results) {
      const loc = ORIGIN + (await canonicalPathOf(`/property/${row.id}/`, row.language));
      const entry = byLoc.get(loc)!;
      expect(Object.keys(entry.alternates).sort()).toEqual(["en", "fr", "nl", "x-default"]);
      expect(entry.alternates[row.language]).toBe(loc);
      expect(entry.alternates["x-default"]).toBe(entry.alternates.fr);
      for (const href of Object.values(entry.alternates)) expect(byLoc.has(href)).toBe(true);
      expect(entry.lastmod).toBe(new Date(row.updated_at).toISOString().replace(".000Z", "Z"));
    }
  });

  it("lists every project in nl, fr and en at its canonical URL", async () => {
    const { byLoc } = await sitemap();
    for (const project of seed.projects) {
      const path = projectPath(table, project.language, { id: project.ID, nameSlug: slugify(project.Name) });
      expect(byLoc.has(ORIGIN + path), path).toBe(true);
      expect(await canonicalOf(path)).toBe(ORIGIN + path);
      expect(Object.keys(byLoc.get(ORIGIN + path)!.alternates)).toHaveLength(4);
    }
  });

  it("lists every published page of the route table and the sign-in page, without thank-you and owner-portal pages or de", async () => {
    const { byLoc } = await sitemap();
    const indexed: RouteKey[] = [
      "home",
      "forSale",
      "forRent",
      "projects",
      "privateManagement",
      "insurance",
      "contact",
      "valuation",
      "reviews",
      "demandRegister",
      "privacy",
      "disclaimer",
      "cookiePolicy",
      "login",
    ];
    for (const key of indexed) {
      for (const lang of LANGS) expect(byLoc.has(ORIGIN + table.path(lang, key)), `${key} ${lang}`).toBe(true);
    }
    const hidden = table.routes.filter((r) => r.type === "feedback" || (r.type === "login" && !r.indexed));
    expect(hidden.length).toBeGreaterThan(9);
    for (const route of hidden)
      for (const path of Object.values(route.paths)) expect(byLoc.has(ORIGIN + path), path).toBe(false);
    expect([...byLoc.keys()].filter((loc) => loc.startsWith(`${ORIGIN}/de/`))).toEqual([]);
    // A page's last change is its menu page's modifyDate.
    expect(byLoc.get(`${ORIGIN}/nl/te-koop/`)!.lastmod).toBe("2026-11-18T10:30:00Z");
  });

  it("leaves out pages the configuration unpublishes or redirects", async () => {
    await pushConfig((config) => {
      menuAt(config, "/reviews/").status = "Unpublished";
      Object.assign(menuAt(config, "/private-management/insurance/").params, {
        redirect: true,
        redirectUrl: "/contact/",
      });
    });
    const { byLoc } = await sitemap();
    for (const lang of LANGS) {
      expect(byLoc.has(ORIGIN + table.path(lang, "reviews"))).toBe(false);
      expect(byLoc.has(ORIGIN + table.path(lang, "insurance"))).toBe(false);
      expect(byLoc.has(ORIGIN + table.path(lang, "contact"))).toBe(true);
    }
  });

  it("leaves out the projects when the projects page is unpublished", async () => {
    await pushConfig((config) => {
      menuAt(config, "/project/").status = "Unpublished";
    });
    const { byLoc } = await sitemap();
    expect([...byLoc.keys()].filter((loc) => /\/(projecten|projets|projects)\//.test(loc))).toEqual([]);
  });

  it("builds absolute URLs on the request's origin", async () => {
    const response = await exports.default.fetch(new Request("http://127.0.0.1:8787/sitemap.xml"));
    const locs = entries(await response.text()).map((e) => e.loc);
    expect(locs.length).toBeGreaterThan(100);
    expect(locs.every((loc) => loc.startsWith("http://127.0.0.1:8787/"))).toBe(true);
  });

  it("asks crawlers to come back later when the property cache cannot be read", async () => {
    vi.spyOn(sitemapData, "countListings").mockRejectedValue(new Error("D1_ERROR: overloaded"));
    const response = await get("/sitemap.xml");
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("600");
    expect(takeConsoleErrors().join("\n")).toContain("D1_ERROR");
  });
});

describe("a catalogue too large for one file", () => {
  const FIRST_ID = 900_000;
  const EXTRA = LISTINGS_PER_FILE + 5;

  /** Adds EXTRA listings (nl only) for the duration of a test. */
  async function withManyListings(test: () => Promise<void>): Promise<void> {
    const columns = ["id", "language", "goal", "zip", "city", "city_key", "created_at", "updated_at", "imported_at"];
    const perStatement = Math.floor(100 / columns.length);
    const statements: D1PreparedStatement[] = [];
    for (let start = 0; start < EXTRA; start += perStatement) {
      const ids = Array.from({ length: Math.min(perStatement, EXTRA - start) }, (_, i) => FIRST_ID + start + i);
      statements.push(
        env.DB.prepare(
          `INSERT INTO listings (${columns.join(", ")}) VALUES ${ids.map(() => `(${columns.map(() => "?").join(", ")})`).join(", ")}`,
        ).bind(
          ...ids.flatMap((id) => [
            id,
            "nl",
            0,
            "1050",
            "Elsene",
            "elsene|1050",
            "2026-11-01T08:00:00Z",
            "2026-11-02T08:00:00Z",
            "2026-11-02T08:00:00Z",
          ]),
        ),
      );
    }
    await env.DB.batch(statements);
    try {
      await test();
    } finally {
      await env.DB.prepare("DELETE FROM listings WHERE id >= ?1").bind(FIRST_ID).run();
    }
  }

  it("becomes a sitemap index whose files together list every listing once, each file within the limits", async () => {
    await withManyListings(async () => {
      const response = await get("/sitemap.xml");
      expect(response.status).toBe(200);
      const index = await response.text();
      expectWellFormed(index);
      expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
      const parts = [...index.matchAll(/<sitemap><loc>([^<]+)<\/loc><\/sitemap>/g)].map((m) => m[1]!);
      const seeded = new Set(seed.properties.map((p) => p.ID)).size;
      const files = Math.ceil((seeded + EXTRA) / LISTINGS_PER_FILE);
      expect(parts).toEqual([
        `${ORIGIN}/sitemaps/pages.xml`,
        ...Array.from({ length: files }, (_, i) => `${ORIGIN}/sitemaps/listings-${i + 1}.xml`),
      ]);

      const all: Entry[] = [];
      for (const part of parts) {
        const file = await get(new URL(part).pathname);
        expect(file.status).toBe(200);
        expect(file.headers.get("content-type")).toBe("application/xml; charset=utf-8");
        const xml = await file.text();
        expectWellFormed(xml);
        const list = entries(xml);
        expect(list.length).toBeLessThanOrEqual(50_000);
        expect(new TextEncoder().encode(xml).length).toBeLessThan(50 * 1024 * 1024);
        all.push(...list);
      }
      const locs = all.map((e) => e.loc);
      expect(new Set(locs).size).toBe(locs.length);
      const expectedListingUrls = seed.properties.length + EXTRA;
      expect(
        locs.filter((loc) => /\/(te-koop|te-huur|a-vendre|a-louer|for-sale|for-rent)\/.+\/\d+\/$/.test(loc)),
      ).toHaveLength(expectedListingUrls);
      expect(locs).toContain(`${ORIGIN}/nl/te-koop/elsene/woning/${FIRST_ID + EXTRA - 1}/`);
      expect(locs).toContain(`${ORIGIN}/nl/projecten/`);

      // A file past the last one, or any other name, is simply not there.
      expect((await get(`/sitemaps/listings-${files + 1}.xml`)).status).toBe(404);
    });
  });

  it.each([
    "/sitemaps/listings-0.xml",
    "/sitemaps/other.xml",
    "/sitemaps/listings-1.xml.gz",
    "/sitemaps/listings-%00.xml",
  ])("%s answers 404", async (path) => {
    expect((await get(path)).status).toBe(404);
  });
});

describe("robots.txt", () => {
  it("allows crawling and points at the sitemap on the request's origin", async () => {
    const response = await get("/robots.txt");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    const text = await response.text();
    expect(text).toContain("User-agent: *");
    expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(text).not.toMatch(/Disallow: \/\s*$/m);
  });
});
