import { describe, expect, it } from "vitest";
import { distanceKm, NEARBY_KM, rankSimilar, SIMILAR_MAX, type SimilarTarget } from "../../worker/catalogue/listing-similar.ts";
import type { SimilarCandidate } from "../../worker/catalogue/listing.ts";

// Ixelles (Brussels region), 400,000 €.
const target: SimilarTarget = { zip: "1050", country_id: 10, latitude: 50.8245, longitude: 4.3637, price: 400_000 };

let nextId = 1;
function candidate(c: Partial<SimilarCandidate>): SimilarCandidate {
  return { id: nextId++, zip: "1050", country_id: 10, latitude: 50.82, longitude: 4.36, price: 400_000, created_at: "2026-01-01", ...c };
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

  it.each([
    // [what, candidate, expected step order]
    ["within 25 % and nearby beats within 50 % and nearby", { price: 490_000 }, { price: 560_000 }],
    ["within 50 % and nearby beats within 25 % far away", { price: 580_000 }, { zip: "9000", latitude: 51.05, longitude: 3.72, price: 400_000 }],
    ["within 25 % far away beats any price nearby", { zip: "9000", latitude: 51.05, longitude: 3.72, price: 420_000 }, { price: 900_000 }],
    ["any price nearby beats within 50 % far away", { price: 900_000 }, { zip: "9000", latitude: 51.05, longitude: 3.72, price: 560_000 }],
  ])("widen the bands step by step: %s", (_what, better, worse) => {
    const a = candidate(better);
    const b = candidate(worse);
    expect(rankSimilar(target, [b, a])).toEqual([a.id, b.id]);
  });

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
    expect(distanceKm({ latitude: 50.8467, longitude: 4.3525 }, { latitude: 51.2172, longitude: 4.4211 })).toBeCloseTo(41.5, 0);
    expect(distanceKm({ latitude: null, longitude: 4.3 }, { latitude: 50, longitude: 4 })).toBeUndefined();
  });
});
