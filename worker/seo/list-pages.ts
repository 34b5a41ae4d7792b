/**
 * Which page of a list a list page's URL stands for in search engines. Each page of a plain list
 * (newest first, as a list, not narrowed) is its own canonical URL, `?page=2` included: it shows
 * other listings than the first. A filtered, re-sorted or map view shows the same listings as
 * the plain list in another cut, so it names the list's first page, as before.
 */
import { DEFAULT_QUERY } from "../catalogue/list-query.ts";
import type { RouteData } from "../catalogue/route-data.ts";

/** The page number the request's list stands for: 1 for a first page, a variant, or a page without a list. */
export function canonicalListPage(data: RouteData | undefined): number {
  if (!data) return 1;
  for (const results of data.propertyLists.values()) {
    if (results.kind !== "list") continue;
    const plain =
      !results.filtered &&
      results.view === DEFAULT_QUERY.view &&
      results.sorts.find((sort) => sort.current)?.sort === DEFAULT_QUERY.sort;
    return plain ? results.paging.page : 1;
  }
  return 1;
}

/** A page's paths per language with its list page, when that is not the first: `/nl/te-koop/?page=2`. */
export function pagedPaths(paths: Readonly<Record<string, string>>, page: number): Record<string, string> {
  if (page <= 1) return { ...paths };
  return Object.fromEntries(Object.entries(paths).map(([lang, path]) => [lang, `${path}?page=${page}`]));
}
