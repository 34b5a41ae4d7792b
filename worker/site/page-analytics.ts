/**
 * The analytics events a page reports once shown, in GA4's recommended shapes: a
 * listing's or a project's page reports `view_item`, the sale and rent lists and the projects
 * page `view_item_list`, and a list narrowed by a search or filters also `search` (the browser
 * reports one search once, client/analytics/search-events.ts). The client pushes them to the data
 * layer (client/analytics/events.ts); the mapping is explained in decision 039.
 *
 * Only what the page itself shows goes in: ids, references, types, places, prices, statuses and
 * the visitor's filters. Never a name, an e-mail address, a phone number or a form's text.
 */
import type { AnalyticsEventView, AnalyticsValue } from "../../ui/model.ts";
import type { ListingPageView } from "../../ui/catalogue/detail/model.ts";
import type { ActiveFilter, ListPageResults, PriceData, PropertyCardView } from "../../ui/catalogue/list/model.ts";
import type { ProjectCardView, ProjectListView, ProjectPageView } from "../../ui/catalogue/projects/model.ts";
import { analyticsText, searchTermText } from "../../shared/analytics/values.ts";
import { PAGE_SIZE } from "../catalogue/list-data.ts";
import type { PageContext, PageRequest } from "./page-model.ts";

/** Every amount on the site is in euros. */
export const CURRENCY = "EUR";

type Params = Record<string, AnalyticsValue>;
type Goal = "sale" | "rent";

const goalName = (goal: 0 | 1): Goal => (goal === 1 ? "rent" : "sale");

/** Parameters without the ones that have no value (undefined, "", NaN). */
function defined(params: Record<string, AnalyticsValue | undefined>): Params {
  const out: Params = {};
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === "" || (typeof value === "number" && !Number.isFinite(value))) continue;
    out[key] = value;
  }
  return out;
}

/** A price as the page shows it: a number when published and above zero, else none ("on request"). */
export function shownPrice(amount: number | null | undefined, published: boolean): number | undefined {
  return published && typeof amount === "number" && Number.isFinite(amount) && amount > 0 ? amount : undefined;
}

const cardPrice = (price: PriceData) => shownPrice(price.amount, price.published);

/** "1050 Ixelles", "L-8012 Strassen" → zip and city (the project view writes its locality that way). */
function splitLocality(locality: string): { zip?: string; city: string } {
  const match = /^((?:[A-Z]{1,2}-)?\d{4,5})\s+(.+)$/.exec(locality.trim());
  return match ? { zip: match[1], city: match[2]! } : { city: locality };
}

/** GA4's item: id, name, categories (goal, type, city), variant (status) and price. */
function item(fields: {
  id: number;
  name: string;
  goal?: Goal;
  type: string;
  city: string;
  status: string;
  price?: number;
  index?: number;
  list?: ListName;
}): Params {
  return defined({
    item_id: String(fields.id),
    item_name: analyticsText(fields.name),
    item_category: fields.goal,
    item_category2: analyticsText(fields.type),
    item_category3: analyticsText(fields.city),
    item_variant: fields.status,
    price: fields.price,
    index: fields.index,
    item_list_id: fields.list?.id,
    item_list_name: fields.list?.name,
  });
}

/** `view_item` of a listing's detail page. */
export function listingViewItem(view: ListingPageView, lang: string): AnalyticsEventView {
  const { facts } = view;
  const goal = goalName(facts.goal);
  const price = shownPrice(facts.price, facts.publishPrice);
  return {
    event: "view_item",
    params: defined({
      item_type: "listing",
      item_id: String(view.id),
      item_reference: analyticsText(facts.reference),
      goal,
      property_type: analyticsText(facts.typeName),
      city: analyticsText(facts.city),
      zip: analyticsText(facts.zip),
      status: facts.status,
      price,
      currency: CURRENCY,
      language: lang,
      ecommerce: defined({
        currency: CURRENCY,
        value: price,
        items: [
          item({
            id: view.id,
            name: view.title,
            goal,
            type: facts.typeName,
            city: facts.city,
            status: facts.status,
            price,
          }),
        ],
      }),
    }),
  };
}

/** `view_item` of a project's page: new builds are sold, from the lowest price still asked. */
export function projectViewItem(view: ProjectPageView, lang: string): AnalyticsEventView {
  const { zip, city } = splitLocality(view.locality);
  const status = view.soldOut ? "sold-out" : "available";
  const price = view.soldOut ? undefined : shownPrice(view.price?.from, true);
  return {
    event: "view_item",
    params: defined({
      item_type: "project",
      item_id: String(view.id),
      item_reference: analyticsText(view.projectNumber),
      goal: "sale",
      property_type: "project",
      city: analyticsText(city),
      zip,
      status,
      price,
      currency: CURRENCY,
      language: lang,
      ecommerce: defined({
        currency: CURRENCY,
        value: price,
        items: [item({ id: view.id, name: view.name, goal: "sale", type: "project", city, status, price })],
      }),
    }),
  };
}

interface ListName {
  id: string;
  name: string;
}

export const LIST_NAMES = {
  forSale: { id: "for_sale", name: "For sale" },
  forRent: { id: "for_rent", name: "For rent" },
  projects: { id: "projects", name: "Projects" },
} as const satisfies Record<string, ListName>;

/** The visitor's filters in plain values: the search text, cities, types, room minimums, prices. */
export function filterParams(filters: readonly ActiveFilter[]): Params {
  const cities: string[] = [];
  const types: string[] = [];
  const params: Record<string, AnalyticsValue | undefined> = {};
  for (const filter of filters) {
    switch (filter.kind) {
      case "search":
        params.search_term = searchTermText(filter.text);
        break;
      case "city":
        cities.push(`${filter.name} (${filter.zip})`);
        break;
      case "type":
        types.push(filter.name);
        break;
      case "rooms":
        params[filter.room] = filter.count;
        break;
      case "price":
        params.price_min = filter.min;
        params.price_max = filter.max;
        break;
    }
  }
  return defined({ ...params, city: analyticsText(cities.join(", ")), property_type: analyticsText(types.join(", ")) });
}

function cardItem(card: PropertyCardView, index: number, list: ListName): Params {
  return item({
    id: card.id,
    name: card.title,
    goal: goalName(card.goal),
    type: card.typeName,
    city: card.city,
    status: card.status,
    price: cardPrice(card.price),
    index,
    list,
  });
}

/**
 * The events of a sale or rent list: `view_item_list` (the page of results shown, with its
 * filters), and `search` when a search or filters narrowed it.
 */
export function listEvents(results: ListPageResults, lang: string): AnalyticsEventView[] {
  const list = results.goal === 1 ? LIST_NAMES.forRent : LIST_NAMES.forSale;
  const goal = goalName(results.goal);
  const filters = filterParams(results.filters);
  const first = (results.paging.page - 1) * PAGE_SIZE;
  const items = results.cards.map((card, i) => cardItem(card, first + i, list));
  const sort = results.sorts.find((s) => s.current)?.sort;
  const events: AnalyticsEventView[] = [
    {
      event: "view_item_list",
      params: defined({
        item_list_id: list.id,
        item_list_name: list.name,
        goal,
        results: results.total,
        page_number: results.paging.page,
        list_view: results.view,
        sort,
        ...filters,
        language: lang,
        ...(items.length > 0 ? { ecommerce: { item_list_id: list.id, item_list_name: list.name, items } } : {}),
      }),
    },
  ];
  if (results.filtered) {
    events.push({ event: "search", params: defined({ ...filters, goal, results: results.total, language: lang }) });
  }
  return events;
}

function projectCardItem(card: ProjectCardView, index: number): Params {
  const status = card.soldOut ? "sold-out" : "available";
  return item({
    id: card.id,
    name: card.name,
    goal: "sale",
    type: "project",
    city: card.city,
    status,
    price: card.soldOut ? undefined : shownPrice(card.price?.from, true),
    index,
    list: LIST_NAMES.projects,
  });
}

/** `view_item_list` of the projects page. */
export function projectListEvents(view: ProjectListView, lang: string): AnalyticsEventView[] {
  if (view.unavailable) return [];
  const list = LIST_NAMES.projects;
  const items = view.projects.map((card, i) => projectCardItem(card, i));
  return [
    {
      event: "view_item_list",
      params: defined({
        item_list_id: list.id,
        item_list_name: list.name,
        goal: "sale",
        results: view.projects.length,
        page_number: 1,
        language: lang,
        ...(items.length > 0 ? { ecommerce: { item_list_id: list.id, item_list_name: list.name, items } } : {}),
      }),
    },
  ];
}

/** The events a page reports, and what its cards' links read, which the browser reads back. */
export interface PageEvents {
  events: AnalyticsEventView[];
  /** Each card's link text (a listing's title, a project's name), by the id of the item it leads to. */
  links?: ReadonlyMap<string, string>;
}

/** The projects page's events; each project's card links by its name. */
export function projectListAnalytics(view: ProjectListView, lang: string): PageEvents {
  return {
    events: projectListEvents(view, lang),
    links: new Map(view.projects.map((card) => [String(card.id), card.name])),
  };
}

export function pageAnalytics(ctx: PageContext, request: PageRequest): PageEvents {
  const { lang } = ctx;
  if (request.kind === "catalogue") {
    const body = request.page.body;
    if (body.kind === "listing" && body.view.kind === "listing") return { events: [listingViewItem(body.view, lang)] };
    if (body.kind === "project" && body.view.kind === "project") return { events: [projectViewItem(body.view, lang)] };
  } else if (request.kind === "route") {
    const { route, data } = request;
    if (request.content) return request.content.analytics(lang);
    if ((route.key === "forSale" || route.key === "forRent") && data) {
      // The page's list is its first property-list module (worker/catalogue/list-data.ts).
      const results = [...data.propertyLists.values()].find((r): r is ListPageResults => r.kind === "list");
      if (results)
        return {
          events: listEvents(results, lang),
          // A card's link reads its title (ui/catalogue/list/PropertyCard.tsx).
          links: new Map(results.cards.map((card) => [String(card.id), card.title])),
        };
    }
  }
  return { events: [] };
}
