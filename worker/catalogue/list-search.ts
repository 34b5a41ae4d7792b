/**
 * The free-text search of a list (the `search` parameter: "a reference or a city"). A city matches
 * whatever the case, accents or hyphens ("sint gillis" finds Sint-Gillis, "liege" Liège), under
 * its name in any language ("Ixelles" on the Dutch site finds Elsene), or by its postal code.
 * SQLite compares accents byte by byte, so the few dozen city names are matched here, not in SQL.
 */
import { MAX_SEARCH_CITIES } from "./listings.ts";

export interface SearchableCity {
  language: string;
  name: string;
  zip: string;
  city_key: string;
  /** The same place under every language's name; empty or absent when not known. */
  place_key?: string;
}

export interface SearchTerms {
  /** The text as a RecordFile, compared without regard to case; only a text with a digit can be one. */
  reference?: string;
  /** The text as a listing ID, when it is a number. */
  id?: number;
  /** city_key of the cities the text names in the list's own language (listings.city_key matches them). */
  cityKeys: string[];
  /**
   * city_key of cities the text names only in another language, whose place has no name known in
   * the list's language (a place that has one is searched under it, in cityKeys).
   */
  otherCityKeys: string[];
}

/** Lower case, accents removed, punctuation as spaces: "Woluwe-Saint-Étienne" → "woluwe saint etienne". */
export function foldText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/ß/g, "ss")
    .replace(/œ/g, "oe")
    .replace(/æ/g, "ae")
    .replace(/['’`]/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** Whether a search text names a city: part of its name, its name and zip, or its postal code. */
export function cityMatches(city: SearchableCity, folded: string): boolean {
  if (folded.length < 2) return false;
  const name = foldText(city.name);
  if (!name) return false;
  if (/^\d+$/.test(folded)) return city.zip.startsWith(folded);
  return name.includes(folded) || `${name} ${city.zip}`.includes(folded) || ` ${folded} `.includes(` ${name} `);
}

/** What a search text can match on a list in `language`: a reference, an ID, and the cities it names. */
export function searchTerms(text: string, cities: readonly SearchableCity[], language: string): SearchTerms {
  const folded = foldText(text);
  const named = cities.filter((city) => cityMatches(city, folded));
  const own = new Set(named.filter((city) => city.language === language).map((city) => city.city_key));
  // A place named in another language ("Elsene" on the French list) is searched under the list's
  // own name for it; only a name whose place has none in this language stays another language's.
  const otherNamed = named.filter((city) => city.language !== language && !own.has(city.city_key));
  const other = new Set<string>();
  for (const city of otherNamed) {
    const ownNames = cities.filter((c) => c.language === language && c.place_key && c.place_key === city.place_key);
    if (ownNames.length > 0) for (const c of ownNames) own.add(c.city_key);
    else other.add(city.city_key);
  }
  const id = /^\d{1,15}$/.test(text.trim()) ? Number(text.trim()) : undefined;
  // Every RecordFile format the CRM uses ("20417", "2024/117", "V-0381", "L1234") has a digit: a
  // city name is not looked up among the references.
  const reference = /\d/.test(text) ? text.trim() : undefined;
  // A text so short it names dozens of cities is not a city search; the cap keeps the bound values in D1's limit.
  const cityKeys = [...own].slice(0, MAX_SEARCH_CITIES);
  return {
    ...(reference ? { reference } : {}),
    ...(id !== undefined && Number.isSafeInteger(id) ? { id } : {}),
    cityKeys,
    otherCityKeys: [...other].slice(0, MAX_SEARCH_CITIES - cityKeys.length),
  };
}
