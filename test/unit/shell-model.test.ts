import { describe, expect, it } from "vitest";
import en from "../../locales/en.json";
import fr from "../../locales/fr.json";
import { createTranslator } from "../../shared/i18n/translate.ts";
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
    expect(openingHoursLine("Mo-Fr 09:00-18:00", createTranslator("en", [["en", en]]).t)).toBe(
      "Monday to Friday, 09:00–18:00",
    );
    expect(openingHoursLine("Sa 10:00-13:00", createTranslator("fr", [["fr", fr]]).t)).toBe("Samedi, 10:00–13:00");
    expect(openingHoursLine("by appointment", createTranslator("en", [["en", en]]).t)).toBe("by appointment");
  });
});

import { isCrawler } from "../../worker/render/render.tsx";

describe("crawlers get the complete document", () => {
  it.each([
    ["Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)", true],
    ["Mozilla/5.0 (compatible; bingbot/2.0)", true],
    ["facebookexternalhit/1.1", true],
    ["Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36", false],
    [undefined, false],
  ])("%s → %s", (ua, expected) => {
    expect(isCrawler(ua)).toBe(expected);
  });
});
