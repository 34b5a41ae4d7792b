/**
 * A data-layer event once a form is filled in. The thank-you page names the form it
 * thanks for; the event goes to `window.dataLayer`, where the tag manager (loaded according to
 * the visitor's consent) picks it up. Pushing data does not load anything by itself.
 *
 * `form_submit` names the form; a form that asks the agency for something (a visit, a valuation,
 * documents, a call back…) is also GA4's `generate_lead`. Both carry the visit's utm parameters,
 * and nothing the visitor typed.
 */
import { keepUtm, sessionStore, type UtmParameters } from "../analytics/utm.ts";

type DataLayer = Record<string, unknown>[];

/** The forms whose sending is a lead for the agency (decision 039). */
export const LEAD_FORMS: ReadonlySet<string> = new Set([
  "contact-me",
  "contact-appointment",
  "contact-construction",
  "contact-demand",
  "contact-documents",
  "demand-register",
  "site-contact",
  "offer-to-buy",
  "rent-profile",
]);

/** The events of a sent form (pure: the form's name, the page language, the visit's utm). */
export function sentFormEntries(form: string, language: string, utm: UtmParameters | undefined): DataLayer {
  const entries: DataLayer = [{ event: "form_submit", form_name: form, language, ...utm }];
  if (LEAD_FORMS.has(form))
    entries.push({ event: "generate_lead", form_name: form, lead_source: form, language, ...utm });
  return entries;
}

export function reportSentForm(
  doc: Document = document,
  target: { dataLayer?: DataLayer; location?: { search: string }; sessionStorage?: Storage } = window as unknown as {
    dataLayer?: DataLayer;
  },
): void {
  const form = doc.querySelector<HTMLElement>("[data-form-event]")?.dataset.formEvent;
  if (!form) return;
  target.dataLayer ??= [];
  const utm = keepUtm(target.location?.search ?? "", sessionStore(target));
  target.dataLayer.push(...sentFormEntries(form, doc.documentElement.lang, utm));
}
