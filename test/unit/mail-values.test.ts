import { describe, expect, it } from "vitest";
import { fieldRows, fieldValue, formatMoment } from "../../worker/mail/fields.ts";
import { propertyRow } from "../../worker/mail/property.ts";
import { mailLanguage, mailReader } from "../../worker/mail/reader.ts";

// How a mail writes what a visitor sent: one rule per kind of value, in the reader's language,
// and nothing for what was left empty.

/** No-break spaces of number and date formatting read as plain spaces. */
const plain = (text: string | undefined) => text?.replace(/[\u00a0\u202f]/g, " ");

const readers = { nl: mailReader("nl", "fr"), fr: mailReader("fr", "fr"), en: mailReader("en", "fr") };

describe("a field's value by its kind", () => {
  it.each([
    // A calendar date, in full.
    ["birthDate", "1985-09-02", "en", "2 September 1985"],
    ["startDate", "2026-12-03", "fr", "3 décembre 2026"],
    ["moveIn", "2026-12-03", "nl", "3 december 2026"],
    // A moment on the agency's clock, with its day: never "2026-12-03T16:00".
    ["slot", "2026-12-03T16:00", "en", "Thursday, 3 December 2026 at 16:00"],
    ["slot", "2026-12-03T16:00", "fr", "jeudi 3 décembre 2026 à 16:00"],
    ["slot", "2026-12-03T16:00", "nl", "donderdag 3 december 2026 om 16:00"],
    // Whole euros, Belgian grouping.
    ["amount", 415000, "fr", "415 000 €"],
    ["amount", 415000, "en", "€ 415.000"],
    ["budget", 350000, "nl", "€ 350.000"],
    ["income", 3500, "en", "€ 3.500"],
    // Counts: a number, not "2.0".
    ["bedrooms", 2, "en", "2"],
    ["adults", 2, "fr", "2"],
    // Coded values and yes/no in the reader's words.
    ["title", "ms", "fr", "Madame"],
    ["timeSlots", ["morning", "evening"], "nl", "Voormiddag, Avond"],
    ["propertyTypes", ["house", "apartment"], "en", "House, Apartment"],
    ["newsletter", false, "en", "No"],
    ["consent", true, "nl", "Ja"],
    // Plain text as typed.
    ["message", "Is the terrace south-facing?", "en", "Is the terrace south-facing?"],
  ] as const)("%s %j in %s reads %j", (field, value, lang, text) => {
    expect(plain(fieldValue(readers[lang], field, value))).toBe(text);
  });

  it.each([
    ["remark", ""],
    ["bFirstName", "  "],
    ["bBirthDate", ""],
    ["budget", null],
    ["timeSlots", []],
    // Zero rooms in a search means "any number": nothing to say.
    ["bathrooms", 0],
    ["garages", 0],
    ["children", 0],
  ] as const)("%s %j says nothing", (field, value) => {
    expect(fieldValue(readers.en, field, value)).toBeUndefined();
  });

  it("keeps a value it cannot read as it came, rather than hiding it", () => {
    expect(fieldValue(readers.en, "birthDate", "sometime in 1985")).toBe("sometime in 1985");
    expect(formatMoment("2026-02-30T10:00", "en")).toBe("2026-02-30T10:00");
    expect(fieldValue(readers.en, "referrer", "poster")).toBe("poster");
  });
});

describe("a payload as rows", () => {
  it("lists what was filled in, labelled, and leaves the blanks out", () => {
    const rows = fieldRows(readers.fr, {
      firstName: "Thomas",
      bTitle: "",
      bFirstName: "",
      bBirthDate: "",
      amount: 415000,
      startDate: "2026-11-27",
      remark: "",
      bathrooms: 0,
      bedrooms: 2,
      newsletter: false,
    });
    expect(rows.map((row) => `${row.label}: ${plain(row.value)}`)).toEqual([
      "Prénom: Thomas",
      "Montant offert: 415 000 €",
      "Offre valable à partir du: 27 novembre 2026",
      "Chambres: 2",
      "Lettre d'information: Non",
    ]);
  });
});

describe("the property a lead is about", () => {
  const listing = {
    id: 40142,
    title: "Maison de maître avec jardin",
    reference: "20455",
    path: "/fr/a-vendre/uccle/maison/40142/",
    goal: 0 as const,
    price: 895000,
  };

  it("is named by its title and reference, linked to its page, never by the catalogue's numbers", () => {
    const row = propertyRow(
      readers.fr.t,
      { listingId: 40142, context: { origin: "https://www.lambermont-immo.be", listing } },
      "20455",
    )!;
    expect(row).toEqual({
      label: "Au sujet du bien",
      value: "Maison de maître avec jardin (Réf. 20455)",
      href: "https://www.lambermont-immo.be/fr/a-vendre/uccle/maison/40142/",
    });
    expect(row.value).not.toContain("40142");
  });

  it("is a project for a project's page", () => {
    const project = {
      id: 7,
      title: "Résidence Flagey",
      reference: "P-07",
      path: "/en/new-builds/residence-flagey/7/",
      project: true as const,
    };
    expect(
      propertyRow(readers.en.t, {
        listingId: null,
        context: { origin: "https://www.lambermont-immo.be", listing: project },
      }),
    ).toMatchObject({ label: "About the project", value: "Résidence Flagey (Ref. P-07)" });
  });

  it("falls back to the catalogue's reference when the lead kept only the listing's number", () => {
    expect(propertyRow(readers.en.t, { listingId: 40142, context: {} }, "20455")).toEqual({
      label: "About the property",
      value: "Ref. 20455",
    });
    expect(propertyRow(readers.en.t, { listingId: null, context: {} })).toBeUndefined();
  });
});

describe("the language a mail is written in", () => {
  it.each([
    ["nl", "fr", "nl"],
    ["en", "fr", "en"],
    // German has no texts of its own: the whole mail, dates included, is in the default language.
    ["de", "fr", "fr"],
    ["de", "nl", "nl"],
  ])("a reader of %s on a site whose default is %s reads %s", (lang, defaultLanguage, written) => {
    expect(mailLanguage(lang, defaultLanguage)).toBe(written);
    expect(mailReader(lang, defaultLanguage).lang).toBe(written);
  });
});
