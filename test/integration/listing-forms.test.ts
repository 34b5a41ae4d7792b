import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildRouteTable, projectPath } from "../../config/routes.ts";
import { slugify } from "../../shared/rules/slug.ts";
import seed from "../../migrations/seed/feed.json";
import { getLead, type Lead } from "../../worker/forms/leads.ts";
import { FORMS } from "../../worker/forms/registry.ts";
import { mailsForLead } from "../../worker/mail/render.ts";
import { mailSettings } from "../../worker/mail/settings.ts";
import { get } from "../support/fetch.ts";
import { fakeSiteverify, guardFields, leadsFor, ORIGIN, postForm } from "../support/forms.ts";
import { page as read } from "../support/page.ts";
import { decode, expectedPath, LOCALES, seedRecord, type Lang } from "../support/listing-pages.ts";

// The forms of a listing's and a project's detail page through the worker: a question about the
// listing (contact-me), its documents (once per property and address), sending it to a friend,
// and a question about a new-build project (contact-construction). Each: valid input, every
// refused rule with the values kept, captcha, honeypot, cross-site post and double submit.

const WITH_DOCUMENTS = 40112; // available, sale, Ixelles, two documents
const WITHOUT_DOCUMENTS = 40167; // available, no documents
const SOLD = 40137; // sold, no documents
const RENTAL_WITH_DOCUMENTS = 40232; // available rental, one document

const table = buildRouteTable({ languages: ["nl", "fr", "en", "de"], defaultLanguage: "fr" });
const project = seed.projects.find((p) => p.language === "en" && p.ID === 7001)!;
const PROJECT = projectPath(table, "en", { id: project.ID, nameSlug: slugify(project.Name) });

const THANKS_SEGMENT = { en: "thank-you", nl: "bedankt", fr: "merci" } as const;
const thanks = (lang: Lang, slug: string) => `/${lang}/${THANKS_SEGMENT[lang]}/${slug}/`;

let captcha = { passes: true };
beforeEach(() => {
  captcha = fakeSiteverify();
});

afterEach(async () => {
  await env.DB.prepare("DELETE FROM lead_mails").run();
  await env.DB.prepare("DELETE FROM leads").run();
  await env.DB.prepare("DELETE FROM document_requests").run();
  await env.DB.prepare("DELETE FROM friend_mail_recipients").run();
});

const question = (key = crypto.randomUUID()): Record<string, string | string[]> => ({
  ...guardFields(key),
  form_name: "contact-me",
  title: "ms",
  firstName: "Sofie",
  lastName: "Janssens",
  email: "Sofie.Janssens@example.be",
  phone: "0486 22 33 44",
  contactDevice: "email",
  timeSlots: ["evening"],
  message: "Is the terrace south-facing?",
  newsletter: "on",
});

const documents = (key = crypto.randomUUID()): Record<string, string | string[]> => ({
  ...guardFields(key),
  form_name: "contact-documents",
  name: "Pieter De Smet",
  email: "Pieter.DeSmet@example.be",
  phone: "02 345 67 89",
  agreement: "on",
});

const friend = (key = crypto.randomUUID()): Record<string, string | string[]> => ({
  ...guardFields(key),
  form_name: "send-to-friend",
  name: "Lotte Maes",
  email: "lotte.maes@example.be",
  friendEmail: "Jonas.Peeters@example.be",
  message: "Look at this one: 3 bedrooms > 2 & a garden <3",
});

const projectQuestion = (key = crypto.randomUUID()): Record<string, string | string[]> => ({
  ...question(key),
  form_name: "contact-construction",
  email: "karim.elamrani@example.be",
  firstName: "Karim",
  lastName: "El Amrani",
  message: "Are there still two-bedroom flats with a garden?",
});

async function storedLead(email: string): Promise<Lead> {
  const [row] = await leadsFor(email);
  expect(row, `a lead for ${email}`).toBeDefined();
  return (await getLead(env.DB, row!.id))!;
}

/** The mails the queue consumer would send for the lead, rendered without sending them. */
async function mailsOf(lead: Lead) {
  const settings = await mailSettings(
    { ...env, MAIL_FROM: "site@agency.test", MAIL_AGENCY_TO: "leads@agency.test" },
    lead,
  );
  const form = FORMS.find((f) => f.name === lead.form)!;
  const additions = form.mail ? await form.mail(env, lead, settings) : {};
  return Object.fromEntries(mailsForLead(lead, settings, additions).map(({ kind, mail }) => [kind, mail]));
}

const invalid = (html: string, form: string, field: string) =>
  new RegExp(`id="${form}-${field}"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="${form}-${field}"`).test(html);

describe("a listing's detail page", () => {
  it("shows the question, the documents with their request, and send to a friend, in that order, each with a heading", async () => {
    const path = await expectedPath(WITH_DOCUMENTS, "en");
    const html = await (await get(path)).text();
    const question = html.indexOf('id="form-contact-me"');
    const documentsSection = html.indexOf('aria-labelledby="listing-documents"');
    const documentsRequest = html.indexOf('id="form-contact-documents"');
    const friend = html.indexOf('id="form-send-to-friend"');
    expect(question).toBeGreaterThan(-1);
    expect(documentsSection).toBeGreaterThan(question);
    expect(documentsRequest).toBeGreaterThan(documentsSection);
    expect(friend).toBeGreaterThan(documentsRequest);
    // The visit request, when its form is on the page, comes first.
    const visit = html.indexOf('id="form-contact-appointment"');
    if (visit > -1) expect(visit).toBeLessThan(question);
    const headings = read(html)
      .headings()
      .map((heading) => heading.name);
    for (const heading of ["Ask a question", "Receive the documents by e-mail", "Send to a friend"])
      expect(headings).toContain(heading);
    // Each form, opened by its link, posts to the page itself.
    for (const form of ["contact-me", "contact-documents", "send-to-friend"]) {
      const opened = await (await get(`${path}?form=${form}`)).text();
      const posting = [...read(opened).root.querySelectorAll("form")].filter(
        (element) => element.getAttribute("action") === path,
      );
      expect(posting, form).toHaveLength(1);
      expect(opened).toContain(`name="form_name" value="${form}"`);
    }
  });

  it("lists the documents by name and kind without linking the files (they are sent by e-mail)", async () => {
    const html = await (await get(await expectedPath(WITH_DOCUMENTS, "en"))).text();
    const textsOf = (selector: string) =>
      [...read(html).root.querySelectorAll(selector)].map((element) => element.textContent);
    expect(textsOf(".documents__name")).toContain("Energy performance certificate");
    expect(textsOf(".documents__kind")).toContain("Floor plan");
    expect(html).not.toContain("/media/documents/40112/");
  });

  it.each(["en", "nl", "fr"] as const)(
    "says No documents and offers no request when there are none (%s)",
    async (lang) => {
      const html = await (await get(await expectedPath(WITHOUT_DOCUMENTS, lang))).text();
      const none = read(html)
        .landmark("main")
        .getAllByRole("paragraph")
        .filter((paragraph) => paragraph.textContent === LOCALES[lang].listing.documents.none);
      expect(none.map((paragraph) => paragraph.getAttribute("class"))).toEqual(["documents__none"]);
      expect(html).not.toContain('id="form-contact-documents"');
      expect(html).not.toContain("?form=contact-documents");
      expect(html).toContain('id="form-contact-me"');
      expect(html).toContain('id="form-send-to-friend"');
    },
  );

  it("a sold listing still takes questions, but offers no documents and no send to a friend", async () => {
    const html = await (await get(await expectedPath(SOLD, "en"))).text();
    expect(read(html).getByRole("link", { name: "Ask your question" })).toBeDefined();
    expect(html).not.toContain('id="form-contact-documents"');
    expect(html).not.toContain('id="form-send-to-friend"');
    // Asked for by name, a form the listing does not offer stays away.
    const asked = await (await get(`${await expectedPath(SOLD, "en")}?form=send-to-friend`)).text();
    expect(asked).not.toContain('value="send-to-friend"');
    const response = await postForm(await expectedPath(SOLD, "en"), question());
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/en/thank-you/contact-me/");
    expect(await leadsFor("sofie.janssens@example.be")).toHaveLength(1);
  });

  it("refuses a documents request or a send to a friend posted to a listing that does not offer them", async () => {
    expect((await postForm(await expectedPath(WITHOUT_DOCUMENTS, "en"), documents())).status).toBe(422);
    expect((await postForm(await expectedPath(SOLD, "en"), friend())).status).toBe(422);
    expect(await leadsFor("pieter.desmet@example.be")).toHaveLength(0);
    expect(await leadsFor("lotte.maes@example.be")).toHaveLength(0);
  });
});

describe("the question about a listing (contact-me)", () => {
  it.each(["en", "nl", "fr"] as const)(
    "stores a valid question about the listing and thanks the visitor (%s)",
    async (lang) => {
      const response = await postForm(await expectedPath(WITH_DOCUMENTS, lang), question());
      expect(response.status).toBe(303);
      expect(response.headers.get("Location")).toBe(thanks(lang, "contact-me"));
      const lead = await storedLead("sofie.janssens@example.be");
      expect(lead).toMatchObject({ form: "contact-me", status: "queued", language: lang, listingId: WITH_DOCUMENTS });
      expect(lead.payload).toEqual({
        title: "ms",
        firstName: "Sofie",
        lastName: "Janssens",
        email: "sofie.janssens@example.be",
        phone: "0486 22 33 44",
        contactDevice: "email",
        timeSlots: ["evening"],
        message: "Is the terrace south-facing?",
        newsletter: true,
      });
    },
  );

  it("accepts a call-back request without a question", async () => {
    const response = await postForm(await expectedPath(WITH_DOCUMENTS, "en"), {
      ...question(),
      message: "",
      timeSlots: [],
    });
    expect(response.status).toBe(303);
    expect((await storedLead("sofie.janssens@example.be")).payload).toMatchObject({ message: "", timeSlots: [] });
  });

  it("the agency's mail names the listing, with its title, reference and page", async () => {
    await postForm(await expectedPath(WITH_DOCUMENTS, "en"), question());
    const { agency, visitor } = await mailsOf(await storedLead("sofie.janssens@example.be"));
    const title = read(await get(await expectedPath(WITH_DOCUMENTS, "en")).then((r) => r.text())).heading(1);
    expect(agency!.text).toContain(title);
    expect(agency!.text).toContain(`${ORIGIN}${await expectedPath(WITH_DOCUMENTS, "en")}`);
    expect(agency!.text).toContain("Is the terrace south-facing?");
    expect(agency!.replyTo).toBe("sofie.janssens@example.be");
    expect(visitor!.to).toBe("sofie.janssens@example.be");
  });

  it.each([
    ["title", { title: "" }, "Choose one of the options."],
    ["firstName", { firstName: " " }, "This field is required."],
    ["lastName", { lastName: "" }, "This field is required."],
    ["email", { email: "sofie@" }, "This email address is not valid."],
    ["phone", { phone: "" }, "This field is required."],
    ["phone", { phone: "12 34" }, "Enter a phone number of 8 to 15 digits."],
    ["contactDevice", { contactDevice: "pigeon" }, "Choose one of the options."],
    ["timeSlots", { timeSlots: ["night"] }, "Choose one of the options."],
    ["message", { message: "x".repeat(3001) }, "This text is too long."],
  ])("refuses %s (%j) with 422, its message and every value kept", async (field, change, message) => {
    const response = await postForm(await expectedPath(WITH_DOCUMENTS, "en"), { ...question(), ...change });
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain(message);
    expect(invalid(html, "contact-me", field)).toBe(true);
    if (field !== "email") expect(html).toContain("Sofie.Janssens@example.be");
    if (field !== "message") expect(html).toContain("Is the terrace south-facing?");
    expect(await leadsFor("sofie.janssens@example.be")).toHaveLength(0);
  });

  it("says what is wrong in the page's language", async () => {
    const nl = await (await postForm(await expectedPath(WITH_DOCUMENTS, "nl"), { ...question(), email: "x" })).text();
    expect(nl).toContain("Dit e-mailadres is niet geldig.");
  });
});

describe("the documents request (contact-documents)", () => {
  it.each(["en", "nl", "fr"] as const)(
    "stores a valid request, claims the documents and thanks the visitor (%s)",
    async (lang) => {
      const response = await postForm(await expectedPath(WITH_DOCUMENTS, lang), documents());
      expect(response.status).toBe(303);
      expect(response.headers.get("Location")).toBe(thanks(lang, lang === "nl" ? "documenten" : "documents"));
      const lead = await storedLead("pieter.desmet@example.be");
      expect(lead).toMatchObject({ form: "contact-documents", listingId: WITH_DOCUMENTS, language: lang });
      expect(lead.payload).toEqual({
        name: "Pieter De Smet",
        email: "pieter.desmet@example.be",
        phone: "02 345 67 89",
        agreement: true,
      });
      const claim = await env.DB.prepare("SELECT listing_id, email FROM document_requests").all();
      expect(claim.results).toEqual([{ listing_id: WITH_DOCUMENTS, email: "pieter.desmet@example.be" }]);
    },
  );

  it.each([
    ["en", "You have already requested the documents for this property."],
    ["nl", "U hebt de documenten van dit pand al aangevraagd."],
    ["fr", "Vous avez déjà demandé les documents de ce bien."],
  ] as const)("refuses a second request for the same property from the same address (%s)", async (lang, message) => {
    const path = await expectedPath(WITH_DOCUMENTS, lang);
    expect((await postForm(path, documents())).status).toBe(303);
    const again = await postForm(path, { ...documents(), email: "PIETER.DESMET@example.be", name: "Pieter" });
    expect(again.status).toBe(422);
    const html = decode(await again.text());
    expect(html).toContain(message);
    expect(html).toContain('value="Pieter"');
    expect(await leadsFor("pieter.desmet@example.be")).toHaveLength(1);
  });

  it("a double submit of the same form is not a repeat: one lead, thanked twice", async () => {
    const path = await expectedPath(WITH_DOCUMENTS, "en");
    const fields = documents("7c0d2a51-3e8b-4f6a-9d1c-5b2e8f4a6c13");
    expect((await postForm(path, fields)).status).toBe(303);
    const second = await postForm(path, fields);
    expect(second.status).toBe(303);
    expect(second.headers.get("Location")).toBe("/en/thank-you/documents/");
    expect(await leadsFor("pieter.desmet@example.be")).toHaveLength(1);
  });

  it("the same address may request another property's documents", async () => {
    expect((await postForm(await expectedPath(WITH_DOCUMENTS, "en"), documents())).status).toBe(303);
    expect((await postForm(await expectedPath(RENTAL_WITH_DOCUMENTS, "en"), documents())).status).toBe(303);
    expect(await leadsFor("pieter.desmet@example.be")).toHaveLength(2);
  });

  it("a refused captcha claims nothing: the visitor may send the request again", async () => {
    const path = await expectedPath(WITH_DOCUMENTS, "en");
    captcha.passes = false;
    const refused = await postForm(path, documents());
    expect(refused.status).toBe(422);
    expect(await refused.text()).toContain("The entered characters are not valid");
    captcha.passes = true;
    expect((await postForm(path, documents())).status).toBe(303);
  });

  it("the visitor's mail links every document; the agency's mail says which were sent", async () => {
    await postForm(await expectedPath(WITH_DOCUMENTS, "fr"), documents());
    const { agency, visitor } = await mailsOf(await storedLead("pieter.desmet@example.be"));
    const record = seedRecord(WITH_DOCUMENTS, "fr");
    expect(visitor!.to).toBe("pieter.desmet@example.be");
    expect(visitor!.text).toContain("Les documents que vous avez demandés");
    for (const doc of record.Documents as { Name: string; Url: string }[]) {
      expect(visitor!.text).toContain(`${ORIGIN}${doc.Url}`);
      expect(visitor!.html).toContain(`href="${ORIGIN}${doc.Url}"`);
      expect(agency!.text).toContain(doc.Name);
    }
    expect(visitor!.text).toContain("Certificat PEB");
  });

  it.each([
    ["name", { name: "" }, "This field is required."],
    ["email", { email: "" }, "This email address is not valid."],
    ["phone", { phone: "abc" }, "Enter a phone number of 8 to 15 digits."],
    ["agreement", { agreement: undefined }, "Tick the box to receive the documents."],
  ])("refuses %s (%j) with 422, its message and the values kept", async (field, change, message) => {
    const response = await postForm(await expectedPath(WITH_DOCUMENTS, "en"), { ...documents(), ...change });
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain(message);
    expect(invalid(html, "contact-documents", field)).toBe(true);
    if (field !== "phone") expect(html).toContain('value="02 345 67 89"');
    expect(await leadsFor("pieter.desmet@example.be")).toHaveLength(0);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM document_requests").first<number>("n")).toBe(0);
  });
});

/** The refusal of anything that reads as a link, as the visitor reads it (decision 050). */
const LINKS_REFUSED =
  "This mail goes to your friend in our name, so it may contain no web or e-mail addresses and no HTML";

describe("send to a friend", () => {
  it.each(["en", "nl", "fr"] as const)("stores the request and thanks the sender (%s)", async (lang) => {
    const response = await postForm(await expectedPath(WITH_DOCUMENTS, lang), friend());
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(thanks(lang, "send-to-friend"));
    const lead = await storedLead("lotte.maes@example.be");
    expect(lead).toMatchObject({ form: "send-to-friend", listingId: WITH_DOCUMENTS });
    expect(lead.payload).toEqual({
      name: "Lotte Maes",
      email: "lotte.maes@example.be",
      friendEmail: "jonas.peeters@example.be",
      message: "Look at this one: 3 bedrooms > 2 & a garden <3",
    });
  });

  it("mails the friend, not the sender: who sends it, the message escaped, the listing's title, price, place, photo and link", async () => {
    const path = await expectedPath(WITH_DOCUMENTS, "en");
    await postForm(path, friend());
    const mails = await mailsOf(await storedLead("lotte.maes@example.be"));
    expect(Object.keys(mails).sort()).toEqual(["agency", "visitor"]);
    const mail = mails.visitor!;
    expect(mail.to).toBe("jonas.peeters@example.be");
    expect(mail.replyTo).toBe("lotte.maes@example.be");
    expect(mails.agency!.to).toBe("leads@agency.test");
    expect(Object.values(mails).map((m) => m!.to)).not.toContain("lotte.maes@example.be");
    expect(mail.subject).toContain("Lotte Maes");
    expect(mail.text).toContain("Lotte Maes (lotte.maes@example.be)");
    expect(mail.text).toContain("Look at this one: 3 bedrooms > 2 & a garden <3");
    expect(mail.html).toContain("Look at this one: 3 bedrooms &gt; 2 &amp; a garden &lt;3");
    const page = await (await get(path)).text();
    const title = read(page).heading(1);
    expect(mail.text).toContain(title);
    const record = seedRecord(WITH_DOCUMENTS, "en");
    expect(mail.text).toContain(`${record.Zip} ${record.City}`);
    expect(mail.text.replace(/\u202f|\u00a0/g, " ")).toMatch(/€ ?[\d.,\s]+|[\d.,\s]+ ?€/);
    expect(mail.text).toContain(`${ORIGIN}${path}`);
    expect(mail.html).toContain(`href="${ORIGIN}${path}"`);
    // The listing's photo as a JPEG: many mail programs show no WebP.
    expect(mail.html).toContain(`<img src="${ORIGIN}/files/photo/${WITH_DOCUMENTS}.jpg"`);
  });

  it("writes to the friend in the page's language", async () => {
    await postForm(await expectedPath(WITH_DOCUMENTS, "nl"), friend());
    const { visitor } = await mailsOf(await storedLead("lotte.maes@example.be"));
    expect(visitor!.subject).toBe(
      `Lotte Maes denkt dat dit pand u kan interesseren – ${(await import("../../config/sample.json")).default.agency.name}`,
    );
    expect(visitor!.text).toContain("Het pand bekijken");
    expect(visitor!.html).toContain('<html lang="nl">');
  });

  it.each([
    ["name", { name: "" }, "This field is required."],
    ["name", { name: "Visit www.cheap-pills.example" }, LINKS_REFUSED],
    ["name", { name: "KBC . BE" }, LINKS_REFUSED],
    ["email", { email: "lotte" }, "This email address is not valid."],
    ["friendEmail", { friendEmail: "" }, "This email address is not valid."],
    ["friendEmail", { friendEmail: "jonas@" }, "This email address is not valid."],
    ["message", { message: "See https://spam.example/offer" }, LINKS_REFUSED],
    ["message", { message: "Log in at kbc-secure-login.example/verify" }, LINKS_REFUSED],
    ["message", { message: "Short link: bit.ly/x" }, LINKS_REFUSED],
    ["message", { message: "Your bank: evil.be" }, LINKS_REFUSED],
    ["message", { message: '<a href="x">click</a>' }, LINKS_REFUSED],
    ["message", { message: "y".repeat(501) }, "This text is too long."],
  ])("refuses %s (%j) with 422, its message and the values kept", async (field, change, message) => {
    const response = await postForm(await expectedPath(WITH_DOCUMENTS, "en"), { ...friend(), ...change });
    expect(response.status).toBe(422);
    const html = decode(await response.text());
    expect(html).toContain(message);
    expect(invalid(html, "send-to-friend", field)).toBe(true);
    if (field !== "friendEmail") expect(html).toContain("Jonas.Peeters@example.be");
    if (field !== "email") expect(html).toContain('value="lotte.maes@example.be"');
    expect(await leadsFor("lotte.maes@example.be")).toHaveLength(0);
  });
});

describe("the question about a new-build project (contact-construction)", () => {
  it("shows the form under its heading on the project's page, once opened by its link", async () => {
    const html = await (await get(`${PROJECT}?form=contact-construction`)).text();
    expect(html).toContain('value="contact-construction"');
    expect(html).toContain("Ask about this project");
    expect(html).toContain(`action="${PROJECT}"`);
  });

  it("stores a valid question, thanks the visitor, and the agency's mail names the project", async () => {
    const response = await postForm(PROJECT, projectQuestion());
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/en/thank-you/contact-construction/");
    const lead = await storedLead("karim.elamrani@example.be");
    expect(lead).toMatchObject({ form: "contact-construction", listingId: null });
    const { agency } = await mailsOf(lead);
    // The agency reads its mail in the site's default language (French in the sample configuration).
    expect(agency!.subject).toContain("Question sur un projet neuf");
    expect(agency!.text).toContain(
      `Au sujet du projet: ${project.Name} (Réf. ${project.ProjectNumber}) <${ORIGIN}${PROJECT}>`,
    );
  });

  it.each([
    ["lastName", { lastName: "" }, "This field is required."],
    ["email", { email: "karim@@example.be" }, "This email address is not valid."],
    ["contactDevice", { contactDevice: undefined }, "Choose one of the options."],
  ])("refuses %s (%j) with 422 and the values kept", async (field, change, message) => {
    const response = await postForm(PROJECT, { ...projectQuestion(), ...change });
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain(message);
    expect(invalid(html, "contact-construction", field)).toBe(true);
    expect(html).toContain("Are there still two-bedroom flats with a garden?");
  });
});

describe.each([
  ["contact-me", async () => expectedPath(WITH_DOCUMENTS, "en"), question, "sofie.janssens@example.be"],
  ["contact-documents", async () => expectedPath(WITH_DOCUMENTS, "en"), documents, "pieter.desmet@example.be"],
  ["send-to-friend", async () => expectedPath(WITH_DOCUMENTS, "en"), friend, "lotte.maes@example.be"],
  ["contact-construction", async () => PROJECT, projectQuestion, "karim.elamrani@example.be"],
] as const)("the guards of %s", (form, pathOf, fields, email) => {
  it("a failed captcha says so, keeps the values and stores nothing", async () => {
    captcha.passes = false;
    const response = await postForm(await pathOf(), fields());
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain("The entered characters are not valid");
    expect(html).toContain(`value="${form}"`);
    expect(await leadsFor(email)).toHaveLength(0);
  });

  it("a filled honeypot is thanked and forgotten", async () => {
    const response = await postForm(await pathOf(), { ...fields(), website_url: "http://bot.example" });
    expect(response.status).toBe(303);
    expect(await leadsFor(email)).toHaveLength(0);
  });

  it("a cross-site post is refused with 403", async () => {
    expect((await postForm(await pathOf(), fields(), { Origin: "https://evil.example" })).status).toBe(403);
    expect(await leadsFor(email)).toHaveLength(0);
  });

  it("a double submit stores one lead", async () => {
    const same = fields("0f6b5c3a-2d1e-4a9b-8c7d-6e5f4a3b2c1d");
    expect((await postForm(await pathOf(), same)).status).toBe(303);
    expect((await postForm(await pathOf(), same)).status).toBe(303);
    expect(await leadsFor(email)).toHaveLength(1);
  });
});
