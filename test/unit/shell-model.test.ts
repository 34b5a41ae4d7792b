import { describe, expect, it } from "vitest";
import en from "../../locales/en.json";
import fr from "../../locales/fr.json";
import { createTranslator } from "../../client/i18n/translate.ts";
import { openingHoursLine, telHref } from "../../worker/site/shell-model.ts";

describe("agency contact details", () => {
  it.each([
    ["02 640 12 34", "tel:+3226401234"],
    ["0470 12 34 56", "tel:+32470123456"],
    ["+352 26 12 34", "tel:+352261234"],
    ["0032 2 640 12 34", "tel:+3226401234"],
  ])("dials %s as %s", (phone, href) => {
    expect(telHref(phone)).toBe(href);
  });

  it("writes opening hours in the page's language", () => {
    expect(openingHoursLine("Mo-Fr 09:00-18:00", createTranslator("en", [["en", en]]).t)).toBe("Monday to Friday, 09:00–18:00");
    expect(openingHoursLine("Sa 10:00-13:00", createTranslator("fr", [["fr", fr]]).t)).toBe("Samedi, 10:00–13:00");
    expect(openingHoursLine("by appointment", createTranslator("en", [["en", en]]).t)).toBe("by appointment");
  });
});
