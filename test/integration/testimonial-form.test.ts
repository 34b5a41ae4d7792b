import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { get } from "../support/fetch.ts";
import { fakeSiteverify, guardFields, postForm } from "../support/forms.ts";

// The reviews page's testimonial form through the worker: the form below the list, a valid post
// (a lead with its mail, and a pending testimonial nobody sees yet), each refused rule with the
// values kept, a double submit, and a testimonial that cannot be stored.

const PAGE = { en: "/en/reviews/", nl: "/nl/getuigenissen/", fr: "/fr/temoignages/" } as const;
const THANKS = {
  en: "/en/thank-you/contact-testimonial/",
  nl: "/nl/bedankt/contact-testimonial/",
  fr: "/fr/merci/contact-testimonial/",
} as const;
const COMMENT = "Selling our house in Uccle took three weeks, and every visit was well prepared.";

beforeEach(() => {
  fakeSiteverify();
});

const valid = (key = crypto.randomUUID()): Record<string, string> => ({
  ...guardFields(key),
  name: "Anne Vandamme",
  about: "Sold a house in Uccle",
  email: "Anne.Vandamme@example.be",
  website: "www.atelier-vandamme.be",
  comment: COMMENT,
  consent: "on",
});

interface Row {
  name: string;
  about: string;
  website: string | null;
  image: string | null;
  comment: string;
  language: string;
  status: string;
  slug: string;
}

async function sent(): Promise<Row[]> {
  const { results } = await env.DB.prepare("SELECT * FROM testimonials WHERE name = 'Anne Vandamme'").all<Row>();
  return results;
}

async function leads() {
  const { results } = await env.DB.prepare("SELECT * FROM leads WHERE email = 'anne.vandamme@example.be'").all<{
    form: string;
    status: string;
    payload: string;
    language: string;
  }>();
  return results;
}

afterEach(async () => {
  await env.DB.prepare("DROP TRIGGER IF EXISTS refuse_testimonials").run();
  await env.DB.prepare("DELETE FROM testimonials WHERE name = 'Anne Vandamme'").run();
  await env.DB.prepare("DELETE FROM lead_mails").run();
  await env.DB.prepare("DELETE FROM leads").run();
});

describe("the testimonial form", () => {
  it("sits below the testimonials, posts to the reviews page and offers a photo", async () => {
    const html = await (await get(PAGE.en)).text();
    expect(html).toContain("Share your experience");
    // In the page's body: the head's first-screen rules name classes in their own order.
    const body = html.slice(html.indexOf("<body"));
    expect(body.indexOf("reviews__grid")).toBeLessThan(body.indexOf("share-experience"));
    const form = /<form[^>]*class="form"[^>]*>/.exec(html.slice(html.indexOf("share-experience")))![0];
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/en/reviews/"');
    expect(form).toMatch(/enctype="multipart\/form-data"/i);
    for (const name of ["name", "about", "email", "website", "image", "comment", "consent", "form_key", "website_url"])
      expect(html, name).toContain(`name="${name}"`);
    expect(html).toMatch(
      /<input[^>]*type="file"[^>]*accept="\.jpg,\.jpeg,\.png,\.webp,image\/jpeg,image\/png,image\/webp"|<input[^>]*accept="\.jpg,\.jpeg,\.png,\.webp,image\/jpeg,image\/png,image\/webp"[^>]*type="file"/,
    );
    expect(html).toContain('data-island="TestimonialForm"');
    expect(await (await get(PAGE.fr)).text()).toContain("Partagez votre expérience");
  });

  it.each(["en", "nl", "fr"] as const)(
    "stores a valid testimonial as pending, with a lead and its mail, then thanks (%s)",
    async (lang) => {
      const response = await postForm(PAGE[lang], valid());
      expect(response.status).toBe(303);
      expect(response.headers.get("Location")).toBe(THANKS[lang]);
      const [lead] = await leads();
      expect(lead).toMatchObject({ form: "contact-testimonial", status: "queued", language: lang });
      expect(JSON.parse(lead!.payload)).toEqual({
        name: "Anne Vandamme",
        about: "Sold a house in Uccle",
        email: "anne.vandamme@example.be",
        website: "https://www.atelier-vandamme.be/",
        comment: COMMENT,
        consent: true,
      });
      const [testimonial] = await sent();
      expect(testimonial).toMatchObject({
        name: "Anne Vandamme",
        about: "Sold a house in Uccle",
        website: "https://www.atelier-vandamme.be/",
        image: null,
        comment: COMMENT,
        language: lang,
        status: "pending",
      });
      expect(testimonial!.slug).toMatch(/^anne-vandamme-\d+$/);
    },
  );

  it("a pending testimonial is not on the reviews page, nor its article", async () => {
    await postForm(PAGE.en, valid());
    const [testimonial] = await sent();
    expect(await (await get(PAGE.en)).text()).not.toContain("Anne Vandamme");
    expect((await get(`/en/reviews/${testimonial!.slug}/`)).status).toBe(404);
  });

  it("stores no website when none is given", async () => {
    expect((await postForm(PAGE.en, { ...valid(), website: "" })).status).toBe(303);
    expect((await sent())[0]!.website).toBeNull();
  });

  it("stores one testimonial when the same form is sent twice", async () => {
    const fields = valid("0b6e2f0c-51c4-4d3e-9d8e-2a7c4b1f9e35");
    expect((await postForm(PAGE.en, fields)).status).toBe(303);
    expect((await postForm(PAGE.en, fields)).status).toBe(303);
    expect(await sent()).toHaveLength(1);
    expect(await leads()).toHaveLength(1);
  });

  it.each([
    ["name", { name: " " }, "This field is required."],
    ["about", { about: "" }, "This field is required."],
    ["email", { email: "anne@" }, "This email address is not valid."],
    ["website", { website: "javascript:alert(1)" }, "This website address is not valid."],
    ["website", { website: "my site" }, "This website address is not valid."],
    ["comment", { comment: "Very good agency." }, "Please write at least 20 characters."],
    ["comment", { comment: "x".repeat(2001) }, "This text is too long."],
    ["consent", { consent: "" }, "Tick this box so that we may publish your testimonial."],
  ])("refuses %s (%j) with 422, its message, and every value kept", async (field, change, message) => {
    const fields: Record<string, string> = { ...valid(), ...change };
    if (field === "consent") delete fields.consent;
    const response = await postForm(PAGE.en, fields);
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain(message);
    expect(html).toMatch(
      new RegExp(
        `id="contact-testimonial-${field}"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="contact-testimonial-${field}"`,
      ),
    );
    if (field !== "name") expect(html).toContain('value="Anne Vandamme"');
    if (field !== "comment") expect(html).toContain(COMMENT);
    expect(await sent()).toHaveLength(0);
    expect(await leads()).toHaveLength(0);
  });

  it("accepts a comment of exactly 20 and 2,000 characters", async () => {
    expect((await postForm(PAGE.en, { ...valid(), comment: "a".repeat(20) })).status).toBe(303);
    expect((await postForm(PAGE.en, { ...valid(), comment: "b".repeat(2000) })).status).toBe(303);
    expect(await sent()).toHaveLength(2);
  });

  it("says what is wrong in the page's language", async () => {
    const nl = await (await postForm(PAGE.nl, { ...valid(), comment: "Top!" })).text();
    expect(nl).toContain("Schrijf minstens 20 tekens.");
    const fr = await (await postForm(PAGE.fr, { ...valid(), website: "ftp://example.be" })).text();
    expect(fr).toContain("Cette adresse de site web n&#x27;est pas valable.");
  });

  it("when the testimonial cannot be stored, nothing is: the form comes back (503) with the visitor's text", async () => {
    await env.DB.prepare(
      "CREATE TRIGGER refuse_testimonials BEFORE INSERT ON testimonials BEGIN SELECT RAISE(ABORT, 'refused'); END",
    ).run();
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await postForm(PAGE.en, valid());
    expect(response.status).toBe(503);
    const html = await response.text();
    expect(html).toContain("What you sent could not be saved just now");
    expect(html).toContain(COMMENT);
    expect(await leads()).toEqual([]);
    expect(await sent()).toHaveLength(0);
    expect(error).toHaveBeenCalled();
  });

  it("the thank-you page says the testimonial shows after the agency has read it", async () => {
    const html = await (await get(THANKS.en)).text();
    expect(html).toContain('data-form-event="contact-testimonial"');
    expect(html).toContain("once our team has read it");
  });
});
