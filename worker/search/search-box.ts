/**
 * The search box a page shows: on the home page when the agency shows it, and above
 * the sale and rent lists filled with the current search. Which filters are public and which
 * room counters are enabled come from the site configuration.
 */
import type { RouteKey } from "../../config/routes.ts";
import type { SearchBoxConfig } from "../../config/schema.ts";
import { fullRange, PRICE_SLIDER, priceSelection } from "../../shared/rules/price-range.ts";
import type { SearchBoxView, SearchFiltersView, SearchOptionsView } from "../../ui/search/model.ts";
import { SEARCH_ROOMS, type SearchState } from "../../shared/search/query.ts";
import type { ListQuery } from "../catalogue/list-query.ts";
import type { Site } from "../site/site.ts";

/** The page keys that show a search box under this configuration. */
export function showsSearchBox(config: SearchBoxConfig, key: RouteKey): boolean {
  if (!config.show) return false;
  return key === "home" || (config.onListPages && (key === "forSale" || key === "forRent"));
}

export function searchFilters(config: SearchBoxConfig): SearchFiltersView {
  return { ...config.public, rooms: SEARCH_ROOMS.filter((room) => config.rooms[room]) };
}

/** A list page's search as the box shows it: the same filters, the price on the slider's steps. */
export function searchFromList(query: ListQuery, goal: 0 | 1): SearchState {
  const range = PRICE_SLIDER[goal];
  const full = fullRange(goal);
  const price = priceSelection(query.price.min ?? full.min, query.price.max ?? full.max, range);
  return {
    goal,
    search: query.search ?? "",
    cities: query.cities,
    types: query.types,
    rooms: { ...query.rooms },
    price,
  };
}

export function searchBoxView(
  site: Site,
  lang: string,
  key: RouteKey,
  options: SearchOptionsView,
  initial?: SearchState,
): SearchBoxView {
  const goal = key === "forRent" ? 1 : 0;
  return {
    lists: { sale: site.table.path(lang, "forSale"), rent: site.table.path(lang, "forRent") },
    filters: searchFilters(site.config.searchBox),
    options,
    initial: initial ?? { goal, search: "", cities: [], types: [], rooms: {}, price: fullRange(goal) },
    placement: key === "home" ? "home" : "list",
  };
}
