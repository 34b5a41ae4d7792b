/**
 * The import of the CRM's history per listing (feed-history.ts), as statements of the same import
 * transaction as the catalogue:
 *
 * - property_view_history: a listing whose entry carries `Views` gets exactly those days (its
 *   other stored days go, except days named by an entry that was skipped as bad).
 * - owner_activities: upserted by (listing, kind, CRM id), so a re-import updates in place and
 *   never doubles. To remove what the CRM no longer lists, the listing's rows are first marked
 *   (imported_at NULL), every listed (or kept) row is marked again, and what stays unmarked goes.
 *
 * Sets of listings and days are bound as one JSON array (`json_each`), in chunks that keep every
 * statement far below D1's size limit.
 */
import type { ListingHistory } from "./feed-history.ts";
import { insertRows, type Statement } from "./batch.ts";

/** Ids per JSON-array parameter: ~12 KB of text at most. */
const IDS_PER_STATEMENT = 1000;

const IN_JSON = "IN (SELECT value FROM json_each(?))";

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

const ACTIVITY_COLUMNS = [
  "listing_id",
  "crm_id",
  "kind",
  "occurred_at",
  "type",
  "contact",
  "subject",
  "comment",
  "status",
  "source",
  "imported_at",
] as const;
const UPSERT_ACTIVITY = ` ON CONFLICT (listing_id, kind, crm_id) DO UPDATE SET ${ACTIVITY_COLUMNS.filter(
  (c) => !["listing_id", "crm_id", "kind"].includes(c),
)
  .map((c) => `${c} = excluded.${c}`)
  .join(", ")}`;

const blank = (text: string) => (text === "" ? null : text);

export function historyStatements(history: readonly ListingHistory[], importedAt: string): Statement[] {
  const statements: Statement[] = [];

  const withViews = history.filter((h) => h.views);
  // A listing with kept days gets its own DELETE; the others go together.
  for (const h of withViews.filter((h) => h.views!.keptDays.length > 0)) {
    statements.push({
      sql: `DELETE FROM property_view_history WHERE listing_id = ? AND day NOT ${IN_JSON}`,
      params: [h.listingId, JSON.stringify(h.views!.keptDays)],
    });
  }
  for (const ids of chunks(
    withViews.filter((h) => h.views!.keptDays.length === 0).map((h) => h.listingId),
    IDS_PER_STATEMENT,
  )) {
    statements.push({
      sql: `DELETE FROM property_view_history WHERE listing_id ${IN_JSON}`,
      params: [JSON.stringify(ids)],
    });
  }
  statements.push(
    ...insertRows(
      "property_view_history",
      ["listing_id", "day", "views"],
      withViews.flatMap((h) => h.views!.entries.map((e) => [h.listingId, e.day, e.views])),
    ),
  );

  const withActivities = history.filter((h) => h.activities);
  const listingSets = chunks(
    withActivities.map((h) => h.listingId),
    IDS_PER_STATEMENT,
  ).map((ids) => JSON.stringify(ids));
  for (const ids of listingSets)
    statements.push({
      sql: `UPDATE owner_activities SET imported_at = NULL WHERE listing_id ${IN_JSON}`,
      params: [ids],
    });
  const rows = withActivities.flatMap((h) =>
    h.activities!.entries.map((a) => [
      h.listingId,
      a.crmId,
      a.kind,
      a.occurredAt,
      blank(a.type),
      blank(a.contact),
      blank(a.subject),
      blank(a.comment),
      blank(a.status),
      blank(a.source),
      importedAt,
    ]),
  );
  statements.push(
    ...insertRows("owner_activities", ACTIVITY_COLUMNS, rows).map((s) => ({
      sql: s.sql + UPSERT_ACTIVITY,
      params: s.params,
    })),
  );
  for (const h of withActivities) {
    for (const kept of h.activities!.kept) {
      statements.push({
        sql: "UPDATE owner_activities SET imported_at = ? WHERE listing_id = ? AND kind = ? AND crm_id = ?",
        params: [importedAt, h.listingId, kept.kind, kept.crmId],
      });
    }
  }
  for (const ids of listingSets)
    statements.push({
      sql: `DELETE FROM owner_activities WHERE imported_at IS NULL AND listing_id ${IN_JSON}`,
      params: [ids],
    });
  return statements;
}
