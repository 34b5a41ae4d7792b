// Where each form of the site is shown, and what a browser sends of it, for tests that try them all.
import { buildRouteTable, projectPath, type RouteKey } from "../../config/routes.ts";
import { slugify } from "../../shared/rules/slug.ts";
import seed from "../../migrations/seed/feed.json";
import type { FormDefinition } from "../../worker/forms/define.ts";
import { TURNSTILE_FIELD } from "../../shared/forms/guard-fields.ts";
import { OPEN_FORM_PARAM } from "../../shared/forms/open-form.ts";
import { expectedPath } from "./listing-pages.ts";

const table = buildRouteTable({ languages: ["nl", "fr", "en", "de"], defaultLanguage: "fr" });
const project = seed.projects.find((p) => p.language === "en" && p.ID === 7001)!;
/** Available, for sale, with documents: a listing's page shows its every form. */
const SALE = 40112;
const RENTAL = 40232;

/** A detail page with the form `name` open: its forms show only their links until one is opened. */
const opened = (path: string, name: string) => `${path}?${OPEN_FORM_PARAM}=${name}`;

/**
 * The English page that shows a form; the offer and the tenant profile are opened for a listing,
 * and a detail page's form is opened by its link.
 */
export async function pageOf(form: FormDefinition): Promise<string> {
  if (form.page === "listing") return opened(await expectedPath(SALE, "en"), form.name);
  if (form.page === "project")
    return opened(projectPath(table, "en", { id: project.ID, nameSlug: slugify(project.Name) }), form.name);
  const forListing: Partial<Record<RouteKey, string>> = {
    offer: `?property=${SALE}`,
    rentProfile: `?property=${RENTAL}`,
  };
  return table.path("en", form.page) + (forListing[form.page] ?? "");
}

/** Every page that shows a form differently: a listing's forms on a sale and on a rental. */
export async function pagesOf(form: FormDefinition): Promise<string[]> {
  return form.page === "listing"
    ? [opened(await expectedPath(SALE, "en"), form.name), opened(await expectedPath(RENTAL, "en"), form.name)]
    : [await pageOf(form)];
}

/** The path of a route page in English. */
export const englishPath = (key: RouteKey) => table.path("en", key);

/** The markup of the form called `name` on a page. */
export function formMarkup(html: string, name: string): string {
  const form = [...html.matchAll(/<form\b[\s\S]*?<\/form>/g)]
    .map((match) => match[0])
    .find((markup) => markup.includes(`name="form_name" value="${name}"`));
  if (!form) throw new Error(`the page shows no form ${name}`);
  return form;
}

/**
 * What a browser sends of a form nobody filled in: its hidden fields as they are, every text
 * field empty, no box ticked, no file; and a Turnstile token, as if the widget had run.
 */
export function emptyPost(form: string): Record<string, string> {
  const fields: Record<string, string> = { [TURNSTILE_FIELD]: "XXXX.DUMMY.TOKEN.XXXX" };
  for (const [control] of form.matchAll(/<(input|textarea)\b[^>]*>/g)) {
    const name = /\sname="([^"]+)"/.exec(control)?.[1];
    const type = /\stype="([^"]+)"/.exec(control)?.[1] ?? "text";
    if (!name || ["radio", "checkbox", "file", "submit"].includes(type)) continue;
    fields[name] = type === "hidden" ? (/\svalue="([^"]*)"/.exec(control)?.[1] ?? "") : "";
  }
  return fields;
}
