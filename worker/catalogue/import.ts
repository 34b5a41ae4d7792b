/**
 * Imports a CRM feed into the D1 property cache (used by the scheduled import and the tests; the
 * CLI renders the same statements into a SQL file). Valid records replace their stored rows,
 * listings and projects that left the feed are removed in every language, and an invalid record
 * leaves its stored version as it was. Running the same feed twice changes nothing.
 */
import { checkFeed, FeedRefused, type FeedProblem } from "./feed.ts";
import { importStatements, type ImportOptions } from "./import-statements.ts";
import { forgetCatalogueVersion } from "./page-versions.ts";

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

export async function importFeed(db: D1Database, input: unknown, options: ImportOptions): Promise<ImportReport> {
  const check = checkFeed(input);
  if (!check.ok) throw new FeedRefused(check.reason, check.problems);
  const statements = importStatements(check.feed, options);
  // One batch is one transaction: a failure leaves the cache as it was.
  const results = await db.batch<{ removed?: number }>(statements.map((s) => db.prepare(s.sql).bind(...s.params)));
  // This isolate's pages follow the import at once; others within their version's lifetime (decision 042).
  forgetCatalogueVersion();
  const removed = results.map((r) => r.results?.[0]?.removed).find((n) => typeof n === "number") ?? 0;
  const { feed } = check;
  return {
    records: feed.records,
    upserted: feed.properties.length + feed.projects.length,
    removed,
    rejected: feed.rejected.length,
    problems: feed.problems,
  };
}
