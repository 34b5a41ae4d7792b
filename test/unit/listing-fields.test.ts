import { describe, expect, it } from "vitest";
import en from "../../locales/en.json";
import fr from "../../locales/fr.json";
import nl from "../../locales/nl.json";
import { createTranslator, type Dictionary } from "../../shared/i18n/translate.ts";
import { FIELD_GROUPS, fieldGroups, RENT_DEPOSIT_MONTHS, type FieldGroup } from "../../ui/catalogue/detail/fields.ts";
import type { ListingFacts } from "../../ui/catalogue/detail/model.ts";
import { DETAIL_FIELDS } from "../../worker/import/feed-detail-fields.ts";

const DICTIONARIES: Record<string, Dictionary> = { nl, fr, en };
const translator = (lang: string) => createTranslator(lang, [[lang, DICTIONARIES[lang]!]]);

function facts(overrides: Partial<ListingFacts> = {}): ListingFacts {
  return {
    goal: 0,
    status: "available",
    reference: "2024/117",
    typeName: "Duplex",
    street: "Rue du Bailli 74/4",
    zip: "1050",
    city: "Ixelles",
    price: 425000,
    publishPrice: true,
    priceUnit: 1,
    bedrooms: 2,
    bathrooms: 1,
    showerRooms: 0,
    toilets: 0,
    garages: 0,
    livingArea: 96,
    groundArea: null,
    details: {},
    ...overrides,
  };
}

/** Intl puts (narrow) no-break spaces in amounts; the tests read them as spaces. */
const plain = (text: string) => text.replace(/\u202f|\u00a0/g, " ");
const row = (groups: FieldGroup[], key: string) => {
  const found = groups.flatMap((g) => g.rows).find((r) => r.key === key);
  return found && { ...found, value: plain(found.value) };
};
const keys = (groups: FieldGroup[]) => groups.flatMap((g) => g.rows.map((r) => r.key));

describe("the detail page's field groups", () => {
  it("place every detail column of the feed in a group, except energy, which has its own section", () => {
    const grouped = new Set(FIELD_GROUPS.flatMap((g) => g.fields.map(([key]) => key)));
    const energy = new Set(["epc_total", "epc_unique_code", "co2_emission", "epc_valid_until", "e_level"]);
    const columns = DETAIL_FIELDS.map(([, column]) => column).filter((c) => !energy.has(c));
    expect(columns.filter((c) => !grouped.has(c))).toEqual([]);
  });

  it("show only the fields that have a value, and leave out groups with none", () => {
    const groups = fieldGroups(
      facts({ details: { heating: "Gas (individual)", has_lift: 1, flood_zone: null, p_score: "" } }),
      translator("en"),
    );
    expect(keys(groups)).toEqual([
      "reference",
      "type",
      "address",
      "price",
      "living_area",
      "bedrooms",
      "bathrooms",
      "heating",
      "has_lift",
    ]);
    expect(groups.map((g) => g.key)).toEqual(["general", "prices", "surfaces", "rooms", "construction", "comfort"]);
    // Summary counts are 0 when the CRM is silent: no "Toilets: 0".
    expect(row(groups, "toilets")).toBeUndefined();
  });

  it.each([
    ["nl", "Bewoonbare oppervlakte", "Verwarming", "Lift", "Ja", "Prijs", "Algemeen"],
    ["fr", "Surface habitable", "Chauffage", "Ascenseur", "Oui", "Prix", "Généralités"],
    ["en", "Living area", "Heating", "Lift", "Yes", "Price", "General"],
  ])("label fields and groups in the page's language (%s)", (lang, living, heating, lift, yes, price, general) => {
    const groups = fieldGroups(facts({ details: { heating: "x", has_lift: 1 } }), translator(lang));
    expect(row(groups, "living_area")?.label).toBe(living);
    expect(row(groups, "heating")?.label).toBe(heating);
    expect(row(groups, "has_lift")).toEqual({ key: "has_lift", label: lift, value: yes });
    expect(row(groups, "price")?.label).toBe(price);
    expect(groups[0]?.title).toBe(general);
  });

  it("have a label in every language for every field they can show", () => {
    for (const lang of ["nl", "fr", "en"]) {
      const t = translator(lang).t;
      for (const group of FIELD_GROUPS) {
        expect(t(`fields.groups.${group.key}`)).not.toBe(`fields.groups.${group.key}`);
        for (const [key] of group.fields) expect(t(`fields.${key}`), `${lang} fields.${key}`).not.toBe(`fields.${key}`);
      }
    }
  });

  it.each([
    // [kind of value, column, stored value, nl, fr, en]
    ["money", "registration_rights", 53125, "€ 53.125", "53 125 €", "€ 53.125"],
    ["area", "terrace_area", 9.5, "9,5 m²", "9,5 m²", "9,5 m²"],
    ["length", "front_width", 6.25, "6,25 m", "6,25 m", "6,25 m"],
    ["year, never grouped", "construction_year", 1930, "1930", "1930", "1930"],
    ["floor 0", "floor", 0, "Gelijkvloers", "Rez-de-chaussée", "Ground floor"],
    ["flag yes", "has_cellar", 1, "Ja", "Oui", "Yes"],
    ["flag no", "has_summons", 0, "Nee", "Non", "No"],
    ["date", "asbestos_date", "2023-03-14", "14 maart 2023", "14 mars 2023", "14 March 2023"],
    ["text as written", "p_score", "A", "A", "A", "A"],
  ])("write a %s in each language", (_kind, column, value, nlText, frText, enText) => {
    for (const [lang, expected] of [
      ["nl", nlText],
      ["fr", frText],
      ["en", enText],
    ] as const) {
      const found = row(fieldGroups(facts({ details: { [column]: value } }), translator(lang)), column);
      expect(found?.value, `${lang}`).toBe(expected);
    }
  });

  it.each([
    [4, "Open (4 facades)"],
    [5, "Open (4 facades)"],
    [3, "Half-open (3 facades)"],
    [2, "Closed (2 facades)"],
  ])("show %i facades as the building type", (count, text) => {
    expect(row(fieldGroups(facts({ details: { facades: count } }), translator("en")), "facades")?.value).toBe(text);
  });

  it("leave out a facade count that names no building type", () => {
    expect(row(fieldGroups(facts({ details: { facades: 1 } }), translator("en")), "facades")).toBeUndefined();
  });

  it("give rentals their monthly rent and monthly charges", () => {
    const groups = fieldGroups(
      facts({ goal: 1, price: 1450, details: { charges_renter: 150, deposit: 2900 } }),
      translator("nl"),
    );
    expect(row(groups, "price")).toEqual({ key: "price", label: "Huurprijs per maand", value: "€ 1.450 / maand" });
    expect(row(groups, "charges_renter")).toEqual({
      key: "charges_renter",
      label: "Maandelijkse lasten",
      value: "€ 150",
    });
    expect(row(groups, "deposit")?.value).toBe("€ 2.900");
  });

  it("state the three-month deposit for a rental when the CRM gives none", () => {
    expect(RENT_DEPOSIT_MONTHS).toBe(3);
    const en = fieldGroups(facts({ goal: 1, price: 1450 }), translator("en"));
    expect(row(en, "deposit")).toEqual({ key: "deposit", label: "Deposit", value: "€ 4.350 (3 months' rent)" });
    const fr = fieldGroups(facts({ goal: 1, price: 1450 }), translator("fr"));
    expect(row(fr, "deposit")?.value).toBe("4 350 € (3 mois de loyer)");
    // Not for a sale, nor for a rent on request.
    expect(row(fieldGroups(facts({ goal: 0 }), translator("en")), "deposit")).toBeUndefined();
    expect(
      row(fieldGroups(facts({ goal: 1, price: 1450, publishPrice: false }), translator("en")), "deposit"),
    ).toBeUndefined();
  });

  it("show the starting-from price of PriceUnit 7 and a price on request", () => {
    expect(row(fieldGroups(facts({ priceUnit: 7, price: 349000 }), translator("en")), "price")?.value).toBe(
      "From € 349.000",
    );
    expect(row(fieldGroups(facts({ publishPrice: false }), translator("fr")), "price")?.value).toBe(
      plain(fr.price.onRequest),
    );
  });

  it("write the address only as far as it is published", () => {
    expect(row(fieldGroups(facts(), translator("en")), "address")?.value).toBe("Rue du Bailli 74/4, 1050 Ixelles");
    expect(row(fieldGroups(facts({ street: undefined }), translator("en")), "address")?.value).toBe("1050 Ixelles");
    expect(
      row(
        fieldGroups(
          facts({ street: undefined, zip: "L-1611", city: "Luxembourg", country: "Luxembourg" }),
          translator("en"),
        ),
        "address",
      )?.value,
    ).toBe("L-1611 Luxembourg, Luxembourg");
  });
});
