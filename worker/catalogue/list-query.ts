/**
 * The query string of a property list (the parameters the search box sends), read into a
 * normalised ListQuery and written
 * back. Anything that does not read as a valid value is dropped, never an error, and never
 * survives into the links the page builds: every link is written from the normalised query.
 */

import { fullRange } from "../../shared/rules/price-range.ts";
import { MAX_ROOM_COUNT, ROOM_KINDS } from "../../shared/rules/room-count.ts";
import { MAX_CITIES, MAX_SEARCH_CHARS, MAX_TYPES } from "../../shared/search/query.ts";

/** One query parameter per room kind, in the search box's order. */
export const ROOM_FILTERS = ROOM_KINDS;
export type RoomFilter = (typeof ROOM_FILTERS)[number];

export const SORTS = ["newest", "price-asc", "price-desc"] as const;
export type ListSort = (typeof SORTS)[number];

export const VIEWS = ["list", "map"] as const;
export type ListView = (typeof VIEWS)[number];

/**
 * The price slider's full range per goal: a bound at or beyond its edge is no bound.
 * Taken from the search box's slider so both sides agree on what an untouched edge is.
 */
export const PRICE_RANGE: Record<0 | 1, { min: number; max: number }> = { 0: fullRange(0), 1: fullRange(1) };

/** Caps on repeated values, shared with the search box (shared/search/query.ts). */
export { MAX_CITIES, MAX_SEARCH_CHARS, MAX_TYPES };
/** A minimum room count above this is not a real search (the search box's counters stop there too). */
export const MAX_ROOMS = MAX_ROOM_COUNT;
/** Pages past the last one show the last one; this only keeps the number sane. */
export const MAX_PAGE = 10_000;

export interface PriceFilter {
  min?: number;
  max?: number;
}

export interface ListQuery {
  /** A reference (RecordFile or ID) or city text. */
  search?: string;
  /** `name|zip`, lower case, as listings.city_key stores it. */
  cities: string[];
  /** Type WebIDs. */
  types: number[];
  /** Minimum counts; zero is no filter (a counter at 0 is left out of the query). */
  rooms: Partial<Record<RoomFilter, number>>;
  price: PriceFilter;
  sort: ListSort;
  /** Requested page, 1-based; the data layer clamps it to the last page. */
  page: number;
  view: ListView;
}

export const DEFAULT_QUERY: ListQuery = {
  cities: [],
  types: [],
  rooms: {},
  price: {},
  sort: "newest",
  page: 1,
  view: "list",
};

const DIGITS = /^\d{1,12}$/;
const CITY = /^([^|]{1,80})\|([a-z0-9][a-z0-9 -]{0,11})$/;

/** Reads a list's query string; `goal` gives the price range whose edges mean "no bound". */
export function parseListQuery(params: URLSearchParams, goal: 0 | 1): ListQuery {
  const rooms: ListQuery["rooms"] = {};
  for (const room of ROOM_FILTERS) {
    const count = first(params, room, (v) => positiveInt(v, MAX_ROOMS));
    if (count !== undefined) rooms[room] = count;
  }
  return {
    search: first(params, "search", searchText),
    cities: distinct(params.getAll("city").map(cityValue)).slice(0, MAX_CITIES),
    types: distinct(params.getAll("type").map((v) => positiveInt(v, 9999))).slice(0, MAX_TYPES),
    rooms,
    price: first(params, "price", (v) => priceRange(v, goal)) ?? {},
    sort: first(params, "sort", (v) => pick(SORTS, v)) ?? "newest",
    page: first(params, "page", pageNumber) ?? 1,
    view: first(params, "view", (v) => pick(VIEWS, v)) ?? "list",
  };
}

/** True when the visitor narrowed the list (a search or any filter; sort, page and view are not filters). */
export function hasFilters(query: ListQuery): boolean {
  return (
    query.search !== undefined ||
    query.cities.length > 0 ||
    query.types.length > 0 ||
    Object.keys(query.rooms).length > 0 ||
    query.price.min !== undefined ||
    query.price.max !== undefined
  );
}

/**
 * The query string of a normalised query ("" or "?…"), defaults left out, in a fixed order so
 * equal queries give equal links.
 */
export function listQueryString(query: ListQuery): string {
  const params = new URLSearchParams();
  if (query.search) params.append("search", query.search);
  for (const city of query.cities) params.append("city", city);
  for (const type of query.types) params.append("type", String(type));
  for (const room of ROOM_FILTERS) {
    const count = query.rooms[room];
    if (count) params.append(room, String(count));
  }
  if (query.price.min !== undefined || query.price.max !== undefined)
    params.append("price", `${query.price.min ?? ""}-${query.price.max ?? ""}`);
  if (query.sort !== "newest") params.append("sort", query.sort);
  if (query.view !== "list") params.append("view", query.view);
  if (query.page > 1) params.append("page", String(query.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** The first value of a parameter that reads as valid (a repeated single-valued parameter). */
function first<T>(params: URLSearchParams, name: string, read: (value: string) => T | undefined): T | undefined {
  for (const value of params.getAll(name)) {
    const parsed = read(value);
    if (parsed !== undefined) return parsed;
  }
  return undefined;
}

function distinct<T>(values: (T | undefined)[]): T[] {
  return [...new Set(values.filter((v): v is T => v !== undefined))];
}

function pick<T extends string>(allowed: readonly T[], value: string): T | undefined {
  return (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** A whole number from 1 to max, written in plain digits. */
function positiveInt(value: string, max: number): number | undefined {
  const text = value.trim();
  if (!DIGITS.test(text)) return undefined;
  const n = Number(text);
  return n >= 1 && n <= max ? n : undefined;
}

/** A page number; any number past MAX_PAGE is "far past the end" and shows the last page. */
function pageNumber(value: string): number | undefined {
  const text = value.trim();
  if (!/^\d+$/.test(text)) return undefined;
  if (text.replace(/^0+/, "").length > String(MAX_PAGE).length) return MAX_PAGE;
  const n = Number(text);
  return n >= 1 ? Math.min(n, MAX_PAGE) : undefined;
}

function searchText(value: string): string | undefined {
  // Control characters and runs of white space are not part of anything a visitor searches for.
  const text = value
    .replace(/[\u0000-\u001f\u007f]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return text ? [...text].slice(0, MAX_SEARCH_CHARS).join("").trim() : undefined;
}

function cityValue(value: string): string | undefined {
  const text = value.trim().replace(/\s+/g, " ").toLowerCase();
  const match = CITY.exec(text);
  if (!match) return undefined;
  const name = match[1]!.trim();
  return name ? `${name}|${match[2]!.trim()}` : undefined;
}

/**
 * `min-max` in whole euros; either side may be empty. A bound at the range's edge (the slider's
 * untouched end, or "3000000+") is no bound, and reversed bounds are read the right way round.
 */
function priceRange(value: string, goal: 0 | 1): PriceFilter | undefined {
  const match = /^\s*(\d{0,12})\s*-\s*(\d{0,12})\s*$/.exec(value);
  if (!match || (match[1] === "" && match[2] === "")) return undefined;
  let min = match[1] === "" ? undefined : Number(match[1]);
  let max = match[2] === "" ? undefined : Number(match[2]);
  if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
  const range = PRICE_RANGE[goal];
  if (min !== undefined && min <= range.min) min = undefined;
  // A maximum at the range's lower edge matches nothing a visitor could want: no bound either.
  if (max !== undefined && (max >= range.max || max <= range.min)) max = undefined;
  if (min === undefined && max === undefined) return undefined;
  return { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) };
}
