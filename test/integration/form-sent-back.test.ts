import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildRouteTable, projectPath, type RouteKey } from "../../config/routes.ts";
import { slugify } from "../../client/rules/slug.ts";
import seed from "../../migrations/seed/feed.json";
import { FORMS } from "../../worker/forms/registry.ts";
import { get } from "../support/fetch.ts";
import { fakeSiteverify, guardFields, postForm } from "../support/forms.ts";
import { expectedPath } from "../support/listing-pages.ts";

// A form sent back with problems shows exactly what the visitor sent: a radio group, a checkbox
// or a text the visitor left empty stays empty, whatever a fresh form starts with (the phone as
// the way to be contacted, a daily alert, the address the footer sent along).

const table = buildRouteTable({ languages: ["nl", "fr", "en", "de"], defaultLanguage: "fr" });
const project = seed.projects.find((p) => p.language === "en" && p.ID === 7001)!;
const SALE = 40112; // available, with documents: question, documents, friend, visit
const RENTAL = 40232; // available rental: its visit form asks the rental's confirmations

/** Pages that show every form, in English; the offer and the tenant profile are opened for a listing. */
async function formPages(): Promise<string[]> {
  const opened: Partial<Record<RouteKey, string>> = { offer: `?property=${SALE}`, rentProfile: `?property=${RENTAL}` };
  const routePages = [...new Set(FORMS.map((form) => form.page))]
    .filter((page): page is RouteKey => page !== "listing" && page !== "project")
    .map((page) => table.path("en", page) + (opened[page] ?? ""));
  return [...routePages, await expectedPath(SALE, "en"), await expectedPath(RENTAL, "en"), projectPath(table, "en", { id: project.ID, nameSlug: slugify(project.Name) })];
}

/** The markup of the form called `name` on a page. */
function formMarkup(html: string, name: string): string {
  const form = [...html.matchAll(/<form\b[\s\S]*?<\/form>/g)].map((match) => match[0]).find((markup) => markup.includes(`name="form_name" value="${name}"`));
  if (!form) throw new Error(`the page shows no form ${name}`);
  return form;
}

/** What a form shows as chosen or typed by the visitor: ticked boxes and radios, chosen options, filled text fields. */
function shownAsChosen(form: string): string[] {
  const controls = [...form.matchAll(/<(input|textarea|select|option)\b[^>]*>/g)].map((match) => match[0]);
  return controls.filter((control) => {
    if (/\s(checked|selected)=""/.test(control)) return true;
    const type = /\stype="([^"]+)"/.exec(control)?.[1] ?? "text";
    return control.startsWith("<input") && !["hidden", "radio", "checkbox"].includes(type) && /\svalue="[^"]+"/.test(control);
  });
}

beforeEach(() => {
  fakeSiteverify();
});

afterEach(async () => {
  await env.DB.prepare("DELETE FROM leads").run();
});

describe("a form sent back with problems", () => {
  it("shows nothing chosen or typed when nothing was sent, on every form of the site", async () => {
    const pages = await formPages();
    const shown = new Map<string, string>();
    for (const page of pages) {
      const html = await (await get(page)).text();
      for (const [, name] of html.matchAll(/name="form_name" value="([^"]+)"/g)) if (!shown.has(name!)) shown.set(name!, page);
    }
    // Every form the site accepts is tried: a new one needs a page in formPages.
    expect([...shown.keys()].sort()).toEqual(FORMS.map((form) => form.name).sort());

    for (const [name, page] of shown) {
      const response = await postForm(page, { ...guardFields(), form_name: name });
      expect(response.status, name).toBe(422);
      expect(shownAsChosen(formMarkup(await response.text(), name)), name).toEqual([]);
    }
  });

  it("shows the way to be contacted as sent, while a fresh form proposes the phone", async () => {
    const fresh = formMarkup(await (await get("/en/contact/")).text(), "site-contact");
    expect(shownAsChosen(fresh)).toEqual([expect.stringContaining('value="phone"')]);

    const crafted = await postForm("/en/contact/", { ...guardFields(), form_name: "site-contact", title: "ms", firstName: "Claire" });
    const html = await crafted.text();
    expect(html).toContain("Choose one of the options.");
    const form = formMarkup(html, "site-contact");
    expect(shownAsChosen(form).filter((control) => control.includes('name="contactDevice"'))).toEqual([]);

    const byEmail = formMarkup(await (await postForm("/en/contact/", { ...guardFields(), form_name: "site-contact", contactDevice: "email" })).text(), "site-contact");
    expect(shownAsChosen(byEmail)).toEqual([expect.stringContaining('value="email"')]);
  });

  it("keeps the newsletter's address empty when none was sent, though the footer's address opened the page", async () => {
    const path = `${table.path("en", "newsletter")}?email=${encodeURIComponent("ann@example.be")}`;
    expect(shownAsChosen(formMarkup(await (await get(path)).text(), "sign-newsletter"))).toEqual([expect.stringContaining('value="ann@example.be"')]);
    const response = await postForm(path, { ...guardFields(), form_name: "sign-newsletter", firstName: "Ann" });
    expect(response.status).toBe(422);
    expect(shownAsChosen(formMarkup(await response.text(), "sign-newsletter"))).toEqual([expect.stringContaining('value="Ann"')]);
  });
});
