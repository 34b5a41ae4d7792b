import { describe, expect, it } from "vitest";
import { cityInLanguage, listQueryInLanguage } from "../../worker/catalogue/list-languages.ts";
import { keptQuery } from "../../worker/site/shell-model.ts";
import { parseListQuery } from "../../worker/catalogue/list-query.ts";
import type { CityName } from "../../worker/catalogue/listings.ts";

const city = (language: string, name: string, zip: string): CityName => ({
  language,
  name,
  zip,
  city_key: `${name.toLowerCase()}|${zip.toLowerCase()}`,
  place_key: "",
});

/** The seed's cities around zip 1050, which carries two names in every language, and two others. */
const CITIES = [
  city("nl", "Elsene", "1050"),
  city("nl", "Brussel", "1050"),
  city("nl", "Oudergem", "1160"),
  city("nl", "Etterbeek", "1040"),
  city("fr", "Ixelles", "1050"),
  city("fr", "Bruxelles", "1050"),
  city("fr", "Auderghem", "1160"),
  city("fr", "Etterbeek", "1040"),
  city("en", "Ixelles", "1050"),
  city("en", "Brussels", "1050"),
  city("en", "Auderghem", "1160"),
  city("en", "Etterbeek", "1040"),
];

/** How the listings of a shared zip are named in each language: the same listing, two names. */
const COUNTERPARTS = [
  { source: "elsene|1050", language: "fr", target: "ixelles|1050" },
  { source: "elsene|1050", language: "en", target: "ixelles|1050" },
  { source: "brussel|1050", language: "fr", target: "bruxelles|1050" },
  { source: "brussel|1050", language: "en", target: "brussels|1050" },
];

describe("a city filter in another language (cities are keyed by zip)", () => {
  it.each([
    ["oudergem|1160", "fr", "auderghem|1160", "the zip's only name there"],
    ["etterbeek|1040", "en", "etterbeek|1040", "a name all languages share"],
    ["elsene|1050", "fr", "ixelles|1050", "a zip with two names: the one its listings carry there"],
    ["brussel|1050", "fr", "bruxelles|1050", "the zip's other name"],
    ["brussel|1050", "en", "brussels|1050", "English has names of its own"],
    ["elsene|1050", "nl", "elsene|1050", "the same language"],
    ["nergens|9999", "fr", "nergens|9999", "a city the other language does not know stays as it is"],
  ])("%s in %s is %s (%s)", (key, language, expected) => {
    expect(cityInLanguage(key, language, CITIES, COUNTERPARTS)).toBe(expected);
  });

  it("leaves a city of a shared zip as it is when no listing names it there: no name is made up", () => {
    expect(cityInLanguage("elsene|1050", "fr", CITIES, [])).toBe("elsene|1050");
  });
});

describe("a list's query in another language", () => {
  it("keeps every filter, the sort, the view and the page, with the cities renamed", () => {
    const query = parseListQuery(
      new URLSearchParams(
        "city=elsene%7C1050&city=oudergem%7C1160&type=2&bedrooms=2&price=100000-400000&sort=price-desc&view=map&search=terras",
      ),
      0,
    );
    expect(listQueryInLanguage(query, "fr", CITIES, COUNTERPARTS)).toBe(
      "?search=terras&city=ixelles%7C1050&city=auderghem%7C1160&type=2&bedrooms=2&price=100000-400000&sort=price-desc&view=map",
    );
  });

  it("is empty for a list without filters", () => {
    expect(listQueryInLanguage(parseListQuery(new URLSearchParams(""), 1), "en", CITIES, COUNTERPARTS)).toBe("");
  });
});

describe("the query another page keeps when its language changes", () => {
  it.each([
    ["?property=40112", "?property=40112"],
    ["?page=2", "?page=2"],
    ["", ""],
    // Asking to forget the cookie choice, or for a language, is not part of the page.
    ["?setcookies", ""],
    ["?property=40112&setcookies=1&lng=nl", "?property=40112"],
  ])("%s → %s", (search, expected) => {
    expect(keptQuery(new URLSearchParams(search))).toBe(expected);
  });
});
