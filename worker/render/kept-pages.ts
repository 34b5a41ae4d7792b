/**
 * The page cache's first tier: the pages this isolate served lately, kept in its memory already
 * cut at their placeholders (fresh-values.ts), so that serving one again costs neither a Cache
 * API read nor a pass over its bytes (decision 079). A page is kept under the edge cache's own key
 * and for no longer than the edge keeps its copy (page-cache.ts), so this tier is never staler
 * than the edge: a new configuration, catalogue version, build or cookie choice is a new key. The
 * pages are the unfilled ones every visitor shares; nothing of one visitor is ever kept here.
 */
import type { PreparedPage } from "./fresh-values.ts";

export interface KeptPage {
  /** The headers every visitor gets, placeholders unfilled: no Set-Cookie, the page's own Cache-Control. */
  headers: [string, string][];
  body: PreparedPage;
  /** A listing's detail page: its views count on every hit. */
  listingId?: number;
  /** The page's language, for the visitor's language cookie. */
  lang: string;
  /** When the edge's copy lapses (ms since the epoch): this one goes with it. */
  expires: number;
}

/**
 * The memory the kept pages may take in one isolate (128 MB): about fifty pages of 100–190 KB,
 * the most visited ones, as the least recently served go first.
 */
export const KEPT_PAGES_MAX_BYTES = 8 * 1024 * 1024;

/** Insertion order is recency: a page served again moves to the end. */
const pages = new Map<string, KeptPage>();
let keptBytes = 0;

/** The page kept under `key`, unless its time is up. */
export function keptPage(key: string, now: number): KeptPage | undefined {
  const page = pages.get(key);
  if (!page) return undefined;
  pages.delete(key);
  if (page.expires <= now) {
    keptBytes -= page.body.byteLength;
    return undefined;
  }
  pages.set(key, page);
  return page;
}

/** Keeps a page, making room by dropping the lapsed ones, then the least recently served. */
export function keepPage(key: string, page: KeptPage, now: number): void {
  if (page.body.byteLength > KEPT_PAGES_MAX_BYTES / 8 || page.expires <= now) return;
  forget(key);
  for (const [other, kept] of pages) if (kept.expires <= now) forget(other);
  for (const [other] of pages) {
    if (keptBytes + page.body.byteLength <= KEPT_PAGES_MAX_BYTES) break;
    forget(other);
  }
  pages.set(key, page);
  keptBytes += page.body.byteLength;
}

function forget(key: string): void {
  const page = pages.get(key);
  if (!page) return;
  pages.delete(key);
  keptBytes -= page.body.byteLength;
}

/** What this isolate keeps: how many pages, and their bytes. */
export function keptPagesSize(): { pages: number; bytes: number } {
  return { pages: pages.size, bytes: keptBytes };
}

/** Forgets every kept page (tests start from an empty memory). */
export function forgetKeptPages(): void {
  pages.clear();
  keptBytes = 0;
}
