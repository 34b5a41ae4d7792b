import { describe, expect, it } from "vitest";
import { benchDemandMatch, drawDemands, drawListings } from "../../scripts/bench/demand-match.ts";
import { demandMatcher, fits } from "../../worker/subscriptions/demand-match.ts";

// The matcher's benchmark: the same data on every run, and the matcher finds exactly
// the pairs a check of every demand against every listing finds.

describe("the demand matcher's benchmark", () => {
  it("draws the same demands and listings for the same seed", () => {
    const a = benchDemandMatch(2_000, 50, 7);
    const b = benchDemandMatch(2_000, 50, 7);
    expect(a.alerts).toBe(b.alerts);
    expect(a.alerts).toBeGreaterThan(0);
  });

  it("counts exactly the pairs that fit", () => {
    let seed = 3;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const demands = drawDemands(1_500, random);
    const listings = drawListings(40, random);
    const brute = listings.reduce((sum, listing) => sum + demands.filter((d) => fits(d, listing)).length, 0);
    expect(brute).toBeGreaterThan(0);
    const match = demandMatcher(demands);
    expect(listings.reduce((sum, listing) => sum + match(listing).length, 0)).toBe(brute);
  });
});
