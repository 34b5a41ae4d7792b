/**
 * One search is reported once. The list a search lands on reports it (the page's `search` event,
 * built by the worker from the list's own query), whether the search box sent the visitor there
 * with JavaScript or as a plain form. Paging, sorting, switching to the map, reloading or coming
 * back to the same results show the same search again, so a search is pushed only when it differs
 * from the last one reported in this visit; a list without filters forgets it, so the same search
 * made again later counts again.
 */
import type { AnalyticsValue } from "../../ui/model.ts";

/** What session storage offers that this needs; a test passes a Map-backed stand-in. */
export type SearchStore = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export const SEARCH_STORAGE_KEY = "analytics_last_search";

/** Parameters that describe the result of a search rather than the search itself. */
const NOT_THE_SEARCH = new Set(["results"]);

/** The search's identity: its parameters, in a fixed order, without its result count. */
export function searchKey(params: Record<string, AnalyticsValue>): string {
  return JSON.stringify(
    Object.keys(params)
      .filter((key) => !NOT_THE_SEARCH.has(key))
      .sort()
      .map((key) => [key, params[key]]),
  );
}

/**
 * True when this search is to be reported (and remembers it). Without storage every showing is
 * reported: an extra count is better than a lost one.
 */
export function isNewSearch(key: string, storage: SearchStore | undefined): boolean {
  try {
    if (storage?.getItem(SEARCH_STORAGE_KEY) === key) return false;
    storage?.setItem(SEARCH_STORAGE_KEY, key);
  } catch {
    // Unremembered: reported each time it is shown.
  }
  return true;
}

/** A list shown without any filter: the next search is new whatever it is. */
export function forgetSearch(storage: SearchStore | undefined): void {
  try {
    storage?.removeItem(SEARCH_STORAGE_KEY);
  } catch {
    // Nothing to forget.
  }
}
