import { describe, expect, it } from "vitest";
import en from "../../locales/en.json";
import fr from "../../locales/fr.json";
import nl from "../../locales/nl.json";
import { formatEuro } from "../../shared/rules/money.ts";
import { foldText } from "../../worker/catalogue/list-search.ts";
import { get } from "../support/fetch.ts";
import { page as read } from "../support/page.ts";
import {
  allCards,
  allHrefs,
  cardsIn,
  escapeHtml,
  ids,
  nextPage,
  priced,
  seedListings,
  sortedIds,
  versionsOf,
  type SeedListing,
} from "../support/list-pages.ts";

const LOCALES = { nl, fr, en } as const;
const SALE = { nl: "/nl/te-koop/", fr: "/fr/a-vendre/", en: "/en/for-sale/" } as const;
const RENT = { nl: "/nl/te-huur/", fr: "/fr/a-louer/", en: "/en/for-rent/" } as const;
const PAGE_SIZE = 12;

const shownIds = async (path: string) => (await allCards(path)).map((c) => c.id).sort((a, b) => a - b);
const html = async (path: string) => {
  const response = await get(path);
  expect(response.status, path).toBe(200);
  return response.text();
};

/** The `search` filter: the listing's ID or RecordFile, or its city (in any of its languages). */
function matchesSearch(listing: SeedListing, text: string): boolean {
  const folded = foldText(text);
  if (String(listing.ID) === text.trim() || listing.RecordFile.toLowerCase() === text.trim().toLowerCase()) return true;
  return versionsOf(listing.ID).some((version) => foldText(version.City).includes(folded));
}
const hasType = (l: SeedListing, webId: number) => l.WebID === webId || l.WebIDs.split(",").map(Number).includes(webId);

describe("the sale and rent lists show every listing of their goal", () => {
  it.each(["nl", "fr", "en"] as const)("%s", async (lang) => {
    expect(await shownIds(SALE[lang])).toEqual(ids(seedListings(lang, 0)));
    expect(await shownIds(RENT[lang])).toEqual(ids(seedListings(lang, 1)));
  });

  it("links each card to its detail page", async () => {
    const cards = await allCards(SALE.en);
    const duplex = cards.find((c) => c.id === 40112)!;
    expect(duplex.href).toBe("/en/for-sale/ixelles/duplex/40112/");
    for (const card of cards) expect(card.href).toMatch(new RegExp(`^/en/for-sale/[a-z0-9-]+/[a-z0-9-]+/${card.id}/$`));
  });
});

describe("each list filter alone", () => {
  const sale = seedListings("en", 0);
  const rent = seedListings("en", 1);
  const cases: Array<[string, string, SeedListing[]]> = [
    ["search: a city", "search=ixelles", sale.filter((l) => matchesSearch(l, "ixelles"))],
    ["search: a city under its Dutch name", "search=Elsene", sale.filter((l) => matchesSearch(l, "Elsene"))],
    ["search: accents and case", "search=SAINT-GILLES", sale.filter((l) => matchesSearch(l, "saint-gilles"))],
    ["search: a RecordFile", "search=v-0381", sale.filter((l) => l.RecordFile === "V-0381")],
    ["search: a RecordFile with a slash", "search=2024%2F117", sale.filter((l) => l.RecordFile === "2024/117")],
    ["search: an ID", "search=40153", sale.filter((l) => l.ID === 40153)],
    ["city", "city=ixelles%7C1050", sale.filter((l) => l.City === "Ixelles" && l.Zip === "1050")],
    [
      "two cities",
      "city=uccle%7C1180&city=waterloo%7C1410",
      sale.filter((l) => ["Uccle", "Waterloo"].includes(l.City)),
    ],
    ["type (WebID or one of WebIDs)", "type=2", sale.filter((l) => hasType(l, 2))],
    ["two types", "type=1&type=9", sale.filter((l) => hasType(l, 1) || hasType(l, 9))],
    ["bedrooms", "bedrooms=3", sale.filter((l) => (l.Bedrooms ?? 0) >= 3)],
    ["bathrooms", "bathrooms=2", sale.filter((l) => (l.Bathrooms ?? 0) >= 2)],
    ["showerrooms", "showerrooms=1", sale.filter((l) => (l.ShowerRooms ?? 0) >= 1)],
    ["toilets", "toilets=2", sale.filter((l) => (l.Toilets ?? 0) >= 2)],
    ["garages", "garages=1", sale.filter((l) => (l.Garages ?? 0) >= 1)],
    ["price range", "price=300000-600000", sale.filter((l) => priced(l) && l.Price >= 300000 && l.Price <= 600000)],
    [
      "price with the slider's top end (no upper bound)",
      "price=900000-3000000",
      sale.filter((l) => priced(l) && l.Price >= 900000),
    ],
    ["price, full range (no filter)", "price=0-3000000", sale],
  ];
  it.each(cases)("%s", async (_name, query, expected) => {
    expect(expected.length, "the seed has listings for this case").toBeGreaterThan(0);
    expect(await shownIds(`${SALE.en}?${query}`)).toEqual(ids(expected));
  });

  it("rent: price up to 1,500 € a month", async () => {
    const expected = rent.filter((l) => priced(l) && l.Price <= 1500);
    expect(expected.length).toBeGreaterThan(0);
    expect(await shownIds(`${RENT.en}?price=0-1500`)).toEqual(ids(expected));
  });

  it("a search that names nothing finds nothing", async () => {
    expect(await shownIds(`${SALE.en}?search=zzzz`)).toEqual([]);
  });
});

describe("filters combined", () => {
  const sale = seedListings("en", 0);
  const cases: Array<[string, (l: SeedListing) => boolean]> = [
    ["type=1&bedrooms=4", (l) => hasType(l, 1) && (l.Bedrooms ?? 0) >= 4],
    ["search=ixelles&type=2", (l) => matchesSearch(l, "ixelles") && hasType(l, 2)],
    [
      "city=ixelles%7C1050&city=brussels%7C1050&bedrooms=2&price=-500000",
      (l) => l.Zip === "1050" && (l.Bedrooms ?? 0) >= 2 && priced(l) && l.Price <= 500000,
    ],
    [
      "type=2&bathrooms=1&toilets=1&price=300000-",
      (l) => hasType(l, 2) && (l.Bathrooms ?? 0) >= 1 && (l.Toilets ?? 0) >= 1 && priced(l) && l.Price >= 300000,
    ],
  ];
  it.each(cases)("%s", async (query, keep) => {
    const expected = sale.filter(keep);
    expect(expected.length).toBeGreaterThan(0);
    expect(await shownIds(`${SALE.en}?${query}`)).toEqual(ids(expected));
  });

  it("in Dutch, with Dutch city names", async () => {
    const expected = seedListings("nl", 0).filter((l) => l.City === "Elsene" && hasType(l, 2));
    expect(expected.length).toBeGreaterThan(0);
    expect(await shownIds(`${SALE.nl}?city=elsene%7C1050&type=2`)).toEqual(ids(expected));
  });
});

describe("sort orders", () => {
  it.each([
    ["newest", ""],
    ["price-asc", "?sort=price-asc"],
    ["price-desc", "?sort=price-desc"],
  ] as const)("%s, across pages", async (sort, query) => {
    for (const [lang, goal, path] of [
      ["en", 0, SALE.en],
      ["fr", 1, RENT.fr],
    ] as const) {
      const cards = await allCards(path + query);
      expect(cards.map((c) => c.id)).toEqual(sortedIds(seedListings(lang, goal), sort));
    }
  });

  it("shows prices in order, price on request last", async () => {
    const cards = await allCards(`${SALE.en}?sort=price-asc`);
    const amounts = cards
      .filter((c) => c.price.startsWith("€") || c.price.startsWith("From"))
      .map((c) => Number(c.price.replace(/\D/g, "")));
    expect(amounts.length).toBeGreaterThan(10);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    const onRequest = cards.findIndex((c) => c.price === en.price.onRequest);
    if (onRequest >= 0)
      expect(cards.slice(onRequest).every((c) => !/\d/.test(c.price) || c.status !== "available")).toBe(true);
  });

  it("keeps the filters in the sort links and starts again at page 1", async () => {
    const page = await html(`${SALE.en}?type=2&page=2`);
    const hrefs = allHrefs(page);
    expect(hrefs).toContain(`${SALE.en}?type=2&sort=price-asc`);
    expect(hrefs).toContain(`${SALE.en}?type=2&sort=price-desc`);
    expect(hrefs).toContain(`${SALE.en}?type=2`);
  });
});

describe("paging", () => {
  const total = seedListings("en", 0).length;
  const pages = Math.ceil(total / PAGE_SIZE);

  it("shows 12 cards a page, page x of y, and links to the next page", async () => {
    expect(pages).toBeGreaterThan(1);
    const first = await html(SALE.en);
    expect(cardsIn(first)).toHaveLength(PAGE_SIZE);
    expect(first).toContain(
      escapeHtml(en.list.paging.status.other.replace("{{page}}", "1").replace("{{pages}}", String(pages))),
    );
    expect(nextPage(first)).toBe(`${SALE.en}?page=2`);
    const second = await html(`${SALE.en}?page=2`);
    const current = read(second)
      .getAllByRole("link")
      .filter((link) => link.getAttribute("aria-current") === "page" && link.matches(".paging__page"));
    expect(current.map((link) => link.getAttribute("href"))).toEqual(["/en/for-sale/?page=2"]);
    expect(second).toContain(`href="/en/for-sale/" rel="prev"`);
  });

  it("shows the last page for a page past the end", async () => {
    const expectedLast = sortedIds(seedListings("en", 0), "newest").slice((pages - 1) * PAGE_SIZE);
    for (const page of [String(pages), "99", "99999", "123456789012345678901234567890"]) {
      const body = await html(`${SALE.en}?page=${page}`);
      expect(
        cardsIn(body).map((c) => c.id),
        `page=${page}`,
      ).toEqual(expectedLast);
      expect(nextPage(body)).toBeUndefined();
    }
  });

  it("gives the Dutch page the number of listings; French and English only page x of y", async () => {
    const count = seedListings("nl", 0).length;
    const dutch = await html(SALE.nl);
    expect(dutch).toContain(
      escapeHtml(
        nl.list.paging.status.other
          .replace("{{page}}", "1")
          .replace("{{pages}}", String(pages))
          .replace("{{count}}", String(count)),
      ),
    );
    expect(nl.list.paging.status.other).toContain("{{count}}");
    for (const lang of ["fr", "en"] as const) {
      const status = /<p class="paging__status">([^<]*)<\/p>/.exec(await html(SALE[lang]))![1]!;
      expect(status).not.toContain(String(count));
    }
  });

  it("shows the number of results above the list", async () => {
    const count = seedListings("fr", 1).length;
    expect(await html(RENT.fr)).toContain(escapeHtml(fr.list.count.rent.other.replace("{{count}}", String(count))));
  });
});

describe("invalid query values are ignored, never an error", () => {
  const plain = sortedIds(seedListings("en", 0), "newest").slice(0, PAGE_SIZE);
  it.each([
    "bedrooms=-1",
    "bedrooms=abc",
    "price=abc",
    "price=-",
    "page=0",
    "page=-2",
    "type=x",
    "type=999",
    "sort=cheapest",
    "view=3d",
    "city=nozip",
    "city=atlantis%7C9999",
    "search=%20%20",
    "bathrooms=1.5&garages=%00",
    "bedrooms[]=2&price[min]=1",
    "%ZZ=1",
  ])("%s", async (query) => {
    const body = await html(`${SALE.en}?${query}`);
    expect(cardsIn(body).map((c) => c.id)).toEqual(plain);
    // No link the page builds carries the ignored value.
    const listLinks = allHrefs(body).filter((href) => href === SALE.en || href.startsWith(`${SALE.en}?`));
    expect(listLinks.length).toBeGreaterThan(3);
    for (const href of listLinks)
      expect(href, href).toMatch(/^\/en\/for-sale\/(\?(sort=price-(asc|desc)|view=map|page=\d))?$/);
  });

  it("uses the first valid value of a repeated parameter", async () => {
    const expected = seedListings("en", 0).filter((l) => (l.Bedrooms ?? 0) >= 4);
    expect(await shownIds(`${SALE.en}?bedrooms=x&bedrooms=4&bedrooms=1`)).toEqual(ids(expected));
  });

  it("caps 200 city parameters and keeps the links short", async () => {
    const query = Array.from({ length: 200 }, (_, i) => `city=town${i}%7C${1000 + i}`).join("&");
    const response = await get(`${SALE.en}?${query}&type=2`);
    expect(response.status).toBe(200);
    const body = await response.text();
    expect(cardsIn(body).length).toBeGreaterThan(0);
    for (const href of allHrefs(body)) expect(href).not.toContain("town");
  });

  it("answers a list in German (shown in the default language's data)", async () => {
    // de borrows the default language's slugs (fr in the sample configuration).
    const response = await get("/de/a-vendre/?bedrooms=2");
    expect(response.status).toBe(200);
    expect(cardsIn(await response.text()).length).toBeGreaterThan(0);
  });
});

describe("empty results, with a way to clear the filters", () => {
  it.each(["nl", "fr", "en"] as const)(
    "%s: no results for a search, with a link that clears the filters",
    async (lang) => {
      const body = await html(`${SALE[lang]}?search=zzzz&sort=price-asc`);
      expect(cardsIn(body)).toEqual([]);
      expect(body).toContain(escapeHtml(LOCALES[lang].list.empty.search));
      expect(body).toContain(`href="${SALE[lang]}?sort=price-asc">${escapeHtml(LOCALES[lang].list.filters.reset)}<`);
    },
  );

  it("shows the filters in force, each with a link that drops it", async () => {
    const body = await html(`${SALE.en}?city=uccle%7C1180&bedrooms=2&price=200000-`);
    expect(body).toContain(`aria-label="Remove filter: Uccle (1180)"`);
    expect(body).toContain(
      `href="/en/for-sale/?bedrooms=2&amp;price=200000-" rel="nofollow" aria-label="Remove filter: Uccle (1180)"`,
    );
    expect(body).toContain(`aria-label="Remove filter: 2+ bedrooms"`);
    expect(body).toContain(`aria-label="Remove filter: From ${formatEuro(200000, "en")}"`);
  });
});

describe("the home page modules", () => {
  it("show at most maxItems of the newest listings on the market of their goal", async () => {
    const body = await html("/en/");
    for (const [module, goal] of [
      ["101", 0],
      ["103", 1],
    ] as const) {
      const section = new RegExp(`<section id="module-${module}"[\\s\\S]*?</section>`).exec(body)![0];
      const onMarket = seedListings("en", goal).filter((l) => l.Status === "available" || l.Status === "for-takeover");
      expect(cardsIn(section).map((c) => c.id)).toEqual(sortedIds(onMarket, "newest").slice(0, 4));
    }
  });
});
