/**
 * Data every route-table page may need before it renders: the cards of its property-list modules
 * (the full, filtered list on the sale and rent pages) and the search box's choices. What a page
 * of its own loads, its module loads (ui/pages/<page>/page.server.ts).
 */
import type { RouteKey } from "../../config/routes.ts";
import type { PropertyListResults } from "../../ui/catalogue/list/model.ts";
import type { Site } from "../site/site.ts";
import { loadPropertyLists } from "./list-data.ts";
import { showsSearchBox } from "../search/search-box.ts";
import type { FormView } from "../../ui/forms/model.ts";
import { loadSearch, type SearchData } from "../search/search-data.ts";
import { listQueriesByLanguage } from "./list-languages.ts";

export interface RouteData {
  /** Results per property-list module id. */
  propertyLists: Map<number, PropertyListResults>;
  /** The search box's choices, and on a list page the search it starts from. */
  search?: SearchData;
  /** The page's forms by name (the contact page's, …), built with the request's bindings. */
  forms?: Map<string, FormView>;
  /** On a sale or rent list: the same list's query string in each language (filters, cities renamed). */
  languageQueries?: Record<string, string>;
}

export async function loadRouteData(
  db: D1Database,
  site: Site,
  lang: string,
  key: RouteKey,
  query: URLSearchParams,
): Promise<RouteData> {
  const [propertyLists, search, languageQueries] = await Promise.all([
    loadPropertyLists(db, site, lang, key, query),
    showsSearchBox(site.config.searchBox, key) ? loadSearch(db, site, lang, key, query) : Promise.resolve(undefined),
    listQueriesByLanguage(db, site, lang, key, query),
  ]);
  return { propertyLists, search, ...(languageQueries ? { languageQueries } : {}) };
}
