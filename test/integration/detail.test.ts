import { describe, expect, it } from "vitest";
import { cleanDescription } from "../../shared/format/description.ts";
import { listingPrice } from "../../shared/rules/money.ts";
import { createTranslator } from "../../shared/i18n/translate.ts";
import { DETAIL_FIELDS } from "../../worker/import/feed-detail-fields.ts";
import { listingDocumentTitle } from "../../worker/catalogue/listing-view.ts";
import { get, htmlLang } from "../support/fetch.ts";
import { page as read } from "../support/page.ts";
import {
  LANGS,
  LOCALES,
  alternatesOf,
  canonicalOf,
  escapeHtml,
  expectedPath,
  fieldRows,
  h1Of,
  jsonLdOf,
  metaDescriptionOf,
  plain,
  seedRecord,
  seedRecords,
  typeNameOf,
  type Lang,
} from "../support/listing-pages.ts";

const ORIGIN = "https://agency.test";
/** Energy fields are shown by the energy section, not as field rows. */
const ENERGY = new Set(["epc_total", "epc_unique_code", "co2_emission", "epc_valid_until", "e_level"]);
const blank = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");

async function page(path: string): Promise<string> {
  const response = await get(path);
  expect(response.status, path).toBe(200);
  return response.text();
}

const translator = (lang: Lang) => createTranslator(lang, [[lang, LOCALES[lang]]]);

describe("a listing's canonical detail page", () => {
  it.each(LANGS)("%s: answers 200 with its title, price and canonical URL", async (lang) => {
    const record = seedRecord(40112, lang);
    const path = await expectedPath(40112, lang);
    const html = await page(path);
    expect(canonicalOf(html)).toBe(ORIGIN + path);
    expect(h1Of(html)).toBe(record.TypeDescription);
    // The document's title adds the city and the reference, so that no two listings share one.
    const documentTitle = listingDocumentTitle(
      record.TypeDescription,
      record.City,
      record.RecordFile,
      translator(lang).t,
    );
    expect(documentTitle).toContain(record.RecordFile);
    expect(read(html).title().startsWith(`${documentTitle} | `)).toBe(true);
    expect(metaDescriptionOf(html)).toBe(cleanDescription(record.Description));
    const price = listingPrice(
      { price: record.Price, publishPrice: record.PublishPrice, priceUnit: record.PriceUnit, goal: record.Goal },
      translator(lang),
    );
    expect(html).toContain(`data-price="">${escapeHtml(price)}</p>`);
  });

  it.each(LANGS)(
    "%s: shows every detail field the CRM filled in, labelled in the page's language, and no other",
    async (lang) => {
      for (const id of [40112, 40125, 40232]) {
        const record = seedRecord(id, lang);
        const rows = fieldRows(await page(await expectedPath(id, lang)));
        for (const [feedName, column] of DETAIL_FIELDS) {
          if (ENERGY.has(column)) continue;
          const value = record[feedName];
          if (blank(value)) {
            // The rental deposit is the one field the page states when the CRM is silent (three months' rent).
            if (column !== "deposit" || record.Goal !== 1)
              expect(rows.has(column), `${id} ${lang} ${column} is empty`).toBe(false);
            continue;
          }
          const label =
            column === "charges_renter" && record.Goal === 1
              ? LOCALES[lang].fields.monthlyCharges
              : LOCALES[lang].fields[column as keyof typeof LOCALES.en.fields];
          expect(rows.get(column)?.[0], `${id} ${lang} ${column}`).toBe(label);
        }
      }
    },
  );

  it("writes field values in the page's language", async () => {
    const nlRows = fieldRows(await page(await expectedPath(40112, "nl")));
    const frRows = fieldRows(await page(await expectedPath(40112, "fr")));
    const record = seedRecord(40112, "nl");
    expect([1, true, "1"]).toContain(record.HasLift);
    expect(nlRows.get("has_lift")).toEqual([LOCALES.nl.fields.has_lift, LOCALES.nl.fields.yes]);
    expect(frRows.get("has_lift")).toEqual([LOCALES.fr.fields.has_lift, LOCALES.fr.fields.yes]);
    const rights = record.RegistrationRights as number;
    expect(rights).toBeGreaterThan(0);
    expect(plain(nlRows.get("registration_rights")![1])).toBe(`€ ${rights.toLocaleString("nl-BE")}`);
    expect(plain(frRows.get("registration_rights")![1])).toBe(`${plain(rights.toLocaleString("fr-BE"))} €`);
    expect(nlRows.get("construction_year")?.[1]).toBe(String(record.ConstructionYear));
  });

  it("titles a listing without TypeDescription '{type} in {city}' in each language", async () => {
    const [empty] = seedRecords("en", (r) => r.TypeDescription.trim() === "");
    expect(empty, "the seed has a listing without TypeDescription").toBeDefined();
    const expected = { nl: "{{type}} in {{city}}", fr: "{{type}} à {{city}}", en: "{{type}} in {{city}}" };
    for (const lang of LANGS) {
      const record = seedRecord(empty!.ID, lang);
      const type = await typeNameOf(record);
      const title = expected[lang].replace("{{type}}", type).replace("{{city}}", record.City);
      expect(h1Of(await page(await expectedPath(empty!.ID, lang)))).toBe(
        title.charAt(0).toUpperCase() + title.slice(1),
      );
    }
  });

  it("points hreflang alternates at its own version in every language, each with that language's slugs and names", async () => {
    const html = await page(await expectedPath(40112, "nl"));
    const alternates = alternatesOf(html);
    for (const lang of LANGS) {
      expect(alternates[lang]).toBe(ORIGIN + (await expectedPath(40112, lang)));
      // Each alternate is itself a canonical page.
      expect(canonicalOf(await page(alternates[lang]!.slice(ORIGIN.length)))).toBe(alternates[lang]);
    }
    // de has no texts of its own: it borrows the default language's (fr) slugs and rows, and is
    // no alternate of its own (decision 037).
    expect(alternates.de).toBeUndefined();
    expect(alternates["x-default"]).toBe(alternates.fr);
    expect(alternates.nl).toContain("/nl/te-koop/elsene/");
    expect(alternates.fr).toContain("/fr/a-vendre/ixelles/");
  });

  it("serves de with the default language's listing rows, canonical to that version", async () => {
    const html = await page(await expectedPath(40112, "de", "fr"));
    expect(htmlLang(html)).toBe("de");
    expect(canonicalOf(html)).toBe(ORIGIN + (await expectedPath(40112, "fr")));
    expect(h1Of(html)).toBe(seedRecord(40112, "fr").TypeDescription);
  });

  it.each(LANGS)(
    "%s: carries schema.org JSON-LD with the listing's price in euros and its canonical URL",
    async (lang) => {
      for (const id of [40112, 40232]) {
        const record = seedRecord(id, lang);
        const path = await expectedPath(id, lang);
        const [listing, ...others] = jsonLdOf(await page(path));
        expect(others.map((block) => block["@type"])).toEqual(["BreadcrumbList"]);
        expect(listing!["@type"]).toBe("RealEstateListing");
        expect(listing!.url).toBe(ORIGIN + path);
        expect(listing!.offers.price).toBe(record.Price);
        expect(listing!.offers.priceCurrency).toBe("EUR");
        expect(listing!.offers.availability).toBe("https://schema.org/InStock");
        expect(listing!.offers.itemOffered.address.postalCode).toBe(record.Zip);
      }
    },
  );

  it("gives a price on request no price in its JSON-LD either", async () => {
    const [hidden] = seedRecords("en", (r) => r.PublishPrice === 0);
    expect(hidden).toBeDefined();
    const html = await page(await expectedPath(hidden!.ID, "en"));
    expect(jsonLdOf(html)[0]!.offers.price).toBeUndefined();
    expect(html).toContain(`data-price="">${LOCALES.en.price.onRequest}</p>`);
  });

  it("shows the starting-from prefix for PriceUnit 7", async () => {
    const [from] = seedRecords("fr", (r) => r.PriceUnit === 7);
    expect(from).toBeDefined();
    const html = await page(await expectedPath(from!.ID, "fr"));
    const price = /data-price="">([^<]*)<\/p>/.exec(html)?.[1] ?? "";
    expect(plain(price)).toBe(
      plain(listingPrice({ price: from!.Price, publishPrice: 1, priceUnit: 7, goal: from!.Goal }, translator("fr"))),
    );
    expect(plain(price).startsWith(plain(LOCALES.fr.price.from.replace("{{price}}", "")))).toBe(true);
  });

  it("shows a rental's monthly rent and charges", async () => {
    const record = seedRecord(40232, "en");
    expect(record.Goal).toBe(1);
    const html = await page(await expectedPath(40232, "en"));
    expect(plain(/data-price="">([^<]*)<\/p>/.exec(html)?.[1] ?? "")).toBe(
      `€ ${record.Price.toLocaleString("nl-BE")} / month`,
    );
    const charges = record.ChargesRenter as number | undefined;
    expect(charges, "the seed rental states its charges").toBeGreaterThan(0);
    const [label, value] = fieldRows(html).get("charges_renter")!;
    expect([label, plain(value)]).toEqual([LOCALES.en.fields.monthlyCharges, `€ ${charges!.toLocaleString("nl-BE")}`]);
  });
});
