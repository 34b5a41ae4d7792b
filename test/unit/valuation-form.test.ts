import { describe, expect, it } from "vitest";
import * as v from "valibot";
import sample from "../../config/sample.json";
import type { Agency } from "../../config/schema.ts";
import { isPostalCode, ValuationSchema } from "../../shared/forms/schemas/valuation.ts";
import type { Lead } from "../../worker/forms/leads.ts";
import { agencyMail } from "../../worker/mail/render.ts";

describe("the valuation address's postcode", () => {
  it.each(["1000", "1050", "9999", "4000", "L-1450", "L-9999"])("accepts %s", (zip) =>
    expect(isPostalCode(zip)).toBe(true),
  );
  it.each(["", "999", "0999", "10500", "1O50", "L1450", "L-145", "F-75001", "B-1050", " 1050"])("refuses %j", (zip) =>
    expect(isPostalCode(zip)).toBe(false),
  );
});

describe("the valuation form's schema", () => {
  const request = {
    title: "ms",
    firstName: "Anne",
    lastName: "Peeters",
    email: "anne@example.be",
    phone: "02 512 34 56",
    street: "Chaussée de Waterloo",
    houseNumber: "1120",
    zip: " l-2320 ",
    city: "Luxembourg",
    propertyType: "house",
    plan: "sell",
  };

  it("trims and upper-cases the postcode, and defaults the optional fields", () => {
    const output = v.parse(ValuationSchema, request);
    expect(output).toMatchObject({ zip: "L-2320", remark: "", timeSlots: [], newsletter: false });
  });

  it("asks to choose a title, a property type and a plan when no radio was ticked (the browser sends nothing)", () => {
    const { title: _title, propertyType: _type, plan: _plan, ...rest } = request;
    const result = v.safeParse(ValuationSchema, rest);
    expect(result.success).toBe(false);
    expect(result.issues?.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([
      ["title", "forms.errors.choice"],
      ["propertyType", "forms.errors.choice"],
      ["plan", "forms.errors.choice"],
    ]);
  });

  it("requires the property's address", () => {
    const result = v.safeParse(ValuationSchema, { ...request, street: "", houseNumber: " ", city: "" });
    expect(result.success).toBe(false);
    const fields = new Set(result.issues?.map((issue) => v.getDotPath(issue)));
    expect(fields).toEqual(new Set(["street", "houseNumber", "city"]));
  });
});

describe("the valuation request's mail to the agency", () => {
  it("the agency's mail names the request, the address, the type and the owner's plan", () => {
    const lead: Lead = {
      id: 7,
      form: "contact-demand",
      language: "nl",
      idempotencyKey: "k",
      listingId: null,
      context: {},
      email: "marc.vandenberghe@example.be",
      payload: {
        firstName: "Marc",
        lastName: "Vandenberghe",
        street: "Rue du Bailli",
        houseNumber: "27B",
        zip: "1050",
        city: "Ixelles",
        propertyType: "apartment",
        plan: "rentOut",
      },
      status: "queued",
      failure: null,
      attempts: 0,
      createdAt: "2026-11-20T10:00:00.000Z",
      updatedAt: "2026-11-20T10:00:00.000Z",
    };
    const settings = { agency: sample.agency as Agency, from: "website@agency.test", agencyTo: "info@agency.test" };
    const fr = agencyMail(lead, { ...settings, defaultLanguage: "fr" }).text;
    expect(fr).toContain("Marc Vandenberghe demande l'estimation gratuite d'un bien.");
    expect(fr).toContain("Numéro: 27B");
    expect(fr).toContain("Type de bien: Appartement");
    expect(fr).toContain("Projet du propriétaire: Mettre en location");
    const en = agencyMail(lead, { ...settings, defaultLanguage: "en" }).text;
    expect(en).toContain("Owner's plan: Rent out");
    expect(en).toContain("Type of property: Apartment");
  });
});
