import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { get } from "../support/fetch.ts";
import { fakeSiteverify, guardFields, leadsFor, postForm } from "../support/forms.ts";
import { getLead, type Lead } from "../../worker/forms/leads.ts";
import { FORMS } from "../../worker/forms/registry.ts";
import { mailsForLead } from "../../worker/mail/render.ts";
import { mailSettings } from "../../worker/mail/settings.ts";
import { todayInBrussels } from "../../shared/forms/dates-and-amounts.ts";

// The offer to buy through the worker: only for an available sale listing named by ?property=
// (otherwise the page explains where offers are made, shows no form and refuses posts), buyer A
// required and buyer B all or nothing, the amount in digits and in words, dates refused when
// incomplete or invalid, and the deposit of 10 % of the price shown after a post and repeated in
// the mails.

const PAGE = { en: "/en/make-an-offer/", nl: "/nl/bod-uitbrengen/", fr: "/fr/faire-une-offre/" } as const;
const THANKS = { en: "/en/thank-you/offer/", nl: "/nl/bedankt/bod/", fr: "/fr/merci/offre/" } as const;
/** Seed listings: an available sale at € 425.000, one whose price is not published, a sold one, a rental. */
const SALE = 40112;
const HIDDEN_PRICE = 40189;
const SOLD = 40137;
const RENTAL = 40232;
const EMAIL = "thomas.dubois@example.be";
const at = (lang: keyof typeof PAGE, property: number | string = SALE) => `${PAGE[lang]}?property=${property}`;

/** An ISO date `days` from today in Brussels. */
function inDays(days: number): string {
  const [y, m, d] = todayInBrussels().split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Text with the no-break spaces of number formatting as plain spaces, and entities read. */
const plain = (text: string) =>
  text
    .replace(/[\u00a0\u202f]/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"');

let captcha = { passes: true };
beforeEach(() => {
  captcha = fakeSiteverify();
});

afterEach(async () => {
  await env.DB.prepare("DELETE FROM lead_mails").run();
  await env.DB.prepare("DELETE FROM leads").run();
});

const valid = (key = crypto.randomUUID()): Record<string, string | string[] | undefined> => ({
  ...guardFields(key),
  title: "mr",
  firstName: "Thomas",
  lastName: "Dubois",
  email: "Thomas.Dubois@example.be",
  phone: "0477 11 22 33",
  street: "Avenue Brugmann",
  houseNumber: "250",
  zip: "1180",
  city: "Uccle",
  birthDate: "1985-09-02",
  amount: "410.000",
  amountWords: "quatre cent dix mille euros",
  startDate: inDays(0),
  endDate: inDays(14),
  place: "Uccle",
  signDate: inDays(0),
  remark: "Subject to obtaining a mortgage loan.",
});

const secondBuyer = {
  bTitle: "ms",
  bFirstName: "Claire",
  bLastName: "Dubois-Lemaire",
  bBirthDate: "1987-03-14",
  bEmail: "",
  bPhone: "",
  bStreet: "",
  bHouseNumber: "",
  bZip: "",
  bCity: "",
};

const invalid = (html: string, field: string) =>
  new RegExp(
    `id="offer-to-buy-${field}"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="offer-to-buy-${field}"`,
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

describe("the offer page for an available sale listing", () => {
  it("shows the listing, its asking price and deposit, and a form that posts back with the listing", async () => {
    const response = await get(at("en"));
    expect(response.status).toBe(200);
    const html = plain(await response.text());
    const form = /<form[^>]*class="form"[^>]*>/.exec(html)![0];
    expect(form).toContain('method="post"');
    expect(form).toContain(`action="/en/make-an-offer/?property=${SALE}"`);
    expect(html).toContain("Renovated duplex with south-west terrace near Place du Châtelain");
    expect(html).toContain("Asking price");
    expect(html).toContain("€ 425.000");
    expect(html).toContain("10 % of the asking price: € 42.500");
    expect(html).toContain("Your offer binds you only once it is signed.");
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
      "bTitle",
      "bFirstName",
      "bLastName",
      "bEmail",
      "bPhone",
      "bStreet",
      "bHouseNumber",
      "bZip",
      "bCity",
      "bBirthDate",
      "amount",
      "amountWords",
      "startDate",
      "endDate",
      "place",
      "signDate",
      "remark",
      "newsletter",
      "form_key",
      "website_url",
    ]) {
      expect(html, name).toContain(`name="${name}"`);
    }
    expect(html).toContain('data-island="OfferForm"');
    expect(html).toContain("Second buyer (optional)");
    expect(html).toContain('class="cf-turnstile"');
  });

  it("does not reveal an asking price the agency does not publish", async () => {
    const html = plain(await (await get(at("en", HIDDEN_PRICE))).text());
    expect(html).toContain('name="amount"');
    expect(html).not.toContain("Asking price");
    expect(html).not.toContain("10 % of the asking price");
    expect(html).not.toContain("1.480.000");
  });

  it("speaks the page's language", async () => {
    const nl = plain(await (await get(at("nl"))).text());
    expect(nl).toContain("Vraagprijs");
    expect(nl).toContain("10 % van de vraagprijs: € 42.500");
    expect(nl).toContain("Tweede koper (niet verplicht)");
    const fr = plain(await (await get(at("fr"))).text());
    expect(fr).toContain("10 % du prix demandé : 42 500 €");
    expect(fr).toContain("Votre offre ne vous engage qu'une fois signée.");
  });
});

describe("the offer page without an available sale listing", () => {
  it.each([
    ["no listing", PAGE.en],
    ["a rental", at("en", RENTAL)],
    ["a sold listing", at("en", SOLD)],
    ["an unknown listing", at("en", 999999)],
    ["no number", at("en", "abc")],
  ])("with %s explains where offers are made and links to the sale list, without a form", async (_what, path) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    const html = plain(await response.text());
    expect(html).toContain("An offer is made from a property's page");
    expect(html).toContain('href="/en/for-sale/"');
    expect(html).not.toContain('<form class="form"');
    expect(html).not.toContain('name="amount"');
  });

  it("says so in Dutch and French too", async () => {
    expect(plain(await (await get(PAGE.nl)).text())).toContain("Een bod brengt u uit vanaf de pagina van een pand");
    const fr = plain(await (await get(PAGE.fr)).text());
    expect(fr).toContain("Une offre se fait depuis la page d'un bien");
    expect(fr).toContain('href="/fr/a-vendre/"');
  });

  it.each([
    ["no listing", PAGE.en],
    ["a rental", at("en", RENTAL)],
    ["a sold listing", at("en", SOLD)],
    ["an unknown listing", at("en", 999999)],
  ])("refuses an offer posted with %s and stores nothing", async (_what, path) => {
    const response = await postForm(path, valid());
    expect(response.status).toBe(422);
    const html = plain(await response.text());
    expect(html).toContain(
      "This offer could not be sent: it is not about a property for sale that is still available.",
    );
    expect(html).not.toContain('name="amount"');
    expect(await leadsFor(EMAIL)).toHaveLength(0);
  });
});

describe("sending an offer", () => {
  it.each(["en", "nl", "fr"] as const)(
    "stores a valid offer from one buyer, linked to the listing, and thanks them (%s)",
    async (lang) => {
      const fields = valid();
      const response = await postForm(at(lang), fields);
      expect(response.status).toBe(303);
      expect(response.headers.get("Location")).toBe(THANKS[lang]);
      const lead = await storedLead();
      expect(lead).toMatchObject({ form: "offer-to-buy", status: "queued", language: lang, listingId: SALE });
      expect(lead.payload).toMatchObject({
        title: "mr",
        firstName: "Thomas",
        email: EMAIL,
        birthDate: "1985-09-02",
        bTitle: "",
        bFirstName: "",
        bBirthDate: "",
        amount: 410000,
        amountWords: "quatre cent dix mille euros",
        startDate: fields.startDate,
        endDate: fields.endDate,
        place: "Uccle",
        signDate: fields.signDate,
        newsletter: false,
      });
    },
  );

  it("stores an offer from two buyers; the second buyer may share the first one's contact and address", async () => {
    expect((await postForm(at("en"), { ...valid(), ...secondBuyer, bPhone: "0478 99 88 77" })).status).toBe(303);
    const lead = await storedLead();
    expect(lead.payload).toMatchObject({
      bTitle: "ms",
      bFirstName: "Claire",
      bLastName: "Dubois-Lemaire",
      bBirthDate: "1987-03-14",
      bPhone: "0478 99 88 77",
      bStreet: "",
    });
  });

  it("accepts dates typed day first where a browser has no date picker", async () => {
    const [y, m, d] = inDays(20).split("-");
    expect((await postForm(at("en"), { ...valid(), endDate: `${d}/${m}/${y}` })).status).toBe(303);
    expect((await storedLead()).payload.endDate).toBe(inDays(20));
  });

  it("the mails carry every field, the deposit of the offer and of the asking price, and say the offer binds once signed", async () => {
    expect((await postForm(at("en"), { ...valid(), ...secondBuyer })).status).toBe(303);
    const mails = await mailsOf(await storedLead());
    // The agency reads in the site's default language (French in the sample).
    const agency = plain(mails.agency!.text);
    expect(agency).toContain("Second acheteur : prénom: Claire");
    expect(agency).toContain("Montant en toutes lettres: quatre cent dix mille euros");
    expect(agency).toContain("Montant offert: 410 000 €");
    expect(agency).toMatch(/Offre valable jusqu'au: \d{1,2} [a-zéû]+ \d{4}/);
    expect(agency).toContain("Acompte : 10 % de l'offre: 41 000 €");
    expect(agency).toContain("Acompte : 10 % du prix demandé: 42 500 €");
    expect(agency).toContain("Prix demandé: 425 000 €");
    expect(agency).toContain("https://agency.test/en/for-sale/ixelles/");
    expect(mails.agency!.replyTo).toBe(EMAIL);
    const visitor = plain(mails.visitor!.text);
    expect(mails.visitor!.to).toBe(EMAIL);
    expect(visitor).toContain("Your offer");
    expect(visitor).toContain("It binds you only once it is signed");
    expect(visitor).toContain("Amount offered: € 410.000");
    expect(visitor).toContain("Amount in words: quatre cent dix mille euros");
    expect(visitor).toContain("Deposit: 10 % of the offer: € 41.000");
    expect(visitor).toMatch(/Offer valid from: \d{1,2} \w+ \d{4}/);
    expect(visitor).toMatch(/Offer valid until: \d{1,2} \w+ \d{4}/);
    expect(visitor).toContain("Signed at: Uccle");
    expect(visitor).toMatch(/Signed on: \d{1,2} \w+ \d{4}/);
  });

  it.each([
    ["title", { title: undefined }, "Choose one of the options."],
    ["firstName", { firstName: "" }, "This field is required."],
    ["lastName", { lastName: " " }, "This field is required."],
    ["email", { email: "thomas@" }, "This email address is not valid."],
    ["phone", { phone: "04" }, "Enter a phone number of 8 to 15 digits."],
    ["street", { street: "" }, "This field is required."],
    ["houseNumber", { houseNumber: "" }, "This field is required."],
    ["zip", { zip: "" }, "This field is required."],
    ["city", { city: "" }, "This field is required."],
    ["birthDate", { birthDate: "" }, "This field is required."],
    ["birthDate", { birthDate: "1985-13-02" }, "Enter a complete, existing date (day, month and year)."],
    ["birthDate", { birthDate: inDays(-365 * 17) }, "Enter the date of birth of a person of at least 18."],
    ["amount", { amount: "" }, "This field is required."],
    ["amount", { amount: "0" }, "Enter an amount in whole euros, in digits (for example 250000)."],
    ["amount", { amount: "410000,50" }, "Enter an amount in whole euros, in digits (for example 250000)."],
    ["amount", { amount: "a lot" }, "Enter an amount in whole euros, in digits (for example 250000)."],
    ["amountWords", { amountWords: "" }, "This field is required."],
    ["startDate", { startDate: "" }, "This field is required."],
    ["startDate", { startDate: inDays(-1), signDate: inDays(-1) }, "This date is in the past."],
    ["startDate", { startDate: "2031-06" }, "Enter a complete, existing date (day, month and year)."],
    ["endDate", { endDate: "" }, "This field is required."],
    ["endDate", { endDate: "2031-02-29" }, "Enter a complete, existing date (day, month and year)."],
    ["endDate", { endDate: inDays(0) }, "The end date must come after the start date."],
    [
      "endDate",
      { startDate: inDays(5), endDate: inDays(2), signDate: inDays(5) },
      "The end date must come after the start date.",
    ],
    ["place", { place: "" }, "This field is required."],
    ["signDate", { signDate: "" }, "This field is required."],
    [
      "signDate",
      { startDate: inDays(3), signDate: inDays(1) },
      "The signing date cannot be before the start of the offer.",
    ],
    ["signDate", { signDate: inDays(20) }, "The signing date cannot be after the end of the offer."],
  ])("refuses %s (%j) with 422, its message, and every value kept", async (field, change, message) => {
    const response = await postForm(at("en"), { ...valid(), ...secondBuyer, ...change });
    expect(response.status).toBe(422);
    const html = plain(await response.text());
    expect(html).toContain(message);
    expect(invalid(html, field), `${field} marked invalid`).toBe(true);
    if (field !== "street") expect(html).toContain('value="Avenue Brugmann"');
    if (field !== "amountWords") expect(html).toContain('value="quatre cent dix mille euros"');
    expect(html).toContain('value="Claire"');
    expect(html).toContain("Subject to obtaining a mortgage loan.");
    expect(await leadsFor(EMAIL)).toHaveLength(0);
  });

  it("once any second-buyer field is filled, asks for that buyer's title, names and date of birth", async () => {
    const response = await postForm(at("en"), { ...valid(), bFirstName: "Claire" });
    expect(response.status).toBe(422);
    const html = plain(await response.text());
    for (const field of ["bTitle", "bLastName", "bBirthDate"]) expect(invalid(html, field), field).toBe(true);
    for (const field of ["bFirstName", "bEmail", "bPhone", "bStreet", "bCity"])
      expect(invalid(html, field), field).toBe(false);
    expect(html).toContain('value="Claire"');
    // A second buyer's e-mail, phone and date of birth are checked when given.
    const wrong = plain(
      await (
        await postForm(at("en"), {
          ...valid(),
          ...secondBuyer,
          bEmail: "claire@",
          bPhone: "12",
          bBirthDate: inDays(-365 * 10),
        })
      ).text(),
    );
    expect(invalid(wrong, "bEmail")).toBe(true);
    expect(invalid(wrong, "bPhone")).toBe(true);
    expect(invalid(wrong, "bBirthDate")).toBe(true);
    expect(wrong).toContain("Enter the date of birth of a person of at least 18.");
    expect(await leadsFor(EMAIL)).toHaveLength(0);
  });

  it("after a refused post shows the 10 % of the offered amount and the amount in words", async () => {
    const html = plain(await (await postForm(at("en"), { ...valid(), amountWords: "", place: "" })).text());
    expect(html).toContain("10 % of your offer: € 41.000");
    expect(html).toContain("10 % of the asking price: € 42.500");
    expect(html).toContain("In words: four hundred and ten thousand euros");
    const fr = plain(await (await postForm(at("fr"), { ...valid(), amount: "1080000", amountWords: "" })).text());
    expect(fr).toContain("10 % de votre offre : 108 000 €");
    expect(fr).toContain("En toutes lettres : un million quatre-vingt mille euros");
  });

  it("says what is wrong in the page's language", async () => {
    const nl = plain(await (await postForm(at("nl"), { ...valid(), endDate: inDays(0) })).text());
    expect(nl).toContain("De einddatum moet na de begindatum liggen.");
    const fr = plain(
      await (await postForm(at("fr"), { ...valid(), startDate: inDays(3), signDate: inDays(1) })).text(),
    );
    expect(fr).toContain("La date de signature ne peut pas précéder le début de l'offre.");
  });

  it("a failed captcha, a filled honeypot and a cross-site post store nothing", async () => {
    captcha.passes = false;
    const refused = await postForm(at("en"), valid());
    expect(refused.status).toBe(422);
    const html = await refused.text();
    expect(html).toContain("The entered characters are not valid");
    expect(html).toContain('value="Avenue Brugmann"');
    captcha.passes = true;
    const robot = await postForm(at("en"), { ...valid(), website_url: "http://spam.example" });
    expect(robot.status).toBe(303);
    expect(robot.headers.get("Location")).toBe(THANKS.en);
    expect((await postForm(at("en"), valid(), { Origin: "https://evil.example" })).status).toBe(403);
    expect(await leadsFor(EMAIL)).toHaveLength(0);
  });

  it("stores one lead when the same offer is sent twice", async () => {
    const fields = valid("0d9e8f7a-6b5c-4d3e-9f2a-1b0c9d8e7f6a");
    expect((await postForm(at("en"), fields)).status).toBe(303);
    expect((await postForm(at("en"), fields)).status).toBe(303);
    expect(await leadsFor(EMAIL)).toHaveLength(1);
  });

  it("the thank-you page says the offer binds once signed and reports it to the data layer", async () => {
    const html = await (await get(THANKS.en)).text();
    expect(html).toContain("An offer is binding only once it is signed.");
    expect(html).toContain('data-form-event="offer-to-buy"');
  });
});
