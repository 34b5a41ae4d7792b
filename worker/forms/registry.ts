/**
 * The forms the site accepts, each with its server handling, in the order a page shows them.
 * Every form of the site's list (shared/forms/forms.ts) must have its handling here.
 */
import type { FormName } from "../../shared/forms/forms.ts";
import { SITE_CONTACT_SPEC, SITE_CONTACT_START } from "../../shared/forms/schemas/site-contact.ts";
import { VALUATION_SPEC } from "../../shared/forms/schemas/valuation.ts";
import { TESTIMONIAL_FORM } from "../testimonials/testimonial-form.ts";
import { JOB_APPLICATION_FORM } from "../jobs/application-form.ts";
import { LISTING_FORMS } from "./listing-forms.ts";
import { RENT_PROFILE_FORM } from "./rent-profile.ts";
import { OFFER_TO_BUY_FORM } from "./offer-to-buy.ts";
import { SUBSCRIPTION_FORMS } from "../subscriptions/forms.ts";
import type { FormContext } from "./context.ts";
import { VISIT_FORM } from "../visits/visit-form.ts";
import { OWNER_PASSWORD_FORM } from "../owners/auth-reminder.ts";
import { defineForm, type FormDefinition, type FormPage } from "./define.ts";

export type { FormPage } from "./define.ts";

/** A form without uploads never needs more than this. */
export const FORM_BODY_LIMIT = 1024 * 1024;

const SITE_FORMS = [
  defineForm(SITE_CONTACT_SPEC, {
    page: "contact",
    startingValues: () => SITE_CONTACT_START,
    lead: (output) => ({ email: output.email }),
  }),
  defineForm(VALUATION_SPEC, {
    page: "valuation",
    lead: (output) => ({ email: output.email }),
  }),
  // The reviews page's testimonial, with its photo and the agency's review link (worker/testimonials, decision 057).
  TESTIMONIAL_FORM,
  // A listing's question, documents and send to a friend; a project's question.
  ...LISTING_FORMS,
  // The jobs page's application with its CV (worker/jobs, decision 033).
  JOB_APPLICATION_FORM,
  // The tenant profile and the offer to buy, opened from a listing with ?property= (decision 034).
  RENT_PROFILE_FORM,
  OFFER_TO_BUY_FORM,
  // The demand register and the newsletter sign-up, with their unsubscribe links (worker/subscriptions, decision 032).
  ...SUBSCRIPTION_FORMS,
  // The visit request of an available listing, with its booked slot (worker/visits, decision 030).
  VISIT_FORM,
  // The owner portal's password reminder: a link to the owner only (worker/owners, decision 035).
  OWNER_PASSWORD_FORM,
] as const;

/** A form of the site's list without server handling fails to compile here, by its name. */
const everyFormHandled: Record<Exclude<FormName, (typeof SITE_FORMS)[number]["name"]>, never> = {};
void everyFormHandled;

export const FORMS: readonly FormDefinition[] = SITE_FORMS;

/** The forms a page shows and receives posts for, in the order the page shows them. */
export function formsForPage(page: FormPage): FormDefinition[] {
  return FORMS.filter((form) => form.page === page);
}

/** Whether any of the page's forms, as this request opens them, shows the visitor's own data. */
export function formsArePersonal(page: FormPage, ctx: FormContext): boolean {
  return formsForPage(page).some((form) => form.personal?.(ctx) ?? false);
}

/** The form a post is for: the one the body names among the page's forms, or the page's only form. */
export function formForPost(page: FormPage, name: unknown): FormDefinition | undefined {
  const forms = formsForPage(page);
  return forms.find((form) => form.name === name) ?? (forms.length === 1 ? forms[0] : undefined);
}
