/**
 * The SQL of one import, as plain { sql, params } statements: the worker runs them with
 * db.batch() (one transaction), the CLI renders the very same statements into a SQL file.
 * No statement binds more than 100 values (D1's limit) and none grows past ~50 KB of SQL text,
 * so a feed of any size imports.
 */
export { MAX_PARAMS, type SqlValue, type Statement } from "./batch.ts";
import { DETAIL_FIELDS } from "./feed-detail-fields.ts";
import type { CheckedFeed, FeedPhoto, ProjectRecord, PropertyRecord } from "./feed.ts";
import { leavingRows, REMOVAL_COUNTS_SQL, type Removals } from "./guard.ts";
import { historyStatements } from "./history.ts";
import { insertRows, MAX_PARAMS, type SqlValue, type Statement } from "./batch.ts";
import { feedKeys } from "./keys.ts";
import { typeBits } from "../../shared/rules/property-types.ts";
import type {
  ColumnName,
  ListingsTable,
  ProjectsTable,
  ProjectUnitsTable,
  PropertyCacheTable,
} from "../db/property-cache.ts";
import { catalogueVersionStatement } from "./page-versions.ts";

/** Problems kept in import_runs (the full list is in the run's report and the CLI's output). */
const MAX_STORED_PROBLEMS_TEXT = 40_000;

export interface ImportOptions {
  source: "cli" | "scheduled";
  now: Date;
  /**
   * The largest share, in percent, of the stored listings (and, apart, of the stored projects)
   * the import may remove; more fails the whole import (import-guard.ts). null when a person
   * confirmed the removals (npm run import -- --allow-removals): no limit. The site
   * configuration's crmImport.removalLimitPercent says what it is.
   */
  removalLimit: number | null;
}

/** Every statement of one import run, in the order they must run; `digest` is the feed's (page-versions.ts feedDigest). */
export function importStatements(feed: CheckedFeed, options: ImportOptions, digest: string): Statement[] {
  const importedAt = options.now.toISOString();
  return [
    { sql: "DELETE FROM import_feed_keys", params: [] },
    ...insertRows("import_feed_keys", ["kind", "id", "language", "replaced"], feedKeys(feed)),
    // A truncated export must not empty the site: the run's row fails its CHECK when the import removes too much, and with it the whole batch (decision 049).
    recordRun(feed, options),
    // What a demand may want to hear of (decision 046), read against the stored listings before they are replaced.
    ...listingEventStatements(feed, importedAt),
    // Rows not kept by an invalid record go: the valid ones come back just below, the others left the feed.
    ...LISTING_TABLES.map(([table, idColumn]) => sweep(table, idColumn, "listing")),
    ...PROJECT_TABLES.map(([table, idColumn]) => sweep(table, idColumn, "project")),
    ...insertInto(
      "listings",
      LISTING_COLUMNS,
      feed.properties.map((r) => listingRow(r, importedAt)),
    ),
    ...feed.properties.map(detailsInsert),
    ...insertInto("listing_types", ["listing_id", "language", "web_id"], feed.properties.flatMap(typeRows)),
    ...insertInto(
      "listing_photos",
      ["listing_id", "language", "position", ...PHOTO_COLUMNS],
      feed.properties.flatMap((r) => r.Photos.map((p, i) => [r.ID, r.language, i, ...photoValues(p)])),
    ),
    ...insertInto(
      "listing_videos",
      ["listing_id", "language", "position", "url", "title"],
      feed.properties.flatMap((r) => r.Videos.map((x, i) => [r.ID, r.language, i, x.Url, x.Title])),
    ),
    ...insertInto(
      "listing_tours",
      ["listing_id", "language", "position", "url", "title"],
      feed.properties.flatMap((r) => r.VirtualTours.map((x, i) => [r.ID, r.language, i, x.Url, x.Title])),
    ),
    ...insertInto(
      "listing_documents",
      ["listing_id", "language", "position", "name", "url", "kind"],
      feed.properties.flatMap((r) => r.Documents.map((x, i) => [r.ID, r.language, i, x.Name, x.Url, x.Kind])),
    ),
    ...insertInto(
      "listing_points_of_interest",
      ["listing_id", "language", "position", "kind", "name", "distance_m"],
      feed.properties.flatMap((r) =>
        r.PointsOfInterest.map((x, i) => [r.ID, r.language, i, x.Kind, x.Name, x.Distance ?? null]),
      ),
    ),
    ...insertInto(
      "listing_neighbourhoods",
      ["listing_id", "language", "position", "name", "description"],
      feed.properties.flatMap((r) => r.Neighbourhoods.map((x, i) => [r.ID, r.language, i, x.Name, x.Description])),
    ),
    ...insertInto(
      "projects",
      PROJECT_COLUMNS,
      feed.projects.map((r) => projectRow(r, importedAt)),
    ),
    ...insertInto(
      "project_photos",
      ["project_id", "language", "position", ...PHOTO_COLUMNS],
      feed.projects.flatMap((r) => r.Photos.map((p, i) => [r.ID, r.language, i, ...photoValues(p)])),
    ),
    ...insertInto("project_units", UNIT_COLUMNS, feed.projects.flatMap(unitRows)),
    // The CRM's history per listing (owner portal): views before the site counted, and activities.
    ...historyStatements(feed.history, importedAt),
    // The city lists follow what is stored, including listings kept from an earlier run; a city's
    // place is the smallest key its listings have in any language (one place, every name).
    { sql: "DELETE FROM cities", params: [] },
    {
      sql: "INSERT INTO cities (language, name, zip, city_key, country_id, country_name, place_key) SELECT l.language, l.city, l.zip, MAX(l.city_key), MAX(l.country_id), MAX(l.country_name), MIN(o.city_key) FROM listings l JOIN listings o ON o.id = l.id GROUP BY l.language, l.city, l.zip",
      params: [],
    },
    { sql: "DELETE FROM import_feed_keys", params: [] },
    {
      sql: "UPDATE import_runs SET finished_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE finished_at IS NULL AND started_at = ? AND source = ?",
      params: [importedAt, options.source],
    },
    // Cached pages are filed under the catalogue's version: a changed feed retires them (decision 042).
    catalogueVersionStatement(digest),
  ];
}

/** INSERTs of many rows into a table of the property cache; a column the table lacks does not compile. */
function insertInto<Table extends PropertyCacheTable>(
  table: Table,
  columns: readonly ColumnName<Table>[],
  rows: SqlValue[][],
): Statement[] {
  return insertRows(table, columns, rows);
}

/** A city as the search box sends it, "name|zip" in lower case: "ixelles|1050", "luxembourg|l-1611". */
export function cityKey(city: string, zip: string): string {
  return `${city}|${zip}`.toLowerCase();
}

const LISTING_TABLES = [
  ["listings", "id"],
  ["listing_details", "listing_id"],
  ["listing_types", "listing_id"],
  ["listing_photos", "listing_id"],
  ["listing_videos", "listing_id"],
  ["listing_tours", "listing_id"],
  ["listing_documents", "listing_id"],
  ["listing_points_of_interest", "listing_id"],
  ["listing_neighbourhoods", "listing_id"],
] as const satisfies readonly (readonly [PropertyCacheTable, "id" | "listing_id"])[];
const PROJECT_TABLES = [
  ["projects", "id"],
  ["project_photos", "project_id"],
  ["project_units", "project_id"],
] as const satisfies readonly (readonly [PropertyCacheTable, "id" | "project_id"])[];

/**
 * Records, for each available listing of the feed (once per id: status and price are the same in
 * every language), what changed since the stored version: `new` when no language of it is
 * stored, `available` when the stored one was not available, `price` when both show a price and
 * the feed's is lower. Each event is unique by listing, event and key, so importing the same feed
 * again records nothing (migrations/0013_demand_alerts.sql).
 */
export function listingEventStatements(feed: CheckedFeed, importedAt: string): Statement[] {
  const seen = new Set<number>();
  const rows: SqlValue[][] = [];
  for (const r of feed.properties) {
    if (seen.has(r.ID)) continue;
    seen.add(r.ID);
    if (r.Status === "available") rows.push([r.ID, r.Price ?? null, r.PublishPrice]);
  }
  const statements: Statement[] = [];
  const perStatement = Math.floor((MAX_PARAMS - 2) / 3);
  for (let i = 0; i < rows.length; i += perStatement) {
    const chunk = rows.slice(i, i + perStatement);
    statements.push({
      sql: `WITH f (id, price, shown) AS (VALUES ${chunk.map(() => "(?, ?, ?)").join(", ")}),
        s AS (SELECT id, status, price, publish_price FROM listings WHERE id IN (SELECT id FROM f) GROUP BY id)
        INSERT OR IGNORE INTO listing_events (listing_id, event, event_key, old_price, new_price, detected_at)
        SELECT f.id,
          CASE WHEN s.id IS NULL THEN 'new' WHEN s.status != 'available' THEN 'available' ELSE 'price' END,
          CASE WHEN s.id IS NULL THEN '' WHEN s.status != 'available' THEN ? ELSE CAST(CAST(f.price AS INTEGER) AS TEXT) END,
          s.price, f.price, ?
        FROM f LEFT JOIN s ON s.id = f.id
        WHERE s.id IS NULL OR s.status != 'available' OR (f.shown = 1 AND s.publish_price = 1 AND f.price < s.price)`,
      // Plain placeholders only (the command-line import writes the values into the text in order): the import's time twice.
      params: [...chunk.flat(), importedAt, importedAt],
    });
  }
  return statements;
}

/** Removes a table's rows unless an invalid record in this feed keeps its stored version. */
function sweep(table: PropertyCacheTable, idColumn: string, kind: "listing" | "project"): Statement {
  return {
    sql: `DELETE FROM ${table} WHERE NOT EXISTS (SELECT 1 FROM import_feed_keys k WHERE k.kind = '${kind}' AND k.id = ${table}.${idColumn} AND k.language = ${table}.language AND k.replaced = 0)`,
    params: [],
  };
}

/**
 * Counts what left the feed before the sweep removes it; RETURNING gives the worker the figure.
 * The row is the removal guard: held to the run's limit, its CHECK fails when the import removes too much.
 */
function recordRun(feed: CheckedFeed, options: ImportOptions): Statement {
  const leftTheFeed = (table: "listings" | "projects") => `(SELECT COUNT(*) ${leavingRows(table)})`;
  return {
    sql: `INSERT INTO import_runs (started_at, source, records, upserted, removed, rejected, problems, removal_limit, listings_before, listings_removed, projects_before, projects_removed)
      SELECT ?, ?, ?, ?, ${leftTheFeed("listings")} + ${leftTheFeed("projects")}, ?, ?, ?, ${REMOVAL_COUNTS_SQL} RETURNING removed`,
    params: [
      options.now.toISOString(),
      options.source,
      feed.records,
      feed.properties.length + feed.projects.length,
      feed.rejected.length,
      storedProblems(feed),
      options.removalLimit,
    ],
  };
}

/**
 * The run log's row of an import the removal guard refused: written on its own once the import's
 * transaction has rolled back, with what it would have removed (NULL when that could not be
 * read); nothing was imported or removed.
 */
export function refusedRunStatement(
  feed: CheckedFeed,
  options: ImportOptions,
  removals: Removals | null,
  reason: string,
): Statement {
  return {
    sql: `INSERT INTO import_runs (started_at, finished_at, source, status, reason, records, upserted, removed, rejected, problems, removal_limit, listings_before, listings_removed, projects_before, projects_removed)
      VALUES (?, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), ?, 'refused', ?, ?, 0, 0, ?, ?, ?, ?, ?, ?, ?)`,
    params: [
      options.now.toISOString(),
      options.source,
      reason,
      feed.records,
      feed.rejected.length,
      storedProblems(feed),
      options.removalLimit,
      removals?.listings.before ?? null,
      removals?.listings.removed.length ?? null,
      removals?.projects.before ?? null,
      removals?.projects.removed.length ?? null,
    ],
  };
}

function storedProblems(feed: CheckedFeed): string {
  const kept: CheckedFeed["problems"] = [];
  let size = 2;
  for (const problem of feed.problems) {
    size += JSON.stringify(problem).length + 1;
    if (size > MAX_STORED_PROBLEMS_TEXT) break;
    kept.push(problem);
  }
  return JSON.stringify(kept);
}

const LISTING_COLUMNS = [
  "id",
  "language",
  "goal",
  "status",
  "name",
  "type_description",
  "web_id",
  "web_ids",
  "main_type_name",
  "category_id",
  "record_file",
  "marquee",
  "marquee_name",
  "publish_address",
  "street",
  "house_number",
  "box_nr",
  "zip",
  "city",
  "city_key",
  "country_id",
  "country_name",
  "latitude",
  "longitude",
  "price",
  "publish_price",
  "price_unit",
  "price_unit_text",
  "bedrooms",
  "bathrooms",
  "shower_rooms",
  "toilets",
  "garages",
  "living_area",
  "ground_area",
  "energy_performance",
  "epc_label_text",
  "description",
  "small_picture_url",
  "small_picture_width",
  "small_picture_height",
  "small_picture_id",
  "small_picture_name",
  "project_id",
  "created_at",
  "updated_at",
  "imported_at",
  "type_bits",
] as const satisfies readonly (keyof ListingsTable)[];

function listingRow(r: PropertyRecord, importedAt: string): SqlValue[] {
  const picture = r.SmallPictureItem;
  return [
    r.ID,
    r.language,
    r.Goal,
    r.Status,
    r.Name,
    r.TypeDescription,
    r.WebID ?? null,
    r.WebIDs.join(","),
    r.MainTypeName,
    r.CategoryID ?? null,
    r.RecordFile,
    r.Marquee,
    r.MarqueeName,
    r.PublishAddress,
    r.Street,
    r.HouseNumber,
    r.BoxNr,
    r.Zip,
    r.City,
    cityKey(r.City, r.Zip),
    r.CountryID,
    r.CountryName,
    ...coordinates(r),
    r.Price ?? null,
    r.PublishPrice,
    r.PriceUnit ?? null,
    r.PriceUnitText,
    r.Bedrooms,
    r.Bathrooms,
    r.ShowerRooms,
    r.Toilets,
    r.Garages,
    r.LivingArea ?? null,
    r.GroundArea ?? null,
    r.EnergyPerformance ?? null,
    r.EPCLabelText,
    r.Description,
    picture?.Url ?? null,
    picture?.Width ?? null,
    picture?.Height ?? null,
    picture?.ID ?? null,
    picture?.Name ?? null,
    r.ProjectID ?? null,
    r.CreateDate,
    r.ModifyDate ?? r.CreateDate,
    importedAt,
    typeBits(listingTypes(r)),
  ];
}

/** 0,0 is how sloppy exports say "no coordinates"; it is in the Gulf of Guinea, not in Brussels. */
function coordinates(r: { Latitude?: number; Longitude?: number }): [SqlValue, SqlValue] {
  if (r.Latitude === undefined || r.Longitude === undefined || (r.Latitude === 0 && r.Longitude === 0))
    return [null, null];
  return [r.Latitude, r.Longitude];
}

/** One row per listing; only the fields with a value are named, so it stays within 100 values. */
function detailsInsert(r: PropertyRecord): Statement {
  const columns: ColumnName<"listing_details">[] = ["listing_id", "language"];
  const params: SqlValue[] = [r.ID, r.language];
  for (const [name, column] of DETAIL_FIELDS) {
    const value = (r as Record<string, unknown>)[name];
    if (value === undefined) continue;
    columns.push(column);
    params.push(value as SqlValue);
  }
  return {
    sql: `INSERT INTO listing_details (${columns.join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`,
    params,
  };
}

/** A listing's types: its WebID and each of its WebIDs. */
function listingTypes(r: PropertyRecord): Set<number> {
  return new Set([...(r.WebID === undefined ? [] : [r.WebID]), ...r.WebIDs]);
}

function typeRows(r: PropertyRecord): SqlValue[][] {
  return [...listingTypes(r)].map((webId) => [r.ID, r.language, webId]);
}

const PHOTO_COLUMNS = [
  "url",
  "url_100",
  "url_400",
  "url_600",
  "url_1360",
  "width",
  "height",
  "caption",
] as const satisfies readonly (ColumnName<"listing_photos"> & ColumnName<"project_photos">)[];

function photoValues(p: FeedPhoto): SqlValue[] {
  return [
    p.Url,
    p.Url100 ?? null,
    p.Url400 ?? null,
    p.Url600 ?? null,
    p.Url1360 ?? null,
    p.Width ?? null,
    p.Height ?? null,
    p.Caption,
  ];
}

const PROJECT_COLUMNS = [
  "id",
  "language",
  "project_number",
  "name",
  "description",
  "status",
  "delivery",
  "constructions",
  "price_from",
  "price_to",
  "publish_address",
  "street",
  "house_number",
  "box_nr",
  "zip",
  "city",
  "country_id",
  "country_name",
  "latitude",
  "longitude",
  "energy_performance",
  "epc_label_text",
  "created_at",
  "imported_at",
] as const satisfies readonly (keyof ProjectsTable)[];

function projectRow(r: ProjectRecord, importedAt: string): SqlValue[] {
  return [
    r.ID,
    r.language,
    r.ProjectNumber,
    r.Name,
    r.Description,
    r.Status,
    r.Delivery,
    r.Constructions,
    r.PriceFrom ?? null,
    r.PriceTo ?? null,
    r.PublicAddress,
    r.Street,
    r.HouseNumber,
    r.BoxNr,
    r.Zip,
    r.City,
    r.CountryID,
    r.CountryName,
    ...coordinates(r),
    r.EnergyPerformance ?? null,
    r.EPCLabelText,
    r.CreateDate,
    importedAt,
  ];
}

const UNIT_COLUMNS = [
  "project_id",
  "language",
  "position",
  "unit_id",
  "listing_id",
  "name",
  "web_id",
  "type_name",
  "floor",
  "bedrooms",
  "living_area",
  "price",
  "status",
] as const satisfies readonly (keyof ProjectUnitsTable)[];

function unitRows(r: ProjectRecord): SqlValue[][] {
  return r.Units.map((u, i) => [
    r.ID,
    r.language,
    i,
    u.ID,
    u.ListingID ?? null,
    u.Name,
    u.WebID ?? null,
    u.TypeName,
    u.Floor ?? null,
    u.Bedrooms ?? null,
    u.LivingArea ?? null,
    u.Price ?? null,
    u.Status,
  ]);
}
