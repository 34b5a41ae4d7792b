// A listing's document title (search results, browser tabs): the heading's title, the city unless
// the title names it, and the agency's reference, so that no two listings share one.
import { describe, expect, it } from "vitest";
import { createTranslator } from "../../shared/i18n/translate.ts";
import en from "../../locales/en.json";
import fr from "../../locales/fr.json";
import nl from "../../locales/nl.json";
import { listingDocumentTitle } from "../../worker/catalogue/listing-view.ts";

const t = {
  nl: createTranslator("nl", [["nl", nl]]).t,
  fr: createTranslator("fr", [["fr", fr]]).t,
  en: createTranslator("en", [["en", en]]).t,
};

describe("a listing's document title", () => {
  it.each([
    [
      "nl",
      "Appartement met twee slaapkamers vlak bij het station",
      "Zaventem",
      "20498",
      "Appartement met twee slaapkamers vlak bij het station, Zaventem – ref. 20498",
    ],
    [
      "nl",
      "Appartement met twee slaapkamers vlak bij het station",
      "Luxemburg",
      "L1251",
      "Appartement met twee slaapkamers vlak bij het station, Luxemburg – ref. L1251",
    ],
    ["fr", "Studio à Auderghem", "Auderghem", "V-0381", "Studio à Auderghem – réf. V-0381"],
    [
      "en",
      "Office space on Avenue Louise",
      "brussels",
      "L1271",
      "Office space on Avenue Louise, brussels – ref. L1271",
    ],
    ["en", "Flat in Brussels", "Brussels", "2024/102", "Flat in Brussels – ref. 2024/102"],
    ["en", "Parking space", "", "20503", "Parking space – ref. 20503"],
  ] as const)("%s: %s in %s (%s) → %s", (lang, title, city, reference, expected) => {
    expect(listingDocumentTitle(title, city, reference, t[lang])).toBe(expected);
  });
});
