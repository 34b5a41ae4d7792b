import { describe, expect, it } from "vitest";
import {
  demandMatcher,
  fits,
  type DemandCriteria,
  type ListingFacts,
} from "../../worker/subscriptions/demand-match.ts";

// Which registered demands a listing fits, at each criterion's boundaries.

const demand = (change: Partial<DemandCriteria> = {}): DemandCriteria => ({
  id: 1,
  goal: "buy",
  webIds: [2],
  budget: null,
  minPrice: null,
  maxPrice: null,
  minBedrooms: 0,
  minBathrooms: 0,
  minGarages: 0,
  minParking: 0,
  postcodes: ["1050", "L-1611"],
  ...change,
});

const listing = (change: Partial<ListingFacts> = {}): ListingFacts => ({
  id: 40112,
  goal: 0,
  webIds: [2],
  price: 425_000,
  bedrooms: 2,
  bathrooms: 1,
  garages: 0,
  parking: 0,
  zip: "1050",
  ...change,
});

describe("a listing fits a demand", () => {
  it("by goal: buy is for sale, rent is for rent", () => {
    expect(fits(demand(), listing())).toBe(true);
    expect(fits(demand({ goal: "rent" }), listing())).toBe(false);
    expect(fits(demand({ goal: "rent" }), listing({ goal: 1 }))).toBe(true);
    expect(fits(demand(), listing({ goal: 1 }))).toBe(false);
  });

  it("by type: one of the demand's types among the listing's", () => {
    expect(fits(demand({ webIds: [1, 2] }), listing({ webIds: [2] }))).toBe(true);
    expect(fits(demand({ webIds: [1] }), listing({ webIds: [2, 1] }))).toBe(true);
    expect(fits(demand({ webIds: [1] }), listing({ webIds: [2] }))).toBe(false);
    expect(fits(demand(), listing({ webIds: [] }))).toBe(false);
  });

  it("by zone: the listing's postcode among the demand's, Luxembourg's too, in any case", () => {
    expect(fits(demand(), listing({ zip: "1050" }))).toBe(true);
    expect(fits(demand(), listing({ zip: "l-1611" }))).toBe(true);
    expect(fits(demand(), listing({ zip: "1051" }))).toBe(false);
    expect(fits(demand({ postcodes: [] }), listing())).toBe(false);
  });

  it("by budget: up to and including it", () => {
    expect(fits(demand({ budget: 425_000 }), listing({ price: 425_000 }))).toBe(true);
    expect(fits(demand({ budget: 424_999 }), listing({ price: 425_000 }))).toBe(false);
  });

  it("by price range: both bounds included, either open", () => {
    expect(fits(demand({ minPrice: 425_000, maxPrice: 425_000 }), listing())).toBe(true);
    expect(fits(demand({ minPrice: 425_001 }), listing())).toBe(false);
    expect(fits(demand({ maxPrice: 424_999 }), listing())).toBe(false);
    expect(fits(demand({ minPrice: 400_000 }), listing())).toBe(true);
    expect(fits(demand({ maxPrice: 500_000 }), listing())).toBe(true);
  });

  it("with its price not shown: only demands without a price limit", () => {
    expect(fits(demand(), listing({ price: null }))).toBe(true);
    expect(fits(demand({ budget: 1_000_000 }), listing({ price: null }))).toBe(false);
    expect(fits(demand({ minPrice: 1 }), listing({ price: null }))).toBe(false);
  });

  it.each([
    ["minBedrooms", "bedrooms"],
    ["minBathrooms", "bathrooms"],
    ["minGarages", "garages"],
    ["minParking", "parking"],
  ] as const)("by %s: at least as many %s", (minimum, count) => {
    expect(fits(demand({ [minimum]: 3 }), listing({ [count]: 3 }))).toBe(true);
    expect(fits(demand({ [minimum]: 3 }), listing({ [count]: 2 }))).toBe(false);
    expect(fits(demand({ [minimum]: 0 }), listing({ [count]: 0 }))).toBe(true);
  });
});

describe("the matcher over many demands", () => {
  it("finds exactly the demands fits() accepts, each once, whatever their zones", () => {
    const demands: DemandCriteria[] = [];
    let id = 0;
    for (const goal of ["buy", "rent"] as const)
      for (const postcodes of [["1050"], ["1050", "1050"], ["1180"], ["1050", "1180"], ["L-1611"]])
        for (const budget of [null, 400_000, 425_000])
          for (const minBedrooms of [0, 2, 3]) demands.push(demand({ id: ++id, goal, postcodes, budget, minBedrooms }));
    const match = demandMatcher(demands);
    for (const facts of [
      listing(),
      listing({ zip: "1180", goal: 1, price: 1_200 }),
      listing({ zip: "L-1611", bedrooms: 3 }),
      listing({ zip: "9999" }),
    ]) {
      const found = match(facts).map((d) => d.id);
      expect(found).toEqual(demands.filter((d) => fits(d, facts)).map((d) => d.id));
      expect(new Set(found).size).toBe(found.length);
    }
  });
});
