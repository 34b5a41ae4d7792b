import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { get } from "../support/fetch.ts";
import { fakeSiteverify, guardFields, leadsFor, postForm } from "../support/forms.ts";
import { accessibleName, page } from "../support/page.ts";

// The free valuation page's form through the worker: the page shows it under its own text, a
// valid request becomes a lead with its mail queued and a 303 to the valuation thank-you page,
// the property's address is required, and every refusal keeps what the owner typed.

const PAGE = { en: "/en/valuation/", nl: "/nl/gratis-schatting/", fr: "/fr/estimation-gratuite/" } as const;
const THANKS = {
  en: "/en/thank-you/valuation/",
  nl: "/nl/bedankt/gratis-schatting/",
  fr: "/fr/merci/estimation-gratuite/",
} as const;

let captcha = { passes: true };
beforeEach(() => {
  captcha = fakeSiteverify();
});

const valid = (key = crypto.randomUUID()): Record<string, string | string[]> => ({
  ...guardFields(key),
  title: "mr",
  firstName: "Marc",
  lastName: "Vandenberghe",
  email: "Marc.Vandenberghe@example.be",
  phone: "0475 12 34 56",
  street: "Rue du Bailli",
  houseNumber: "27B",
  zip: "1050",
  city: "Ixelles",
  propertyType: "apartment",
  plan: "rentOut",
  remark: "Third floor, renovated in 2019.",
  timeSlots: ["afternoon"],
  newsletter: "on",
});

afterEach(async () => {
  await env.DB.prepare("DELETE FROM lead_mails").run();
  await env.DB.prepare("DELETE FROM leads").run();
});

describe("the free valuation form", () => {
  it("is a POST form to the valuation page itself, with the owner, the property's address and the captcha", async () => {
    const html = await (await get(PAGE.en)).text();
    const form = /<form[^>]*class="form"[^>]*>/.exec(html)![0];
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/en/valuation/"');
    for (const name of [
      "title",
      "firstName",
      "lastName",
      "email",
      "phone",
      "street",
      "houseNumber",
      "zip",
      "city",
      "propertyType",
      "plan",
      "remark",
      "timeSlots",
      "newsletter",
      "form_key",
      "website_url",
    ]) {
      expect(html, name).toContain(`name="${name}"`);
    }
    expect(html).toContain("Address of the property");
    expect(html).toContain("Investment property");
    expect(html).toContain("Rent out");
    expect(html).toContain('class="cf-turnstile"');
    // The form comes after the page's own content, in the island that checks it in the browser.
    expect(html).toContain('data-island="ValuationForm"');
    const intro = html.indexOf("Wondering what your property is worth today?");
    expect(intro).toBeGreaterThan(-1);
    expect(html.indexOf('data-island="ValuationForm"')).toBeGreaterThan(intro);
  });

  it("offers the nine property types and the time slots in the page's language", async () => {
    const nl = await (await get(PAGE.nl)).text();
    const types = page(nl)
      .getAllByRole("radio")
      .filter((radio) => radio.getAttribute("name") === "propertyType")
      .map(accessibleName);
    expect(types).toEqual([
      "Huis",
      "Appartement",
      "Studio",
      "Bouwgrond",
      "Opbrengsteigendom",
      "Handelspand",
      "Industrieel pand",
      "Kantoren",
      "Garage / parking",
    ]);
    expect(nl).toContain("13:00-16:00");
    const fr = await (await get(PAGE.fr)).text();
    expect(fr).toContain("Adresse du bien");
    expect(fr).toContain("Mettre en location");
    expect(fr).toContain("14:00-16:00");
  });

  it.each(["en", "nl", "fr"] as const)(
    "stores a valid request as a lead, queues its mail and thanks the owner (%s)",
    async (lang) => {
      const response = await postForm(PAGE[lang], valid());
      expect(response.status).toBe(303);
      expect(response.headers.get("Location")).toBe(THANKS[lang]);
      const [lead] = await leadsFor("marc.vandenberghe@example.be");
      expect(lead).toMatchObject({ form: "contact-demand", status: "queued", language: lang });
      expect(JSON.parse(lead!.payload)).toEqual({
        title: "mr",
        firstName: "Marc",
        lastName: "Vandenberghe",
        email: "marc.vandenberghe@example.be",
        phone: "0475 12 34 56",
        street: "Rue du Bailli",
        houseNumber: "27B",
        zip: "1050",
        city: "Ixelles",
        propertyType: "apartment",
        plan: "rentOut",
        remark: "Third floor, renovated in 2019.",
        timeSlots: ["afternoon"],
        newsletter: true,
      });
    },
  );

  it("accepts a Luxembourg postcode and an empty remark", async () => {
    const response = await postForm(PAGE.en, {
      ...valid(),
      zip: "l-1450",
      city: "Luxembourg",
      remark: "",
      timeSlots: [],
    });
    expect(response.status).toBe(303);
    const [lead] = await leadsFor("marc.vandenberghe@example.be");
    expect(JSON.parse(lead!.payload)).toMatchObject({ zip: "L-1450", city: "Luxembourg", remark: "", timeSlots: [] });
  });

  it("the thank-you page reports the valuation request to the data layer", async () => {
    const html = await (await get(THANKS.en)).text();
    expect(html).toContain('data-form-event="contact-demand"');
  });

  it("stores one lead when the same request is sent twice", async () => {
    const fields = valid("3b1d0c6e-5f0a-4e7b-8c2d-9a4f6e1b7d20");
    expect((await postForm(PAGE.en, fields)).status).toBe(303);
    expect((await postForm(PAGE.en, fields)).status).toBe(303);
    expect(await leadsFor("marc.vandenberghe@example.be")).toHaveLength(1);
  });

  it.each([
    ["street", { street: " " }, "This field is required."],
    ["houseNumber", { houseNumber: "" }, "This field is required."],
    ["zip", { zip: "" }, "This field is required."],
    ["zip", { zip: "105" }, "Enter a four-digit Belgian postcode, or a Luxembourg one such as L-1234."],
    ["zip", { zip: "0999" }, "Enter a four-digit Belgian postcode, or a Luxembourg one such as L-1234."],
    ["zip", { zip: "F-75001" }, "Enter a four-digit Belgian postcode, or a Luxembourg one such as L-1234."],
    ["city", { city: "" }, "This field is required."],
    ["propertyType", { propertyType: "castle" }, "Choose one of the options."],
    ["plan", { plan: "" }, "Choose one of the options."],
    ["title", { title: "" }, "Choose one of the options."],
    ["email", { email: "marc@" }, "This email address is not valid."],
    ["phone", { phone: "12 34" }, "Enter a phone number of 8 to 15 digits."],
  ])("refuses %s (%j) with 422, its message, and every value kept", async (field, change, message) => {
    const response = await postForm(PAGE.en, { ...valid(), ...change });
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain(message);
    expect(html).toMatch(
      new RegExp(
        `id="contact-demand-${field}"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="contact-demand-${field}"`,
      ),
    );
    if (field !== "street") expect(html).toContain('value="Rue du Bailli"');
    if (field !== "email") expect(html).toContain("Marc.Vandenberghe@example.be");
    expect(html).toContain("Third floor, renovated in 2019.");
    expect(await leadsFor("marc.vandenberghe@example.be")).toHaveLength(0);
  });

  it("without a ticked type or plan (nothing sent for them) asks to choose one", async () => {
    const { propertyType: _type, plan: _plan, ...fields } = valid();
    const response = await postForm(PAGE.en, fields);
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).not.toContain("Invalid key");
    expect(html).toMatch(
      /id="contact-demand-plan"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="contact-demand-plan"/,
    );
    expect(html).toContain("Choose one of the options.");
  });

  it("says what is wrong with the postcode in the page's language", async () => {
    expect(await (await postForm(PAGE.nl, { ...valid(), zip: "abcd" })).text()).toContain(
      "Geef een Belgische postcode van vier cijfers, of een Luxemburgse zoals L-1234.",
    );
    expect(await (await postForm(PAGE.fr, { ...valid(), zip: "abcd" })).text()).toContain(
      "Indiquez un code postal belge à quatre chiffres, ou luxembourgeois comme L-1234.",
    );
  });

  it("a failed captcha stores nothing and a cross-site post is refused", async () => {
    captcha.passes = false;
    const refused = await postForm(PAGE.en, valid());
    expect(refused.status).toBe(422);
    expect(await refused.text()).toContain("The entered characters are not valid");
    captcha.passes = true;
    expect((await postForm(PAGE.en, valid(), { Origin: "https://evil.example" })).status).toBe(403);
    expect(await leadsFor("marc.vandenberghe@example.be")).toHaveLength(0);
  });
});
