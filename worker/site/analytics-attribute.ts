/**
 * The text of a page's `<main data-analytics>`: its events packed as shared/analytics/page-events.ts
 * reads them back (decision 087). Every packed event is read back here first, with the names the
 * page shows, and travels packed only when it comes back exactly the same, key order included;
 * any other travels whole, so the data layer always receives what the page reports.
 */
import {
  USUAL_STATUS,
  isParams,
  swapQuotes,
  unpackEvent,
  type AnalyticsEventView,
  type AnalyticsParams,
  type AnalyticsValue,
  type PackedEvent,
  type PackedItem,
  type ShownNames,
} from "../../shared/analytics/page-events.ts";
import { analyticsText } from "../../shared/analytics/values.ts";

/** The names the page's markup shows, where the browser reads them (`ShownNames`). */
export interface NamesOnPage {
  /** The text of the first `<h1>` in `<main>`, the page's heading. */
  heading?: string;
  /** The text of a card's link to an item, by the item's id. */
  links?: ReadonlyMap<string, string>;
}

/**
 * Whether the browser reads `shown` back as `name` once the page is parsed: the HTML parser drops
 * NUL characters and a lone surrogate is sent as U+FFFD, so a text holding either travels itself.
 */
function readsBackAs(shown: string | undefined, name: AnalyticsValue | undefined): boolean {
  return (
    typeof shown === "string" && typeof name === "string" && !/[\0\p{Cs}]/u.test(shown) && analyticsText(shown) === name
  );
}

const orNull = <T>(value: T | undefined): T | null => (value === undefined ? null : value);

function packItem(item: AnalyticsParams, names: NamesOnPage): PackedItem {
  const id = String(item.item_id);
  // A numeric id is written as a number, and only its card is looked for (client/analytics/events.ts).
  const numeric = /^[1-9]\d{0,14}$/.test(id);
  const row: [string | number, number | null, string | null, string | null] = [
    numeric ? Number(id) : id,
    orNull(item.price as number | undefined),
    orNull(item.item_category2 as string | undefined),
    orNull(item.item_category3 as string | undefined),
  ];
  const status = orNull(item.item_variant as string | undefined);
  if (!numeric || !readsBackAs(names.links?.get(id), item.item_name))
    return [...row, status, orNull(item.item_name as string | undefined)];
  return status === USUAL_STATUS ? row : [...row, status];
}

function packEvent({ event, params }: AnalyticsEventView, names: NamesOnPage): PackedEvent | undefined {
  const { ecommerce, ...own } = params;
  if (event === "search") return ["search"];
  if (event === "view_item" && isParams(ecommerce) && Array.isArray(ecommerce.items)) {
    const name = (ecommerce.items[0] as AnalyticsParams | undefined)?.item_name;
    return readsBackAs(names.heading, name) ? [event, own] : [event, own, orNull(name as string | undefined)];
  }
  if (event === "view_item_list") {
    if (ecommerce === undefined) return [event, own];
    if (!isParams(ecommerce) || !Array.isArray(ecommerce.items)) return undefined;
    const items = ecommerce.items.filter(isParams);
    const first = items[0]?.index;
    return [event, own, typeof first === "number" ? first : 0, items.map((item) => packItem(item, names))];
  }
  return undefined;
}

/** What `<main data-analytics>` carries for these events; nothing when there are none. */
export function analyticsAttribute(
  events: readonly AnalyticsEventView[] | undefined,
  names: NamesOnPage = {},
): string | undefined {
  if (!events?.length) return undefined;
  const shown: ShownNames = { heading: () => names.heading, link: (id) => names.links?.get(id) };
  let list: AnalyticsParams | undefined;
  const packed = events.map((event) => {
    const candidate = packEvent(event, names);
    const back = candidate && unpackEvent(candidate, list, shown);
    if (event.event === "view_item_list") list = event.params;
    return back && JSON.stringify(back) === JSON.stringify(event) ? candidate : event;
  });
  return swapQuotes(JSON.stringify(packed));
}
