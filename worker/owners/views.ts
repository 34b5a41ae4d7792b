/**
 * Visits of a listing's detail page, as its owner sees them in the owner portal: the site's
 * own counts per
 * listing and Brussels day (property_views, written by the views queue's consumer), plus the
 * CRM's history from before the site counted (property_view_history, written by the feed import).
 * The two add up. Every read goes through owner_properties for the session's owner.
 */
import type { VisitFigures } from "../../ui/owners/stats-model.ts";
import type { Periods } from "./periods.ts";
import { ownerById, type OwnerRef } from "./sessions.ts";

/** Views of one listing on one day, to be added to what is stored. */
export interface ViewCount {
  listingId: number;
  day: string;
  views: number;
}

/**
 * Adds counts to property_views in one batch (one transaction: all or nothing, so a retried
 * batch never counts twice what it wrote once). A listing the catalogue does not have is not
 * counted: a hand-made beacon request cannot fill the table with made-up ids.
 */
export async function addViews(db: D1Database, counts: readonly ViewCount[]): Promise<void> {
  if (counts.length === 0) return;
  const upsert = db.prepare(
    `INSERT INTO property_views (listing_id, day, views)
     SELECT ?1, ?2, ?3 WHERE EXISTS (SELECT 1 FROM listings WHERE id = ?1)
     ON CONFLICT (listing_id, day) DO UPDATE SET views = views + excluded.views`,
  );
  await db.batch(counts.map((c) => upsert.bind(c.listingId, c.day, c.views)));
}

/** Site views and CRM history of the owner's listings (only listing ?2 unless it is NULL), as one row set. */
function ownedViews(owner: OwnerRef): string {
  return `SELECT v.listing_id, v.day, v.views FROM property_views v
    JOIN owner_properties op ON op.listing_id = v.listing_id AND op.owner_id = ${owner.sql} AND (?2 IS NULL OR op.listing_id = ?2)
  UNION ALL
  SELECT h.listing_id, h.day, h.views FROM property_view_history h
    JOIN owner_properties op ON op.listing_id = h.listing_id AND op.owner_id = ${owner.sql} AND (?2 IS NULL OR op.listing_id = ?2)`;
}

export const NO_VISITS: VisitFigures = { today: 0, week: 0, month: 0, total: 0 };

/**
 * Today, this week, this month and total per owned listing (only listings with a visit appear in
 * the map; the others have NO_VISITS). A day after today (a clock ahead of ours) counts in the
 * total only. A statement to run alone or in a batch, read with `visitFiguresFrom`.
 */
export function visitFiguresStatement(
  db: D1Database,
  owner: OwnerRef,
  periods: Periods,
  listingId?: number,
): D1PreparedStatement {
  return db
    .prepare(
      `SELECT listing_id,
              SUM(CASE WHEN day = ?3 THEN views ELSE 0 END) AS today,
              SUM(CASE WHEN day BETWEEN ?4 AND ?3 THEN views ELSE 0 END) AS week,
              SUM(CASE WHEN day BETWEEN ?5 AND ?3 THEN views ELSE 0 END) AS month,
              SUM(views) AS total
       FROM (${ownedViews(owner)})
       GROUP BY listing_id`,
    )
    .bind(owner.value, listingId ?? null, periods.today, periods.weekStart, periods.monthStart);
}

export function visitFiguresFrom(result: D1Result): Map<number, VisitFigures> {
  return new Map(
    (result.results as ({ listing_id: number } & VisitFigures)[]).map(({ listing_id, today, week, month, total }) => [
      listing_id,
      { today, week, month, total },
    ]),
  );
}

export async function visitFigures(
  db: D1Database,
  ownerId: number,
  periods: Periods,
  listingId?: number,
): Promise<Map<number, VisitFigures>> {
  return visitFiguresFrom(await visitFiguresStatement(db, ownerById(ownerId), periods, listingId).all());
}

/** Visits per day of one owned listing between two Brussels dates (both included). */
export async function dailyVisits(
  db: D1Database,
  ownerId: number,
  listingId: number,
  from: string,
  to: string,
): Promise<Map<string, number>> {
  const { results } = await db
    .prepare(
      `SELECT day, SUM(views) AS views FROM (${ownedViews(ownerById(ownerId))}) WHERE day BETWEEN ?3 AND ?4 GROUP BY day`,
    )
    .bind(ownerId, listingId, from, to)
    .all<{ day: string; views: number }>();
  return new Map(results.map((r) => [r.day, r.views]));
}
