/**
 * The CRM's history of an owned listing (owner_activities, filled by the feed import): visits,
 * communications, online media, appearances and documents, newest first, one page per list.
 * Every read joins owner_properties for the session's owner.
 */
import { ACTIVITY_KINDS, type ActivityKind, type ActivityRow } from "../../ui/owners/stats-model.ts";
import { clampPage } from "./periods.ts";

/** Lines per page of each list. */
export const ACTIVITIES_PER_PAGE = 10;

const OWNED = "JOIN owner_properties op ON op.listing_id = a.listing_id AND op.owner_id = ?1";

interface ActivityRecord {
  occurred_at: string;
  type: string | null;
  contact: string | null;
  subject: string | null;
  comment: string | null;
  status: string | null;
  source: string | null;
}

export interface ActivityPage {
  kind: ActivityKind;
  total: number;
  page: number;
  pageCount: number;
  rows: ActivityRow[];
}

/** How many lines each list of the owned listing has. */
async function activityCounts(db: D1Database, ownerId: number, listingId: number): Promise<Map<ActivityKind, number>> {
  const { results } = await db
    .prepare(`SELECT a.kind, COUNT(*) AS n FROM owner_activities a ${OWNED} WHERE a.listing_id = ?2 GROUP BY a.kind`)
    .bind(ownerId, listingId)
    .all<{ kind: ActivityKind; n: number }>();
  return new Map(results.map((r) => [r.kind, r.n]));
}

/**
 * One page of every list of the owned listing; `requested` is the page each list's link asked
 * for (a page past the end shows the last one).
 */
export async function activityPages(
  db: D1Database,
  ownerId: number,
  listingId: number,
  requested: Record<ActivityKind, number>,
): Promise<ActivityPage[]> {
  const counts = await activityCounts(db, ownerId, listingId);
  const pages = ACTIVITY_KINDS.map((kind) => ({
    kind,
    total: counts.get(kind) ?? 0,
    ...clampPage(requested[kind], counts.get(kind) ?? 0, ACTIVITIES_PER_PAGE),
  }));
  const read = db.prepare(
    `SELECT a.occurred_at, a.type, a.contact, a.subject, a.comment, a.status, a.source
     FROM owner_activities a ${OWNED}
     WHERE a.listing_id = ?2 AND a.kind = ?3
     ORDER BY a.occurred_at DESC, a.id DESC LIMIT ?4 OFFSET ?5`,
  );
  const wanted = pages.filter((p) => p.total > 0);
  const results =
    wanted.length > 0
      ? await db.batch<ActivityRecord>(
          wanted.map((p) => read.bind(ownerId, listingId, p.kind, ACTIVITIES_PER_PAGE, p.offset)),
        )
      : [];
  const rowsByKind = new Map(wanted.map((p, i) => [p.kind, results[i]!.results]));
  return pages.map(({ kind, total, page, pageCount }) => ({
    kind,
    total,
    page,
    pageCount,
    rows: (rowsByKind.get(kind) ?? []).map(activityRow),
  }));
}

function activityRow(r: ActivityRecord): ActivityRow {
  return {
    occurredAt: r.occurred_at,
    type: r.type ?? "",
    contact: r.contact ?? "",
    subject: r.subject ?? "",
    comment: r.comment ?? "",
    status: r.status ?? "",
    source: r.source ?? "",
  };
}
