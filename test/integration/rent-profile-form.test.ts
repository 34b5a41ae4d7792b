import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { get } from "../support/fetch.ts";
import { fakeSiteverify, guardFields, leadsFor, postForm } from "../support/forms.ts";
import { getLead, type Lead } from "../../worker/forms/leads.ts";
import { FORMS } from "../../worker/forms/registry.ts";
import { mailsForLead } from "../../worker/mail/render.ts";
import { mailSettings } from "../../worker/mail/settings.ts";
import { todayInBrussels } from "../../shared/forms/dates-and-amounts.ts";

// The tenant profile page through the worker: a general profile, or one for the rental that
// ?property= names (its rent and its three-month deposit shown, the lead linked to it); any other
// ?property= is ignored. Every rule refuses with 422 and keeps what the candidate typed.

const PAGE = { en: "/en/rent-profile/", nl: "/nl/huurprofiel/", fr: "/fr/profil-locataire/" } as const;
const THANKS = {
  en: "/en/thank-you/rent-profile/",
  nl: "/nl/bedankt/huurprofiel/",
  fr: "/fr/merci/profil-locataire/",
} as const;
/** Seed listings: an available rental (€ 1.450 a month), a rented one, a sale. */
const RENTAL = 40232;
const RENTED = 40236;
const SALE = 40112;
const EMAIL = "sofia.martins@example.be";

/** An ISO date `days` from today in Brussels. */
function inDays(days: number): string {
  const [y, m, d] = todayInBrussels().split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

let captcha = { passes: true };
beforeEach(() => {
  captcha = fakeSiteverify();
});

afterEach(async () => {
  await env.DB.prepare("DELETE FROM lead_mails").run();
  await env.DB.prepare("DELETE FROM leads").run();
});

const valid = (key = crypto.randomUUID()): Record<string, string | string[]> => ({
  ...guardFields(key),
  title: "ms",
  firstName: "Sofia",
  lastName: "Martins",
  email: "Sofia.Martins@example.be",
  phone: "0486 55 44 33",
  street: "Rue Américaine",
  houseNumber: "12",
  zip: "1060",
  city: "Saint-Gilles",
  birthDate: "1990-04-17",
  adults: "2",
  children: "1",
  pets: "no",
  occupation: "civilServant",
  income: "4 200",
  moveIn: inDays(30),
  depositForm: "blockedAccount",
  remark: "We work at the European Commission.",
  newsletter: "on",
});

/** Text with the no-break spaces of number formatting as plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

const invalid = (html: string, field: string) =>
  new RegExp(
    `id="rent-profile-${field}"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="rent-profile-${field}"`,
  ).test(html);

async function storedLead(): Promise<Lead> {
  const [row] = await leadsFor(EMAIL);
  expect(row, "a stored lead").toBeDefined();
  return (await getLead(env.DB, row!.id))!;
}

async function mailsOf(lead: Lead) {
  const settings = await mailSettings(
    { ...env, MAIL_FROM: "site@agency.test", MAIL_AGENCY_TO: "leads@agency.test" },
    lead,
  );
  const form = FORMS.find((f) => f.name === lead.form)!;
  const additions = form.mail ? await form.mail(env, lead, settings) : {};
  return Object.fromEntries(mailsForLead(lead, settings, additions).map(({ kind, mail }) => [kind, mail]));
}

describe("the tenant profile page", () => {
  it("without a listing shows a general profile form that posts to itself", async () => {
    const response = await get(PAGE.en);
    expect(response.status).toBe(200);
    const html = await response.text();
    const form = /<form[^>]*class="form"[^>]*>/.exec(html)![0];
    expect(form).toContain('action="/en/rent-profile/"');
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
      "birthDate",
      "adults",
      "children",
      "pets",
      "occupation",
      "income",
      "moveIn",
      "depositForm",
      "remark",
      "newsletter",
      "form_key",
      "website_url",
    ]) {
      expect(html, name).toContain(`name="${name}"`);
    }
    expect(html).toContain('data-island="RentProfileForm"');
    expect(html).toContain("Tell us who you are and what you are looking for");
    expect(html).not.toContain("Your tenant profile for");
    expect(html).toContain("CPAS/OCMW guarantee");
    expect(html).toContain('class="cf-turnstile"');
  });

  it("for an available rental names it, with its rent and a deposit of three months of rent", async () => {
    const html = plain(await (await get(`${PAGE.en}?property=${RENTAL}`)).text());
    expect(html).toContain("Your tenant profile for");
    expect(html).toContain("Two-bedroom flat with balcony in the Flagey area");
    expect(html).toContain("€ 1.450 / month");
    expect(html).toContain("Rent deposit (3 months of rent)");
    expect(html).toContain("€ 4.350");
    expect(html).toContain(`action="/en/rent-profile/?property=${RENTAL}"`);
    expect(html).toContain("+ € 150 charges");
    const fr = plain(await (await get(`${PAGE.fr}?property=${RENTAL}`)).text());
    expect(fr).toContain("Garantie locative (3 mois de loyer)");
    expect(fr).toContain("4 350 €");
  });

  it.each([
    ["a sale listing", String(SALE)],
    ["a rented listing", String(RENTED)],
    ["an unknown listing", "999999"],
    ["no number at all", "abc"],
  ])("ignores ?property= naming %s, without an error", async (_what, property) => {
    const response = await get(`${PAGE.en}?property=${property}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('name="firstName"');
    expect(html).not.toContain("Your tenant profile for");
    expect(html).toContain("Tell us who you are and what you are looking for");
  });

  it.each(["en", "nl", "fr"] as const)(
    "stores a general profile as a lead and thanks the candidate (%s)",
    async (lang) => {
      const moveIn = inDays(30);
      const response = await postForm(PAGE[lang], { ...valid(), moveIn });
      expect(response.status).toBe(303);
      expect(response.headers.get("Location")).toBe(THANKS[lang]);
      const lead = await storedLead();
      expect(lead).toMatchObject({ form: "rent-profile", status: "queued", language: lang, listingId: null });
      expect(lead.payload).toEqual({
        title: "ms",
        firstName: "Sofia",
        lastName: "Martins",
        email: EMAIL,
        phone: "0486 55 44 33",
        street: "Rue Américaine",
        houseNumber: "12",
        zip: "1060",
        city: "Saint-Gilles",
        birthDate: "1990-04-17",
        adults: 2,
        children: 1,
        pets: "no",
        occupation: "civilServant",
        income: 4200,
        moveIn,
        depositForm: "blockedAccount",
        remark: "We work at the European Commission.",
        newsletter: true,
      });
    },
  );

  it("accepts a profile with only the required fields: no date of birth, children or deposit form", async () => {
    const response = await postForm(PAGE.en, {
      ...valid(),
      birthDate: "",
      children: "",
      depositForm: undefined,
      remark: "",
      newsletter: undefined,
      income: "0",
      zip: "75011",
      city: "Paris",
    });
    expect(response.status).toBe(303);
    expect((await storedLead()).payload).toMatchObject({
      birthDate: "",
      children: 0,
      depositForm: "",
      income: 0,
      zip: "75011",
      newsletter: false,
    });
  });

  it("links the profile to the rental it was sent for, and its mails name the rental and its deposit", async () => {
    const response = await postForm(`${PAGE.fr}?property=${RENTAL}`, valid());
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(THANKS.fr);
    const lead = await storedLead();
    expect(lead.listingId).toBe(RENTAL);
    expect(lead.context.rental).toMatchObject({ id: RENTAL, rent: 1450, deposit: 4350 });
    const mails = await mailsOf(lead);
    // The agency reads in the site's default language (French in the sample); every field is there.
    const agency = plain(mails.agency!.text);
    expect(agency).toContain("Garantie locative (3 mois de loyer): 4 350 €");
    expect(agency).toContain("Forme de la garantie locative: Compte bancaire bloqué");
    expect(agency).toContain("Revenus nets mensuels du ménage: 4 200 €");
    expect(agency).toContain("https://agency.test/fr/a-louer/ixelles/");
    expect(mails.visitor!.to).toBe(EMAIL);
    const visitor = plain(mails.visitor!.text);
    expect(visitor).toContain("La location concernée par votre profil");
    expect(visitor).toContain("Loyer mensuel: 1 450 €");
    expect(visitor).toContain("Garantie locative (3 mois de loyer): 4 350 €");
  });

  it("a profile sent with ?property= naming a sale is a general one", async () => {
    expect((await postForm(`${PAGE.en}?property=${SALE}`, valid())).status).toBe(303);
    const lead = await storedLead();
    expect(lead.listingId).toBeNull();
    expect(lead.context.listing).toBeUndefined();
    expect(lead.context.rental).toBeUndefined();
    const mails = await mailsOf(lead);
    expect(mails.visitor!.text).not.toContain("The rental your profile is for");
  });

  it.each([
    ["title", { title: undefined }, "Choose one of the options."],
    ["firstName", { firstName: " " }, "This field is required."],
    ["lastName", { lastName: "" }, "This field is required."],
    ["email", { email: "sofia@" }, "This email address is not valid."],
    ["phone", { phone: "12" }, "Enter a phone number of 8 to 15 digits."],
    ["street", { street: "" }, "This field is required."],
    ["houseNumber", { houseNumber: "" }, "This field is required."],
    ["zip", { zip: "" }, "This field is required."],
    ["city", { city: "" }, "This field is required."],
    ["birthDate", { birthDate: "1990-02-30" }, "Enter a complete, existing date (day, month and year)."],
    ["birthDate", { birthDate: "1990-04" }, "Enter a complete, existing date (day, month and year)."],
    ["birthDate", { birthDate: inDays(-365 * 10) }, "Enter the date of birth of a person of at least 18."],
    ["adults", { adults: "" }, "This field is required."],
    ["adults", { adults: "0" }, "Enter a number of persons in digits, from 0 to 20 (at least 1 adult)."],
    ["adults", { adults: "two" }, "Enter a number of persons in digits, from 0 to 20 (at least 1 adult)."],
    ["children", { children: "-1" }, "Enter a number of persons in digits, from 0 to 20 (at least 1 adult)."],
    ["pets", { pets: undefined }, "Choose one of the options."],
    ["occupation", { occupation: "pilot" }, "Choose one of the options."],
    ["income", { income: "" }, "This field is required."],
    ["income", { income: "4200,50" }, "Enter an amount in whole euros, in digits (for example 250000)."],
    ["income", { income: "-100" }, "Enter an amount in whole euros, in digits (for example 250000)."],
    ["moveIn", { moveIn: "" }, "This field is required."],
    ["moveIn", { moveIn: inDays(-1) }, "This date is in the past."],
    ["moveIn", { moveIn: "31/04/2031" }, "Enter a complete, existing date (day, month and year)."],
    ["depositForm", { depositForm: "cash" }, "Choose one of the options."],
  ])("refuses %s (%j) with 422, its message, and every value kept", async (field, change, message) => {
    const response = await postForm(`${PAGE.en}?property=${RENTAL}`, { ...valid(), ...change });
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain(message);
    expect(invalid(html, field), `${field} marked invalid`).toBe(true);
    if (field !== "street") expect(html).toContain('value="Rue Américaine"');
    if (field !== "income") expect(html).toContain('value="4 200"');
    expect(html).toContain("We work at the European Commission.");
    // The rental is still named on the page that comes back.
    expect(html).toContain("Two-bedroom flat with balcony in the Flagey area");
    expect(await leadsFor(EMAIL)).toHaveLength(0);
  });

  it("says what is wrong in the page's language", async () => {
    const nl = await (await postForm(PAGE.nl, { ...valid(), moveIn: inDays(-3), income: "veel" })).text();
    expect(nl).toContain("Deze datum ligt in het verleden.");
    expect(nl).toContain("Vul een bedrag in hele euro in, in cijfers (bijvoorbeeld 250000).");
    const fr = await (await postForm(PAGE.fr, { ...valid(), birthDate: "2020-01-01", adults: "0" })).text();
    expect(fr).toContain("Indiquez la date de naissance d&#x27;une personne d&#x27;au moins 18 ans.");
    expect(fr).toContain("au moins 1 adulte");
  });

  it("a failed captcha, a filled honeypot and a cross-site post store nothing", async () => {
    captcha.passes = false;
    const refused = await postForm(PAGE.en, valid());
    expect(refused.status).toBe(422);
    const html = await refused.text();
    expect(html).toContain("The entered characters are not valid");
    expect(html).toContain('value="Rue Américaine"');
    captcha.passes = true;
    const robot = await postForm(PAGE.en, { ...valid(), website_url: "http://spam.example" });
    expect(robot.status).toBe(303);
    expect(robot.headers.get("Location")).toBe(THANKS.en);
    expect((await postForm(PAGE.en, valid(), { Origin: "https://evil.example" })).status).toBe(403);
    expect(await leadsFor(EMAIL)).toHaveLength(0);
  });

  it("stores one lead when the same profile is sent twice", async () => {
    const fields = valid("6f2a9c1e-3b4d-4e5f-8a7b-1c2d3e4f5a6b");
    expect((await postForm(`${PAGE.en}?property=${RENTAL}`, fields)).status).toBe(303);
    expect((await postForm(`${PAGE.en}?property=${RENTAL}`, fields)).status).toBe(303);
    expect(await leadsFor(EMAIL)).toHaveLength(1);
  });

  it("the thank-you page reports the profile to the data layer", async () => {
    const html = await (await get(THANKS.en)).text();
    expect(html).toContain("Your tenant profile has been sent");
    expect(html).toContain('data-form-event="rent-profile"');
  });
});
