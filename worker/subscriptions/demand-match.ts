/**
 * Whether a listing fits a registered search demand, and a matcher that finds, among
 * many demands, those a listing fits without looking at each: demands are indexed by goal and
 * postcode, since every demand names its zone. Pure functions over plain data.
 *
 * The rules, each inclusive at its bound:
 * - goal: a demand to buy fits a listing for sale, to rent a listing for rent;
 * - type: one of the demand's types is one of the listing's (its main type or another it has);
 * - zone: the listing's postcode is one of the demand's ("1050", "L-1611");
 * - price: under a budget, price ≤ budget; in a range, min ≤ price ≤ max, either bound open;
 *   a listing whose price is not shown fits only a demand without a price limit;
 * - rooms: at least the demand's bedrooms, bathrooms, garages and parking spaces (inside and
 *   outside counted together).
 */

export type DemandGoal = "buy" | "rent";

export interface DemandCriteria {
  id: number;
  goal: DemandGoal;
  /** The types as the catalogue's WebID codes. */
  webIds: readonly number[];
  budget: number | null;
  minPrice: number | null;
  maxPrice: number | null;
  minBedrooms: number;
  minBathrooms: number;
  minGarages: number;
  minParking: number;
  /** Every postcode of the zone, upper case. */
  postcodes: readonly string[];
}

export interface ListingFacts {
  id: number;
  /** 0 for sale, 1 for rent, as the catalogue stores it. */
  goal: 0 | 1;
  webIds: readonly number[];
  /** The sale price or monthly rent, or null when the listing does not show it. */
  price: number | null;
  bedrooms: number;
  bathrooms: number;
  garages: number;
  /** Parking spaces, inside and outside together. */
  parking: number;
  zip: string;
}

/** A listing's goal as the catalogue stores it (0 sale, 1 rent), as a demand's. */
export const GOAL_OF: Record<0 | 1, DemandGoal> = { 0: "buy", 1: "rent" };

function priceFits(demand: DemandCriteria, price: number | null): boolean {
  const limited = demand.budget !== null || demand.minPrice !== null || demand.maxPrice !== null;
  if (!limited) return true;
  if (price === null) return false;
  if (demand.budget !== null) return price <= demand.budget;
  return (
    (demand.minPrice === null || price >= demand.minPrice) && (demand.maxPrice === null || price <= demand.maxPrice)
  );
}

export function fits(demand: DemandCriteria, listing: ListingFacts): boolean {
  return (
    demand.goal === GOAL_OF[listing.goal] &&
    demand.postcodes.includes(listing.zip.toUpperCase()) &&
    demand.webIds.some((id) => listing.webIds.includes(id)) &&
    priceFits(demand, listing.price) &&
    listing.bedrooms >= demand.minBedrooms &&
    listing.bathrooms >= demand.minBathrooms &&
    listing.garages >= demand.minGarages &&
    listing.parking >= demand.minParking
  );
}

/** Indexes `demands` once; the returned function lists the demands a listing fits, by id. */
export function demandMatcher<D extends DemandCriteria>(demands: readonly D[]): (listing: ListingFacts) => D[] {
  const index = new Map<string, D[]>();
  for (const demand of demands) {
    for (const postcode of new Set(demand.postcodes)) {
      const key = `${demand.goal}|${postcode}`;
      const list = index.get(key);
      if (list) list.push(demand);
      else index.set(key, [demand]);
    }
  }
  return (listing) =>
    (index.get(`${GOAL_OF[listing.goal]}|${listing.zip.toUpperCase()}`) ?? []).filter((demand) =>
      fits(demand, listing),
    );
}
