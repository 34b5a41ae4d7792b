/**
 * The same list in another language, for the language switcher: every filter, the sort, the view
 * and the page kept, each city under its name in that language. Cities are keyed by zip, but a zip
 * can carry several names in one language (1050 is Elsene and Brussel in Dutch, Ixelles and
 * Bruxelles in French): the name the same listings carry there settles which.
 */
import { slugLanguage, type RouteKey } from "../../config/routes.ts";
import type { Site } from "../site/site.ts";
import { listQueryString, parseListQuery, type ListQuery } from "./list-query.ts";
import { allCities, typeNames, type CityName } from "./listings.ts";

/** A city of one language and the city one of its listings is in, in another language. */
export interface CityCounterpart {
  source: string;
  language: string;
  target: string;
}

/** The zip of a city filter (`name|zip`), lower case as the filter writes it. */
const zipOf = (key: string) => key.slice(key.lastIndexOf("|") + 1);

/**
 * A city filter (`name|zip`) in `language`: the zip's only name there, else the name the city's
 * listings carry there; unchanged when neither says (the list there ignores a city it does not know).
 */
export function cityInLanguage(
  key: string,
  language: string,
  cities: readonly CityName[],
  counterparts: readonly CityCounterpart[],
): string {
  if (cities.some((c) => c.language === language && c.city_key === key)) return key;
  const named = cities.filter((c) => c.language === language && c.zip.toLowerCase() === zipOf(key));
  if (named.length === 1) return named[0]!.city_key;
  const listed = counterparts.find(
    (c) =>
      c.source === key && c.language === language && (named.length === 0 || named.some((n) => n.city_key === c.target)),
  );
  return listed?.target ?? key;
}

/** A normalised list query as the same list's query string in `language`. */
export function listQueryInLanguage(
  query: ListQuery,
  language: string,
  cities: readonly CityName[],
  counterparts: readonly CityCounterpart[],
): string {
  return listQueryString({
    ...query,
    cities: query.cities.map((key) => cityInLanguage(key, language, cities, counterparts)),
  });
}

/**
 * For every other language of the site, the city each of these cities' listings is in there:
 * one listing per city is enough (the feed names one place per listing in every language).
 */
async function cityCounterparts(
  db: D1Database,
  language: string,
  goal: 0 | 1,
  keys: readonly string[],
): Promise<CityCounterpart[]> {
  if (keys.length === 0) return [];
  const statement = db.prepare(
    `SELECT ? AS source, other.language AS language, other.city_key AS target FROM listings other
     WHERE other.language <> ? AND other.id = (SELECT id FROM listings WHERE language = ? AND goal = ? AND city_key = ? LIMIT 1)`,
  );
  const results = await db.batch<CityCounterpart>(
    keys.map((key) => statement.bind(key, language, language, goal, key)),
  );
  return results.flatMap((result) => result.results);
}

/** Whether another language than `language` names this city's zip in more than one way (1050). */
function zipWithSeveralNames(key: string, language: string, cities: readonly CityName[]): boolean {
  const counts = new Map<string, number>();
  for (const city of cities) {
    if (city.language !== language && city.zip.toLowerCase() === zipOf(key))
      counts.set(city.language, (counts.get(city.language) ?? 0) + 1);
  }
  return [...counts.values()].some((count) => count > 1);
}

/**
 * The query string of a sale or rent list in each of the site's languages, or undefined for any
 * other page. It carries the filters the list applies (cities and types the property cache
 * knows); only a list that filters by a city whose zip has several names reads listings.
 */
export async function listQueriesByLanguage(
  db: D1Database,
  site: Site,
  lang: string,
  key: RouteKey,
  params: URLSearchParams,
): Promise<Record<string, string> | undefined> {
  if (key !== "forSale" && key !== "forRent") return undefined;
  const goal = key === "forRent" ? 1 : 0;
  const parsed = parseListQuery(params, goal);
  // Listings and cities are stored in the filled languages; de lists the default language's.
  const rowsOf = (code: string) => slugLanguage(code, site.defaultLanguage);
  const language = rowsOf(lang);
  let query = parsed;
  let cities: CityName[] = [];
  let counterparts: CityCounterpart[] = [];
  try {
    const [cityRows, types] = await Promise.all([
      parsed.cities.length > 0 ? allCities(db) : Promise.resolve([]),
      parsed.types.length > 0 ? typeNames(db, language) : Promise.resolve(new Map<number, string>()),
    ]);
    cities = cityRows;
    // As the list itself: a city or a type the cache does not know is no filter.
    query = {
      ...parsed,
      cities: parsed.cities.filter((city) => cities.some((c) => c.language === language && c.city_key === city)),
      types: parsed.types.filter((type) => types.has(type)),
    };
    counterparts = await cityCounterparts(
      db,
      language,
      goal,
      query.cities.filter((city) => zipWithSeveralNames(city, language, cities)),
    );
  } catch (error) {
    // The page still renders; its switcher then keeps the query as read, cities unrenamed.
    console.error(`list query in other languages on ${key} (${lang}): the property cache could not be read`, error);
  }
  return Object.fromEntries(
    site.languages.map((code) => [code, listQueryInLanguage(query, rowsOf(code), cities, counterparts)]),
  );
}
