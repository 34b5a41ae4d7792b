/**
 * The results of a page's property-list modules. On the sale and rent pages the (first) module is
 * the full list driven by the query string; elsewhere (home) a module shows the newest listings
 * on the market of its goal. A failed read of the property cache never breaks the page: the
 * module says the list is unavailable and the error is logged.
 */
import type {
  ActiveFilter,
  ListPageResults,
  Paging,
  PagingItem,
  PropertyListResults,
} from "../../ui/catalogue/list/model.ts";
import { slugLanguage, type RouteKey } from "../../config/routes.ts";
import type { Module } from "../../config/schema.ts";
import type { Site } from "../site/site.ts";
import { cardView, pinView } from "./card-view.ts";
import {
  DEFAULT_QUERY,
  hasFilters,
  listQueryString,
  parseListQuery,
  ROOM_FILTERS,
  SORTS,
  VIEWS,
  type ListQuery,
} from "./list-query.ts";
import { searchTerms } from "./list-search.ts";
import {
  allCities,
  mapListings,
  MAX_MAP_PINS,
  newestListings,
  searchListings,
  typeNames,
  type CityName,
  type ListingFilter,
} from "./listings.ts";

/** Cards per page: fills rows of 2, 3 and 4 (docs/decisions/020-property-lists.md). */
export const PAGE_SIZE = 12;

type PropertyListRelation = Extract<Module["relations"][number], { type: "property-list" }>;

/** The results of every property-list module on a page, by module id. */
export async function loadPropertyLists(
  db: D1Database,
  site: Site,
  lang: string,
  key: RouteKey,
  query: URLSearchParams,
): Promise<Map<number, PropertyListResults>> {
  const modules = (site.pageFor.get(key)?.params.modules ?? [])
    .filter((m) => m.status === "Published")
    .sort((a, b) => a.sort - b.sort)
    .flatMap((module) => {
      const relation = module.relations.find((r): r is PropertyListRelation => r.type === "property-list");
      return relation ? [{ module, relation }] : [];
    });
  const listPage = key === "forSale" || key === "forRent";
  // Listings are stored in the filled languages; de shows the default language's (decision 002).
  const language = slugLanguage(lang, site.defaultLanguage);
  const entries = await Promise.all(
    modules.map(async ({ module, relation }, i): Promise<[number, PropertyListResults]> => {
      // The same goal the page model gives the module.
      const goal = relation.goal ?? (key === "forRent" ? 1 : 0);
      try {
        if (listPage && i === 0) return [module.id, await loadListPage(db, site, lang, language, key, goal, query)];
        const rows = await newestListings(db, { language, goal, marquees: relation.marquee }, module.maxItems);
        return [module.id, { kind: "teaser", cards: rows.map((row) => cardView(row, site.table, lang)) }];
      } catch (error) {
        console.error(
          `property list of module ${module.id} on ${key} (${lang}): the property cache could not be read`,
          error,
        );
        return [module.id, { kind: "unavailable" }];
      }
    }),
  );
  return new Map(entries);
}

async function loadListPage(
  db: D1Database,
  site: Site,
  lang: string,
  language: string,
  key: RouteKey,
  goal: 0 | 1,
  params: URLSearchParams,
): Promise<ListPageResults> {
  const parsed = parseListQuery(params, goal);
  const [cities, types] = await Promise.all([
    parsed.search || parsed.cities.length > 0 ? allCities(db) : Promise.resolve([]),
    parsed.types.length > 0 ? typeNames(db, language) : Promise.resolve(new Map<number, string>()),
  ]);
  // Cities and types come from the lists of the page's language (the home search offers those);
  // one the cache does not know is ignored like any other invalid value.
  const ownCities = cities.filter((c) => c.language === language);
  const query: ListQuery = {
    ...parsed,
    cities: parsed.cities.filter((key) => ownCities.some((c) => c.city_key === key)),
    types: parsed.types.filter((type) => types.has(type)),
  };
  const filter: ListingFilter = {
    language,
    goal,
    cities: query.cities,
    types: query.types,
    rooms: query.rooms,
    price: query.price,
    ...(query.search ? { search: searchTerms(query.search, cities, language) } : {}),
  };
  const base = site.table.path(lang, key);
  const href = (q: ListQuery) => base + listQueryString(q);
  const common = {
    kind: "list" as const,
    goal,
    view: query.view,
    filtered: hasFilters(query),
    sorts: SORTS.map((sort) => ({ sort, href: href({ ...query, sort, page: 1 }), current: sort === query.sort })),
    views: VIEWS.map((view) => ({ view, href: href({ ...query, view, page: 1 }), current: view === query.view })),
    filters: activeFilters(query, href, ownCities, types),
    resetHref: href({ ...DEFAULT_QUERY, sort: query.sort, view: query.view }),
    alertHref: site.table.path(lang, "demandRegister"),
  };

  if (query.view === "map") {
    const { total, located, rows } = await mapListings(db, filter);
    return {
      ...common,
      total,
      cards: [],
      paging: { page: 1, pageCount: 1, items: [] },
      map: { pins: rows.map((row) => pinView(row, site.table, lang)), located, capped: located > MAX_MAP_PINS },
    };
  }

  const { total, page, rows } = await searchListings(db, filter, query.sort, query.page, PAGE_SIZE);
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const pageHref = (n: number) => href({ ...query, page: n });
  return {
    ...common,
    total,
    cards: rows.map((row) => cardView(row, site.table, lang)),
    paging: pagingView(page, pageCount, pageHref),
  };
}

/** A paging bar: previous and next, and the window of page links with gaps. */
export function pagingView(page: number, pageCount: number, pageHref: (n: number) => string): Paging {
  return {
    page,
    pageCount,
    ...(page > 1 ? { previous: pageHref(page - 1) } : {}),
    ...(page < pageCount ? { next: pageHref(page + 1) } : {}),
    items: pageWindow(page, pageCount).map((n): PagingItem =>
      n === undefined ? { kind: "gap" } : { kind: "page", page: n, href: pageHref(n), current: n === page },
    ),
  };
}

/**
 * The page numbers a paging bar shows: the first, the last, and the current one with its
 * neighbours; undefined where pages are skipped (a single skipped page is shown instead).
 */
export function pageWindow(page: number, pageCount: number): (number | undefined)[] {
  const shown = new Set([1, pageCount, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pageCount));
  const sorted = [...shown].sort((a, b) => a - b);
  const items: (number | undefined)[] = [];
  for (const n of sorted) {
    const previous = items.at(-1);
    if (previous !== undefined && n - previous === 2) items.push(n - 1);
    else if (previous !== undefined && n - previous > 2) items.push(undefined);
    items.push(n);
  }
  return items;
}

/** Each filter the visitor set, named for display, with the link that drops it (back to page 1). */
function activeFilters(
  query: ListQuery,
  href: (q: ListQuery) => string,
  cities: CityName[],
  types: Map<number, string>,
): ActiveFilter[] {
  const without = (change: Partial<ListQuery>) => href({ ...query, ...change, page: 1 });
  const filters: ActiveFilter[] = [];
  if (query.search) filters.push({ kind: "search", text: query.search, removeHref: without({ search: undefined }) });
  for (const key of query.cities) {
    const city = cities.find((c) => c.city_key === key)!;
    filters.push({
      kind: "city",
      name: city.name,
      zip: city.zip,
      removeHref: without({ cities: query.cities.filter((c) => c !== key) }),
    });
  }
  for (const type of query.types) {
    filters.push({
      kind: "type",
      name: types.get(type)!,
      removeHref: without({ types: query.types.filter((t) => t !== type) }),
    });
  }
  for (const room of ROOM_FILTERS) {
    const count = query.rooms[room];
    if (!count) continue;
    const { [room]: _dropped, ...rooms } = query.rooms;
    filters.push({ kind: "rooms", room, count, removeHref: without({ rooms }) });
  }
  if (query.price.min !== undefined || query.price.max !== undefined)
    filters.push({ kind: "price", ...query.price, removeHref: without({ price: {} }) });
  return filters;
}
