import { env } from "cloudflare:test";
import { afterEach, describe, expect, it } from "vitest";
import seedFeed from "../../migrations/seed/feed.json";
import en from "../../locales/en.json";
import fr from "../../locales/fr.json";
import nl from "../../locales/nl.json";
import { importFeed } from "../../worker/import/import.ts";
import {
  countSelect,
  filterSql,
  mapCountSelect,
  pageSelect,
  type ListingFilter,
} from "../../worker/catalogue/listings.ts";
import { takeConsoleErrors } from "../setup/workers.ts";
import { get } from "../support/fetch.ts";
import { allCards, cardsIn, escapeHtml, ids, located, seedListings, sortedIds } from "../support/list-pages.ts";
import { formatNumber } from "../../shared/rules/locale.ts";
import { page } from "../support/page.ts";
import { mapMessageIn } from "../support/map-message.ts";

const LOCALES = { nl, fr, en } as const;
const SALE = { nl: "/nl/te-koop/", fr: "/fr/a-vendre/", en: "/en/for-sale/" } as const;
const RENT = { nl: "/nl/te-huur/", fr: "/fr/a-louer/", en: "/en/for-rent/" } as const;

// Tests below change the cache; each puts the seed back (a confirmed import: what they added goes, however much).
afterEach(async () => {
  await importFeed(env.DB, seedFeed, { source: "cli", now: new Date(seedFeed.generatedAt), removalLimit: null });
});

describe("the map view (view=map)", () => {
  it("embeds the map frame with every result of the filters, not one page", async () => {
    const response = await get(`${SALE.en}?view=map`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<iframe class="map-embed__frame" data-src="/map/frame/?lang=en"');
    expect(cardsIn(html)).toEqual([]);
    const message = mapMessageIn(html);
    const sale = seedListings("en", 0);
    expect(sale.length).toBeGreaterThan(12);
    expect(message.properties.map((p) => p.id).sort((a, b) => a - b)).toEqual(ids(sale.filter(located)));
    expect(message.mapType).toBe("roadmap");
    expect(message.infoMessage).toBeUndefined();
    const duplex = message.properties.find((p) => p.id === 40112)!;
    expect(duplex.href).toBe("/en/for-sale/ixelles/duplex/40112/");
    expect(duplex.price).toMatch(/^€\s?425\.000$/);
  });

  it("keeps the filters and links back to the list view", async () => {
    const html = await (await get(`${RENT.nl}?view=map&type=2&page=2`)).text();
    const expected = seedListings("nl", 1).filter((l) => l.WebID === 2 || l.WebIDs.split(",").includes("2"));
    expect(
      mapMessageIn(html)
        .properties.map((p) => p.id)
        .sort((a, b) => a - b),
    ).toEqual(ids(expected.filter(located)));
    expect(html).toContain(`href="${RENT.nl}?type=2" rel="nofollow"`);
  });

  it.each(["nl", "fr", "en"] as const)(
    "%s: says how many results the map shows when some have no published address",
    async (lang) => {
      const sale = seedListings(lang, 0);
      const hidden = sale.slice(0, 3).map((l) => l.ID);
      await env.DB.prepare(`UPDATE listings SET publish_address = 0 WHERE id IN (${hidden.join(", ")})`).run();
      const message = mapMessageIn(await (await get(`${SALE[lang]}?view=map`)).text());
      expect(message.properties).toHaveLength(sale.length - 3);
      const text = LOCALES[lang].list.map.partial
        .replace("{{shown}}", String(sale.length - 3))
        .replace("{{total}}", String(sale.length));
      expect(message.infoMessage).toBe(text);
    },
  );
});

describe("the map view's drawn preview (decision 082)", () => {
  it.each(["nl", "fr", "en"] as const)(
    "%s: draws the results where the live map will, and leaves the live map unloaded",
    async (lang) => {
      const response = await get(`${SALE[lang]}?view=map`);
      const html = await response.text();
      const view = page(html);
      const frame = view.root.querySelector("iframe.map-embed__frame")!;
      expect(frame.getAttribute("data-src")).toBe(`/map/frame/?lang=${lang}`);
      expect(frame.hasAttribute("src")).toBe(false);
      // The invitation to use the map, in the page's language.
      view.getByRole("button", { name: LOCALES[lang].map.use });
      // Seen from afar, the results gather in clusters; in every view they account for every result.
      const message = mapMessageIn(html);
      const marks = [...view.root.querySelectorAll(".map-preview a")];
      expect(marks.length).toBeGreaterThan(0);
      const views = new Set(marks.flatMap((mark) => (mark.getAttribute("data-z") ?? "").split(" ").filter(Boolean)));
      for (const zoom of views.size ? views : new Set([""])) {
        const shown = marks.filter(
          (mark) => !mark.hasAttribute("data-z") || mark.getAttribute("data-z")!.split(" ").includes(zoom),
        );
        const counted = shown.reduce(
          (sum, mark) => sum + (mark.hasAttribute("data-cluster") ? Number(mark.textContent) : 1),
          0,
        );
        expect(counted, `zoom ${zoom}`).toBe(message.properties.length);
      }
      // Its own rules pick the view for the map's size, under the page's nonce.
      const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
      const rules = /<style nonce="([^"]+)" data-precedence="map-preview"[^>]*>([^<]*)<\/style>/.exec(html);
      expect(rules?.[1]).toBe(nonce);
      expect(rules?.[2]).toContain("@container (min-width:");
    },
  );

  it("links each pin to its listing, out of the tab order and hidden from screen readers", async () => {
    const html = await (await get(`${SALE.en}?view=map&city=etterbeek%7C1040`)).text();
    const view = page(html);
    const listings = mapMessageIn(html).properties.map((p) => p.href);
    expect(listings.length).toBeGreaterThan(1);
    const pins = [...view.root.querySelectorAll(".map-preview a:not([data-cluster])")];
    expect(pins).toHaveLength(listings.length);
    expect(pins.map((pin) => pin.getAttribute("href"))).toEqual(expect.arrayContaining(listings));
    for (const pin of pins) expect(pin.getAttribute("tabindex")).toBe("-1");
    expect(view.root.querySelector(".map-preview svg")!.getAttribute("aria-hidden")).toBe("true");
    // Screen readers and keyboards get the button and the list of links instead.
    expect(view.links().filter((link) => listings.includes(link.href))).toHaveLength(listings.length);
  });

  it("leads a cluster, without a script, to the list of the properties it holds", async () => {
    const html = await (await get(`${SALE.en}?view=map`)).text();
    const view = page(html);
    const cluster = view.root.querySelector(".map-preview a[data-cluster]")!;
    const list = view.root.querySelector(cluster.getAttribute("href")!)!;
    expect(list.localName).toBe("details");
    expect(mapMessageIn(html).properties.map((p) => p.id)).toContain(Number(cluster.getAttribute("data-cluster")));
  });

  it("draws no preview for a listing's own map, which loads as it nears the screen", async () => {
    const html = await (await get("/en/for-sale/ixelles/duplex/40112/")).text();
    expect(html).toContain('data-src="/map/frame/?lang=en"');
    expect(html).not.toContain("data-map-preview");
  });
});

describe("a result larger than the map takes", () => {
  it("draws the newest 500 and says so", async () => {
    const extra = 520;
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
       INSERT INTO listings (id, language, goal, zip, city, city_key, latitude, longitude, price, created_at, updated_at, imported_at)
       SELECT 900000 + i, 'en', 0, '1050', 'Ixelles', 'ixelles|1050', 50.82 + i / 100000.0, 4.37, 250000, '2020-01-01T00:00:00Z', '2020-01-01T00:00:00Z', '2020-01-01T00:00:00Z' FROM n`,
    )
      .bind(extra)
      .run();
    const total = seedListings("en", 0).length + extra;
    const message = mapMessageIn(await (await get(`${SALE.en}?view=map`)).text());
    expect(message.properties).toHaveLength(500);
    // The newest first: every seed listing (2026) comes before the added ones (2020).
    expect(message.properties.filter((p) => p.id < 900000)).toHaveLength(seedListings("en", 0).length);
    expect(message.infoMessage).toBe(
      en.list.map.capped.replace("{{shown}}", "500").replace("{{total}}", formatNumber(total, "en", 0)),
    );
  });
});

describe("a goal without any listing", () => {
  it.each(["nl", "fr", "en"] as const)(
    "%s: says there are no properties, not that the search found nothing",
    async (lang) => {
      await env.DB.prepare("DELETE FROM listings WHERE goal = 1").run();
      const html = await (await get(RENT[lang])).text();
      expect(cardsIn(html)).toEqual([]);
      expect(html).toContain(escapeHtml(LOCALES[lang].list.empty.noneRent));
      expect(html).not.toContain(escapeHtml(LOCALES[lang].list.empty.search));
      // The home page's rent module says the same, and the sale module still shows its cards.
      const home = await (await get(`/${lang}/`)).text();
      expect(home).toContain(escapeHtml(LOCALES[lang].list.empty.noneRent));
      expect(cardsIn(home).length).toBeGreaterThan(0);
    },
  );
});

describe("the property cache cannot be read", () => {
  it("still renders the list and the home page, with a friendly message, and logs the error", async () => {
    await env.DB.exec("ALTER TABLE listings RENAME TO listings_away");
    try {
      for (const [path, lang] of [
        [SALE.fr, "fr"],
        ["/nl/", "nl"],
        [`${RENT.en}?view=map&city=ixelles%7C1050&search=x`, "en"],
      ] as const) {
        const response = await get(path);
        expect(response.status, path).toBe(200);
        const html = await response.text();
        expect(html).toContain(escapeHtml(LOCALES[lang].list.unavailable.title));
        expect(cardsIn(html)).toEqual([]);
      }
      const logged = takeConsoleErrors();
      expect(logged.length).toBeGreaterThan(0);
      expect(logged.every((line) => line.includes("the property cache could not be read"))).toBe(true);
    } finally {
      await env.DB.exec("ALTER TABLE listings_away RENAME TO listings");
    }
  });
});

describe("the list queries use the indexes (no full scan of listings)", () => {
  const filters: Array<[string, ListingFilter]> = [
    ["goal", { language: "en", goal: 0 }],
    ["price", { language: "en", goal: 0, price: { min: 200000, max: 500000 } }],
    ["city", { language: "en", goal: 0, cities: ["ixelles|1050"] }],
    ["bedrooms", { language: "en", goal: 0, rooms: { bedrooms: 3 } }],
    ["type", { language: "en", goal: 0, types: [2] }],
    ["search", { language: "en", goal: 0, search: { id: 40112, cityKeys: ["ixelles|1050"] } }],
    [
      "search, another language's city name",
      { language: "en", goal: 0, search: { cityKeys: [], otherCityKeys: ["elsene|1050"] } },
    ],
  ];
  it.each(filters)("%s", async (_name, filter) => {
    for (const sort of ["newest", "price-asc", "price-desc"] as const) {
      const select = pageSelect(filter, sort);
      const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${select.sql}`)
        .bind(...select.params, 12, 0)
        .all<{ detail: string }>();
      const details = plan.results.map((r) => r.detail);
      expect(
        details.some((d) => /^SCAN l\b/.test(d)),
        `${sort}: ${details.join(" / ")}`,
      ).toBe(false);
      const where = filterSql(filter);
      const count = await env.DB.prepare(`EXPLAIN QUERY PLAN SELECT COUNT(*) FROM listings l WHERE ${where.sql}`)
        .bind(...where.params)
        .all<{ detail: string }>();
      expect(count.results.some((r) => /^SCAN l\b/.test(r.detail))).toBe(false);
    }
  });

  // Rows carry descriptions: a count or a map that read them took up to 20 ms at 20,000 listings.
  const withoutSearch = filters.filter(([, filter]) => !filter.search);
  withoutSearch.push([
    "everything",
    {
      language: "en",
      goal: 1,
      statuses: ["available"],
      cities: ["ixelles|1050"],
      types: [1, 2],
      rooms: { bedrooms: 1, bathrooms: 1, garages: 1 },
      price: { min: 500, max: 2000 },
    },
  ]);
  it.each(withoutSearch)("%s: the count and the map's counts read an index alone", async (_name, filter) => {
    for (const { sql, params } of [countSelect(filter), mapCountSelect(filter)]) {
      const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
        .bind(...params)
        .all<{ detail: string }>();
      const details = plan.results.map((r) => r.detail).join(" / ");
      expect(details, sql).toMatch(/^SEARCH l USING COVERING INDEX/);
      expect(details, sql).not.toContain("listing_types");
    }
  });

  it("sorts the plainest list by walking an index (no sort step)", async () => {
    for (const sort of ["newest", "price-asc", "price-desc"] as const) {
      const select = pageSelect({ language: "en", goal: 0 }, sort);
      const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${select.sql}`)
        .bind(...select.params, 12, 0)
        .all<{ detail: string }>();
      expect(plan.results.map((r) => r.detail).join(" / "), sort).not.toContain("TEMP B-TREE");
    }
  });
});

describe("listings whose price is not published", () => {
  it("come after the priced ones in a price sort, and match no price range", async () => {
    const sale = seedListings("en", 0);
    await env.DB.prepare("UPDATE listings SET publish_price = 0 WHERE id = 40118").run();
    const changed = sale.map((l) => (l.ID === 40118 ? { ...l, PublishPrice: 0 } : l));
    const all = await allCards(`${SALE.en}?sort=price-desc`);
    expect(all.map((c) => c.id)).toEqual(sortedIds(changed, "price-desc"));
    expect(all.find((c) => c.id === 40118)!.price).toBe(en.price.onRequest);
    const ranged = cardsIn(await (await get(`${SALE.en}?price=600000-700000`)).text()).map((c) => c.id);
    expect(ranged).not.toContain(40118);
  });
});
