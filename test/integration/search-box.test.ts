import { afterEach, describe, expect, it } from "vitest";
import { parseHTML } from "linkedom";
import { env } from "cloudflare:test";
import sample from "../../config/sample.json";
import { CONFIG_KEY } from "../../config/storage.ts";
import { islandPropsFrom } from "../../ui/islands/props.ts";
import type { SearchBoxView } from "../../ui/search/model.ts";
import { get } from "../support/fetch.ts";
import { pushConfig } from "../support/config.ts";
import { seedListings } from "../support/list-pages.ts";
import { withoutStyles } from "../support/markup.ts";
import { page as read } from "../support/page.ts";

const HOME = { nl: "/nl/", fr: "/fr/", en: "/en/" } as const;
const SALE = { nl: "/nl/te-koop/", fr: "/fr/a-vendre/", en: "/en/for-sale/" } as const;
const RENT = { nl: "/nl/te-huur/", fr: "/fr/a-louer/", en: "/en/for-rent/" } as const;
const TYPE_ORDER = [1, 2, 3, 4, 5, 6, 8, 9, 7];

const unescape = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

async function page(path: string): Promise<string> {
  const response = await get(path);
  expect(response.status, path).toBe(200);
  return response.text();
}

/** The search box's island props, as the client hydrates them: from its data-props and its markup. */
function searchBox(html: string): SearchBoxView | undefined {
  const island = parseHTML(html).document.querySelector('[data-island="SearchBox"]');
  return island ? islandPropsFrom("SearchBox", island.getAttribute("data-props") ?? undefined, island).view : undefined;
}

/** "name (zip)" of every city with a listing of the goal in the seed feed, sorted like the box. */
function seedCities(lang: string, goal: 0 | 1): string[] {
  const labels = new Set(seedListings(lang, goal).map((l) => `${l.City} (${l.Zip})`));
  return [...labels].sort((a, b) => a.localeCompare(b, undefined, { sensitivity: "base" }) || a.localeCompare(b));
}

afterEach(async () => {
  await env.SITE_CONFIG.put(CONFIG_KEY, JSON.stringify(sample));
});

describe("the home search box", () => {
  it.each(["nl", "fr", "en"] as const)(
    "offers the cities with listings for each goal and the nine types in display order (%s)",
    async (lang) => {
      const view = searchBox(await page(HOME[lang]))!;
      expect(view.placement).toBe("home");
      expect(view.lists).toEqual({ sale: SALE[lang], rent: RENT[lang] });
      const byLabel = (labels: string[]) =>
        [...labels].sort((a, b) => a.localeCompare(b, undefined, { sensitivity: "base" }) || a.localeCompare(b));
      expect(byLabel(view.options.cities.sale.map((o) => o.label))).toEqual(seedCities(lang, 0));
      expect(byLabel(view.options.cities.rent.map((o) => o.label))).toEqual(seedCities(lang, 1));
      // A city's value is name|zip in lower case, Luxembourg's "L-1611" included.
      for (const option of [...view.options.cities.sale, ...view.options.cities.rent])
        expect(option.value).toBe(option.value.toLowerCase());
      expect(view.options.types.sale.map((o) => Number(o.value))).toEqual(TYPE_ORDER);
      expect(view.options.types.rent.map((o) => Number(o.value))).toEqual(TYPE_ORDER);
      expect(view.options.types.either.map((o) => Number(o.value))).toEqual(TYPE_ORDER);
      expect(byLabel(view.options.cities.either.map((o) => o.label))).toEqual(
        [...new Set([...seedCities(lang, 0), ...seedCities(lang, 1)])].sort(
          (a, b) => a.localeCompare(b, undefined, { sensitivity: "base" }) || a.localeCompare(b),
        ),
      );
      expect(view.initial).toEqual({
        goal: 0,
        search: "",
        cities: [],
        types: [],
        rooms: {},
        price: { min: 0, max: 3_000_000 },
      });
    },
  );

  it("writes each city and type once: its props name them by their checkbox", async () => {
    const html = await page(HOME.nl);
    const props = unescape(/data-island="SearchBox"[^>]*data-props="([^"]*)"/.exec(html)![1]!);
    for (const label of ["Elsene (1050)", "Zaventem (1930)", "Appartement", "Garage/parking"]) {
      expect(html.split(`>${label}<`), label).toHaveLength(2);
      expect(props, label).not.toContain(label);
    }
  });

  it("names the communes in the page's language", async () => {
    const fr = searchBox(await page(HOME.fr))!.options.cities.sale.map((o) => o.label);
    const nl = searchBox(await page(HOME.nl))!.options.cities.sale.map((o) => o.label);
    expect(fr).toContain("Ixelles (1050)");
    expect(nl).toContain("Elsene (1050)");
  });

  it("is a GET form to the sale list that works without JavaScript", async () => {
    const html = await page(HOME.en);
    const view = read(html);
    const [form] = view.getAllByRole("search").filter((element) => element.matches("form.search-box"));
    expect([form!.getAttribute("action"), form!.getAttribute("method")]).toEqual(["/en/for-sale/", "get"]);
    const goals = [...view.root.querySelectorAll('input[name="goal"]')] as HTMLInputElement[];
    expect(goals).toHaveLength(2);
    expect(
      goals.filter((input) => input.type === "radio" && input.hasAttribute("checked")).map((input) => input.value),
    ).toEqual(["0"]);
    const search = [...view.root.querySelectorAll('input[name="search"]')];
    expect(search.map((input) => input.getAttribute("placeholder"))).toContain("search by reference or city");
    expect(html).toMatch(/type="checkbox"[^>]*name="city"/);
    expect(html).toMatch(/type="checkbox"[^>]*name="type"/);
    // Before JavaScript the box offers both goals' types, in the display order, not by name.
    const types = [...html.matchAll(/type="checkbox"[^>]*name="type"[^>]*value="(\d+)"/g)].map((match) =>
      Number(match[1]),
    );
    expect(types).toEqual(TYPE_ORDER);
    expect(html).toMatch(/name="price-min"/);
    expect(html).toMatch(/name="price-max"/);
    // The sample configuration enables the bedroom and bathroom counters only.
    expect(html).toMatch(/name="bedrooms"/);
    expect(html).toMatch(/name="bathrooms"/);
    expect(html).not.toMatch(/name="showerrooms"|name="toilets"|name="garages"/);
    expect(html).toContain(">Search now<");
  });

  it("translates its texts", async () => {
    expect(await page(HOME.nl)).toContain('placeholder="zoek op referentie of gemeente"');
    expect(await page(HOME.fr)).toContain('placeholder="recherche par référence ou commune"');
  });
});

describe("the search box follows the configuration", () => {
  it("is not shown when the agency hides it", async () => {
    await pushConfig((config) => {
      config.searchBox.show = false;
    });
    expect(searchBox(await page(HOME.en))).toBeUndefined();
    expect(searchBox(await page(SALE.en))).toBeUndefined();
  });

  it("shows only public filters, each 12 / count columns wide, and the enabled counters", async () => {
    await pushConfig((config) => {
      config.searchBox.public = { goal: true, search: true, city: false, type: true, price: false };
      config.searchBox.rooms = { bedrooms: false, bathrooms: false, showerrooms: true, toilets: true, garages: true };
    });
    const html = await page(HOME.en);
    const view = searchBox(html)!;
    expect(view.filters).toEqual({
      goal: true,
      search: true,
      city: false,
      type: true,
      price: false,
      rooms: ["showerrooms", "toilets", "garages"],
    });
    expect(html).not.toMatch(/name="city"|name="price-min"|name="bedrooms"/);
    expect(html).toMatch(/name="showerrooms"/);
    // goal, search, type and the counters: four columns of 3.
    expect(withoutStyles(html).match(/search-box__field--span-3/g)).toHaveLength(4);
  });

  it("keeps the goal in a hidden field when the goal filter is not public", async () => {
    await pushConfig((config) => {
      config.searchBox.public.goal = false;
    });
    const hidden = [...read(await page(RENT.en)).root.querySelectorAll('input[type="hidden"][name="goal"]')];
    expect(hidden.map((input) => input.getAttribute("value"))).toContain("1");
  });

  it("can stay off the list pages", async () => {
    await pushConfig((config) => {
      config.searchBox.onListPages = false;
    });
    expect(searchBox(await page(HOME.en))).toBeDefined();
    expect(searchBox(await page(SALE.en))).toBeUndefined();
  });
});

describe("on the sale and rent lists", () => {
  it("a city chosen in the box filters the list, Luxembourg's lettered postcodes too", async () => {
    const luxembourg = searchBox(await page(HOME.en))!.options.cities.sale.find((o) => o.label.includes("(L-"))!;
    expect(luxembourg.value).toMatch(/\|l-\d{4}$/);
    const html = await page(`${SALE.en}?city=${encodeURIComponent(luxembourg.value)}`);
    const expected = seedListings("en", 0)
      .filter((l) => `${l.City} (${l.Zip})` === luxembourg.label)
      .map((l) => l.ID);
    expect(expected.length).toBeGreaterThan(0);
    for (const id of expected) expect(html).toContain(`/${id}/`);
  });

  it("starts from the current search", async () => {
    const view = searchBox(await page(`${RENT.en}?search=park&city=ixelles%7C1050&type=2&bedrooms=2&price=500-1500`))!;
    expect(view.placement).toBe("list");
    expect(view.initial).toEqual({
      goal: 1,
      search: "park",
      cities: ["ixelles|1050"],
      types: [2],
      rooms: { bedrooms: 2 },
      price: { min: 500, max: 1_500 },
    });
  });

  it("shows an open bound at the slider's edge and drops cities the goal does not offer", async () => {
    const view = searchBox(await page(`${SALE.en}?price=250000-&city=nowhere%7C9999`))!;
    expect(view.initial.price).toEqual({ min: 250_000, max: 3_000_000 });
    expect(view.initial.cities).toEqual([]);
  });
});

describe("the form sent without JavaScript lands on the URL the enhanced box opens", () => {
  const location = async (path: string) => {
    const response = await get(path);
    expect(response.status, path).toBe(303);
    return response.headers.get("Location");
  };

  it("goes to the chosen goal's list, the query holding only what the visitor set", async () => {
    expect(await location("/en/for-sale/?goal=0&search=&bedrooms=0&bathrooms=&price-min=&price-max=")).toBe(
      "/en/for-sale/",
    );
    expect(await location("/en/for-sale/?goal=1&search=&bedrooms=2&bathrooms=0&price-min=&price-max=1200")).toBe(
      "/en/for-rent/?bedrooms=2&price=0-1200",
    );
    expect(
      await location(
        "/nl/te-koop/?goal=0&search=Elsene&city=elsene%7C1050&type=2&bedrooms=1&price-min=200000&price-max=",
      ),
    ).toBe("/nl/te-koop/?search=Elsene&city=elsene%7C1050&type=2&bedrooms=1&price=200000-3000000");
  });

  it("and the list then shows what the search asked for", async () => {
    const target = await location("/en/for-sale/?goal=1&search=&bedrooms=2&price-min=&price-max=");
    const html = await page(target!);
    expect(html).toContain("property-card");
  });
});
