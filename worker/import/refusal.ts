/**
 * Telling the agency that an import was refused because it would have removed too many listings
 * (decision 049), whether the cron or the command line met it. The refusal is stored as a lead,
 * status 'received', and mailed through the agency-mail queue like every mail to the agency
 * (import-refusal-mail.ts). The lead's idempotency key names the refused feed and the catalogue it
 * was refused against, so the same export is mailed once whichever path meets it, and however
 * often: the cron meets it every 30 minutes until it is mended or confirmed.
 */
import type { CheckedFeed } from "./feed.ts";
import type { Removals } from "./guard.ts";
import type { ImportOptions, Statement } from "./statements.ts";

/** The lead form name of a refused import. */
export const IMPORT_REFUSED_FORM = "crm-import-refused";

/** Ids named in the mail; the rest are counted. */
const NAMED_IDS = 50;

/** What the mail says, kept with the lead. */
export interface RefusalPayload {
  /** Who met the refused feed: the cron, or a person running npm run import. */
  source: ImportOptions["source"];
  startedAt: string;
  generatedAt: string | null;
  records: number;
  rejected: number;
  limitPercent: number;
  /** What it would have removed; null when that could not be read after the refusal. */
  figures: {
    listingsBefore: number;
    listingsRemoved: number;
    removedListingIds: number[];
    projectsBefore: number;
    projectsRemoved: number;
    removedProjectIds: number[];
  } | null;
}

/** A refused import as its lead needs it (RemovalsRefused carries it for the cron). */
interface RefusedFeed {
  feed: CheckedFeed;
  /** The refused feed's digest (page-versions.ts feedDigest). */
  feedDigest: string;
  removals: Removals | null;
  limitPercent: number;
}

function refusalPayload(refusal: RefusedFeed, options: Pick<ImportOptions, "source" | "now">): RefusalPayload {
  const { removals } = refusal;
  return {
    source: options.source,
    startedAt: options.now.toISOString(),
    generatedAt: refusal.feed.generatedAt ?? null,
    records: refusal.feed.records,
    rejected: refusal.feed.rejected.length,
    limitPercent: refusal.limitPercent,
    figures: removals && {
      listingsBefore: removals.listings.before,
      listingsRemoved: removals.listings.removed.length,
      removedListingIds: removals.listings.removed.slice(0, NAMED_IDS),
      projectsBefore: removals.projects.before,
      projectsRemoved: removals.projects.removed.length,
      removedProjectIds: removals.projects.removed.slice(0, NAMED_IDS),
    },
  };
}

/**
 * Stores the refusal's lead unless this feed was already refused against this catalogue (then
 * the agency has, or will have, its mail). The key's catalogue part is the last imported feed's
 * digest, read by the statement itself: once the catalogue changes, a refusal is news again.
 * RETURNING gives the new lead's id, nothing when it was stored before. The cron runs it and
 * queues the mail; the command line writes it into its SQL, and the scheduled job's re-queue of
 * leads left 'received' (worker/mail/requeue.ts) sends it.
 */
export function refusalLeadStatement(
  refusal: RefusedFeed,
  options: Pick<ImportOptions, "source" | "now">,
  language: string,
): Statement {
  const at = options.now.toISOString();
  return {
    sql: `INSERT INTO leads (form, language, idempotency_key, payload, status, created_at, updated_at)
      SELECT ?, ?, ? || ':' || COALESCE((SELECT feed_digest FROM page_versions WHERE name = 'catalogue'), 'empty') || ':' || ?, ?, 'received', ?, ? WHERE true
      ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
    params: [
      IMPORT_REFUSED_FORM,
      language,
      IMPORT_REFUSED_FORM,
      refusal.feedDigest,
      JSON.stringify(refusalPayload(refusal, options)),
      at,
      at,
    ],
  };
}

/** Stores the refusal's lead (refusalLeadStatement); returns its id, or null when this refusal was stored before. */
export async function storeRefusalLead(
  db: D1Database,
  refusal: RefusedFeed,
  options: Pick<ImportOptions, "source" | "now">,
  language: string,
): Promise<number | null> {
  const statement = refusalLeadStatement(refusal, options, language);
  return (
    (await db
      .prepare(statement.sql)
      .bind(...statement.params)
      .first<number>("id")) ?? null
  );
}
