/**
 * The analytics events (search, detail, list, print, form submission) and the visit's utm
 * parameters, pushed to the data layer (client/analytics/data-layer.ts). The worker writes the
 * events a page reports into `<main data-analytics>` (worker/site/page-analytics.ts); they are
 * pushed once, when the page is shown: a page restored from the back-forward cache runs no script
 * again, and one the browser prerenders waits until the visitor actually sees it.
 *
 * Pushing data requests nothing: the tag manager and the analytics tags load only according to
 * the visitor's consent (client/consent/tags.ts) and read what was pushed before they came.
 */
import {
  swapQuotes,
  unpackPageEvents,
  type AnalyticsEventView,
  type AnalyticsValue,
  type ShownNames,
} from "../../shared/analytics/page-events.ts";
import { dataLayer, type DataLayerEntry } from "./data-layer.ts";
import { forgetSearch, isNewSearch, searchKey, type SearchStore } from "./search-events.ts";
import { createPrintReporter, setPrintReporter, type PrintMethod } from "./print-events.ts";
import { keepUtm, sessionStore, type UtmParameters } from "./utm.ts";

type Params = Record<string, AnalyticsValue>;

/**
 * Where `<main>` shows its items' names: its first heading (the item the page is about), and the
 * cards, articles whose link leads to an item by an address ending in its id ("…/40232/",
 * "…-7003/"): the link's first element (a property card's link holds its title, place and
 * price, in that order), or the link's whole text when it holds only the name (a project
 * card's). The worker reads back only numeric ids' names.
 */
export function namesShownIn(main: Pick<HTMLElement, "querySelector">): ShownNames {
  return {
    heading: () => main.querySelector("h1")?.textContent ?? undefined,
    link: (id) => {
      const link = main.querySelector(`article a[href$="/${id}/"], article a[href$="-${id}/"]`);
      return link ? ((link.firstElementChild ?? link).textContent ?? undefined) : undefined;
    },
  };
}

const NO_NAMES: ShownNames = { heading: () => undefined, link: () => undefined };

/** The events the page reports, read from `<main data-analytics>` and its markup; anything malformed is none. */
export function parsePageEvents(raw: string | undefined | null, names: ShownNames = NO_NAMES): AnalyticsEventView[] {
  if (!raw) return [];
  try {
    return unpackPageEvents(JSON.parse(swapQuotes(raw)), names);
  } catch {
    return [];
  }
}

/** The list lists whose unfiltered showing ends the last search (client/analytics/search-events.ts). */
const SEARCH_LISTS = new Set(["for_sale", "for_rent"]);

/**
 * What a shown page pushes, in order: its events with the visit's utm parameters, each
 * ecommerce event preceded by `{ ecommerce: null }` (a tag manager merges data-layer objects, and
 * one event's items must not leak into the next), and a search only when it is new.
 */
export function pageEntries(
  events: readonly AnalyticsEventView[],
  utm: UtmParameters | undefined,
  storage: SearchStore | undefined,
): DataLayerEntry[] {
  const entries: DataLayerEntry[] = [];
  const searched = events.some((e) => e.event === "search");
  for (const { event, params } of events) {
    if (event === "search" && !isNewSearch(searchKey(params), storage)) continue;
    if (event === "view_item_list" && !searched && SEARCH_LISTS.has(String(params.item_list_id))) forgetSearch(storage);
    if ("ecommerce" in params) entries.push({ ecommerce: null });
    entries.push({ event, ...params, ...utm });
  }
  return entries;
}

/** `print`: the item the page shows (a listing or a project), how the print was started, the utm. */
export function printEntry(item: Params, method: PrintMethod, utm: UtmParameters | undefined): DataLayerEntry {
  const pick = (key: string) => (item[key] !== undefined ? { [key]: item[key] } : {});
  return {
    event: "print",
    ...pick("item_type"),
    ...pick("item_id"),
    ...pick("item_reference"),
    ...pick("language"),
    print_method: method,
    ...utm,
  };
}

interface AnalyticsWindow {
  dataLayer?: DataLayerEntry[];
  sessionStorage?: Storage;
  location: { search: string };
  addEventListener(type: "beforeprint", listener: () => void): void;
}

type AnalyticsDocument = Pick<Document, "querySelector" | "addEventListener"> & { prerendering?: boolean };

/** Pages whose events were pushed: the wiring may be asked twice, the events go once. */
const shown = new WeakSet<object>();

/** Pushes the page's events once it is shown, and wires the print event on a detail page. */
export function wireAnalyticsEvents(
  doc: AnalyticsDocument = document,
  win: AnalyticsWindow = window as unknown as AnalyticsWindow,
): void {
  if (shown.has(doc)) return;
  shown.add(doc);
  const storage = sessionStore(win);
  const utm = keepUtm(win.location.search, storage);
  const main = doc.querySelector<HTMLElement>("main[data-analytics]");
  const events = main ? parsePageEvents(main.dataset.analytics, namesShownIn(main)) : [];

  const item = events.find((e) => e.event === "view_item")?.params;
  if (item) {
    const reporter = createPrintReporter((method) => dataLayer(win).push(printEntry(item, method, utm)));
    setPrintReporter(reporter);
    win.addEventListener("beforeprint", () => reporter.beforePrint());
  }

  const push = () => {
    const layer = dataLayer(win);
    for (const entry of pageEntries(events, utm, storage)) layer.push(entry);
  };
  // A prerendered page is not seen yet: its events wait until it is activated.
  if (doc.prerendering) doc.addEventListener("prerenderingchange", push, { once: true });
  else push();
}
