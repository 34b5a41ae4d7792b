// Every page the sitemap gives search engines, in every language it lists, read as a search
// engine or a social network reads it: a description in the page's own language, an image with
// its alternative text, the page as its own canonical URL, and a title no other page of that
// language shares. A list's further pages are their own canonical URLs too.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { get } from "../support/fetch.ts";
import { page as read } from "../support/page.ts";
import { decode } from "../support/listing-pages.ts";
import { ORIGIN } from "../support/seo.ts";
import { checkSitemap, type SitemapEntry } from "../support/sitemap-schema.ts";
import { cleanDescription } from "../../shared/format/description.ts";

interface Head {
  url: string;
  lang: string;
  title: string;
  description?: string;
  canonical?: string;
  og: Record<string, string>;
  twitter: Record<string, string>;
  /** The page's own twitter: tags, before X's fallback to Open Graph. */
  ownTwitter: Record<string, string>;
}

/** The card X shows: its own tags, or the Open Graph ones where a page leaves its own out. */
function asXReadsThem(og: Record<string, string>, twitter: Record<string, string>): Record<string, string> {
  const fallback = Object.fromEntries(
    ["title", "description", "image", "image:alt"].flatMap((key) => (og[key] ? [[key, og[key]]] : [])),
  );
  return { ...fallback, ...twitter };
}

async function headOf(url: string): Promise<Head> {
  const response = await get(url.slice(ORIGIN.length));
  expect(response.status, url).toBe(200);
  const html = await response.text();
  const head = html.slice(0, html.indexOf("</head>"));
  const meta = (attribute: string, prefix: string) =>
    Object.fromEntries(
      [...head.matchAll(new RegExp(`<meta ${attribute}="${prefix}:([a-z_:]+)" content="([^"]*)"`, "g"))].map((m) => [
        m[1]!,
        decode(m[2]!),
      ]),
    );
  const description = /<meta name="description" content="([^"]*)"/.exec(head)?.[1];
  const canonical = /<link rel="canonical" href="([^"]*)"/.exec(head)?.[1];
  return {
    url,
    lang: /<html[^>]*\slang="([^"]+)"/.exec(html)![1]!,
    title: decode(/<title>([^<]*)<\/title>/.exec(head)![1]!),
    ...(description !== undefined ? { description: decode(description) } : {}),
    ...(canonical !== undefined ? { canonical: decode(canonical) } : {}),
    og: meta("property", "og"),
    twitter: asXReadsThem(meta("property", "og"), meta("name", "twitter")),
    ownTwitter: meta("name", "twitter"),
  };
}

let entries: SitemapEntry[] = [];
const heads = new Map<string, Head>();

beforeAll(async () => {
  const response = await get("/sitemap.xml");
  expect(response.status).toBe(200);
  entries = checkSitemap(await response.text(), ORIGIN).entries;
  for (let i = 0; i < entries.length; i += 12) {
    for (const head of await Promise.all(entries.slice(i, i + 12).map((entry) => headOf(entry.loc))))
      heads.set(head.url, head);
  }
}, 120_000);

describe("every indexable page", () => {
  it("is in nl, fr and en, and there are pages of every kind", () => {
    const langs = new Set([...heads.values()].map((head) => head.lang));
    expect([...langs].sort()).toEqual(["en", "fr", "nl"]);
    for (const part of [
      "/nl/bod-uitbrengen/",
      "/fr/profil-locataire/",
      "/en/reviews/",
      "/nl/te-koop/",
      "/fr/projets/",
      "/en/insurance/",
    ]) {
      expect(heads.has(ORIGIN + part), part).toBe(true);
    }
  });

  it("has a description", () => {
    const without = [...heads.values()].filter((head) => !head.description?.trim()).map((head) => head.url);
    expect(without).toEqual([]);
  });

  it("does not borrow another language's description", () => {
    // The versions of one page in nl, fr and en (the sitemap lists them as each other's alternates).
    const borrowed: string[] = [];
    for (const entry of entries) {
      const own = heads.get(entry.loc)!;
      for (const [lang, href] of entry.alternates) {
        const other = heads.get(href);
        if (lang === "x-default" || href === entry.loc || !other) continue;
        if (other.description === own.description) borrowed.push(`${entry.loc} and ${href}: ${own.description}`);
      }
    }
    expect(borrowed).toEqual([]);
  });

  it("describes a testimonial written in another language in the page's own words", async () => {
    const { results } = await env.DB.prepare(
      "SELECT slug, comment, language FROM testimonials WHERE status = 'approved'",
    ).all<{ slug: string; comment: string; language: string }>();
    expect(results.length).toBeGreaterThan(0);
    const checked: string[] = [];
    for (const head of heads.values()) {
      const testimonial = results.find((row) => head.url.endsWith(`/${row.slug}/`));
      if (!testimonial) continue;
      const comment = cleanDescription(testimonial.comment, 160);
      if (testimonial.language === head.lang) expect(head.description, head.url).toBe(comment);
      else expect(head.description, head.url).not.toContain(comment.slice(0, 40));
      checked.push(head.url);
    }
    expect(checked.length).toBe(results.length * 3);
  });

  it("names its share image with an alternative text for Open Graph and Twitter", () => {
    const missing = [...heads.values()]
      .filter((head) => !head.og["image:alt"]?.trim() || !head.twitter["image:alt"]?.trim())
      .map((head) => head.url);
    expect(missing).toEqual([]);
    for (const head of heads.values()) expect(head.og.image, head.url).toBeTruthy();
  });

  it("repeats for X only what differs from its Open Graph tags", () => {
    const repeated = [...heads.values()].flatMap((head) =>
      ["title", "description", "image", "image:alt"]
        .filter((key) => head.ownTwitter[key] !== undefined && head.ownTwitter[key] === head.og[key])
        .map((key) => `${head.url} twitter:${key}`),
    );
    expect(repeated).toEqual([]);
  });

  it("is its own canonical URL", () => {
    const elsewhere = [...heads.values()]
      .filter((head) => head.canonical !== head.url || head.og.url !== head.url)
      .map((head) => `${head.url} → ${head.canonical}`);
    expect(elsewhere).toEqual([]);
  });

  it("has a title no other page of its language has", () => {
    const byTitle = new Map<string, string[]>();
    for (const head of heads.values())
      byTitle.set(`${head.lang} ${head.title}`, [...(byTitle.get(`${head.lang} ${head.title}`) ?? []), head.url]);
    expect([...byTitle].filter(([, urls]) => urls.length > 1)).toEqual([]);
  });
});

describe("a list's further pages", () => {
  it.each(["/nl/te-koop/", "/fr/a-vendre/", "/en/for-sale/", "/fr/temoignages/", "/en/reviews/", "/nl/getuigenissen/"])(
    "%s?page=2 is its own canonical URL, with its alternates on page 2",
    async (path) => {
      const html = await (await get(`${path}?page=2`)).text();
      const head = read(html);
      expect(head.canonical()).toBe(`${ORIGIN}${path}?page=2`);
      expect(head.meta("og:url")).toBe(`${ORIGIN}${path}?page=2`);
      const alternates = head.alternates().map(([, href]) => href);
      expect(alternates.length).toBeGreaterThan(0);
      for (const href of alternates) expect(href).toMatch(/\?page=2$/);
    },
  );

  it("keeps the first page, a filtered or a sorted list on the list's own URL", async () => {
    for (const query of ["?page=1", "?type=2", "?sort=price-asc&page=2"]) {
      const head = await (await get(`/en/for-sale/${query}`)).text();
      expect(/<link rel="canonical" href="([^"]*)"/.exec(head)?.[1], query).toBe(`${ORIGIN}/en/for-sale/`);
    }
  });

  it("names a page past the end by the last page it shows", async () => {
    const reviews = await (await get("/en/reviews/?page=40")).text();
    expect(/<link rel="canonical" href="([^"]*)"/.exec(reviews)?.[1]).toBe(`${ORIGIN}/en/reviews/?page=2`);
    // Eleven rentals fill one page: its "page 2" is the first.
    const rentals = await (await get("/fr/a-louer/?page=2")).text();
    expect(/<link rel="canonical" href="([^"]*)"/.exec(rentals)?.[1]).toBe(`${ORIGIN}/fr/a-louer/`);
  });
});
