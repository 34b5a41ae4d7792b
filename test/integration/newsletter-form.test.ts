import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { get } from "../support/fetch.ts";
import { fakeSiteverify, guardFields, leadsFor, postForm } from "../support/forms.ts";

// Newsletter sign-up through the worker: the footer's line sends an address to the newsletter
// page (GET, prefilled), the page's form stores one subscription per address in the page's
// language, and signing up again re-activates an address that had left.

const PAGE = { en: "/en/newsletter/", nl: "/nl/nieuwsbrief/", fr: "/fr/lettre-d-information/" } as const;
const THANKS = {
  en: "/en/thank-you/newsletter/",
  nl: "/nl/bedankt/nieuwsbrief/",
  fr: "/fr/merci/lettre-d-information/",
} as const;
const EMAIL = "lucas.dubois@example.be";

let captcha = { passes: true };
beforeEach(() => {
  captcha = fakeSiteverify();
});

afterEach(async () => {
  await env.DB.prepare("DELETE FROM subscriptions").run();
  await env.DB.prepare("DELETE FROM lead_mails").run();
  await env.DB.prepare("DELETE FROM leads").run();
});

const valid = (key = crypto.randomUUID()): Record<string, string> => ({
  ...guardFields(key),
  email: " Lucas.Dubois@example.be ",
  firstName: "Lucas",
});

interface SubscriptionRow {
  id: number;
  email: string;
  first_name: string;
  language: string;
  source: string;
  status: string;
  unsubscribed_at: string | null;
}

async function subscriptions(): Promise<SubscriptionRow[]> {
  return (await env.DB.prepare("SELECT * FROM subscriptions WHERE email = ?").bind(EMAIL).all<SubscriptionRow>())
    .results;
}

describe("the footer's newsletter line", () => {
  it.each([
    ["en", "Newsletter", "Subscribe"],
    ["nl", "Nieuwsbrief", "Inschrijven"],
    ["fr", "Lettre d&#x27;information", "S&#x27;inscrire"],
  ] as const)(
    "is a plain GET form to the newsletter page on every page, without a captcha (%s)",
    async (lang, title, button) => {
      const html = await (await get(`/${lang}/`)).text();
      const footer = html.slice(html.indexOf('<footer class="footer"'));
      const form = /<form class="footer-newsletter"[^>]*>/.exec(footer)![0];
      expect(form).toContain(`action="${PAGE[lang]}"`);
      expect(form).toContain('method="get"');
      expect(footer).toContain('name="email"');
      expect(footer).toContain(title);
      expect(footer).toContain(button);
      expect(footer).not.toContain("cf-turnstile");
      // The field has a visible label.
      expect(footer).toMatch(/<label class="footer-newsletter__label" for="footer-newsletter-email">/);
    },
  );
});

describe("the newsletter page", () => {
  it("starts with the address the footer sent, and posts to itself", async () => {
    const response = await get(`${PAGE.en}?email=${encodeURIComponent("lucas.dubois@example.be")}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const form = /<form[^>]*class="form"[^>]*>/.exec(html)![0];
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/en/newsletter/?email=lucas.dubois%40example.be"');
    expect(html).toMatch(/id="sign-newsletter-email"[^>]*value="lucas.dubois@example.be"/);
    expect(html).toContain('data-island="NewsletterForm"');
    expect(html).toContain('class="cf-turnstile"');
    expect(html).toContain("Every newsletter contains a link to unsubscribe at any time.");
    const nl = await (await get(PAGE.nl)).text();
    expect(nl).toContain("Door in te schrijven gaat u akkoord om onze nieuwsbrief te ontvangen.");
  });

  it.each(["en", "nl", "fr"] as const)(
    "stores a valid sign-up as a lead and one subscription in the page's language (%s)",
    async (lang) => {
      const response = await postForm(PAGE[lang], valid());
      expect(response.status).toBe(303);
      expect(response.headers.get("Location")).toBe(THANKS[lang]);
      const [lead] = await leadsFor(EMAIL);
      expect(lead).toMatchObject({ form: "sign-newsletter", status: "queued", language: lang });
      expect(JSON.parse(lead!.payload)).toEqual({ email: EMAIL, firstName: "Lucas" });
      expect(await subscriptions()).toEqual([
        expect.objectContaining({
          email: EMAIL,
          first_name: "Lucas",
          language: lang,
          source: "sign-newsletter",
          status: "active",
        }),
      ]);
    },
  );

  it("accepts an address without a first name", async () => {
    expect((await postForm(PAGE.en, { ...valid(), firstName: "" })).status).toBe(303);
    expect(await subscriptions()).toEqual([expect.objectContaining({ first_name: "", status: "active" })]);
  });

  it("keeps one row per address: signing up again updates it, and re-activates an address that had left", async () => {
    expect((await postForm(PAGE.nl, valid())).status).toBe(303);
    const [first] = await subscriptions();
    await env.DB.prepare(
      "UPDATE subscriptions SET status = 'unsubscribed', unsubscribed_at = '2026-11-01T00:00:00.000Z' WHERE id = ?",
    )
      .bind(first!.id)
      .run();
    expect((await postForm(PAGE.fr, { ...valid(), firstName: "" })).status).toBe(303);
    const rows = await subscriptions();
    expect(rows).toHaveLength(1);
    // The same row, active again, in the language of the latest sign-up; the known first name stays.
    expect(rows[0]).toMatchObject({
      id: first!.id,
      status: "active",
      unsubscribed_at: null,
      language: "fr",
      first_name: "Lucas",
    });
    expect(await leadsFor(EMAIL)).toHaveLength(2);
  });

  it("stores one lead and one subscription when the same form is sent twice", async () => {
    const fields = valid("5e2f8a1c-3b4d-4e6f-8a9b-0c1d2e3f4a5b");
    expect((await postForm(PAGE.en, fields)).status).toBe(303);
    expect((await postForm(PAGE.en, fields)).status).toBe(303);
    expect(await leadsFor(EMAIL)).toHaveLength(1);
    expect(await subscriptions()).toHaveLength(1);
  });

  it.each([
    ["email", { email: "" }, "This email address is not valid."],
    ["email", { email: "lucas@dubois" }, "This email address is not valid."],
    ["firstName", { firstName: "L".repeat(81) }, "This text is too long."],
  ])("refuses %s (%j) with 422, its message, and the values kept", async (field, change, message) => {
    const response = await postForm(PAGE.en, { ...valid(), ...change });
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain(message);
    expect(html).toMatch(
      new RegExp(
        `id="sign-newsletter-${field}"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="sign-newsletter-${field}"`,
      ),
    );
    if (field === "email") expect(html).toContain('value="Lucas"');
    else expect(html).toContain('value=" Lucas.Dubois@example.be "');
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM subscriptions").first("n")).toBe(0);
  });

  it("says what is wrong in the page's language", async () => {
    expect(await (await postForm(PAGE.nl, { ...valid(), email: "x" })).text()).toContain(
      "Dit e-mailadres is niet geldig.",
    );
    expect(await (await postForm(PAGE.fr, { ...valid(), email: "x" })).text()).toContain(
      "Cette adresse e-mail n&#x27;est pas valide.",
    );
  });

  it("a failed captcha stores nothing, a filled honeypot is thanked and forgotten, and a cross-site post is refused", async () => {
    captcha.passes = false;
    const refused = await postForm(PAGE.en, valid());
    expect(refused.status).toBe(422);
    const html = await refused.text();
    expect(html).toContain("The entered characters are not valid");
    expect(html).toContain('value="Lucas"');
    captcha.passes = true;
    const robot = await postForm(PAGE.en, { ...valid(), website_url: "https://spam.example" });
    expect(robot.status).toBe(303);
    expect(robot.headers.get("Location")).toBe(THANKS.en);
    expect((await postForm(PAGE.en, valid(), { Origin: "https://evil.example" })).status).toBe(403);
    expect(await leadsFor(EMAIL)).toHaveLength(0);
    expect(await subscriptions()).toHaveLength(0);
  });

  it("the thank-you page reports the sign-up to the data layer", async () => {
    const html = await (await get(THANKS.en)).text();
    expect(html).toContain('data-form-event="sign-newsletter"');
  });
});
