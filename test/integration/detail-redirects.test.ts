import { env } from "cloudflare:test";
import { afterEach, describe, expect, it } from "vitest";
import { get } from "../support/fetch.ts";
import {
  LANGS,
  LOCALES,
  escapeHtml,
  expectedPath,
  h1Of,
  restoreSeed,
  seedRecord,
  type Lang,
} from "../support/listing-pages.ts";

// Some tests change the catalogue; every test starts from the seed.
afterEach(restoreSeed);

const ID = 40112; // for sale, Ixelles/Elsene, Duplex

async function location(path: string, headers: Record<string, string> = {}): Promise<[number, string | null]> {
  const response = await get(path, { headers });
  return [response.status, response.headers.get("Location")];
}

describe("detail URLs that are not the canonical one redirect there (301)", () => {
  it.each(LANGS)("%s: the original /property/{id}/ goes to the visitor's language", async (lang) => {
    expect(await location(`/property/${ID}/`, { "Accept-Language": lang })).toEqual([
      301,
      await expectedPath(ID, lang),
    ]);
    expect(await location(`/property/${ID}/?lng=${lang}`)).toEqual([
      301,
      `${await expectedPath(ID, lang)}?lng=${lang}`,
    ]);
  });

  it("with a language prefix, /{lang}/property/{id}/ goes to that language", async () => {
    for (const lang of LANGS)
      expect(await location(`/${lang}/property/${ID}/`)).toEqual([301, await expectedPath(ID, lang)]);
  });

  it("a detail path without its language prefix goes to the visitor's language", async () => {
    expect(await location(`/te-koop/elsene/duplex/${ID}/`, { "Accept-Language": "fr-BE,fr;q=0.9" })).toEqual([
      301,
      await expectedPath(ID, "fr"),
    ]);
  });

  it.each([
    [
      "another language's sale slug",
      (l: Lang) => ({ nl: "for-sale", fr: "te-koop", en: "a-vendre" })[l],
      "ixelles",
      "duplex",
    ],
    [
      "the rent slug for a listing for sale",
      (l: Lang) => ({ nl: "te-huur", fr: "a-louer", en: "for-rent" })[l],
      "ixelles",
      "duplex",
    ],
    ["another city slug", (l: Lang) => ({ nl: "te-koop", fr: "a-vendre", en: "for-sale" })[l], "brussels", "duplex"],
    ["another type slug", (l: Lang) => ({ nl: "te-koop", fr: "a-vendre", en: "for-sale" })[l], "ixelles", "apartment"],
    ["upper case", (l: Lang) => ({ nl: "Te-Koop", fr: "A-Vendre", en: "For-Sale" })[l], "Ixelles", "Duplex"],
  ])("%s", async (_what, goalSlug, city, type) => {
    for (const lang of LANGS) {
      const canonical = await expectedPath(ID, lang);
      const path = `/${lang}/${goalSlug(lang)}/${city}/${type}/${ID}/`;
      if (path === canonical) continue; // the city slug is right in this language
      expect(await location(path), path).toEqual([301, canonical]);
    }
  });

  it("a zero-padded id", async () => {
    expect(await location(`/en/for-sale/ixelles/duplex/0${ID}/`)).toEqual([301, await expectedPath(ID, "en")]);
  });

  it("keeps the query string", async () => {
    expect(await location(`/en/for-rent/x/y/${ID}/?utm_source=newsletter`)).toEqual([
      301,
      `${await expectedPath(ID, "en")}?utm_source=newsletter`,
    ]);
  });

  it("a rental moved to sale: its old rent URL goes to the sale URL", async () => {
    await env.DB.prepare("UPDATE listings SET goal = 0 WHERE id = 40232").run();
    const record = seedRecord(40232, "en");
    expect(record.Goal).toBe(1);
    const [status, target] = await location(`/en/for-rent/ixelles/apartment/40232/`);
    expect(status).toBe(301);
    expect(target).toMatch(/^\/en\/for-sale\/ixelles\/[a-z-]+\/40232\/$/);
  });

  it("a language the listing is not published in goes to the default language's version", async () => {
    await env.DB.prepare("DELETE FROM listings WHERE id = ? AND language = 'en'").bind(ID).run();
    expect(await location(`/en/for-sale/ixelles/duplex/${ID}/`)).toEqual([301, await expectedPath(ID, "fr")]);
  });

  it("the canonical path itself is a page, not a redirect", async () => {
    for (const lang of LANGS) {
      const response = await get(await expectedPath(ID, lang));
      expect(response.status).toBe(200);
      expect(h1Of(await response.text())).toBe(seedRecord(ID, lang).TypeDescription);
    }
  });
});

describe("a detail URL whose listing does not exist", () => {
  it.each(LANGS)("%s: answers 404 'Property Not Found' with links back to the lists and a search", async (lang) => {
    const response = await get(
      `/${lang}/${{ nl: "te-koop", fr: "a-vendre", en: "for-sale" }[lang]}/ixelles/duplex/999999/`,
    );
    expect(response.status).toBe(404);
    const html = await response.text();
    const t = LOCALES[lang].listing.notFound;
    expect(h1Of(html)).toBe(t.title);
    expect(html).toContain(escapeHtml(t.text));
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    const sale = { nl: "/nl/te-koop/", fr: "/fr/a-vendre/", en: "/en/for-sale/" }[lang];
    const rent = { nl: "/nl/te-huur/", fr: "/fr/a-louer/", en: "/en/for-rent/" }[lang];
    expect(html).toContain(`href="${sale}">${escapeHtml(t.forSale)}</a>`);
    expect(html).toContain(`href="${rent}">${escapeHtml(t.forRent)}</a>`);
    expect(html).toMatch(new RegExp(`<form class="search-form"[^>]* action="${sale}" method="get"`));
  });

  it('the English title is the fixed "Property Not Found"', () => {
    expect(LOCALES.en.listing.notFound.title).toBe("Property Not Found");
  });

  it("a listing removed from the feed: its old URL answers 404, not a redirect", async () => {
    const path = await expectedPath(ID, "nl");
    await env.DB.prepare("DELETE FROM listings WHERE id = ?").bind(ID).run();
    expect((await get(path)).status).toBe(404);
    expect((await get(`/property/${ID}/`)).status).toBe(404);
  });

  it.each([
    // A number no listing has: "Property Not Found".
    ["/en/for-sale/%F0%9F%8F%A0/duplex/404040/", "listing"],
    ["/en/property/404040/", "listing"],
    // Anything else names no listing at all: the site's 404 page.
    ["/en/for-sale/ixelles/duplex/abc/", "page"],
    ["/en/for-sale/ixelles/duplex/40112/extra/", "page"],
    ["/en/for-sale/ixelles/40112/", "page"],
    ["/en/for-sale/ixelles/duplex/0/", "page"],
    ["/en/for-sale/ixelles/duplex/-40112/", "page"],
    ["/en/for-sale/ixelles/duplex/4e4/", "page"],
    ["/en/for-sale/ixelles/duplex/99999999999999999999/", "page"],
    ["/en/for-sale/%27%20OR%201=1--/duplex/40112x/", "page"],
    ["/property/abc/", "page"],
    ["/property/999999/", "page"],
    ["/property/40112/extra/", "page"],
    ["/en/property/", "page"],
  ] as const)("%s answers 404 (%s), never 500", async (path, kind) => {
    const response = await get(path, { headers: { "Accept-Language": "en" } });
    expect(response.status).toBe(404);
    expect(h1Of(await response.text())).toBe(
      kind === "listing" ? LOCALES.en.listing.notFound.title : LOCALES.en.notFound.title,
    );
    const head = await get(path, { method: "HEAD" });
    expect(head.status).toBe(404);
  });
});
