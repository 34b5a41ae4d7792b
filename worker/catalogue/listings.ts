/**
 * Reads of the property cache for lists: one filtered, sorted page of cards with the total, the
 * map pins of a whole result, the newest listings of a home module, and the city and type names a
 * list shows. Values are always bound, never written into the SQL; every statement binds at most
 * ~90 values (the caps of list-query.ts; D1's limit is 100).
 */
import type { ListingStatus, ListSort, PriceData, RoomFilter } from "../../ui/catalogue/list/model.ts";
import type { CitiesTable, ListingsTable, PropertyTypesTable } from "../db/property-cache.ts";
import type { PriceFilter } from "./list-query.ts";
import { SUBTYPE_JOIN } from "./paths.ts";
import { typeBits } from "../../shared/rules/property-types.ts";

/** Statuses of listings still on the market (a home module shows only these). */
export const ON_THE_MARKET: readonly ListingStatus[] = ["available", "for-takeover"];

/** Pins the map view takes at most; the info message says when a result has more. */
export const MAX_MAP_PINS = 500;

/** Listings whose city name (in any language) matches a search, at most this many cities. */
export const MAX_SEARCH_CITIES = 40;

/** Which listings a list shows: its language and goal and the visitor's filters. */
export interface ListingFilter {
  language: string;
  goal: 0 | 1;
  /** Absent: every status. */
  statuses?: readonly ListingStatus[];
  /** Marquee values a home module is limited to; absent or empty: any. */
  marquees?: readonly number[];
  /**
   * A search: the listing's ID, its RecordFile, or a listing in one of these cities (city_key in
   * the list's language, or in another language for names only that language uses).
   */
  search?: { id?: number; reference?: string; cityKeys: readonly string[]; otherCityKeys?: readonly string[] };
  cities?: readonly string[];
  types?: readonly number[];
  rooms?: Partial<Record<RoomFilter, number>>;
  price?: PriceFilter;
}

/** A card's columns, as D1 returns them: the listing's, its subtype's name and its first photo. */
export type CardRow = Pick<
  ListingsTable,
  | "id"
  | "goal"
  | "status"
  | "type_description"
  | "main_type_name"
  | "record_file"
  | "marquee"
  | "marquee_name"
  | "zip"
  | "city"
  | "country_id"
  | "price"
  | "publish_price"
  | "price_unit"
  | "bedrooms"
  | "bathrooms"
  | "shower_rooms"
  | "living_area"
  | "ground_area"
  | "energy_performance"
  | "epc_label_text"
  | "small_picture_url"
  | "small_picture_width"
  | "small_picture_height"
> & {
  category_name: string | null;
  photo_url: string | null;
  photo_url_100: string | null;
  photo_url_400: string | null;
  photo_url_600: string | null;
  photo_url_1360: string | null;
  photo_width: number | null;
  photo_height: number | null;
};

/** A map pin's columns: only located listings have one, so their coordinates are never NULL. */
export type PinRow = Pick<
  ListingsTable,
  | "id"
  | "goal"
  | "status"
  | "type_description"
  | "main_type_name"
  | "zip"
  | "city"
  | "price"
  | "publish_price"
  | "price_unit"
  | "marquee"
  | "small_picture_url"
> & { category_name: string | null; latitude: number; longitude: number };

type Bound = string | number;
interface Sql {
  sql: string;
  params: Bound[];
}

const ROOM_COLUMNS: Record<RoomFilter, string> = {
  bedrooms: "bedrooms",
  bathrooms: "bathrooms",
  showerrooms: "shower_rooms",
  toilets: "toilets",
  garages: "garages",
};

/** The languages listings are stored in: a search matches a city under any of its names. */
const STORED_LANGUAGES = "'nl', 'fr', 'en'";

const placeholders = (count: number) => Array.from({ length: count }, () => "?").join(", ");

/** The WHERE clause of a filter over `listings l`. */
export function filterSql(filter: ListingFilter): Sql {
  const where = ["l.language = ?", "l.goal = ?"];
  const params: Bound[] = [filter.language, filter.goal];
  const inList = (column: string, values: readonly Bound[]) => {
    where.push(`${column} IN (${placeholders(values.length)})`);
    params.push(...values);
  };
  if (filter.statuses?.length) inList("l.status", filter.statuses);
  if (filter.marquees?.length) inList("l.marquee", filter.marquees);
  if (filter.cities?.length) inList("l.city_key", filter.cities);
  if (filter.types?.length) {
    // A listing of any of the types: a test on type_bits, which every list index carries.
    where.push("(l.type_bits & ?) <> 0");
    params.push(typeBits(filter.types));
  }
  for (const [room, count] of Object.entries(filter.rooms ?? {}) as [RoomFilter, number][]) {
    where.push(`l.${ROOM_COLUMNS[room]} >= ?`);
    params.push(count);
  }
  const price = filter.price ?? {};
  if (price.min !== undefined || price.max !== undefined) {
    // A hidden or missing price matches no price range: showing it would hint at the amount.
    where.push("l.publish_price = 1", "l.price > 0");
    if (price.min !== undefined) {
      where.push("l.price >= ?");
      params.push(price.min);
    }
    if (price.max !== undefined) {
      where.push("l.price <= ?");
      params.push(price.max);
    }
  }
  if (filter.search) {
    // Cities named in the list's language use the city index; the rest is one set of listing ids
    // (its ID, its RecordFile, its city under another language's name) that the primary key
    // resolves, where an OR over the columns would read every listing of the goal.
    const { id, reference, cityKeys, otherCityKeys = [] } = filter.search;
    const any: string[] = [];
    if (cityKeys.length > 0) {
      any.push(`l.city_key IN (${placeholders(cityKeys.length)})`);
      params.push(...cityKeys);
    }
    const ids: string[] = [];
    if (reference !== undefined) {
      ids.push("SELECT r.id FROM listings r WHERE r.record_file = ? COLLATE NOCASE");
      params.push(reference);
    }
    if (id !== undefined) {
      ids.push("SELECT ?");
      params.push(id);
    }
    if (otherCityKeys.length > 0) {
      ids.push(
        `SELECT o.id FROM listings o WHERE o.language IN (${STORED_LANGUAGES}) AND o.goal = ? AND o.city_key IN (${placeholders(otherCityKeys.length)})`,
      );
      params.push(filter.goal, ...otherCityKeys);
    }
    if (ids.length > 0) any.push(`l.id IN (${ids.join(" UNION ")})`);
    // A text that can be neither a reference nor a city matches nothing.
    where.push(any.length > 0 ? `(${any.join(" OR ")})` : "0");
  }
  return { sql: where.join(" AND "), params };
}

/** A price a visitor sees; the others read "price on request". */
const PRICED = "l.publish_price = 1 AND l.price > 0";
const UNPRICED = "(l.publish_price <> 1 OR l.price IS NULL OR l.price <= 0)";

/**
 * ORDER BY of a sort, each served by an index (listings_by_newest, listings_by_price) so a page
 * reads only its own rows. The id breaks ties so paging never shows a listing twice.
 */
export function orderSql(sort: ListSort): string {
  switch (sort) {
    case "newest":
      return "l.created_at DESC, l.id";
    case "price-asc":
      return "l.price, l.id";
    case "price-desc":
      return "l.price DESC, l.id DESC";
  }
}

const CARD_COLUMNS = `l.id, l.goal, l.status, l.type_description, l.main_type_name, l.record_file, l.marquee, l.marquee_name,
  l.zip, l.city, l.country_id, l.price, l.publish_price, l.price_unit, l.bedrooms, l.bathrooms, l.shower_rooms, l.living_area,
  l.ground_area, l.energy_performance, l.epc_label_text, l.small_picture_url, l.small_picture_width, l.small_picture_height,
  l.category_id, l.language, l.created_at`;

/** Card columns of the listings chosen by `inner` (a SELECT over `listings l`), with subtype name and first photo. */
function withCardJoins(inner: string, order: string): string {
  return `SELECT l.*, c.name AS category_name,
    p.url AS photo_url, p.url_100 AS photo_url_100, p.url_400 AS photo_url_400, p.url_600 AS photo_url_600,
    p.url_1360 AS photo_url_1360, p.width AS photo_width, p.height AS photo_height
  FROM (${inner}) l
  ${SUBTYPE_JOIN}
  LEFT JOIN listing_photos p ON p.listing_id = l.id AND p.language = l.language AND p.position = 0
  ORDER BY ${order}`;
}

/**
 * Cards of a filter in a sort order. The page is chosen on `listings` alone (its indexes serve the
 * filters and sorts); the subtype name and first photo are joined for those few rows only.
 */
function cardsStatement(
  db: D1Database,
  filter: ListingFilter,
  sort: ListSort,
  limit: number,
  offset: number,
  segment?: string,
): D1PreparedStatement {
  const { sql, params, order } = pageSelect(filter, sort, segment);
  return db.prepare(withCardJoins(sql, order)).bind(...params, limit, offset);
}

/** The SELECT that picks a page's listings (bound values first, then LIMIT and OFFSET); EXPLAINed by the tests and the benchmark. */
export function pageSelect(
  filter: ListingFilter,
  sort: ListSort,
  segment: string | undefined = sort === "newest" ? undefined : PRICED,
): Sql & { order: string } {
  const where = filterSql(filter);
  const order = segment === UNPRICED ? orderSql("newest") : orderSql(sort);
  return {
    sql: `SELECT ${CARD_COLUMNS} FROM listings l WHERE ${where.sql}${segment ? ` AND ${segment}` : ""} ORDER BY ${order} LIMIT ? OFFSET ?`,
    params: where.params,
    order,
  };
}

/** The most listings cardsByIds reads at once (D1 binds at most 100 parameters). */
export const CARDS_BY_IDS_LIMIT = 90;

/** Cards of given listings in a language, in the order of `ids` (e.g. a detail page's similar properties); the first CARDS_BY_IDS_LIMIT. */
export async function cardsByIds(db: D1Database, language: string, ids: readonly number[]): Promise<CardRow[]> {
  const wanted = [...new Set(ids)].slice(0, CARDS_BY_IDS_LIMIT);
  if (wanted.length === 0) return [];
  const inner = `SELECT ${CARD_COLUMNS} FROM listings l WHERE l.language = ? AND l.id IN (${placeholders(wanted.length)})`;
  const { results } = await db
    .prepare(withCardJoins(inner, "l.id"))
    .bind(language, ...wanted)
    .all<CardRow>();
  const byId = new Map(results.map((row) => [row.id, row]));
  return wanted.flatMap((id) => byId.get(id) ?? []);
}

/** The SELECT that counts a filter's listings; EXPLAINed by the tests. */
export function countSelect(filter: ListingFilter): Sql {
  const where = filterSql(filter);
  return { sql: `SELECT COUNT(*) AS total FROM listings l WHERE ${where.sql}`, params: where.params };
}

function countStatement(db: D1Database, filter: ListingFilter): D1PreparedStatement {
  const { sql, params } = countSelect(filter);
  return db.prepare(sql).bind(...params);
}

/**
 * The first (usually only) round trip of a list page: the total, and the page's cards. Sorted by
 * price, these are the listings with a shown price; the ones "on request" follow after the last
 * of them (their place among priced ones would hint at the amount), newest first.
 */
export function listStatements(
  db: D1Database,
  filter: ListingFilter,
  sort: ListSort,
  page: number,
  pageSize: number,
): [D1PreparedStatement, D1PreparedStatement] {
  const offset = (page - 1) * pageSize;
  return [countStatement(db, filter), cardsStatement(db, filter, sort, pageSize, offset)];
}

export interface ListingPage {
  total: number;
  /** The page shown: the requested one, or the last one when the request was past it. */
  page: number;
  rows: CardRow[];
}

/** One page of a filtered, sorted list and the total. A page past the end gives the last page. */
export async function searchListings(
  db: D1Database,
  filter: ListingFilter,
  sort: ListSort,
  page: number,
  pageSize: number,
): Promise<ListingPage> {
  const [counted, cards] = await db.batch<{ total: number } | CardRow>(
    listStatements(db, filter, sort, page, pageSize),
  );
  const total = (counted!.results[0] as { total: number } | undefined)?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  if (page > lastPage) return searchListings(db, filter, sort, lastPage, pageSize);
  const rows = cards!.results as CardRow[];
  const priceFiltered = filter.price?.min !== undefined || filter.price?.max !== undefined;
  if (sort === "newest" || rows.length === pageSize || priceFiltered || total === 0) return { total, page, rows };
  // The priced listings end on this page (or before it): the rest of the page is "on request".
  const offset = (page - 1) * pageSize;
  const pricedTotal = rows.length > 0 ? offset + rows.length : await countOf(db, filter, PRICED);
  const rest = await cardsStatement(
    db,
    filter,
    sort,
    pageSize - rows.length,
    Math.max(0, offset - pricedTotal),
    UNPRICED,
  ).all<CardRow>();
  return { total, page, rows: [...rows, ...rest.results] };
}

async function countOf(db: D1Database, filter: ListingFilter, segment: string): Promise<number> {
  const where = filterSql(filter);
  const row = await db
    .prepare(`SELECT COUNT(*) AS total FROM listings l WHERE ${where.sql} AND ${segment}`)
    .bind(...where.params)
    .first<{ total: number }>();
  return row?.total ?? 0;
}

export interface ListingPins {
  total: number;
  /** Results with a published address and coordinates. */
  located: number;
  /** The newest MAX_MAP_PINS located results. */
  rows: PinRow[];
}

const LOCATED = "l.publish_address = 1 AND l.latitude IS NOT NULL AND l.longitude IS NOT NULL";

/**
 * The two reads of the map view: total and located counts, and the newest MAX_MAP_PINS located
 * results (the map has no order; newest is the one its index serves).
 */
export function mapStatements(db: D1Database, filter: ListingFilter): [D1PreparedStatement, D1PreparedStatement] {
  const where = filterSql(filter);
  const counts = mapCounts(where);
  return [
    db.prepare(counts.sql).bind(...counts.params),
    db
      .prepare(
        `SELECT l.id, l.goal, l.status, l.type_description, l.main_type_name, c.name AS category_name, l.zip, l.city,
          l.latitude, l.longitude, l.price, l.publish_price, l.price_unit, l.marquee, l.small_picture_url
        FROM listings l ${SUBTYPE_JOIN}
        WHERE ${where.sql} AND ${LOCATED} ORDER BY ${orderSql("newest")} LIMIT ?`,
      )
      .bind(...where.params, MAX_MAP_PINS),
  ];
}

/** The SELECT that counts a map's results and, of those, the located ones; EXPLAINed by the tests. */
export function mapCountSelect(filter: ListingFilter): Sql {
  return mapCounts(filterSql(filter));
}

function mapCounts(where: Sql): Sql {
  return {
    sql: `SELECT COUNT(*) AS total, SUM(${LOCATED}) AS located FROM listings l WHERE ${where.sql}`,
    params: where.params,
  };
}

/** The map view: every located result of a filter (up to MAX_MAP_PINS) and how many there are. */
export async function mapListings(db: D1Database, filter: ListingFilter): Promise<ListingPins> {
  const [counted, pins] = await db.batch<{ total: number; located: number | null } | PinRow>(mapStatements(db, filter));
  const row = counted!.results[0] as { total: number; located: number | null } | undefined;
  return { total: row?.total ?? 0, located: row?.located ?? 0, rows: pins!.results as PinRow[] };
}

/** The newest listings on the market of a goal (a home module), optionally of some Marquee values. */
export async function newestListings(
  db: D1Database,
  filter: Pick<ListingFilter, "language" | "goal" | "marquees">,
  limit: number,
): Promise<CardRow[]> {
  const { results } = await cardsStatement(
    db,
    { ...filter, statuses: ON_THE_MARKET },
    "newest",
    limit,
    0,
  ).all<CardRow>();
  return results;
}

export type CityName = Pick<CitiesTable, "language" | "name" | "zip" | "city_key" | "place_key">;

/** Every city of the cache in every language (a few dozen rows): searched by name, and named in filters. */
export async function allCities(db: D1Database): Promise<CityName[]> {
  const { results } = await db.prepare("SELECT language, name, zip, city_key, place_key FROM cities").all<CityName>();
  return results;
}

/** The property types' names in a language, by WebID. */
export async function typeNames(db: D1Database, language: string): Promise<Map<number, string>> {
  const { results } = await db
    .prepare("SELECT web_id, name FROM property_types WHERE language = ? ORDER BY show_order")
    .bind(language)
    .all<Pick<PropertyTypesTable, "web_id" | "name">>();
  return new Map(results.map((r) => [r.web_id, r.name]));
}

/** A card's price as stored. */
export function priceData(row: Pick<ListingsTable, "price" | "publish_price" | "price_unit">): PriceData {
  return { amount: row.price, published: row.publish_price === 1, unit: row.price_unit };
}
