import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { env } from "cloudflare:test";
import { buildRouteTable, projectPath } from "../../config/routes.ts";
import { slugify } from "../../shared/rules/slug.ts";
import seed from "../../migrations/seed/feed.json";
import { get } from "../support/fetch.ts";
import { fakeSiteverify, guardFields, postForm } from "../support/forms.ts";
import { page as read, type Page } from "../support/page.ts";
import { expectedPath, LANGS, LOCALES, type Lang } from "../support/listing-pages.ts";

// A detail page's forms open on demand (decision 076): a first visit gets each form's heading,
// its intro and a link that opens it; the link's page (?form=<name>) shows that form whole, and a
// form sent back with problems comes back open with what the visitor typed.

const WITH_DOCUMENTS = 40112; // available sale with documents: the visit, question, documents and friend forms
const SOLD = 40137; // a question only

const table = buildRouteTable({ languages: ["nl", "fr", "en", "de"], defaultLanguage: "fr" });
const project = seed.projects.find((p) => p.language === "en" && p.ID === 7001)!;
const PROJECT = projectPath(table, "en", { id: project.ID, nameSlug: slugify(project.Name) });

const LISTING_FORMS = ["contact-appointment", "contact-me", "contact-documents", "send-to-friend"] as const;
type ListingForm = (typeof LISTING_FORMS)[number];

const texts = (lang: Lang, form: ListingForm) => LOCALES[lang].listing.forms[form];

beforeEach(() => {
  fakeSiteverify();
});

afterEach(async () => {
  await env.DB.prepare("DELETE FROM leads").run();
});

async function shown(path: string): Promise<{ html: string; main: Page }> {
  const response = await get(path);
  expect(response.status, path).toBe(200);
  const html = await response.text();
  return { html, main: read(html).landmark("main") };
}

/** The section of a form (the part its heading names), as a page of its own. */
function section(main: Page, title: string): Page {
  return main.within(main.getByRole("heading", { name: title }).parentElement!);
}

/** The names of the forms the page renders whole (a form carries its name in a hidden field). */
function openForms(html: string): string[] {
  return [...html.matchAll(/name="form_name" value="([^"]+)"/g)].map((m) => m[1]!);
}

describe("a listing's detail page on a first visit", () => {
  it.each(LANGS)(
    "%s: each form shows its heading, its intro and a link that opens it on the same page",
    async (lang) => {
      const path = await expectedPath(WITH_DOCUMENTS, lang);
      const { main } = await shown(path);
      for (const form of LISTING_FORMS) {
        const { title, intro, open } = texts(lang, form);
        const own = section(main, title);
        expect(own.root.getAttribute("id")).toBe(`form-${form}`);
        expect(own.text()).toContain(intro);
        expect(own.links()).toEqual([{ name: open, href: `${path}?form=${form}#form-${form}` }]);
      }
    },
  );

  it("renders none of the forms: no field, no form island, nothing posting to the page", async () => {
    const path = await expectedPath(WITH_DOCUMENTS, "en");
    const { html, main } = await shown(path);
    expect(openForms(html)).toEqual([]);
    for (const role of ["textbox", "radio", "checkbox", "combobox"]) expect(main.getAllByRole(role), role).toEqual([]);
    expect(main.getAllByRole("button", { name: /send/i })).toEqual([]);
    for (const island of ["VisitForm", "ListingQuestionForm", "DocumentsRequestForm", "SendToFriendForm"])
      expect(html).not.toContain(`data-island="${island}"`);
    expect([...read(html).root.querySelectorAll("form")].map((f) => f.getAttribute("action"))).not.toContain(path);
  });

  it("still lists the documents, above the link that has them sent", async () => {
    const { main } = await shown(await expectedPath(WITH_DOCUMENTS, "en"));
    const documents = main.within(main.getByRole("heading", { name: "Documents" }).closest("section")!);
    expect(documents.getAllByRole("listitem").length).toBeGreaterThan(0);
    expect(documents.links().map((link) => link.name)).toEqual(["Request the documents"]);
  });
});

describe("a listing's detail page with ?form=", () => {
  it.each(LISTING_FORMS)("?form=%s renders that form whole, under its heading, and the others closed", async (form) => {
    const path = await expectedPath(WITH_DOCUMENTS, "en");
    const { html, main } = await shown(`${path}?form=${form}`);
    expect(openForms(html)).toEqual([form]);
    const own = section(main, texts("en", form).title);
    expect(own.getAllByRole("textbox").length).toBeGreaterThan(0);
    expect(own.links().map((link) => link.name)).not.toContain(texts("en", form).open);
    expect(own.root.querySelector("form")?.getAttribute("action")).toBe(path);
    for (const other of LISTING_FORMS.filter((name) => name !== form)) {
      const closed = section(main, texts("en", other).title);
      expect(closed.getAllByRole("textbox"), other).toEqual([]);
      expect(closed.getByRole("link", { name: texts("en", other).open }).getAttribute("href")).toBe(
        `${path}?form=${other}#form-${other}`,
      );
    }
  });

  it.each(["nl", "fr"] as const)("opens the form in the page's language, the others' links too (%s)", async (lang) => {
    const { main } = await shown(`${await expectedPath(WITH_DOCUMENTS, lang)}?form=contact-me`);
    const own = section(main, texts(lang, "contact-me").title);
    expect(own.field(/^(Naam|Nom)\b/)).toBeDefined();
    const { title, open } = texts(lang, "send-to-friend");
    expect(
      section(main, title)
        .links()
        .map((link) => link.name),
    ).toEqual([open]);
  });

  it.each(["nothing", "", "CONTACT-ME", "site-contact", "../contact-me", "contact-me#x"])(
    "ignores ?form=%s: the page answers 200 with every form closed",
    async (value) => {
      const path = await expectedPath(WITH_DOCUMENTS, "en");
      const { html } = await shown(`${path}?form=${encodeURIComponent(value)}`);
      expect(openForms(html)).toEqual([]);
      expect(html).toContain(`href="${path}?form=contact-me#form-contact-me"`);
    },
  );

  it("ignores a form the listing does not offer: a sold listing's page with ?form=send-to-friend", async () => {
    const path = await expectedPath(SOLD, "en");
    const { html } = await shown(`${path}?form=send-to-friend`);
    expect(openForms(html)).toEqual([]);
    expect(html).not.toContain('id="form-send-to-friend"');
  });

  it("opens the first of repeated ?form= values, and ignores a form in another parameter's place", async () => {
    const path = await expectedPath(WITH_DOCUMENTS, "en");
    expect(openForms((await shown(`${path}?form=send-to-friend&form=contact-me`)).html)).toEqual(["send-to-friend"]);
    expect(openForms((await shown(`${path}?form[]=contact-me`)).html)).toEqual([]);
  });
});

describe("a listing's form sent back with problems", () => {
  it.each([
    [
      "contact-me",
      {
        form_name: "contact-me",
        title: "ms",
        firstName: "Sofie",
        lastName: "Janssens",
        email: "sofie@",
        phone: "0486 22 33 44",
        contactDevice: "email",
        message: "Is the terrace south-facing?",
      },
      "Is the terrace south-facing?",
    ],
    [
      "contact-documents",
      {
        form_name: "contact-documents",
        name: "Pieter De Smet",
        email: "pieter@",
        phone: "02 345 67 89",
        agreement: "on",
      },
      "Pieter De Smet",
    ],
    [
      "send-to-friend",
      { form_name: "send-to-friend", name: "Lotte Maes", email: "lotte.maes@example.be", friendEmail: "jonas@" },
      "Lotte Maes",
    ],
  ] as const)(
    "%s: comes back open with its message and the input kept, the others closed",
    async (form, sent, kept) => {
      const path = await expectedPath(WITH_DOCUMENTS, "en");
      const response = await postForm(path, { ...guardFields(), ...sent });
      expect(response.status).toBe(422);
      const html = await response.text();
      expect(openForms(html)).toEqual([form]);
      const own = section(read(html).landmark("main"), texts("en", form).title);
      expect(own.text()).toContain("This email address is not valid.");
      expect(html).toContain(kept);
      for (const other of LISTING_FORMS.filter((name) => name !== form))
        expect(html, other).toContain(`href="${path}?form=${other}#form-${other}"`);
    },
  );
});

describe("a project's detail page", () => {
  it("shows its question's heading, intro and the link that opens it; the link's page, or a post with problems, shows the form", async () => {
    const { html, main } = await shown(PROJECT);
    const { title, intro, open } = LOCALES.en.projects.forms["contact-construction"];
    const own = section(main, title);
    expect(own.text()).toContain(intro);
    expect(own.links()).toEqual([
      { name: open, href: `${PROJECT}?form=contact-construction#form-contact-construction` },
    ]);
    expect(openForms(html)).toEqual([]);

    const opened = await shown(`${PROJECT}?form=contact-construction`);
    expect(openForms(opened.html)).toEqual(["contact-construction"]);
    expect(section(opened.main, title).root.querySelector("form")?.getAttribute("action")).toBe(PROJECT);
    expect(openForms((await shown(`${PROJECT}?form=contact-me`)).html)).toEqual([]);

    // Sent back with problems, it comes back open with what was typed.
    const response = await postForm(PROJECT, {
      ...guardFields(),
      form_name: "contact-construction",
      title: "mr",
      firstName: "Karim",
      lastName: "",
      email: "karim.elamrani@example.be",
      phone: "0470 12 34 56",
      contactDevice: "email",
      message: "Are there still two-bedroom flats with a garden?",
    });
    expect(response.status).toBe(422);
    const sentBack = await response.text();
    expect(openForms(sentBack)).toEqual(["contact-construction"]);
    expect(sentBack).toContain("Are there still two-bedroom flats with a garden?");
  });
});
