import { describe, expect, it } from "vitest";
import * as v from "valibot";
import sample from "../../config/sample.json";
import { SiteConfigSchema } from "../../config/schema.ts";
import { agencyJsonLd, openingHoursSpecification, vatId } from "../../worker/seo/agency-jsonld.ts";
import { breadcrumbJsonLd } from "../../worker/seo/breadcrumb-jsonld.ts";
import {
  alternateLinks,
  canonicalPath,
  contentLanguage,
  hasCompleteDictionary,
  indexedLanguages,
} from "../../worker/seo/languages.ts";
import { siteFromConfig, type Site } from "../../worker/site/site.ts";

const DAY = (name: string) => `https://schema.org/${name}`;

/** A site from the sample configuration with a change applied. */
function site(change: (config: Record<string, any>) => void = () => {}): Site {
  const config = structuredClone(sample) as Record<string, any>;
  change(config);
  return siteFromConfig({
    config: v.parse(SiteConfigSchema, config),
    source: "memory",
    version: JSON.stringify(config).length.toString(),
  });
}

describe("opening hours as schema.org OpeningHoursSpecification", () => {
  it.each([
    ["Mo-Fr 09:00-18:00", ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], "09:00", "18:00"],
    ["Sa 10:00-13:00", ["Saturday"], "10:00", "13:00"],
    ["Fr-Mo 08:30-12:00", ["Friday", "Saturday", "Sunday", "Monday"], "08:30", "12:00"],
    ["Su-Su 10:00-24:00", ["Sunday"], "10:00", "24:00"],
  ])("%s", (line, days, opens, closes) => {
    expect(openingHoursSpecification(line)).toEqual({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: days.map(DAY),
      opens,
      closes,
    });
  });

  it.each([
    "Mo 18:00-09:00",
    "Mo 09:00-09:00",
    "Mo-Fr 9:00-18:00",
    "Monday 09:00-18:00",
    "Mo 25:00-26:00",
    "Mo 10:00-24:30",
    "",
  ])("leaves out %j, which no specification can say", (line) => {
    expect(openingHoursSpecification(line)).toBeUndefined();
  });
});

describe("the agency's JSON-LD", () => {
  const input = {
    id: "https://agency.test/fr/#agency",
    name: "Lambermont Real Estate",
    legalName: "Lambermont Immo SRL",
    url: "https://agency.test/nl/",
    logo: "https://agency.test/images/logo.svg",
    image: "https://agency.test/images/banner.svg",
    telephone: "+3226401234",
    email: "info@lambermont-immo.be",
    address: { street: "Avenue Louise 231", zip: "1050", city: "Elsene", country: "BE" },
    openingHours: ["Mo-Fr 09:00-18:00", "Mo 18:00-09:00"],
    vatNumber: "BE 0712.345.678",
    companyNumber: "0712.345.678",
    areaServed: [{ type: "AdministrativeArea" as const, name: "Brussels Hoofdstedelijk Gewest" }],
    sameAs: [],
  };

  it("is a RealEstateAgent with its identity, address, hours and registration numbers", () => {
    const block = agencyJsonLd(input);
    expect(block).toMatchObject({
      "@context": "https://schema.org",
      "@type": "RealEstateAgent",
      "@id": input.id,
      vatID: "BE0712345678",
      identifier: { "@type": "PropertyValue", value: "0712.345.678" },
      address: {
        "@type": "PostalAddress",
        streetAddress: "Avenue Louise 231",
        postalCode: "1050",
        addressLocality: "Elsene",
        addressCountry: "BE",
      },
      areaServed: [{ "@type": "AdministrativeArea", name: "Brussels Hoofdstedelijk Gewest" }],
    });
    // The impossible line is left out, the good one kept.
    expect(block.openingHoursSpecification).toHaveLength(1);
    // No profiles: no empty sameAs.
    expect(block).not.toHaveProperty("sameAs");
  });

  it("writes VAT numbers without spaces and dots", () => {
    expect(vatId("BE 0712.345.678")).toBe("BE0712345678");
    expect(vatId("be0712345678")).toBe("BE0712345678");
  });
});

describe("the BreadcrumbList", () => {
  it("numbers the trail from 1, with absolute URLs and the page itself last", () => {
    const block = breadcrumbJsonLd(
      [
        { label: "Home", href: "/en/" },
        { label: "For sale", href: "/en/for-sale/" },
        { label: "House in Uccle", href: "" },
      ],
      "https://agency.test",
      "https://agency.test/en/for-sale/uccle/house/1/",
    );
    expect(block.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://agency.test/en/" },
      { "@type": "ListItem", position: 2, name: "For sale", item: "https://agency.test/en/for-sale/" },
      {
        "@type": "ListItem",
        position: 3,
        name: "House in Uccle",
        item: "https://agency.test/en/for-sale/uccle/house/1/",
      },
    ]);
  });
});

describe("languages with content of their own (decision 037)", () => {
  it("counts a dictionary complete only when it has every English text, none empty", () => {
    const en = { nav: { home: "Home", back: "Back" }, title: "Title" };
    expect(hasCompleteDictionary("xx", { en, xx: { nav: { home: "Accueil", back: "Retour" }, title: "Titre" } })).toBe(
      true,
    );
    expect(hasCompleteDictionary("xx", { en, xx: { nav: { home: "Accueil" }, title: "Titre" } })).toBe(false);
    expect(hasCompleteDictionary("xx", { en, xx: { nav: { home: "Accueil", back: " " }, title: "Titre" } })).toBe(
      false,
    );
    expect(hasCompleteDictionary("xx", { en })).toBe(false);
    // The real dictionaries: nl, fr and en are complete, de is empty.
    expect(["nl", "fr", "en", "de"].map((lang) => hasCompleteDictionary(lang))).toEqual([true, true, true, false]);
  });

  it("indexes nl, fr and en, and lets de copy the default language", () => {
    const s = site();
    expect(s.languages).toEqual(["nl", "fr", "en", "de"]);
    expect(indexedLanguages(s)).toEqual(["nl", "fr", "en"]);
    expect(contentLanguage(s, "de")).toBe("fr");
    expect(contentLanguage(s, "nl")).toBe("nl");
    const paths = { nl: "/nl/x/", fr: "/fr/x/", en: "/en/x/", de: "/de/x/" };
    expect(canonicalPath(s, "de", paths)).toBe("/fr/x/");
    expect(canonicalPath(s, "en", paths)).toBe("/en/x/");
    expect(alternateLinks(s, "https://a.test", paths)).toEqual([
      { hreflang: "nl", href: "https://a.test/nl/x/" },
      { hreflang: "fr", href: "https://a.test/fr/x/" },
      { hreflang: "en", href: "https://a.test/en/x/" },
      { hreflang: "x-default", href: "https://a.test/fr/x/" },
    ]);
  });

  it("follows the configured default language, and leaves out disabled languages", () => {
    const s = site((config) => {
      config.languageDefault = "nl";
      config.languageUse = [
        { code: "nl", use: true },
        { code: "fr", use: false },
        { code: "en", use: true },
        { code: "de", use: true },
      ];
    });
    expect(indexedLanguages(s)).toEqual(["nl", "en"]);
    expect(contentLanguage(s, "de")).toBe("nl");
    expect(alternateLinks(s, "", { nl: "/nl/", en: "/en/", de: "/de/" }).map((a) => a.hreflang)).toEqual([
      "nl",
      "en",
      "x-default",
    ]);
  });

  it("gives a page that exists in one language only no alternates, and keeps its own path when the copied version is missing", () => {
    const s = site();
    expect(alternateLinks(s, "", { nl: "/nl/x/" })).toEqual([]);
    expect(canonicalPath(s, "de", { de: "/de/x/" })).toBe("/de/x/");
  });

  it("indexes every enabled language when none has content of its own", () => {
    const s = site((config) => {
      config.languageDefault = "de";
      config.languageUse = [
        { code: "de", use: true },
        { code: "nl", use: false },
      ];
    });
    expect(indexedLanguages(s)).toEqual(["de"]);
    expect(contentLanguage(s, "de")).toBe("de");
  });
});
