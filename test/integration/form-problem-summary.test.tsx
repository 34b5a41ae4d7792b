import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { parseHTML } from "linkedom";
import en from "../../locales/en.json";
import { FORM_ISLANDS } from "../../ui/forms/PageForms.tsx";
import type { FormView } from "../../ui/forms/model.ts";
import type { IslandName } from "../../ui/islands/islands.ts";
import { islandPropsFrom } from "../../ui/islands/props.ts";
import { CAPTCHA_PROBLEM } from "../../shared/forms/guard-fields.ts";
import { I18nProvider } from "../../ui/i18n/context.tsx";
import { createTranslator } from "../../shared/i18n/translate.ts";
import { FORMS } from "../../worker/forms/registry.ts";
import { decode, expectedPath } from "../support/listing-pages.ts";
import { get } from "../support/fetch.ts";
import { emptyPost, formMarkup, pageOf, pagesOf } from "../support/form-pages.ts";
import { fakeSiteverify, guardFields, postForm } from "../support/forms.ts";

// After any refusal the visitor lands on the form's summary of problems: the browser focuses it
// as the page loads (with or without JavaScript), it names each field as the field's own label
// does ("Phone: this field is required.") and links to it, and it stands right above the first
// field to correct, so that field is on screen with it.

/** Text as a person reads it: tags and the required mark's "*" and "(required)" left out. */
function readable(html: string): string {
  const withoutMarks = html.replace(/<span class="field__required"[^>]*>[\s\S]*?<\/span><\/span>/g, "");
  return decode(withoutMarks.replace(/<[^>]+>/g, ""))
    .replace(/\s+/g, " ")
    .trim();
}

interface Summary {
  /** The browser focuses it as the page loads. */
  focusedOnLoad: boolean;
  title: string;
  links: { target: string; text: string }[];
  /** Where it ends in the form's markup. */
  end: number;
}

function summaryOf(form: string): Summary | undefined {
  const match = /<div class="form__problems"([^>]*)>([\s\S]*?)<\/div>/.exec(form);
  if (!match) return undefined;
  const [whole, attributes, inner] = match;
  return {
    focusedOnLoad: /\sautofocus=""/.test(attributes!) && /\stabindex="-1"/.test(attributes!),
    title: readable(/<p[^>]*class="form__problems-title"[^>]*>([\s\S]*?)<\/p>/.exec(inner!)?.[1] ?? ""),
    links: [...inner!.matchAll(/<a href="#([^"]+)">([\s\S]*?)<\/a>/g)].map(([, target, text]) => ({
      target: target!,
      text: readable(text!),
    })),
    end: match.index + whole.length,
  };
}

/** The label a person reads for the control or group with this id. */
function labelOf(form: string, id: string): string | undefined {
  const label = new RegExp(`<label[^>]*for="${id}"[^>]*>([\\s\\S]*?)</label>`).exec(form)?.[1];
  if (label !== undefined) return readable(label);
  const legend = new RegExp(`<fieldset[^>]*id="${id}"[^>]*>\\s*<legend[^>]*>([\\s\\S]*?)</legend>`).exec(form)?.[1];
  return legend === undefined ? undefined : readable(legend);
}

/** Where the control or group with this id starts in the form's markup. */
const startOf = (form: string, id: string) =>
  form.search(new RegExp(`<(input|textarea|select|fieldset)[^>]*id="${id}"`));

/** The fields a visitor could fill in between two places of the form (hidden ones and the honeypot do not count). */
function controlsBetween(form: string, from: number, to: number): string[] {
  return [...form.slice(from, to).matchAll(/<(input|textarea|select)\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((control) => !/type="hidden"|name="website_url"/.test(control));
}

let captcha = { passes: true };
beforeEach(() => {
  captcha = fakeSiteverify();
});

afterEach(async () => {
  await env.DB.prepare("DELETE FROM leads").run();
});

describe("the summary of a refused form", () => {
  it.each(FORMS.map((form) => [form.name, form] as const))(
    "is focused as the page loads, names each field by its label, links to it, and stands right above the first: %s",
    async (name, definition) => {
      const page = await pageOf(definition);
      const fresh = formMarkup(await (await get(page)).text(), name);
      const form = formMarkup(await (await postForm(page, emptyPost(fresh))).text(), name);
      const summary = summaryOf(form);
      expect(summary).toBeDefined();
      expect(summary!.focusedOnLoad).toBe(true);
      expect(summary!.links.length).toBeGreaterThan(0);
      for (const { target, text } of summary!.links) {
        const label = labelOf(form, target);
        expect(label, `#${target}`).toBeTruthy();
        // "Phone: this field is required.", or "Email (second buyer): …" for a field of a named group.
        expect(text.startsWith(label!), `"${text}" names "${label}"`).toBe(true);
        expect(text.length, `"${text}" says what is wrong`).toBeGreaterThan(label!.length + 3);
      }
      const first = startOf(form, summary!.links[0]!.target);
      expect(first).toBeGreaterThanOrEqual(summary!.end);
      expect(controlsBetween(form, summary!.end, first)).toEqual([]);
    },
  );

  // Any field may be the first to correct: drawn by the form's own island with that field refused
  // alone, the summary stands right above it (or at the top for a field nobody sees).
  it.each(FORMS.flatMap((form) => (form.island ? [[form.name, form, form.island] as const] : [])))(
    "stands right above whichever field is the first to correct: %s",
    async (name, definition, island) => {
      for (const page of await pagesOf(definition)) {
        const html = await (await get(page)).text();
        // The props as the browser hydrates the island with them: from data-props and the markup.
        const props = [...parseHTML(html).document.querySelectorAll("[data-island]")]
          .map(
            (element) =>
              islandPropsFrom(
                element.getAttribute("data-island") as IslandName,
                element.getAttribute("data-props") ?? undefined,
                element,
              ) as { view?: FormView },
          )
          .find((p) => p.view?.name === name);
        expect(props?.view, page).toBeDefined();
        const Island = FORM_ISLANDS[island];
        for (const field of [...definition.fields.map((f) => f.name), CAPTCHA_PROBLEM]) {
          const view: FormView = { ...props!.view!, posted: true, errors: { [field]: "Something is wrong." } };
          const form = renderToStaticMarkup(
            <I18nProvider value={createTranslator("en", [["en", en]])}>
              <Island view={view} />
            </I18nProvider>,
          );
          const summary = summaryOf(form);
          expect(summary, `${page} ${field}`).toBeDefined();
          const link = summary!.links[0];
          if (!link) {
            // A field the form does not show: the summary says it at the top.
            expect(controlsBetween(form, 0, summary!.end), `${page} ${field}`).toEqual([]);
            continue;
          }
          const label = labelOf(form, link.target);
          expect(
            label && link.text.startsWith(label) && link.text.endsWith(": something is wrong."),
            `${page} ${field}: "${link.text}" names "${label}"`,
          ).toBe(true);
          const start = startOf(form, link.target);
          expect(start, `${page} ${field}`).toBeGreaterThanOrEqual(summary!.end);
          expect(controlsBetween(form, summary!.end, start), `${page} ${field}`).toEqual([]);
        }
      }
    },
  );

  it("reads like a sentence in each language: the field's name, then what is wrong", async () => {
    const lines = async (path: string) => {
      const fresh = formMarkup(await (await get(path)).text(), "site-contact");
      const refused = await postForm(path, { ...emptyPost(fresh), title: "ms" });
      return summaryOf(formMarkup(await refused.text(), "site-contact"))!.links.map((link) => link.text);
    };
    expect(await lines("/en/contact/")).toContain("Phone: this field is required.");
    expect(await lines("/nl/contact/")).toContain("Telefoon: dit veld is verplicht.");
    expect(await lines("/fr/contact/")).toContain("Téléphone : ce champ est obligatoire.");
  });

  it("stands right above the security check when only the check was refused, and links to it", async () => {
    captcha.passes = false;
    const response = await postForm("/fr/contact/", {
      ...guardFields(),
      form_name: "site-contact",
      title: "ms",
      firstName: "Claire",
      lastName: "Dumont",
      email: "claire.dumont@example.be",
      phone: "+32 470 12 34 56",
      contactDevice: "phone",
      message: "Je voudrais vendre mon appartement.",
    });
    expect(response.status).toBe(422);
    const form = formMarkup(await response.text(), "site-contact");
    const summary = summaryOf(form)!;
    expect(summary.focusedOnLoad).toBe(true);
    expect(summary.links).toEqual([
      { target: "site-contact-captcha", text: "Contrôle de sécurité : les caractères saisis ne sont pas valides." },
    ]);
    expect(startOf(form, "site-contact-captcha")).toBeGreaterThanOrEqual(summary.end);
    expect(controlsBetween(form, summary.end, startOf(form, "site-contact-captcha"))).toEqual([]);
  });

  it("says a problem of the whole form at the top of the form, focused as well", async () => {
    // A detail page shows several forms: a post that names none of them cannot be read.
    const path = await expectedPath(40112, "en");
    const response = await postForm(path, { ...guardFields() });
    expect(response.status).toBe(422);
    const form = [...(await response.text()).matchAll(/<form\b[\s\S]*?<\/form>/g)]
      .map((match) => match[0])
      .find((markup) => summaryOf(markup))!;
    const summary = summaryOf(form)!;
    expect(summary.focusedOnLoad).toBe(true);
    expect(summary.title).toBe("Your form could not be read. Please try again.");
    expect(controlsBetween(form, 0, summary.end)).toEqual([]);
  });
});
