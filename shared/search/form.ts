/**
 * The search box's fields before JavaScript: a GET form whose fields are not yet the list's query
 * string (a goal code, empty fields, typed prices). The server reads a submitted form with the
 * same rules the enhanced box applies and redirects to the URL the box would have
 * opened; the box reads its own fields the same way when it wakes up, so nothing a visitor chose
 * before it was hydrated is lost.
 */
import { fullRange, parseTypedMax, parseTypedMin, PRICE_SLIDER } from "../rules/price-range.ts";
import { MAX_ROOM_COUNT } from "../rules/room-count.ts";
import {
  goalFromCode,
  MAX_CITIES,
  MAX_SEARCH_CHARS,
  MAX_TYPES,
  SEARCH_ROOMS,
  searchTarget,
  type SearchState,
} from "./query.ts";

/** A request carries the search form when it names a goal: list links never do. */
export function isSearchForm(params: URLSearchParams): boolean {
  return params.has("goal");
}

const CITY_KEY = /^[^|]{1,80}\|[a-z0-9][a-z0-9 -]{0,11}$/;

/** The search a submitted form describes; what does not read as a valid value is left out. */
export function searchStateFromForm(params: URLSearchParams): SearchState {
  const goal = goalFromCode(params.get("goal"));
  const range = PRICE_SLIDER[goal];
  const rooms: SearchState["rooms"] = {};
  for (const room of SEARCH_ROOMS) {
    const text = (params.get(room) ?? "").trim();
    if (!/^\d{1,3}$/.test(text)) continue;
    const count = Math.min(Number(text), MAX_ROOM_COUNT);
    if (count > 0) rooms[room] = count;
  }
  // The maximum first: the minimum label is then checked against the maximum it ends up with.
  let price = fullRange(goal);
  price = parseTypedMax(params.get("price-max") ?? "", price, range);
  price = parseTypedMin(params.get("price-min") ?? "", price, range);
  return {
    goal,
    search: (params.get("search") ?? "").trim().slice(0, MAX_SEARCH_CHARS),
    cities: [
      ...new Set(
        params
          .getAll("city")
          .map((c) => c.trim().toLowerCase())
          .filter((c) => CITY_KEY.test(c)),
      ),
    ].slice(0, MAX_CITIES),
    types: [
      ...new Set(
        params
          .getAll("type")
          .map((v) => v.trim())
          .filter((v) => /^\d{1,4}$/.test(v) && Number(v) > 0)
          .map(Number),
      ),
    ].slice(0, MAX_TYPES),
    rooms,
    price,
  };
}

/** Where a submitted search form lands. */
export function searchFormTarget(lists: { sale: string; rent: string }, params: URLSearchParams): string {
  const state = searchStateFromForm(params);
  return searchTarget(lists, state, fullRange(state.goal));
}
