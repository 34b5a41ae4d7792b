/**
 * What the matching rule (demand-match.ts) reads from D1: a demand's criteria and a listing's
 * facts, as plain data. Plain functions over D1; the rule itself stays pure.
 */
import type { ListingsTable } from "../db/property-cache.ts";
import type { DemandCriteria, ListingFacts } from "./demand-match.ts";

/** The columns of `demands d` that make a demand's criteria. */
const MATCH_COLUMNS =
  "d.id, d.goal, d.web_ids, d.budget, d.min_price, d.max_price, d.min_bedrooms, d.min_bathrooms, d.min_garages, d.min_parking, d.postcodes";

export interface CriteriaRow {
  id: number;
  goal: "buy" | "rent";
  web_ids: string;
  budget: number | null;
  min_price: number | null;
  max_price: number | null;
  min_bedrooms: number;
  min_bathrooms: number;
  min_garages: number;
  min_parking: number;
  postcodes: string;
}

/** A JSON list column (types, zone) as stored; anything unreadable is an empty list. */
export function jsonList(text: string | null): unknown[] {
  try {
    const value: unknown = JSON.parse(text ?? "[]");
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}

export function criteriaFromRow(row: CriteriaRow): DemandCriteria {
  return {
    id: row.id,
    goal: row.goal,
    webIds: jsonList(row.web_ids).filter((id): id is number => typeof id === "number"),
    budget: row.budget,
    minPrice: row.min_price,
    maxPrice: row.max_price,
    minBedrooms: row.min_bedrooms,
    minBathrooms: row.min_bathrooms,
    minGarages: row.min_garages,
    minParking: row.min_parking,
    postcodes: jsonList(row.postcodes).map((zip) => String(zip).toUpperCase()),
  };
}

/** An active demand's criteria and when it was registered: it hears only of what changes after. */
export interface ActiveDemand extends DemandCriteria {
  /** ISO time of the registration, as `listing_events.detected_at` is written. */
  registeredAt: string;
}

/** The active demands in `id` order from `fromId` to `toId` (both included). */
export async function activeCriteria(db: D1Database, fromId: number, toId: number): Promise<ActiveDemand[]> {
  const { results } = await db
    .prepare(
      `SELECT ${MATCH_COLUMNS}, d.created_at FROM demands d WHERE d.status = 'active' AND d.id BETWEEN ? AND ? ORDER BY d.id`,
    )
    .bind(fromId, toId)
    .all<CriteriaRow & { created_at: string }>();
  return results.map((row) => ({ ...criteriaFromRow(row), registeredAt: row.created_at }));
}

/**
 * Listings named by id (one JSON parameter: any number of them in one query), or every listing an
 * owner owns (the owner as SQL standing for its id, its one value bound to `?1`): what a read of
 * listings' facts, or of the demands around them, is about.
 */
export type ListingSet = { ids: readonly number[] } | { owner: { sql: string; value: number | string } };

function listingIds(listings: ListingSet): { sql: string; value: string | number } {
  return "ids" in listings
    ? { sql: "SELECT value FROM json_each(?1)", value: JSON.stringify([...new Set(listings.ids)]) }
    : {
        sql: `SELECT listing_id FROM owner_properties WHERE owner_id = ${listings.owner.sql}`,
        value: listings.owner.value,
      };
}

/**
 * The active demands whose zone names the postcode of one of the available `listings`: the only
 * ones they can fit (demand-match.ts's `fits` says which do). The zone is a JSON list, read with
 * json_each; a statement to run alone or in a batch, read with `criteriaFrom`.
 */
export function demandsAroundStatement(db: D1Database, listings: ListingSet): D1PreparedStatement {
  const ids = listingIds(listings);
  return db
    .prepare(
      `SELECT ${MATCH_COLUMNS} FROM demands d
       WHERE d.status = 'active' AND EXISTS (
         SELECT 1 FROM json_each(d.postcodes) z JOIN listings l ON upper(l.zip) = upper(z.value)
         WHERE l.status = 'available' AND l.id IN (${ids.sql}))`,
    )
    .bind(ids.value);
}

export function criteriaFrom(result: D1Result): DemandCriteria[] {
  return (result.results as CriteriaRow[]).map(criteriaFromRow);
}

/** A listing's columns a demand is matched on; `price` is NULL when it is not shown, `parking` counts every kind. */
type FactsRow = Pick<
  ListingsTable,
  "id" | "goal" | "web_id" | "web_ids" | "price" | "bedrooms" | "bathrooms" | "garages" | "zip"
> & { parking: number };

function factsFromRow(row: FactsRow): ListingFacts {
  const webIds = new Set<number>();
  if (row.web_id !== null) webIds.add(row.web_id);
  for (const part of row.web_ids.split(",")) {
    const id = Number(part.trim());
    if (part.trim() !== "" && Number.isInteger(id)) webIds.add(id);
  }
  return {
    id: row.id,
    goal: row.goal,
    webIds: [...webIds],
    price: row.price,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    garages: row.garages,
    parking: row.parking,
    zip: row.zip,
  };
}

/**
 * The facts of the available `listings`: the price only when the listing shows it, parking spaces
 * inside and outside together. A statement to run alone or in a batch, read with `factsFrom`.
 */
export function availableListingFactsStatement(db: D1Database, listings: ListingSet): D1PreparedStatement {
  const ids = listingIds(listings);
  return db
    .prepare(
      `SELECT l.id, l.goal, l.web_id, l.web_ids, CASE WHEN l.publish_price = 1 THEN l.price END AS price,
         l.bedrooms, l.bathrooms, l.garages, COALESCE(x.parkings, 0) + COALESCE(x.external_parkings, 0) AS parking, l.zip
       FROM listings l LEFT JOIN listing_details x ON x.listing_id = l.id AND x.language = l.language
       WHERE l.status = 'available' AND l.id IN (${ids.sql})`,
    )
    .bind(ids.value);
}

/** The facts by listing id. They are the same in every language, so any stored language does. */
export function factsFrom(result: D1Result): Map<number, ListingFacts> {
  const facts = new Map<number, ListingFacts>();
  for (const row of result.results as FactsRow[]) if (!facts.has(row.id)) facts.set(row.id, factsFromRow(row));
  return facts;
}

/** The facts of the available listings among `ids`, by id. */
export async function availableListingFacts(
  db: D1Database,
  ids: readonly number[],
): Promise<Map<number, ListingFacts>> {
  if (ids.length === 0) return new Map();
  return factsFrom(await availableListingFactsStatement(db, { ids }).all());
}
