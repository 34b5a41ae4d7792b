import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { get } from "../support/fetch.ts";
import { page as read } from "../support/page.ts";
import { fakeSiteverify, guardFields, leadsFor, postForm } from "../support/forms.ts";

// The demand register ("keep me informed") through the worker: the page offers the catalogue's
// municipalities, a valid demand becomes a lead and one demands row with its criteria, the zone
// and the price rules are checked, and every refusal keeps what the visitor typed.

const PAGE = { en: "/en/register/", nl: "/nl/zoekopdracht/", fr: "/fr/recherche/" } as const;
const THANKS = {
  en: "/en/thank-you/demand-register/",
  nl: "/nl/bedankt/demand-register/",
  fr: "/fr/merci/demand-register/",
} as const;
const EMAIL = "sofie.wouters@example.be";

let captcha = { passes: true };
beforeEach(() => {
  captcha = fakeSiteverify();
});

afterEach(async () => {
  await env.DB.prepare("DELETE FROM demands").run();
  await env.DB.prepare("DELETE FROM subscriptions").run();
  await env.DB.prepare("DELETE FROM lead_mails").run();
  await env.DB.prepare("DELETE FROM leads").run();
});

const valid = (key = crypto.randomUUID()): Record<string, string | string[]> => ({
  ...guardFields(key),
  title: "ms",
  firstName: "Sofie",
  lastName: "Wouters",
  email: "Sofie.Wouters@example.be",
  phone: "0486 11 22 33",
  goal: "buy",
  propertyTypes: ["apartment", "house"],
  budget: "",
  minPrice: "250.000",
  maxPrice: "450 000",
  bedrooms: "2",
  bathrooms: "",
  garages: "1",
  parking: "0",
  cities: ["Ixelles (1050)", "Uccle (1180)"],
  postcodes: "1180, l-1611",
  newsletter: "on",
});

interface DemandRow {
  lead_id: number;
  language: string;
  email: string;
  goal: string;
  property_types: string;
  web_ids: string;
  budget: number | null;
  min_price: number | null;
  max_price: number | null;
  min_bedrooms: number;
  min_bathrooms: number;
  min_garages: number;
  min_parking: number;
  cities: string;
  postcodes: string;
  newsletter: number;
  frequency: string;
  status: string;
  confirmed_at: string | null;
}

async function demands(): Promise<DemandRow[]> {
  return (await env.DB.prepare("SELECT * FROM demands WHERE email = ?").bind(EMAIL).all<DemandRow>()).results;
}

function invalid(html: string, field: string): boolean {
  return new RegExp(
    `id="demand-register-${field}"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="demand-register-${field}"`,
  ).test(html);
}

describe("the demand register", () => {
  it("is a POST form to its own page with the goal, the nine types, prices, rooms and the catalogue's municipalities", async () => {
    const response = await get(PAGE.en);
    expect(response.status).toBe(200);
    const html = await response.text();
    const form = /<form[^>]*class="form"[^>]*>/.exec(html)![0];
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/en/register/"');
    for (const name of [
      "title",
      "firstName",
      "lastName",
      "email",
      "phone",
      "goal",
      "propertyTypes",
      "budget",
      "minPrice",
      "maxPrice",
      "bedrooms",
      "bathrooms",
      "garages",
      "parking",
      "cities",
      "postcodes",
      "newsletter",
      "form_key",
      "website_url",
    ]) {
      expect(html, name).toContain(`name="${name}"`);
    }
    expect(html).toContain('data-island="DemandRegisterForm"');
    expect(html).toContain('class="cf-turnstile"');
    // The nine types, in their fixed display order.
    const types = [...html.matchAll(/name="propertyTypes" value="([a-z]+)"/g)].map((m) => m[1]);
    expect(types).toEqual([
      "house",
      "apartment",
      "studio",
      "plot",
      "investment",
      "commercial",
      "industrial",
      "offices",
      "parking",
    ]);
    // The catalogue's municipalities, labelled as the search box labels them.
    expect(html).toContain('value="Ixelles (1050)"');
    expect(html).toContain('value="Luxembourg (L-1611)"');
    const nl = await (await get(PAGE.nl)).text();
    expect(nl).toContain('value="Elsene (1050)"');
    expect(nl).toContain("Wilt u kopen of huren?");
    expect(read(nl).text()).toContain("Opbrengsteigendom");
    const fr = await (await get(PAGE.fr)).text();
    expect(fr).toContain("Où cherchez-vous ?");
  });

  it.each(["en", "nl", "fr"] as const)(
    "stores a valid demand as a lead and one demand row, and thanks the visitor (%s)",
    async (lang) => {
      const fields =
        lang === "nl"
          ? { ...valid(), cities: ["Elsene (1050)"] }
          : lang === "fr"
            ? { ...valid(), cities: ["Ixelles (1050)"] }
            : valid();
      const response = await postForm(PAGE[lang], fields);
      expect(response.status).toBe(303);
      expect(response.headers.get("Location")).toBe(THANKS[lang]);
      const [lead] = await leadsFor(EMAIL);
      expect(lead).toMatchObject({ form: "demand-register", status: "queued", language: lang });
      expect(JSON.parse(lead!.payload)).toMatchObject({
        goal: "buy",
        propertyTypes: ["apartment", "house"],
        budget: null,
        minPrice: 250000,
        maxPrice: 450000,
        bedrooms: 2,
        bathrooms: 0,
        postcodes: ["1180", "L-1611"],
        newsletter: true,
      });
      const [demand, ...more] = await demands();
      expect(more).toEqual([]);
      expect(demand).toMatchObject({
        lead_id: lead!.id,
        language: lang,
        goal: "buy",
        budget: null,
        min_price: 250000,
        max_price: 450000,
        min_bedrooms: 2,
        min_bathrooms: 0,
        min_garages: 1,
        min_parking: 0,
        newsletter: 1,
        // Not chosen: the form's default.
        frequency: "daily",
        // Waits for the visitor to confirm the address (double opt-in, demand-alerts.test.ts).
        status: "pending",
        confirmed_at: null,
      });
      expect(JSON.parse(demand!.property_types)).toEqual(["apartment", "house"]);
      expect(JSON.parse(demand!.web_ids)).toEqual([2, 1]);
      // Every postcode of the zone once: the municipalities' and the typed ones.
      expect(JSON.parse(demand!.postcodes)).toEqual(["1050", "1180", "L-1611"]);
      // The newsletter opt-in subscribes the address too.
      const subscription = await env.DB.prepare("SELECT language, source, status FROM subscriptions WHERE email = ?")
        .bind(EMAIL)
        .first();
      expect(subscription).toEqual({ language: lang, source: "demand-register", status: "active" });
    },
  );

  it("accepts a budget alone, postcodes alone, no newsletter, and stores no subscription", async () => {
    const response = await postForm(PAGE.en, {
      ...valid(),
      budget: "1.250.000",
      minPrice: "",
      maxPrice: "",
      cities: [],
      postcodes: "1410",
      newsletter: undefined,
    });
    expect(response.status).toBe(303);
    const [demand] = await demands();
    expect(demand).toMatchObject({ budget: 1250000, min_price: null, max_price: null, newsletter: 0 });
    expect(JSON.parse(demand!.cities)).toEqual([]);
    expect(JSON.parse(demand!.postcodes)).toEqual(["1410"]);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM subscriptions").first("n")).toBe(0);
  });

  it("offers how often to hear, once a day checked, and stores the choice", async () => {
    const html = await (await get(PAGE.en)).text();
    expect(html).toContain("How often would you like to hear from us?");
    const radios = [...html.matchAll(/<input[^>]*name="frequency"[^>]*>/g)].map((m) => m[0]);
    expect(radios.map((r) => /value="(\w+)"/.exec(r)?.[1])).toEqual(["instant", "daily", "weekly"]);
    expect(radios.map((r) => r.includes('checked=""'))).toEqual([false, true, false]);
    expect(await (await get(PAGE.nl)).text()).toContain("Eén keer per week");
    expect((await postForm(PAGE.en, { ...valid(), frequency: "weekly" })).status).toBe(303);
    const [demand] = await demands();
    expect(demand!.frequency).toBe("weekly");
    const [lead] = await leadsFor(EMAIL);
    expect(JSON.parse(lead!.payload).frequency).toBe("weekly");
  });

  it("refuses a frequency the form does not offer, keeping the rest", async () => {
    const response = await postForm(PAGE.en, { ...valid(), frequency: "hourly" });
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(invalid(html, "frequency")).toBe(true);
    expect(html).toContain("Choose one of the options.");
    expect(html).toContain('value="Wouters"');
    expect(await demands()).toEqual([]);
  });

  it("stores one lead and one demand when the same form is sent twice", async () => {
    const fields = valid("8c0e6f4a-2d1b-4f7e-9a3c-5b6d7e8f9a01");
    expect((await postForm(PAGE.en, fields)).status).toBe(303);
    expect((await postForm(PAGE.en, fields)).status).toBe(303);
    expect(await leadsFor(EMAIL)).toHaveLength(1);
    expect(await demands()).toHaveLength(1);
  });

  it.each([
    ["goal", { goal: undefined }, "Choose one of the options."],
    ["goal", { goal: "sell" }, "Choose one of the options."],
    ["propertyTypes", { propertyTypes: undefined }, "Choose at least one type of property."],
    ["propertyTypes", { propertyTypes: ["castle"] }, "Choose one of the options."],
    ["minPrice", { minPrice: "250000.50" }, "Enter an amount in whole euros, for example 350000."],
    ["maxPrice", { maxPrice: "lots" }, "Enter an amount in whole euros, for example 350000."],
    [
      "maxPrice",
      { minPrice: "500000", maxPrice: "300000" },
      "The maximum price must not be lower than the minimum price.",
    ],
    ["budget", { budget: "400000" }, "Give either a budget or a price range, not both."],
    ["bedrooms", { bedrooms: "21" }, "Enter a number from 0 to 20."],
    ["parking", { parking: "-1" }, "Enter a number from 0 to 20."],
    ["postcodes", { cities: [], postcodes: "" }, "Tick at least one municipality or enter a postcode."],
    [
      "postcodes",
      { postcodes: "1180, 75001" },
      "Enter four-digit Belgian postcodes, or Luxembourg ones such as L-1611, separated by commas.",
    ],
    ["title", { title: "" }, "Choose one of the options."],
    ["firstName", { firstName: " " }, "This field is required."],
    ["lastName", { lastName: "" }, "This field is required."],
    ["email", { email: "sofie@" }, "This email address is not valid."],
    ["phone", { phone: "12" }, "Enter a phone number of 8 to 15 digits."],
  ])("refuses %s (%j) with 422, its message, and every value kept", async (field, change, message) => {
    const response = await postForm(PAGE.en, { ...valid(), ...change });
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain(message);
    expect(invalid(html, field)).toBe(true);
    if (field !== "lastName") expect(html).toContain('value="Wouters"');
    if (field !== "email") expect(html).toContain('value="Sofie.Wouters@example.be"');
    if (!("postcodes" in change)) expect(html).toContain('value="1180, l-1611"');
    if (!("cities" in change)) expect(html).toContain('checked="" value="Uccle (1180)"');
    if (!("propertyTypes" in change)) expect(html).toContain('checked="" value="apartment"');
    expect(await leadsFor(EMAIL)).toHaveLength(0);
    expect(await demands()).toHaveLength(0);
  });

  it("refuses a municipality the page did not offer", async () => {
    const response = await postForm(PAGE.en, { ...valid(), cities: ["Atlantis (1999)"] });
    expect(response.status).toBe(422);
    expect(await response.text()).toContain("Choose one of the options.");
    expect(await demands()).toHaveLength(0);
  });

  it("says what is wrong in the page's language", async () => {
    const nl = await (await postForm(PAGE.nl, { ...valid(), cities: [], postcodes: "" })).text();
    expect(nl).toContain("Vink minstens één gemeente aan of geef een postcode.");
    const fr = await (
      await postForm(PAGE.fr, { ...valid(), cities: [], minPrice: "500000", maxPrice: "300000" })
    ).text();
    expect(fr).toContain("Le prix maximum ne peut pas être inférieur au prix minimum.");
  });

  it("a failed captcha stores nothing, a filled honeypot is thanked and forgotten, and a cross-site post is refused", async () => {
    captcha.passes = false;
    const refused = await postForm(PAGE.en, valid());
    expect(refused.status).toBe(422);
    const html = await refused.text();
    expect(html).toContain("The entered characters are not valid");
    expect(html).toContain('value="Sofie.Wouters@example.be"');
    captcha.passes = true;
    const robot = await postForm(PAGE.en, { ...valid(), website_url: "https://spam.example" });
    expect(robot.status).toBe(303);
    expect(robot.headers.get("Location")).toBe(THANKS.en);
    expect((await postForm(PAGE.en, valid(), { Origin: "https://evil.example" })).status).toBe(403);
    expect(await leadsFor(EMAIL)).toHaveLength(0);
    expect(await demands()).toHaveLength(0);
  });

  it("the thank-you page reports the demand to the data layer", async () => {
    const html = await (await get(THANKS.en)).text();
    expect(html).toContain('data-form-event="demand-register"');
  });
});
