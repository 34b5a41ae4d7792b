/**
 * The analytics events a page reports, as its `<main data-analytics>` carries them: packed, so
 * that what the page would repeat is written once, and read back whole in the browser before it
 * reaches the data layer (decision 087). The worker packs them (worker/site/analytics-attribute.ts).
 *
 * - `view_item_list`: the list's parameters, the first item's place in the list, and one row per
 *   item of what is its own: id, price, type, city, its status unless "available", its name unless
 *   its card shows it. The list's id, name and goal and each item's place are not repeated.
 * - `view_item`: the event's parameters, which its one ecommerce item repeats, and the item's name
 *   unless the page's heading shows it.
 * - `search`: nothing; it repeats the list it lands on (filters, goal, result count, language).
 * - Any other event, or one that would not come back the same, is written whole.
 *
 * The text is JSON with `"` and `` ` `` swapped, so that an attribute does not write every quote
 * as `&quot;`.
 */
import { analyticsText } from "./values.ts";

/** A data-layer value: text, numbers and flags, and the lists and objects GA4's ecommerce data uses. */
export type AnalyticsValue = string | number | boolean | AnalyticsValue[] | { [key: string]: AnalyticsValue };

export type AnalyticsParams = Record<string, AnalyticsValue>;

/** One data-layer event: `{ event, ...params }`. */
export interface AnalyticsEventView {
  event: string;
  params: AnalyticsParams;
}

/** Where the browser reads the names a page shows. */
export interface ShownNames {
  /** The page's heading: the name of the item the page is about. */
  heading(): string | undefined;
  /** The text of a card's link to the item with this id. */
  link(id: string): string | undefined;
}

/** A list item: id, price, type, city (null: none), then its status unless "available", and its name (null: none) unless its card shows it. */
export type PackedItem = [
  id: string | number,
  price: number | null,
  type: string | null,
  city: string | null,
  status?: string | null,
  name?: string | null,
];

/** An event as the page writes it: whole, or packed (the event's name first). */
export type PackedEvent =
  | AnalyticsEventView
  | [event: "view_item_list", params: AnalyticsParams, first?: number, items?: PackedItem[]]
  | [event: "view_item", params: AnalyticsParams, name?: string | null]
  | [event: "search"];

/** The status a list item has unless its row says otherwise. */
export const USUAL_STATUS = "available";

/** A list's own parameters; the others are the visitor's filters, which its search repeats. */
const LIST_OWN = new Set([
  "item_list_id",
  "item_list_name",
  "goal",
  "results",
  "page_number",
  "list_view",
  "sort",
  "language",
  "ecommerce",
]);

/** Parameters without the ones that have no value (undefined, null, ""). */
function withValues(params: Record<string, AnalyticsValue | null | undefined>): AnalyticsParams {
  return Object.fromEntries(
    Object.entries(params).filter(([, value]) => value != null && value !== ""),
  ) as AnalyticsParams;
}

/** Whether a value is an object of parameters (not a list). */
export const isParams = (value: unknown): value is AnalyticsParams =>
  !!value && typeof value === "object" && !Array.isArray(value);

/** The parameters packed events are read back from, as the worker wrote them. */
type Written = AnalyticsParams & { [key in "item_id" | "item_list_id" | "item_list_name" | "status"]: string };

/**
 * One event back whole, given the list before it (what a search repeats); undefined when it is
 * not an event. Items take GA4's keys in the order the worker writes them: id, name, categories
 * (goal, type, city), variant (status), price, then a list item's place and list.
 */
export function unpackEvent(
  entry: unknown,
  list: AnalyticsParams | undefined,
  names: ShownNames,
): AnalyticsEventView | undefined {
  if (!Array.isArray(entry))
    return isParams(entry) && typeof entry.event === "string" && entry.event && isParams(entry.params)
      ? (entry as unknown as AnalyticsEventView)
      : undefined;
  const [event, params, ...rest] = entry as [string, Written, ...unknown[]];
  if (event === "search") {
    if (!list) return undefined;
    const filters = Object.entries(list).filter(([key]) => !LIST_OWN.has(key));
    const { goal, results, language } = list;
    return { event, params: withValues({ ...Object.fromEntries(filters), goal, results, language }) };
  }
  const item = (
    [id, price, type, city, status = USUAL_STATUS, ...name]: PackedItem,
    shown: (id: string) => string | undefined,
    place?: AnalyticsParams,
  ) =>
    withValues({
      item_id: String(id),
      item_name: analyticsText(name.length > 0 ? name[0] : shown(String(id))),
      item_category: params.goal,
      item_category2: type,
      item_category3: city,
      item_variant: status,
      price,
      ...place,
    });
  if (event === "view_item") {
    const { item_id, price, property_type, city, status } = params;
    const row = [item_id, price, property_type, city, status ?? null, ...rest] as unknown as PackedItem;
    const items = [item(row, names.heading)];
    return { event, params: { ...params, ecommerce: withValues({ currency: params.currency, value: price, items }) } };
  }
  const [first, rows] = rest as [number, PackedItem[]?];
  if (!rows) return { event, params };
  const { item_list_id, item_list_name } = params;
  const items = rows.map((row, i) => item(row, names.link, { index: first + i, item_list_id, item_list_name }));
  return { event, params: { ...params, ecommerce: { item_list_id, item_list_name, items } } };
}

/** The page's events from what `data-analytics` carried (swapped back and parsed) and the names its markup shows. */
export function unpackPageEvents(packed: unknown, names: ShownNames): AnalyticsEventView[] {
  const events: AnalyticsEventView[] = [];
  let list: AnalyticsParams | undefined;
  for (const entry of Array.isArray(packed) ? packed : []) {
    const event = unpackEvent(entry, list, names);
    if (!event) continue;
    if (event.event === "view_item_list") list = event.params;
    events.push(event);
  }
  return events;
}

/** `"` and `` ` `` swapped: the attribute's text from JSON, and back. */
export const swapQuotes = (json: string): string => json.replace(/["`]/g, (c) => (c === '"' ? "`" : '"'));
