/**
 * Imports a CRM feed into the D1 property cache (used by the scheduled import and the tests; the
 * CLI renders the same statements into a SQL file). Valid records replace their stored rows,
 * listings and projects that left the feed are removed in every language, and an invalid record
 * leaves its stored version as it was. Running the same feed twice changes nothing. An import
 * that would remove more than its limit allows changes nothing at all and is logged as refused.
 */
import { checkFeed, FeedRefused, type CheckedFeed, type FeedProblem } from "./feed.ts";
import { isRemovalGuardFailure, refusalReason, removalsOf, STORED_KEYS_QUERY, type Removals, type StoredKey } from "./import-guard.ts";
import { importStatements, refusedRunStatement, type ImportOptions } from "./import-statements.ts";
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

/** The import would have removed more than its limit allows: nothing was changed, and the run is logged as refused. */
export class RemovalsRefused extends Error {
  readonly removals: Removals;
  readonly limitPercent: number;
  /** The refused feed's digest: the same export refused again is the same refusal. */
  readonly feedDigest: string;
  readonly feed: CheckedFeed;
  constructor(feed: CheckedFeed, digest: string, removals: Removals, limitPercent: number) {
    super(refusalReason(removals, limitPercent));
    this.name = "RemovalsRefused";
    this.removals = removals;
    this.limitPercent = limitPercent;
    this.feedDigest = digest;
    this.feed = feed;
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
    // The figures as the catalogue stands now; the guard itself decided inside the transaction.
    const removals = removalsOf(feed, await storedCatalogueKeys(db));
    const refusal = new RemovalsRefused(feed, digest, removals, limit);
    const run = refusedRunStatement(feed, options, removals, refusal.message);
    await db.prepare(run.sql).bind(...run.params).run();
    throw refusal;
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
