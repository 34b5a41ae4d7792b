import { describe, expect, it } from "vitest";
import {
  distanceKm,
  NEARBY_KM,
  needsOtherTypes,
  rankSimilar,
  SIMILAR_MAX,
  SIMILARITY_STEPS,
  type SimilarTarget,
} from "../../worker/catalogue/listing-similar.ts";
import type { SimilarCandidate } from "../../worker/catalogue/listing.ts";

// Ixelles (Brussels region), 400,000 €.
const target: SimilarTarget = {
  residential: true,
  zip: "1050",
  country_id: 10,
  latitude: 50.8245,
  longitude: 4.3637,
  price: 400_000,
};

let nextId = 1;
function candidate(c: Partial<SimilarCandidate>): SimilarCandidate {
  return {
    id: nextId++,
    zip: "1050",
    country_id: 10,
    latitude: 50.82,
    longitude: 4.36,
    price: 400_000,
    created_at: "2026-01-01",
    same_type: 1,
    residential: 1,
    ...c,
  };
}

describe("similar properties", () => {
  it("suggest at most four", () => {
    expect(SIMILAR_MAX).toBe(4);
    const many = Array.from({ length: 10 }, () => candidate({}));
    expect(rankSimilar(target, many)).toHaveLength(4);
  });

  it("put the same postal code first among nearby listings at a similar price", () => {
    const etterbeek = candidate({ zip: "1040", latitude: 50.833, longitude: 4.389, price: 410_000 });
    const ixelles = candidate({ zip: "1050", price: 420_000 });
    expect(rankSimilar(target, [etterbeek, ixelles])).toEqual([ixelles.id, etterbeek.id]);
  });

  it("widen from the same type nearby, to any type nearby, to any type anywhere, the price widening within each", () => {
    expect(
      SIMILARITY_STEPS.map(
        (s) => `${s.sameType ? "same type" : "any type"} ${s.nearby ? "nearby" : "anywhere"} ±${s.spread * 100} %`,
      ),
    ).toEqual([
      "same type nearby ±25 %",
      "same type nearby ±50 %",
      "same type nearby ±Infinity %",
      "any type nearby ±25 %",
      "any type nearby ±50 %",
      "any type nearby ±Infinity %",
      "any type anywhere ±25 %",
      "any type anywhere ±50 %",
      "any type anywhere ±Infinity %",
    ]);
  });

  const GHENT = { zip: "9000", latitude: 51.05, longitude: 3.72 };
  it.each([
    // [what, better candidate, worse candidate]
    ["within 25 % beats within 50 %, both nearby", { price: 490_000 }, { price: 560_000 }],
    ["within 50 % beats any price, both nearby", { price: 560_000 }, { price: 900_000 }],
    [
      "the same type nearby at any price beats another type nearby within 25 %",
      { price: 900_000 },
      { same_type: 0, price: 400_000 },
    ],
    [
      "another type nearby beats the same type far away",
      { same_type: 0, price: 900_000 },
      { ...GHENT, price: 400_000 },
    ],
    [
      "far away, within 25 % beats within 50 % whatever the type",
      { ...GHENT, same_type: 0, price: 420_000 },
      { ...GHENT, price: 560_000 },
    ],
    [
      "far away in the same price band, the same type comes first",
      { ...GHENT, price: 420_000 },
      { ...GHENT, same_type: 0, price: 400_000 },
    ],
    [
      "among other types in the same step, another home comes before premises, even farther",
      { same_type: 0, zip: "1180", latitude: 50.8, longitude: 4.35, price: 900_000 },
      { same_type: 0, residential: 0, price: 950_000 },
    ],
  ])("widen step by step: %s", (_what, better, worse) => {
    const a = candidate(better);
    const b = candidate(worse);
    expect(rankSimilar(target, [b, a])).toEqual([a.id, b.id]);
  });

  it("always suggest some while any listing of the goal is on the market, whatever its type and place", () => {
    const onlyOne = candidate({ ...GHENT, same_type: 0, price: 5_000_000 });
    expect(rankSimilar(target, [onlyOne])).toEqual([onlyOne.id]);
  });

  it.each([
    // [what, same-type candidates, other types needed]
    ["four of the same type nearby are enough", [{}, {}, {}, { zip: "1180" }], false],
    ["three nearby leave the first steps short", [{}, {}, {}], true],
    ["far away ones do not count", [{}, {}, {}, GHENT], true],
    ["none at all", [], true],
  ] as const)(
    "look at other types only when the same type leaves the first steps short: %s",
    (_what, sameType, needed) => {
      expect(
        needsOtherTypes(
          target,
          sameType.map((c) => candidate(c)),
        ),
      ).toBe(needed);
    },
  );

  it("count the same region as nearby even beyond the distance, and a close town across a regional border as nearby too", () => {
    // Uccle is in Brussels; Waterloo (Wallonia, 1410) lies within 15 km of Ixelles.
    const uccle = candidate({ zip: "1180", latitude: null, longitude: null, price: 480_000 });
    const waterloo = candidate({ zip: "1410", latitude: 50.715, longitude: 4.399, price: 480_000 });
    const ghent = candidate({ zip: "9000", latitude: 51.05, longitude: 3.72, price: 480_000 });
    expect(distanceKm(target, waterloo)!).toBeLessThan(NEARBY_KM);
    const ranked = rankSimilar(target, [ghent, waterloo, uccle]);
    expect(ranked.at(-1)).toBe(ghent.id);
  });

  it("rank by place alone when the listing's price is unknown", () => {
    const far = candidate({ zip: "9000", latitude: 51.05, longitude: 3.72, price: 10 });
    const near = candidate({ price: 5_000_000 });
    expect(rankSimilar({ ...target, price: null }, [far, near])).toEqual([near.id, far.id]);
  });

  it("measure distances on the globe", () => {
    // Brussels Grand-Place to Antwerp Central: about 41 km.
    expect(distanceKm({ latitude: 50.8467, longitude: 4.3525 }, { latitude: 51.2172, longitude: 4.4211 })).toBeCloseTo(
      41.5,
      0,
    );
    expect(distanceKm({ latitude: null, longitude: 4.3 }, { latitude: 50, longitude: 4 })).toBeUndefined();
  });
});
