/**
 * An import may not empty the site (decision 049): a truncated or partial CRM export would remove
 * most listings. The rule, counted in listings (and, apart, in projects), not in records per
 * language: one may always go; more only while they are at most `limitPercent` of what is
 * stored. A catalogue with nothing stored (the first import) has nothing to remove.
 *
 * The rule holds inside the import's own transaction: the run log's row is inserted with the
 * counts (`REMOVAL_COUNTS_SQL`) and its CHECK constraint fails when the rule is broken (migration
 * 0015), which fails the whole batch. The same rule in JavaScript (`removalsAllowed`) says what a
 * feed would do before it runs (npm run import -- --check) and words the refusal.
 */
import type { CheckedFeed } from "./feed.ts";
import { feedKeys } from "./keys.ts";

/** The constraint that fails the batch (migrations/0015_import_removal_guard.sql). */
const REMOVAL_GUARD_CONSTRAINT = "removals_within_limit";

/** One stored record of the catalogue: a listing or project in one language. */
export interface StoredKey {
  kind: "listing" | "project";
  id: number;
  language: string;
}

/** The catalogue's stored records, to compare a feed with (kind, id, language). */
export const STORED_KEYS_QUERY =
  "SELECT 'listing' AS kind, id, language FROM listings UNION ALL SELECT 'project' AS kind, id, language FROM projects";

export interface RemovalCount {
  /** Distinct ids stored before the import. */
  before: number;
  /** The ids the import removes from at least one language, in ascending order. */
  removed: number[];
}

export interface Removals {
  listings: RemovalCount;
  projects: RemovalCount;
}

/**
 * What importing `feed` removes from a catalogue that stores `stored`: every stored record the
 * feed no longer carries, valid or not (an invalid record keeps its stored version), counted per
 * listing or project. Mirrors the import's sweep and the guard's SQL.
 */
export function removalsOf(feed: CheckedFeed, stored: Iterable<StoredKey>): Removals {
  const carried = new Set(feedKeys(feed).map(([kind, id, language]) => `${kind}|${id}|${language}`));
  const ids = { listing: new Set<number>(), project: new Set<number>() };
  const gone = { listing: new Set<number>(), project: new Set<number>() };
  for (const { kind, id, language } of stored) {
    ids[kind].add(id);
    if (!carried.has(`${kind}|${id}|${language}`)) gone[kind].add(id);
  }
  const count = (kind: StoredKey["kind"]): RemovalCount => ({
    before: ids[kind].size,
    removed: [...gone[kind]].sort((a, b) => a - b),
  });
  return { listings: count("listing"), projects: count("project") };
}

/** The rule for one kind: one may always go, more only within the share (the guard's CHECK, in the same arithmetic). */
export function withinLimit(before: number, removed: number, limitPercent: number): boolean {
  return removed <= 1 || removed * 100 <= limitPercent * before;
}

export function removalsAllowed(removals: Removals, limitPercent: number): boolean {
  return (
    withinLimit(removals.listings.before, removals.listings.removed.length, limitPercent) &&
    withinLimit(removals.projects.before, removals.projects.removed.length, limitPercent)
  );
}

/** The rows of `table` the import removes: stored in a language the feed does not carry at all. */
export function leavingRows(table: "listings" | "projects"): string {
  const kind = table === "listings" ? "listing" : "project";
  return `FROM ${table} t WHERE NOT EXISTS (SELECT 1 FROM import_feed_keys k WHERE k.kind = '${kind}' AND k.id = t.id AND k.language = t.language)`;
}

/**
 * Distinct listings and projects stored, and those the import removes, as four SQL values (needs
 * import_feed_keys filled): the run log's listings_before, listings_removed, projects_before and
 * projects_removed, which its CHECK constraint holds to the limit.
 */
export const REMOVAL_COUNTS_SQL = [
  "(SELECT COUNT(DISTINCT id) FROM listings)",
  `(SELECT COUNT(DISTINCT t.id) ${leavingRows("listings")})`,
  "(SELECT COUNT(DISTINCT id) FROM projects)",
  `(SELECT COUNT(DISTINCT t.id) ${leavingRows("projects")})`,
].join(", ");

/** Whether an error (or wrangler's output) is the guard refusing the import. */
export function isRemovalGuardFailure(error: unknown): boolean {
  const text = error instanceof Error ? `${error.message} ${String(error.cause ?? "")}` : String(error);
  return text.includes(`CHECK constraint failed: ${REMOVAL_GUARD_CONSTRAINT}`);
}

/**
 * What a refused import would have removed, from the catalogue as read once after the guard
 * refused it (the transaction's own counts went with its rollback): one read, so the figures
 * agree with each other. null when they do not break the rule, which only happens when another
 * import changed the catalogue between the refusal and the read: figures that contradict the
 * refusal are left out rather than shown.
 */
export function refusalFigures(feed: CheckedFeed, stored: Iterable<StoredKey>, limitPercent: number): Removals | null {
  const removals = removalsOf(feed, stored);
  return removalsAllowed(removals, limitPercent) ? null : removals;
}

/** A share in percent as the refusal shows it: whole (97), with the decimals it takes to show that the limit is passed (20.5, not 20). */
export function shareOf(part: number, whole: number, limitPercent: number): number {
  const share = whole === 0 ? 0 : (part * 100) / whole;
  let decimals = 0;
  const rounded = () => Math.round(share * 10 ** decimals) / 10 ** decimals;
  while (share > limitPercent && rounded() <= limitPercent && decimals < 4) decimals++;
  return rounded();
}

/** "35 of the 36 listings (97 %)" or, when projects go too, "… and 2 of the 3 projects (67 %)". */
export function describeRemovals(removals: Removals, limitPercent: number): string {
  const part = (count: RemovalCount, noun: string) =>
    `${count.removed.length} of the ${count.before} ${noun} (${shareOf(count.removed.length, count.before, limitPercent)} %)`;
  const listings = part(removals.listings, removals.listings.before === 1 ? "listing" : "listings");
  return removals.projects.removed.length === 0
    ? listings
    : `${listings} and ${part(removals.projects, removals.projects.before === 1 ? "project" : "projects")}`;
}

/**
 * Why the guard refuses an import, as the run log, the cron's log and the command line say it:
 * "it would remove 35 of the 36 listings (97 %), more than the limit of 20 %", or without figures
 * when they could not be read.
 */
export function refusalReason(removals: Removals | null, limitPercent: number): string {
  if (removals === null) return `it would remove more than ${limitPercent} % of the listings or projects`;
  return `it would remove ${describeRemovals(removals, limitPercent)}, more than the limit of ${limitPercent} %`;
}

/** How a person confirms removals that really happened in the CRM: `command` imports the export whatever it removes. */
export function confirmAdvice(command: string): string {
  return `if they really left the CRM, confirm with: ${command}`;
}
