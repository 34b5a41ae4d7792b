/**
 * The catalogue's version as the page cache sees it (migrations/0012_page_versions.sql, decision
 * 042): a generation raised whenever something a public page shows changes in D1. An import
 * raises it when its feed differs from the last one imported; approved testimonials and visit
 * bookings raise it through triggers, so even a change made by hand with SQL counts.
 */
import type { CheckedFeed } from "./feed.ts";
import type { Statement } from "./batch.ts";

/**
 * A digest of what an import stores for the public pages: the valid records, and which records
 * were rejected (they keep their stored version). The CRM's history is left out: only the owner
 * portal shows it, and its pages are never cached. FNV-1a in two 32-bit lanes over each record's
 * JSON: it detects change and needs neither the whole feed as one string nor async crypto, so the
 * worker and the CLI compute it the same way.
 */
export function feedDigest(feed: Pick<CheckedFeed, "properties" | "projects" | "rejected">): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x5bd1e995;
  const add = (text: string) => {
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      a = Math.imul(a ^ code, 0x01000193);
      b = Math.imul(b ^ code, 0x5bd1e995) ^ (b >>> 15);
    }
    a = Math.imul(a ^ 0x1e, 0x01000193);
  };
  for (const record of feed.properties) add(JSON.stringify(record));
  add("projects");
  for (const record of feed.projects) add(JSON.stringify(record));
  add("rejected");
  for (const record of feed.rejected) add(`${record.record}|${record.id}|${record.language}`);
  return `${(a >>> 0).toString(16).padStart(8, "0")}${(b >>> 0).toString(16).padStart(8, "0")}`;
}

/** The import's last statement: a new generation when the feed differs from the last one imported. */
export function catalogueVersionStatement(digest: string): Statement {
  return {
    sql: "UPDATE page_versions SET generation = generation + 1, feed_digest = ?, changed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE name = 'catalogue' AND feed_digest IS NOT ?",
    params: [digest, digest],
  };
}

interface Memo {
  version: string;
  expires: number;
}

let memo: Memo | undefined;

/**
 * The catalogue's version, read from D1 at most once per `seconds` per isolate, so a page served
 * from the cache costs no D1 query. The time of the last change is part of it: a database rebuilt
 * from its migrations starts again at generation 0 but never at the same instant.
 */
export async function catalogueVersion(db: D1Database, seconds: number, now = Date.now()): Promise<string> {
  if (memo && memo.expires > now) return memo.version;
  const row = await db
    .prepare("SELECT generation, changed_at FROM page_versions WHERE name = 'catalogue'")
    .first<{ generation: number; changed_at: string | null }>();
  if (!row) throw new Error("page_versions has no catalogue row (migration 0012)");
  const version = `${row.generation}-${(row.changed_at ?? "").replace(/[^0-9]/g, "")}`;
  memo = { version, expires: now + seconds * 1000 };
  return version;
}

/** Forgets this isolate's copy: after a change this isolate made, its next page reads the new version. */
export function forgetCatalogueVersion(): void {
  memo = undefined;
}
