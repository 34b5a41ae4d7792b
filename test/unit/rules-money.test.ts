import { describe, expect, it } from "vitest";
import en from "../../locales/en.json";
import fr from "../../locales/fr.json";
import nl from "../../locales/nl.json";
import { createTranslator } from "../../shared/i18n/translate.ts";
import { formatEuro, listingPrice } from "../../shared/rules/money.ts";

const NBSP = "\u00a0";
const NNBSP = "\u202f"; // French groups thousands with a narrow no-break space

// Euro, Belgian number format; a formatting failure yields the NaN text.
describe("euros in the Belgian number format", () => {
  it.each([
    [1250000, "nl", `€${NBSP}1.250.000`],
    [1250000, "fr", `1${NNBSP}250${NNBSP}000${NBSP}€`],
    [1250000, "en", `€${NBSP}1.250.000`],
    [1250000, "de", `1.250.000${NBSP}€`],
    [950, "nl", `€${NBSP}950`],
    [950.5, "nl", `€${NBSP}950,50`],
    [950.5, "fr", `950,50${NBSP}€`],
    [950.5, "en", `€${NBSP}950,50`],
    [0, "nl", `€${NBSP}0`],
    ["325000", "nl", `€${NBSP}325.000`],
  ] as const)("%j in %s → %j", (value, lang, text) => {
    expect(formatEuro(value, lang)).toBe(text);
  });

  it.each([
    [Number.NaN, "nl", `€${NBSP}NaN`],
    ["abc", "nl", `€${NBSP}NaN`],
    ["250.000,00", "fr", `NaN${NBSP}€`],
    [undefined, "en", `€${NBSP}NaN`],
    [null, "de", `NaN${NBSP}€`],
    [Number.POSITIVE_INFINITY, "nl", `€${NBSP}NaN`],
  ] as const)("%j in %s → the NaN text %j", (value, lang, text) => {
    expect(formatEuro(value, lang)).toBe(text);
  });
});

const translators = {
  nl: createTranslator("nl", [["nl", nl]]),
  fr: createTranslator("fr", [["fr", fr]]),
  en: createTranslator("en", [["en", en]]),
};

describe("the price line of a listing", () => {
  it.each([
    // price, publish, unit, goal, lang → text
    [325000, 1, null, 0, "nl", `€${NBSP}325.000`],
    [325000, true, null, 0, "en", `€${NBSP}325.000`],
    [325000, 1, 7, 0, "nl", `Vanaf €${NBSP}325.000`],
    [325000, 1, 7, 0, "fr", `À partir de 325${NNBSP}000${NBSP}€`],
    [325000, 1, 7, 0, "en", `From €${NBSP}325.000`],
    [950, 1, null, 1, "nl", `€${NBSP}950 / maand`],
    [950, 1, null, 1, "fr", `950${NBSP}€ / mois`],
    [950, 1, null, 1, "en", `€${NBSP}950 / month`],
    [950, 1, 7, 1, "en", `From €${NBSP}950 / month`],
    [325000, 0, null, 0, "nl", "Prijs op aanvraag"],
    [325000, false, 7, 0, "fr", "Prix sur demande"],
    [null, 1, null, 0, "en", "Price on request"],
    [0, 1, null, 1, "en", "Price on request"],
    [Number.NaN, 1, null, 0, "en", "Price on request"],
    [325000, null, null, 0, "en", "Price on request"],
  ] as const)("%j (publish %j, unit %j, goal %j) in %s → %j", (price, publishPrice, priceUnit, goal, lang, text) => {
    expect(listingPrice({ price, publishPrice, priceUnit, goal }, translators[lang])).toBe(text);
  });
});
