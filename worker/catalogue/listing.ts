/**
 * Reads one listing for its detail page from the property cache: the listing in one language
 * with its details and ordered children, the languages it exists in, and candidates for the
 * "similar properties" block. Plain rows in, plain data out; no Hono context.
 */
import type {
  ListingDocumentsTable,
  ListingMediaTable,
  ListingNeighbourhoodsTable,
  ListingPhotosTable,
  ListingPointsOfInterestTable,
  ListingsTable,
} from "../db/property-cache.ts";
import { RESIDENTIAL_TYPES } from "../../shared/rules/property-types.ts";
import { ON_THE_MARKET } from "./listings.ts";
import { SUBTYPE_JOIN, TYPE_NAME_SQL } from "./paths.ts";
import type { AddressRow } from "./place.ts";

/** The summary row of a listing plus the subtype name its detail path and title use. */
export type ListingRow = AddressRow &
  Pick<
    ListingsTable,
    | "id"
    | "language"
    | "goal"
    | "status"
    | "name"
    | "type_description"
    | "web_id"
    | "web_ids"
    | "main_type_name"
    | "record_file"
    | "marquee"
    | "marquee_name"
    | "price"
    | "publish_price"
    | "price_unit"
    | "price_unit_text"
    | "bedrooms"
    | "bathrooms"
    | "shower_rooms"
    | "toilets"
    | "garages"
    | "living_area"
    | "ground_area"
    | "energy_performance"
    | "epc_label_text"
    | "description"
    | "small_picture_url"
    | "project_id"
    | "created_at"
    | "updated_at"
  > & { category_name: string | null };

/** The listing_details row: every column is a detail field of the listing, absent when NULL. */
export type DetailsRow = Record<string, string | number | null>;

export type PhotoRow = Omit<ListingPhotosTable, "listing_id" | "language">;
export type MediaRow = Pick<ListingMediaTable, "url" | "title">;
export type DocumentRow = Pick<ListingDocumentsTable, "name" | "url" | "kind">;
export type PointOfInterestRow = Pick<ListingPointsOfInterestTable, "kind" | "name" | "distance_m">;
export type NeighbourhoodRow = Pick<ListingNeighbourhoodsTable, "name" | "description">;

export interface ListingRecord {
  listing: ListingRow;
  details: DetailsRow | null;
  photos: PhotoRow[];
  videos: MediaRow[];
  tours: MediaRow[];
  documents: DocumentRow[];
  pointsOfInterest: PointOfInterestRow[];
  neighbourhoods: NeighbourhoodRow[];
}

/** What a listing's detail path needs in one language. */
export type ListingVersion = Pick<ListingsTable, "language" | "id" | "goal" | "city"> & {
  /** Subtype name when the listing has one, else its main type name (paths.ts). */
  typeName: string;
};

const LISTING_SQL = `SELECT l.id, l.language, l.goal, l.status, l.name, l.type_description, l.web_id, l.web_ids,
  l.main_type_name, NULLIF(c.name, '') AS category_name, l.record_file, l.marquee, l.marquee_name, l.publish_address,
  l.street, l.house_number, l.box_nr, l.zip, l.city, l.country_id, l.country_name, l.latitude, l.longitude, l.price,
  l.publish_price, l.price_unit, l.price_unit_text, l.bedrooms, l.bathrooms, l.shower_rooms, l.toilets, l.garages,
  l.living_area, l.ground_area, l.energy_performance, l.epc_label_text, l.description, l.small_picture_url,
  l.project_id, l.created_at, l.updated_at
FROM listings l ${SUBTYPE_JOIN}
WHERE l.id = ?1 AND l.language = ?2`;

const child = (table: string, columns: string) =>
  `SELECT ${columns} FROM ${table} WHERE listing_id = ?1 AND language = ?2 ORDER BY position`;

const VERSIONS_SQL = `SELECT l.language, l.id, l.goal, l.city, ${TYPE_NAME_SQL} AS typeName FROM listings l ${SUBTYPE_JOIN} WHERE l.id = ?1`;

/**
 * A listing in one language with its details and children (null when the property cache has no
 * such row), and its versions in every language, which its paths and redirects need. One batch,
 * so the page costs a single round trip to D1.
 */
export async function readListing(
  db: D1Database,
  id: number,
  language: string,
): Promise<{ record: ListingRecord | null; versions: ListingVersion[] }> {
  const bind = (sql: string) => db.prepare(sql).bind(id, language);
  const [versions, listing, details, photos, videos, tours, documents, pois, neighbourhoods] = await db.batch([
    db.prepare(VERSIONS_SQL).bind(id),
    bind(LISTING_SQL),
    bind("SELECT * FROM listing_details WHERE listing_id = ?1 AND language = ?2"),
    bind(child("listing_photos", "position, url, url_100, url_400, url_600, url_1360, width, height, caption")),
    bind(child("listing_videos", "url, title")),
    bind(child("listing_tours", "url, title")),
    bind(child("listing_documents", "name, url, kind")),
    bind(child("listing_points_of_interest", "kind, name, distance_m")),
    bind(child("listing_neighbourhoods", "name, description")),
  ]);
  const row = listing!.results[0] as ListingRow | undefined;
  const detailsRow = (details!.results[0] as DetailsRow | undefined) ?? null;
  if (detailsRow) {
    delete detailsRow.listing_id;
    delete detailsRow.language;
  }
  const record: ListingRecord | null = row
    ? {
        listing: row,
        details: detailsRow,
        photos: photos!.results as unknown as PhotoRow[],
        videos: videos!.results as unknown as MediaRow[],
        tours: tours!.results as unknown as MediaRow[],
        documents: documents!.results as unknown as DocumentRow[],
        pointsOfInterest: pois!.results as unknown as PointOfInterestRow[],
        neighbourhoods: neighbourhoods!.results as unknown as NeighbourhoodRow[],
      }
    : null;
  return { record, versions: versions!.results as unknown as ListingVersion[] };
}

/** The listing's versions, one per language the feed publishes it in. */
export async function listingVersions(db: D1Database, id: number): Promise<ListingVersion[]> {
  return (await db.prepare(VERSIONS_SQL).bind(id).all<ListingVersion>()).results;
}

/** A listing that might appear under "similar properties", with what the ranking needs. */
export type SimilarCandidate = Pick<
  ListingsTable,
  "id" | "zip" | "country_id" | "latitude" | "longitude" | "price" | "created_at"
> & {
  /** 1 when one of its types is the listing's main type. */
  same_type: number;
  /** 1 when one of its types is a home. */
  residential: number;
};

/** Candidates fetched per statement: enough for the ranking to widen its steps, bounded for large catalogues. */
const CANDIDATES = 120;

export interface SimilarQuery {
  id: number;
  language: string;
  goal: number;
  /** The main type to compare with (`mainType`); undefined when the listing has none. */
  typeId: number | undefined;
  price: number | null;
  /** Only candidates of the main type (a listing without one matches any type). */
  sameTypeOnly: boolean;
}

/**
 * Listings of the same goal still on the market (sold and rented ones are never suggested), other
 * than this one, of the same type or of any type. When the price is known, the candidates within
 * half to one and a half times it (the price index serves them) come with the newest ones at any
 * price, in one round trip, so the ranking sees both the close prices and the close places.
 */
export async function similarCandidates(db: D1Database, query: SimilarQuery): Promise<SimilarCandidate[]> {
  const ofType =
    "EXISTS (SELECT 1 FROM listing_types t WHERE t.language = l.language AND t.web_id = ?4 AND t.listing_id = l.id)";
  const home = `EXISTS (SELECT 1 FROM listing_types t WHERE t.language = l.language AND t.listing_id = l.id AND t.web_id IN (${RESIDENTIAL_TYPES.join(", ")}))`;
  const base = `SELECT l.id, l.zip, l.country_id, l.latitude, l.longitude, l.price, l.created_at,
  CASE WHEN ?4 IS NOT NULL AND ${ofType} THEN 1 ELSE 0 END AS same_type, CASE WHEN ${home} THEN 1 ELSE 0 END AS residential
FROM listings l
WHERE l.language = ?1 AND l.goal = ?2 AND l.id <> ?3 AND l.status IN (${ON_THE_MARKET.map((s) => `'${s}'`).join(", ")})
  AND (?5 = 0 OR ?4 IS NULL OR ${ofType})`;
  const params = [query.language, query.goal, query.id, query.typeId ?? null, query.sameTypeOnly ? 1 : 0];
  const newest = db.prepare(`${base} ORDER BY l.created_at DESC LIMIT ${CANDIDATES}`).bind(...params);
  if (query.price === null || query.price <= 0) return (await newest.all<SimilarCandidate>()).results;
  const near = db
    .prepare(`${base} AND l.price BETWEEN ?6 AND ?7 ORDER BY l.price LIMIT ${CANDIDATES}`)
    .bind(...params, Math.floor(query.price * 0.5), Math.ceil(query.price * 1.5));
  const [byPrice, byDate] = await db.batch<SimilarCandidate>([near, newest]);
  return uniqueCandidates([...byPrice!.results, ...byDate!.results]);
}

/** Candidates without repeats, the first occurrence kept. */
export function uniqueCandidates(candidates: readonly SimilarCandidate[]): SimilarCandidate[] {
  const seen = new Set<number>();
  return candidates.filter((c) => !seen.has(c.id) && seen.add(c.id));
}
