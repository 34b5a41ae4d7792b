// The matcher's part of the demand alerts' scale target (decision 046): 50,000 confirmed demands against
// 500 changed listings, in memory, as the match run does after it has read them from D1. The
// demands and listings are drawn from a seeded generator over the seed catalogue's postcodes and
// types, so every run matches the same pairs.
import { demandMatcher, type DemandCriteria, type ListingFacts } from "../../worker/subscriptions/demand-match.ts";
import { seededRandom } from "../seed/random.ts";

export interface DemandMatchFigures {
  demands: number;
  listings: number;
  /** Milliseconds to index the demands. */
  indexMs: number;
  /** Milliseconds to match every listing. */
  matchMs: number;
  /** Demand-listing pairs found. */
  alerts: number;
}

const POSTCODES = [
  "1000",
  "1040",
  "1050",
  "1060",
  "1070",
  "1080",
  "1090",
  "1120",
  "1140",
  "1150",
  "1160",
  "1170",
  "1180",
  "1190",
  "1200",
  "1210",
  "1300",
  "1410",
  "1930",
  "3090",
  "L-1611",
  "L-8012",
];
const TYPES = [1, 2, 3, 4, 5, 6];

export function drawDemands(count: number, random: () => number): DemandCriteria[] {
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  return Array.from({ length: count }, (_, i) => {
    const goal = random() < 0.6 ? "buy" : "rent";
    const scale = goal === "buy" ? 1000 : 1;
    const budget = random() < 0.4 ? Math.round((200 + random() * 800) * scale) : null;
    return {
      id: i + 1,
      goal,
      webIds: [...new Set([pick(TYPES), pick(TYPES)])],
      budget,
      minPrice: budget === null && random() < 0.5 ? Math.round(150 * scale + random() * 200 * scale) : null,
      maxPrice: budget === null && random() < 0.5 ? Math.round(400 * scale + random() * 600 * scale) : null,
      minBedrooms: Math.floor(random() * 4),
      minBathrooms: Math.floor(random() * 2),
      minGarages: random() < 0.2 ? 1 : 0,
      minParking: random() < 0.2 ? 1 : 0,
      postcodes: [...new Set(Array.from({ length: 1 + Math.floor(random() * 4) }, () => pick(POSTCODES)))],
    } satisfies DemandCriteria;
  });
}

export function drawListings(count: number, random: () => number): ListingFacts[] {
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  return Array.from({ length: count }, (_, i) => {
    const goal = random() < 0.6 ? 0 : 1;
    return {
      id: 50_000 + i,
      goal,
      webIds: [pick(TYPES)],
      price: random() < 0.05 ? null : Math.round(goal === 0 ? 150_000 + random() * 900_000 : 600 + random() * 2_400),
      bedrooms: Math.floor(random() * 5),
      bathrooms: 1 + Math.floor(random() * 2),
      garages: random() < 0.3 ? 1 : 0,
      parking: random() < 0.3 ? 1 : 0,
      zip: pick(POSTCODES),
    } satisfies ListingFacts;
  });
}

export function benchDemandMatch(demandCount = 50_000, listingCount = 500, seed = 10): DemandMatchFigures {
  const random = seededRandom(seed);
  return matchInMemory(drawDemands(demandCount, random), drawListings(listingCount, random));
}

/** Indexes `demands` and matches every listing against them, timed. */
export function matchInMemory(
  demands: readonly DemandCriteria[],
  listings: readonly ListingFacts[],
): DemandMatchFigures {
  const indexed = performance.now();
  const match = demandMatcher(demands);
  const matching = performance.now();
  let alerts = 0;
  for (const listing of listings) alerts += match(listing).length;
  const done = performance.now();
  return {
    demands: demands.length,
    listings: listings.length,
    indexMs: matching - indexed,
    matchMs: done - matching,
    alerts,
  };
}
