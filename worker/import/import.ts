/**
 * Imports a CRM feed into the D1 property cache (used by the scheduled import and the tests; the
 * CLI renders the same statements into a SQL file). Valid records replace their stored rows,
 * listings and projects that left the feed are removed in every language, and an invalid record
 * leaves its stored version as it was. Running the same feed twice changes nothing. An import
 * that would remove more than its limit allows changes nothing at all and is logged as refused.
 */
import { checkFeed, FeedRefused, type CheckedFeed, type FeedProblem } from "./feed.ts";
import {
  isRemovalGuardFailure,
  refusalFigures,
  refusalReason,
  STORED_KEYS_QUERY,
  type Removals,
  type StoredKey,
} from "./guard.ts";
import { importStatements, refusedRunStatement, type ImportOptions } from "./statements.ts";
import { feedDigest, forgetCatalogueVersion } from "./page-versions.ts";

export { FeedRefused };

export interface ImportReport {
  /** Records in the feed (listing and project records, one per language). */
  records: number;
  upserted: number;
  /** Stored records (per language) removed because they left the feed. */
  removed: number;
  rejected: number;
  problems: FeedProblem[];
}

/**
 * The import would have removed more than its limit allows: nothing was changed. The refusal is
 * reported (and the cron mails it) even when its figures could not be read or its row could not
 * be written to the run log; `gaps` says what is missing.
 */
export class RemovalsRefused extends Error {
  /** What it would have removed; null when that could not be read consistently after the refusal. */
  readonly removals: Removals | null;
  readonly limitPercent: number;
  /** The refused feed's digest: the same export refused again is the same refusal. */
  readonly feedDigest: string;
  readonly feed: CheckedFeed;
  /** What could not be read or recorded about the refusal, one sentence each, for the log. */
  readonly gaps: string[];
  constructor(feed: CheckedFeed, digest: string, removals: Removals | null, limitPercent: number, gaps: string[] = []) {
    super(refusalReason(removals, limitPercent));
    this.name = "RemovalsRefused";
    this.removals = removals;
    this.limitPercent = limitPercent;
    this.feedDigest = digest;
    this.feed = feed;
    this.gaps = gaps;
  }
}

/** The catalogue's stored records (listings and projects, per language). */
export async function storedCatalogueKeys(db: D1Database): Promise<StoredKey[]> {
  return (await db.prepare(STORED_KEYS_QUERY).all<StoredKey>()).results;
}

export async function importFeed(db: D1Database, input: unknown, options: ImportOptions): Promise<ImportReport> {
  const check = checkFeed(input);
  if (!check.ok) throw new FeedRefused(check.reason, check.problems);
  const { feed } = check;
  // Once per import: it stringifies every record (a feed can carry 60,000).
  const digest = feedDigest(feed);
  const statements = importStatements(feed, options, digest);
  let results: D1Result<{ removed?: number }>[];
  try {
    // One batch is one transaction: a failure, the removal guard's included, leaves the cache as it was.
    results = await db.batch<{ removed?: number }>(statements.map((s) => db.prepare(s.sql).bind(...s.params)));
  } catch (error) {
    const limit = options.removalLimit;
    if (limit === null || !isRemovalGuardFailure(error)) throw error;
    throw await refusalOf(db, feed, digest, { ...options, removalLimit: limit });
  }
  // This isolate's pages follow the import at once; others within their version's lifetime (decision 042).
  forgetCatalogueVersion();
  const removed = results.map((r) => r.results?.[0]?.removed).find((n) => typeof n === "number") ?? 0;
  return {
    records: feed.records,
    upserted: feed.properties.length + feed.projects.length,
    removed,
    rejected: feed.rejected.length,
    problems: feed.problems,
  };
}

/**
 * The refusal of an import the guard failed, with its figures read once after the rollback and
 * its run-log row written. Neither may cost the refusal itself: a D1 that fails the read or the
 * write leaves a refusal without figures or without its row, still reported and mailed.
 */
async function refusalOf(
  db: D1Database,
  feed: CheckedFeed,
  digest: string,
  options: ImportOptions & { removalLimit: number },
): Promise<RemovalsRefused> {
  const gaps: string[] = [];
  let removals: Removals | null = null;
  try {
    removals = refusalFigures(feed, await storedCatalogueKeys(db), options.removalLimit);
    if (removals === null)
      gaps.push("the catalogue changed before the refusal's figures were read, so they are left out");
  } catch (error) {
    gaps.push(`the refusal's figures could not be read: ${messageOf(error)}`);
  }
  const run = refusedRunStatement(feed, options, removals, refusalReason(removals, options.removalLimit));
  try {
    await db
      .prepare(run.sql)
      .bind(...run.params)
      .run();
  } catch (error) {
    gaps.push(`the refusal could not be recorded in import_runs: ${messageOf(error)}`);
  }
  return new RemovalsRefused(feed, digest, removals, options.removalLimit, gaps);
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
