import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { get } from "../support/fetch.ts";
import { fakeSiteverify, guardFields, leadsFor, postForm } from "../support/forms.ts";

// The contact page's form end to end through the worker: the page, a valid post (stored lead,
// queued mail, 303 to the thank-you page), every refused rule with the values kept, the captcha,
// the honeypot, a cross-site post and a double submit.

const PAGE = { en: "/en/contact/", nl: "/nl/contact/", fr: "/fr/contact/" } as const;
const THANKS = {
  en: "/en/thank-you/site-contact/",
  nl: "/nl/bedankt/contact-website/",
  fr: "/fr/merci/contact-site/",
} as const;

let captcha = { passes: true };
beforeEach(() => {
  captcha = fakeSiteverify();
});

const valid = (key = crypto.randomUUID()): Record<string, string | string[]> => ({
  ...guardFields(key),
  title: "ms",
  firstName: "Claire",
  lastName: "Dumont",
  email: "Claire.Dumont@example.be",
  phone: "+32 470 12 34 56",
  contactDevice: "phone",
  timeSlots: ["morning", "evening"],
  message: "I would like to sell my flat in Ixelles.",
  newsletter: "on",
});

afterEach(async () => {
  await env.DB.prepare("DELETE FROM lead_mails").run();
  await env.DB.prepare("DELETE FROM leads").run();
});

describe("the contact page's form", () => {
  it("is a POST form to the page itself, with its fields, an idempotency key, the captcha and the privacy line", async () => {
    const html = await (await get(PAGE.en)).text();
    const form = /<form[^>]*class="form"[^>]*>/.exec(html)![0];
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/en/contact/"');
    for (const name of [
      "title",
      "firstName",
      "lastName",
      "email",
      "phone",
      "contactDevice",
      "timeSlots",
      "message",
      "newsletter",
      "form_key",
      "website_url",
    ]) {
      expect(html, name).toContain(`name="${name}"`);
    }
    expect(html).toContain("10:00-13:00");
    expect(html).toContain("14:00-16:00");
    expect(html).toContain("16:00-19:00");
    expect(html).toContain('class="cf-turnstile"');
    expect(html).toContain('href="/en/privacy-statement/"');
    // The Dutch site's afternoon slot starts at 13:00, the others' at 14:00.
    expect(await (await get(PAGE.nl)).text()).toContain("13:00-16:00");
  });

  it.each(["en", "nl", "fr"] as const)(
    "stores a valid message as a lead, queues its mail and thanks the visitor (%s)",
    async (lang) => {
      const response = await postForm(PAGE[lang], valid());
      expect(response.status).toBe(303);
      expect(response.headers.get("Location")).toBe(THANKS[lang]);
      const [lead] = await leadsFor("claire.dumont@example.be");
      expect(lead).toMatchObject({ form: "site-contact", status: "queued", language: lang });
      expect(JSON.parse(lead!.payload)).toEqual({
        title: "ms",
        firstName: "Claire",
        lastName: "Dumont",
        email: "claire.dumont@example.be",
        phone: "+32 470 12 34 56",
        contactDevice: "phone",
        timeSlots: ["morning", "evening"],
        message: "I would like to sell my flat in Ixelles.",
        newsletter: true,
      });
    },
  );

  it("the thank-you page reports the sent form to the data layer", async () => {
    const html = await (await get(THANKS.en)).text();
    expect(html).toContain('data-form-event="site-contact"');
  });

  it("stores one lead when the same form is sent twice", async () => {
    const fields = valid("7f3c9a52-0d7e-4f0b-9a51-3b2f8e1d6c44");
    expect((await postForm(PAGE.en, fields)).status).toBe(303);
    expect((await postForm(PAGE.en, fields)).status).toBe(303);
    expect(await leadsFor("claire.dumont@example.be")).toHaveLength(1);
  });

  it.each([
    ["title", { title: "" }, "Choose one of the options."],
    ["title", { title: undefined }, "Choose one of the options."],
    ["firstName", { firstName: "   " }, "This field is required."],
    ["lastName", { lastName: "" }, "This field is required."],
    ["email", { email: "claire@" }, "This email address is not valid."],
    ["email", { email: "" }, "This email address is not valid."],
    ["phone", { phone: "12 34" }, "Enter a phone number of 8 to 15 digits."],
    ["phone", { phone: "call me" }, "Enter a phone number of 8 to 15 digits."],
    ["contactDevice", { contactDevice: "pigeon" }, "Choose one of the options."],
    ["timeSlots", { timeSlots: ["night"] }, "Choose one of the options."],
    ["message", { message: "" }, "This field is required."],
  ])("refuses %s (%j) with 422, its message, and every value kept", async (field, change, message) => {
    const fields = { ...valid(), ...change };
    const response = await postForm(PAGE.en, fields);
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain(message);
    expect(html).toMatch(
      new RegExp(
        `id="site-contact-${field}"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="site-contact-${field}"`,
      ),
    );
    if (field !== "firstName") expect(html).toContain('value="Claire"');
    if (field !== "email") expect(html).toContain("Claire.Dumont@example.be");
    if (field !== "message") expect(html).toContain("I would like to sell my flat in Ixelles.");
    expect(await leadsFor("claire.dumont@example.be")).toHaveLength(0);
  });

  it("sends the form back styled by the whole stylesheet, as it opens on the form, not on the first screen", async () => {
    const head = (html: string) => html.slice(0, html.indexOf("</head>"));
    const answer = head(await (await postForm(PAGE.en, { ...valid(), message: "" })).text());
    expect(answer).toMatch(/<link rel="stylesheet" href="\/assets\/site-[^"]+\.css"\/>/);
    expect(answer).not.toContain('data-precedence="first-screen"');
    expect(answer).not.toContain('rel="preload" as="style"');
    const opened = head(await (await get(PAGE.en)).text());
    expect(opened).toContain('data-precedence="first-screen"');
    expect(opened).toMatch(/<link rel="preload" as="style" href="\/assets\/site-[^"]+\.css"/);
  });

  it("says what is wrong in the page's language", async () => {
    const html = await (await postForm(PAGE.nl, { ...valid(), email: "x" })).text();
    expect(html).toContain("Dit e-mailadres is niet geldig.");
    const fr = await (await postForm(PAGE.fr, { ...valid(), message: "" })).text();
    expect(fr).toContain("Ce champ est obligatoire.");
  });

  it("a failed captcha says the characters are not valid and stores nothing", async () => {
    captcha.passes = false;
    const response = await postForm(PAGE.en, valid());
    expect(response.status).toBe(422);
    expect(await response.text()).toContain("The entered characters are not valid");
    expect(await leadsFor("claire.dumont@example.be")).toHaveLength(0);
  });

  it("a filled honeypot is thanked and forgotten", async () => {
    const response = await postForm(PAGE.en, { ...valid(), website_url: "https://spam.example" });
    expect(response.status).toBe(303);
    expect(await leadsFor("claire.dumont@example.be")).toHaveLength(0);
  });

  it("refuses a post from another site with 403", async () => {
    const response = await postForm(PAGE.en, valid(), { Origin: "https://evil.example" });
    expect(response.status).toBe(403);
    expect(await response.text()).toContain("sent from another site");
    expect(await leadsFor("claire.dumont@example.be")).toHaveLength(0);
  });

  it("asks a client that sends too many forms to wait, keeping what it typed", async () => {
    const statuses: number[] = [];
    let last = "";
    let retryAfter: string | null = null;
    for (let i = 0; i < 12; i++) {
      const response = await postForm(PAGE.en, valid(), { "CF-Connecting-IP": "192.0.2.77" });
      statuses.push(response.status);
      retryAfter = response.headers.get("Retry-After");
      last = await response.text();
    }
    expect(statuses.slice(0, 10).every((status) => status === 303)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // The limit's period (wrangler.jsonc), as the page's "wait a minute" says.
    expect(retryAfter).toBe("60");
    expect(last).toContain("Please wait a minute and try again.");
    expect(last).toContain('value="Claire"');
    expect(await leadsFor("claire.dumont@example.be")).toHaveLength(10);
  });

  it("a post to a page without a form is not allowed", async () => {
    const response = await postForm("/en/for-sale/", valid());
    expect(response.status).toBe(405);
  });
});
