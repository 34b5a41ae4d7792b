/**
 * What the home search box sends to the property list, without a server call: the list of the
 * chosen goal
 * (0 = sale, any other code = rent) with `search`, `city` repeated as `name|zip` in lower case,
 * `type` repeated as WebID, one parameter per room kind with its count (0 left out), and
 * `price=min-max` only when the range differs from the goal's full range. The enhanced search
 * box and the server (for the form sent without JavaScript) both write the URL with this
 * function, so both land on the same address.
 */

export const SEARCH_ROOMS = ["bedrooms", "bathrooms", "showerrooms", "toilets", "garages"] as const;

/**
 * Caps on what one search may ask. The list query binds each value in D1, which takes at most
 * 100 per statement (docs/decisions/020-property-lists.md).
 */
export const MAX_CITIES = 20;
export const MAX_TYPES = 10;
export const MAX_SEARCH_CHARS = 100;
export type SearchRoom = (typeof SEARCH_ROOMS)[number];

export interface SearchState {
  goal: 0 | 1;
  search: string;
  /** City keys, `name|zip`. */
  cities: string[];
  /** Type WebIDs. */
  types: number[];
  rooms: Partial<Record<SearchRoom, number>>;
  price: { min: number; max: number };
}

/** The goal code: 0 is sale, every other code is rent. */
export function goalFromCode(code: string | number | undefined | null): 0 | 1 {
  if (code === undefined || code === null) return 0;
  const text = String(code).trim();
  return text === "" || text === "0" ? 0 : 1;
}

/**
 * The query string ("" or "?…") of a search, parameters in a fixed order: search, city, type,
 * the room counters, price.
 */
export function searchQueryString(state: SearchState, fullRange: { min: number; max: number }): string {
  const params = new URLSearchParams();
  const search = state.search.trim();
  if (search) params.append("search", search);
  for (const city of new Set(state.cities.map((c) => c.toLowerCase()))) params.append("city", city);
  for (const type of new Set(state.types)) params.append("type", String(type));
  for (const room of SEARCH_ROOMS) {
    const count = state.rooms[room] ?? 0;
    if (Number.isInteger(count) && count > 0) params.append(room, String(count));
  }
  if (state.price.min !== fullRange.min || state.price.max !== fullRange.max)
    params.append("price", `${state.price.min}-${state.price.max}`);
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** The address a search lands on: the sale or rent list with the search's query string. */
export function searchTarget(
  lists: { sale: string; rent: string },
  state: SearchState,
  fullRange: { min: number; max: number },
): string {
  return (state.goal === 1 ? lists.rent : lists.sale) + searchQueryString(state, fullRange);
}
