import { describe, expect, it } from "vitest";
import {
  DEFAULT_QUERY,
  hasFilters,
  listQueryString,
  MAX_CITIES,
  MAX_PAGE,
  MAX_SEARCH_CHARS,
  MAX_TYPES,
  parseListQuery,
  type ListQuery,
} from "../../worker/catalogue/list-query.ts";
import { pageWindow } from "../../worker/catalogue/list-data.ts";
import { cityMatches, foldText, searchTerms, type SearchableCity } from "../../worker/catalogue/list-search.ts";
import { filterSql, MAX_SEARCH_CITIES, type ListingFilter } from "../../worker/catalogue/listings.ts";

const sale = (qs: string) => parseListQuery(new URLSearchParams(qs), 0);
const rent = (qs: string) => parseListQuery(new URLSearchParams(qs), 1);

describe("the query string the search box sends, read", () => {
  it("reads every parameter the home search sends", () => {
    expect(
      sale(
        "search=V-0381&city=Ixelles%7C1050&city=uccle|1180&type=1&type=2&bedrooms=2&bathrooms=1&showerrooms=1&toilets=2&garages=1&price=200000-650000",
      ),
    ).toEqual({
      search: "V-0381",
      cities: ["ixelles|1050", "uccle|1180"],
      types: [1, 2],
      rooms: { bedrooms: 2, bathrooms: 1, showerrooms: 1, toilets: 2, garages: 1 },
      price: { min: 200000, max: 650000 },
      sort: "newest",
      page: 1,
      view: "list",
    } satisfies ListQuery);
  });

  it("gives the defaults for an empty query", () => {
    expect(sale("")).toEqual(DEFAULT_QUERY);
    expect(hasFilters(sale(""))).toBe(false);
  });

  it.each([
    ["sort=price-asc", { sort: "price-asc" }],
    ["sort=price-desc", { sort: "price-desc" }],
    ["sort=newest", { sort: "newest" }],
    ["sort=cheapest", { sort: "newest" }],
    ["sort=PRICE-ASC", { sort: "newest" }],
    ["view=map", { view: "map" }],
    ["view=satellite", { view: "list" }],
    ["page=2", { page: 2 }],
    ["page=0", { page: 1 }],
    ["page=-3", { page: 1 }],
    ["page=2.5", { page: 1 }],
    ["page=abc", { page: 1 }],
    ["page=99999", { page: MAX_PAGE }],
    ["page=99999999999999999999999999", { page: MAX_PAGE }],
    ["page=0003", { page: 3 }],
  ])("%s", (qs, expected) => {
    expect(sale(qs)).toMatchObject(expected);
  });
});

describe("room counts are minimums; anything but a positive whole number is ignored", () => {
  it.each([
    ["bedrooms=3", { bedrooms: 3 }],
    ["bedrooms=0", {}],
    ["bedrooms=-1", {}],
    ["bedrooms=abc", {}],
    ["bedrooms=2.5", {}],
    ["bedrooms=1e3", {}],
    ["bedrooms=50", { bedrooms: 50 }],
    ["bedrooms=51", {}],
    ["bedrooms=", {}],
    [" bedrooms= 2 ", {}],
    ["bedrooms=%202%20", { bedrooms: 2 }],
    ["garages=1&toilets=x", { garages: 1 }],
    // A repeated single-valued parameter: the first valid value counts.
    ["bedrooms=abc&bedrooms=4&bedrooms=2", { bedrooms: 4 }],
  ])("%s", (qs, rooms) => {
    expect(sale(qs).rooms).toEqual(rooms);
  });
});

describe("price as min-max: the full range or an untouched end is no bound", () => {
  it.each([
    // [goal, value, expected]
    [0, "0-3000000", {}],
    [0, "0-5000000", {}],
    [0, "200000-3000000", { min: 200000 }],
    [0, "0-450000", { max: 450000 }],
    [0, "200000-450000", { min: 200000, max: 450000 }],
    [0, "450000-200000", { min: 200000, max: 450000 }],
    [0, "200000-", { min: 200000 }],
    [0, "-450000", { max: 450000 }],
    [0, "-", {}],
    [0, "0-0", {}],
    [0, "abc", {}],
    [0, "100-abc", {}],
    [0, "-5-100", {}],
    [0, "1.000-2.000", {}],
    [0, "", {}],
    [1, "0-2000", {}],
    [1, "800-2000", { min: 800 }],
    [1, "800-1500", { min: 800, max: 1500 }],
    [1, "0-3000000", {}],
    [1, "3000-", { min: 3000 }],
  ] as const)("goal %s, price=%s", (goal, value, expected) => {
    expect(parseListQuery(new URLSearchParams({ price: value }), goal).price).toEqual(expected);
  });

  it("takes the first readable price of a repeated parameter", () => {
    expect(sale("price=x&price=100000-200000&price=1-2").price).toEqual({ min: 100000, max: 200000 });
  });
});

describe("repeated city and type parameters", () => {
  it("lower-cases cities, drops malformed ones and duplicates", () => {
    expect(
      sale("city=Sint-Gillis|1060&city=SINT-GILLIS|1060&city=nozip|&city=|1050&city=a|b|c&city=plain&city=Liège|4000")
        .cities,
    ).toEqual(["sint-gillis|1060", "liège|4000"]);
  });

  it("caps the number of cities and types (D1 binds at most 100 values)", () => {
    const many = new URLSearchParams();
    for (let i = 0; i < 200; i++) many.append("city", `town${i}|${1000 + i}`);
    for (let i = 1; i <= 200; i++) many.append("type", String(i));
    const query = parseListQuery(many, 0);
    expect(query.cities).toHaveLength(MAX_CITIES);
    expect(query.types).toHaveLength(MAX_TYPES);
  });

  it("keeps only whole-number types", () => {
    expect(sale("type=x&type=2&type=2&type=-1&type=0&type=3.5&type=9").types).toEqual([2, 9]);
  });
});

describe("search text", () => {
  it.each([
    ["search=%20%20Ixelles%20%20", "Ixelles"],
    ["search=", undefined],
    ["search=%20", undefined],
    ["search=a%0Ab%09c", "a b c"],
    ["search=&search=2024%2F117", "2024/117"],
  ])("%s", (qs, expected) => {
    expect(sale(qs).search).toBe(expected);
  });

  it("is cut to a sane length", () => {
    expect(sale(`search=${"x".repeat(500)}`).search).toHaveLength(MAX_SEARCH_CHARS);
  });
});

describe("the query string written back", () => {
  it("leaves out defaults and writes parameters in one order", () => {
    expect(listQueryString(DEFAULT_QUERY)).toBe("");
    expect(listQueryString(sale("page=2&sort=price-asc&bedrooms=2&city=uccle|1180&search=x&view=map"))).toBe(
      "?search=x&city=uccle%7C1180&bedrooms=2&sort=price-asc&view=map&page=2",
    );
  });

  it("never carries an ignored value", () => {
    const text = listQueryString(sale("bedrooms=-1&price=abc&page=0&type=x&sort=bogus&view=3d&city=nozip&garages=2"));
    expect(text).toBe("?garages=2");
  });

  it("writes open price bounds with an empty side, and reads them back the same", () => {
    for (const qs of ["price=200000-3000000", "price=0-450000", "price=200000-450000"]) {
      const query = sale(qs);
      expect(sale(listQueryString(query).slice(1))).toEqual(query);
    }
    expect(listQueryString(sale("price=200000-3000000"))).toBe("?price=200000-");
  });

  it("round-trips every normalised query", () => {
    const query = rent("search=Elsene&city=elsene|1050&type=2&bedrooms=1&price=800-1500&sort=price-desc&page=3");
    expect(rent(listQueryString(query).slice(1))).toEqual(query);
  });
});

describe("paging bar", () => {
  it.each([
    [1, 1, [1]],
    [1, 2, [1, 2]],
    [1, 5, [1, 2, undefined, 5]],
    [3, 5, [1, 2, 3, 4, 5]],
    [5, 9, [1, undefined, 4, 5, 6, undefined, 9]],
    [9, 9, [1, undefined, 8, 9]],
    [4, 9, [1, 2, 3, 4, 5, undefined, 9]],
  ])("page %s of %s", (page, count, expected) => {
    expect(pageWindow(page, count)).toEqual(expected);
  });
});

describe("search matches references and cities whatever the accents and case", () => {
  const cities = [
    { language: "nl", name: "Elsene", zip: "1050", city_key: "elsene|1050" },
    { language: "fr", name: "Ixelles", zip: "1050", city_key: "ixelles|1050" },
    { language: "en", name: "Ixelles", zip: "1050", city_key: "ixelles|1050" },
    { language: "fr", name: "Bruxelles", zip: "1050", city_key: "bruxelles|1050" },
    { language: "nl", name: "Sint-Gillis", zip: "1060", city_key: "sint-gillis|1060" },
    { language: "fr", name: "Saint-Gilles", zip: "1060", city_key: "saint-gilles|1060" },
    { language: "fr", name: "Braine-l'Alleud", zip: "1420", city_key: "braine-l'alleud|1420" },
    { language: "fr", name: "Liège", zip: "4000", city_key: "liège|4000" },
    { language: "fr", name: "Woluwe-Saint-Étienne", zip: "1932", city_key: "woluwe-saint-étienne|1932" },
  ];
  // [text, city keys in French, city keys of other languages only]
  it.each([
    ["ixelles", ["ixelles|1050"], []],
    ["IXEL", ["ixelles|1050"], []],
    ["elsene", [], ["elsene|1050"]],
    ["sint gillis", [], ["sint-gillis|1060"]],
    ["saint gilles", ["saint-gilles|1060"], []],
    ["liege", ["liège|4000"], []],
    ["LIÈGE", ["liège|4000"], []],
    ["braine l'alleud", ["braine-l'alleud|1420"], []],
    ["braine lalleud", ["braine-l'alleud|1420"], []],
    ["saint etienne", ["woluwe-saint-étienne|1932"], []],
    ["1050", ["ixelles|1050", "bruxelles|1050"], ["elsene|1050"]],
    ["appartement ixelles", ["ixelles|1050"], []],
    ["ixelles 1050", ["ixelles|1050"], []],
    ["x", [], []],
    ["2024/117", [], []],
    ["V-0381", [], []],
  ])("%s", (text, own, other) => {
    const terms = searchTerms(text, cities, "fr");
    expect(terms.cityKeys).toEqual(own);
    expect(terms.otherCityKeys).toEqual(other);
  });

  it("searches a place named in another language under the list's own name for it", () => {
    const places: SearchableCity[] = [
      { language: "nl", name: "Elsene", zip: "1050", city_key: "elsene|1050", place_key: "elsene|1050" },
      { language: "fr", name: "Ixelles", zip: "1050", city_key: "ixelles|1050", place_key: "elsene|1050" },
      { language: "nl", name: "Brussel", zip: "1050", city_key: "brussel|1050", place_key: "brussel|1050" },
      { language: "fr", name: "Bruxelles", zip: "1050", city_key: "bruxelles|1050", place_key: "brussel|1050" },
      {
        language: "nl",
        name: "Sint-Gillis",
        zip: "1060",
        city_key: "sint-gillis|1060",
        place_key: "saint-gilles|1060",
      },
      {
        language: "fr",
        name: "Saint-Gilles",
        zip: "1060",
        city_key: "saint-gilles|1060",
        place_key: "saint-gilles|1060",
      },
      // Known only in Dutch: no French name to search it under.
      { language: "nl", name: "Overijse", zip: "3090", city_key: "overijse|3090", place_key: "overijse|3090" },
    ];
    expect(searchTerms("elsene", places, "fr")).toEqual({ cityKeys: ["ixelles|1050"], otherCityKeys: [] });
    expect(searchTerms("sint gillis", places, "fr")).toEqual({ cityKeys: ["saint-gilles|1060"], otherCityKeys: [] });
    expect(searchTerms("brussel", places, "fr")).toEqual({ cityKeys: ["bruxelles|1050"], otherCityKeys: [] });
    expect(searchTerms("ixelles", places, "nl")).toEqual({ cityKeys: ["elsene|1050"], otherCityKeys: [] });
    expect(searchTerms("overijse", places, "fr")).toEqual({ cityKeys: [], otherCityKeys: ["overijse|3090"] });
    expect(searchTerms("1050", places, "fr").cityKeys.sort()).toEqual(["bruxelles|1050", "ixelles|1050"]);
  });

  it("reads a number as an ID and keeps the text as a reference", () => {
    expect(searchTerms(" 20417 ", cities, "fr")).toEqual({
      reference: "20417",
      id: 20417,
      cityKeys: [],
      otherCityKeys: [],
    });
    expect(searchTerms("L1234", cities, "fr")).toEqual({ reference: "L1234", cityKeys: [], otherCityKeys: [] });
    // Every reference format has a digit: a city name is not looked up among references.
    expect(searchTerms("Ixelles", cities, "fr")).toEqual({ cityKeys: ["ixelles|1050"], otherCityKeys: [] });
  });

  it("folds text for comparison", () => {
    expect(foldText("Woluwe-Saint-Étienne")).toBe("woluwe saint etienne");
    expect(foldText("  Sint-Pieters-Leeuw ")).toBe("sint pieters leeuw");
    expect(cityMatches(cities[0]!, "e")).toBe(false);
  });
});

describe("the list query's bound values stay within D1's limit of 100", () => {
  it("for the largest query a visitor can send", () => {
    const many = new URLSearchParams("search=1050&bedrooms=1&bathrooms=1&showerrooms=1&toilets=1&garages=1&price=1-2");
    for (let i = 0; i < 500; i++) many.append("city", `town${i}|${1000 + i}`);
    for (let i = 1; i <= 500; i++) many.append("type", String(i));
    const query = parseListQuery(many, 0);
    const cities = Array.from({ length: 300 }, (_, i) => ({
      language: ["nl", "fr", "en"][i % 3]!,
      name: `Town ${i}`,
      zip: `1050${i}`,
      city_key: `town ${i}|1050${i}`,
    }));
    const filter: ListingFilter = {
      language: "fr",
      goal: 0,
      cities: query.cities,
      types: query.types,
      rooms: query.rooms,
      price: query.price,
      search: searchTerms(query.search!, cities, "fr"),
    };
    const terms = filter.search!;
    expect(terms.cityKeys.length + (terms.otherCityKeys?.length ?? 0)).toBe(MAX_SEARCH_CITIES);
    const { params } = filterSql(filter);
    // The page adds LIMIT and OFFSET, the map view LIMIT.
    expect(params.length + 2).toBeLessThanOrEqual(100);
  });
});
