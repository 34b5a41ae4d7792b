import { describe, expect, it } from "vitest";
import { fullRange } from "../../shared/rules/price-range.ts";
import { goalFromCode, searchQueryString, searchTarget, type SearchState } from "../../shared/search/query.ts";
import { searchColumns } from "../../ui/search/columns.ts";
import { isSearchForm, searchFormTarget, searchStateFromForm } from "../../shared/search/form.ts";

const LISTS = { sale: "/en/for-sale/", rent: "/en/for-rent/" };
const empty = (goal: 0 | 1 = 0): SearchState => ({
  goal,
  search: "",
  cities: [],
  types: [],
  rooms: {},
  price: fullRange(goal),
});

describe("home search navigation", () => {
  it("goal code 0 is sale, any other code is rent", () => {
    expect(goalFromCode("0")).toBe(0);
    expect(goalFromCode(0)).toBe(0);
    expect(goalFromCode(undefined)).toBe(0);
    expect(goalFromCode("")).toBe(0);
    expect(goalFromCode("1")).toBe(1);
    expect(goalFromCode("2")).toBe(1);
    expect(goalFromCode("rent")).toBe(1);
  });

  it("an untouched search opens the goal's list without a query string", () => {
    expect(searchTarget(LISTS, empty(0), fullRange(0))).toBe("/en/for-sale/");
    expect(searchTarget(LISTS, empty(1), fullRange(1))).toBe("/en/for-rent/");
  });

  it("writes search, city as name|zip in lower case, type as WebID, rooms and price in that order", () => {
    const state: SearchState = {
      goal: 0,
      search: "  Uccle ",
      cities: ["Ixelles|1050", "uccle|1180"],
      types: [2, 1],
      rooms: { bedrooms: 2, garages: 1, bathrooms: 0 },
      price: { min: 250_000, max: 600_000 },
    };
    expect(searchQueryString(state, fullRange(0))).toBe(
      "?search=Uccle&city=ixelles%7C1050&city=uccle%7C1180&type=2&type=1&bedrooms=2&garages=1&price=250000-600000",
    );
  });

  it("counters at 0 are left out, one parameter per room kind", () => {
    const state = { ...empty(), rooms: { bedrooms: 0, bathrooms: 1, showerrooms: 2, toilets: 3, garages: 0 } };
    expect(searchQueryString(state, fullRange(0))).toBe("?bathrooms=1&showerrooms=2&toilets=3");
  });

  it("price only when changed from the full range, always as min-max", () => {
    expect(searchQueryString({ ...empty(0), price: { min: 0, max: 3_000_000 } }, fullRange(0))).toBe("");
    expect(searchQueryString({ ...empty(0), price: { min: 1_000, max: 3_000_000 } }, fullRange(0))).toBe(
      "?price=1000-3000000",
    );
    expect(searchQueryString({ ...empty(0), price: { min: 0, max: 2_999_000 } }, fullRange(0))).toBe(
      "?price=0-2999000",
    );
    expect(searchQueryString({ ...empty(1), price: { min: 0, max: 2_000 } }, fullRange(1))).toBe("");
    expect(searchQueryString({ ...empty(1), price: { min: 500, max: 1_200 } }, fullRange(1))).toBe("?price=500-1200");
  });

  it("repeated cities and types are written once; a blank search is left out", () => {
    const state = { ...empty(), search: "   ", cities: ["uccle|1180", "Uccle|1180"], types: [4, 4] };
    expect(searchQueryString(state, fullRange(0))).toBe("?city=uccle%7C1180&type=4");
  });
});

describe("the search form sent without JavaScript", () => {
  const form = (query: string) => new URLSearchParams(query);

  it("is recognised by its goal field, which list links never carry", () => {
    expect(isSearchForm(form("goal=0&search="))).toBe(true);
    expect(isSearchForm(form("search=uccle&sort=price-asc"))).toBe(false);
  });

  it("lands where the enhanced box lands: empty fields and zero counters drop out", () => {
    expect(searchFormTarget(LISTS, form("goal=0&search=&bedrooms=0&bathrooms=&price-min=&price-max="))).toBe(
      "/en/for-sale/",
    );
    expect(searchFormTarget(LISTS, form("goal=1&search=&bedrooms=2&price-min=&price-max="))).toBe(
      "/en/for-rent/?bedrooms=2",
    );
    expect(
      searchFormTarget(
        LISTS,
        form("goal=0&search=Elsene&city=ixelles%7C1050&type=2&type=9&bedrooms=3&price-min=200000&price-max=450000"),
      ),
    ).toBe("/en/for-sale/?search=Elsene&city=ixelles%7C1050&type=2&type=9&bedrooms=3&price=200000-450000");
  });

  it("reads typed prices by the price inputs' rules", () => {
    // A minimum at or below the range minimum, a maximum at or above the range maximum: no change.
    expect(searchStateFromForm(form("goal=0&price-min=0&price-max=3000000")).price).toEqual({ min: 0, max: 3_000_000 });
    expect(searchStateFromForm(form("goal=0&price-max=9999999")).price).toEqual({ min: 0, max: 3_000_000 });
    // A minimum at or above the maximum resets to the range minimum.
    expect(searchStateFromForm(form("goal=0&price-min=500000&price-max=400000")).price).toEqual({
      min: 0,
      max: 400_000,
    });
    // Snapped to the step: 1,000 for sale, 100 for rent.
    expect(searchStateFromForm(form("goal=0&price-min=250400")).price).toEqual({ min: 250_000, max: 3_000_000 });
    expect(searchStateFromForm(form("goal=1&price-min=640&price-max=1260")).price).toEqual({ min: 600, max: 1_300 });
    // Digits only: anything else is not a price.
    expect(searchStateFromForm(form("goal=1&price-max=abc")).price).toEqual({ min: 0, max: 2_000 });
  });

  it("never lands on an empty price range: a typed maximum below half a step is one step", () => {
    expect(searchFormTarget(LISTS, form("goal=0&price-min=&price-max=400"))).toBe("/en/for-sale/?price=0-1000");
    expect(searchFormTarget(LISTS, form("goal=1&price-min=&price-max=40"))).toBe("/en/for-rent/?price=0-100");
    expect(searchFormTarget(LISTS, form("goal=1&price-min=&price-max=1"))).toBe("/en/for-rent/?price=0-100");
  });

  it("drops values that are not cities, types or counts", () => {
    const state = searchStateFromForm(
      form("goal=0&city=nowhere&city=Uccle%7C1180&type=x&type=-1&type=3&bedrooms=-2&toilets=999"),
    );
    expect(state.cities).toEqual(["uccle|1180"]);
    expect(state.types).toEqual([3]);
    expect(state.rooms).toEqual({ toilets: 50 });
  });
});

describe("search box columns", () => {
  const all = { goal: true, search: true, city: true, type: true, price: true, rooms: ["bedrooms" as const] };
  it("each visible filter is 12 / count columns wide, the counters together count once", () => {
    expect(searchColumns(all)).toEqual({ count: 6, span: 2 });
    expect(searchColumns({ ...all, rooms: ["bedrooms", "bathrooms", "garages"] })).toEqual({ count: 6, span: 2 });
    expect(searchColumns({ ...all, rooms: [] })).toEqual({ count: 5, span: 2 });
    expect(searchColumns({ ...all, price: false, rooms: [] })).toEqual({ count: 4, span: 3 });
    expect(searchColumns({ goal: false, search: true, city: false, type: false, price: false, rooms: [] })).toEqual({
      count: 1,
      span: 12,
    });
  });
});
