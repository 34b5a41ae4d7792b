/**
 * What a page's search box starts from: the choices in the property cache, and on a list page
 * the current search. A failed read leaves the page without a search box, never broken.
 */
import { slugLanguage, type RouteKey } from "../../config/routes.ts";
import type { SearchOptionsView } from "../../ui/search/model.ts";
import type { SearchState } from "../../shared/search/query.ts";
import { parseListQuery } from "../catalogue/list-query.ts";
import type { Site } from "../site/site.ts";
import { searchFromList } from "./search-box.ts";
import { loadSearchOptions } from "./search-options.ts";

export interface SearchData {
  options: SearchOptionsView;
  initial?: SearchState;
}

/** The search box's data; without it (the cache cannot be read) the page shows no search box. */
export async function loadSearch(
  db: D1Database,
  site: Site,
  lang: string,
  key: RouteKey,
  query: URLSearchParams,
): Promise<SearchData | undefined> {
  try {
    const options = await loadSearchOptions(db, slugLanguage(lang, site.defaultLanguage));
    if (key === "home") return { options };
    const goal = key === "forRent" ? 1 : 0;
    const initial = searchFromList(parseListQuery(query, goal), goal);
    // A city or type the cache does not offer for this goal is not a choice the box can show.
    const goalKey = goal === 1 ? "rent" : "sale";
    const cities = new Set(options.cities[goalKey].map((o) => o.value));
    const types = new Set(options.types[goalKey].map((o) => o.value));
    return {
      options,
      initial: {
        ...initial,
        cities: initial.cities.filter((c) => cities.has(c)),
        types: initial.types.filter((t) => types.has(String(t))),
      },
    };
  } catch (error) {
    console.error(`search box on ${key} (${lang}): the property cache could not be read`, error);
    return undefined;
  }
}
