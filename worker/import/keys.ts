/**
 * Which stored records an import keeps: every (kind, id, language) the feed carries, replaced by
 * a valid record or kept by an invalid one. Both the import's sweep (import-statements.ts) and the
 * removal guard's forecast (import-guard.ts) read the feed this way.
 */
import type { CheckedFeed } from "./feed.ts";
import { LANGUAGES } from "./feed-values.ts";

export type FeedKey = [kind: "listing" | "project", id: number, language: string, replaced: 0 | 1];

/**
 * Every (kind, id, language) the feed carries: replaced = 1 for a valid record, 0 for an invalid
 * one whose stored version stays. An invalid record whose language is unreadable keeps the id's
 * stored versions in every language no valid record replaces.
 */
export function feedKeys(feed: Pick<CheckedFeed, "properties" | "projects" | "rejected">): FeedKey[] {
  const keys = new Map<string, FeedKey>();
  const add = (kind: FeedKey[0], id: number, language: string, replaced: 0 | 1) => {
    const key = `${kind}|${id}|${language}`;
    if (!keys.has(key)) keys.set(key, [kind, id, language, replaced]);
  };
  for (const r of feed.properties) add("listing", r.ID, r.language, 1);
  for (const r of feed.projects) add("project", r.ID, r.language, 1);
  for (const r of feed.rejected) {
    if (r.id === null) continue;
    const kind = r.record === "property" ? "listing" : "project";
    for (const language of r.language ? [r.language] : LANGUAGES) add(kind, r.id, language, 0);
  }
  return [...keys.values()];
}
