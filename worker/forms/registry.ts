/**
 * The forms the site accepts, by name: the page each one sits on (and posts to), its schema and
 * fields, what of a valid submission becomes the lead, and the hooks a form needs beyond that
 * (a refusal only the server can decide, what else it stores, what its mails add).
 */
import type { GenericSchema } from "valibot";
import type { FeedbackForm, RouteKey } from "../../config/routes.ts";
import type { FieldSpec, FormValues } from "../../shared/forms/values.ts";
import {
  SITE_CONTACT_FIELDS,
  SITE_CONTACT_START,
  SiteContactSchema,
  type SiteContact,
} from "../../shared/forms/schemas/site-contact.ts";
import { VALUATION_FIELDS, ValuationSchema, type Valuation } from "../../shared/forms/schemas/valuation.ts";
import { TESTIMONIAL_FORM } from "../testimonials/testimonial-form.ts";
import { JOB_APPLICATION_FORM } from "../jobs/application-form.ts";
import { LISTING_FORMS } from "./listing-forms.ts";
import { RENT_PROFILE_FORM } from "./rent-profile.ts";
import { OFFER_TO_BUY_FORM } from "./offer-to-buy.ts";
import { SUBSCRIPTION_FORMS } from "../subscriptions/forms.ts";
import type { MailAdditions, MailSettings } from "../mail/render.ts";
import type { FormContext } from "./context.ts";
import type { Site } from "../site/site.ts";
import type { Lead } from "./leads.ts";
import { VISIT_FORM } from "../visits/visit-form.ts";
import { OWNER_PASSWORD_FORM } from "../owners/auth-reminder.ts";

/** Where a form sits: a page of the route table, or every listing's or project's detail page. */
export type FormPage = RouteKey | "listing" | "project";

/** A refusal only the server can decide (documents already requested, the visit slot taken). */
export interface FormRefusal {
  /** Message key for the whole form. */
  formError?: string;
  /** Message keys per field. */
  errors?: Record<string, string>;
}

export interface FormDefinition {
  /** The form's name, as its thank-you page knows it (SPEC §2). */
  name: FeedbackForm;
  /** The page that shows the form and receives its posts. */
  page: FormPage;
  schema: GenericSchema;
  fields: readonly FieldSpec[];
  /** Whether the page shows the form at all (a sold listing takes no visit requests). Default: yes. */
  available?(ctx: FormContext): boolean;
  /**
   * Whether the form, as this request opens it, shows the visitor's own data (an address sent
   * along, a saved search's criteria): the page is then private, never kept for other visitors.
   */
  personal?(ctx: FormContext): boolean;
  /** Data the form renders besides the visitor's values (free visit slots, amounts due), per page. */
  viewData?(env: Env, ctx: FormContext, now: Date): Promise<unknown>;
  /**
   * What a fresh form shows before the visitor changes anything (a default choice, an address
   * sent along, a saved search), given its `viewData`. A form sent back shows what was sent instead.
   */
  startingValues?(ctx: FormContext, extra: unknown): FormValues;
  /** The visitor's address for the confirmation mail, and the property the form is about. */
  lead(output: unknown, ctx: FormContext): { email?: string; listingId?: number };
  /**
   * Runs after the captcha and the schema passed, before the lead is stored: a refusal re-renders
   * the form (422) with its message and stores nothing. `idempotencyKey` lets a double submit of
   * a request that was accepted pass again (the lead store then returns the first lead).
   */
  check?(
    env: Env,
    output: unknown,
    ctx: FormContext,
    idempotencyKey: string,
    now: Date,
  ): Promise<FormRefusal | undefined>;
  /**
   * Kept with the lead for its mails, beyond the listing (a booked visit's time, the documents
   * sent, where `check` stored an upload for this idempotency key).
   */
  leadExtras?(env: Env, output: unknown, ctx: FormContext, idempotencyKey: string): Promise<Record<string, unknown>>;
  /**
   * What else a valid form stores (a demand, a subscription, a pending testimonial): statements
   * that run in the lead's own batch, one transaction, so that either the lead and all of them
   * are stored or nothing is. They name the lead by `leadIdOf` (worker/forms/leads.ts), bound to
   * `leadKey`, its idempotency key. A double submit runs none of them again.
   */
  alsoStore?(env: Env, output: unknown, ctx: FormContext, leadKey: string, now: Date): D1PreparedStatement[];
  /**
   * What a form must do once its lead exists and cannot do in the lead's batch (a password
   * reset, whose token names the row D1 numbers). If it fails, the lead is removed again and the
   * visitor is asked to send the form later (503). Called only when the lead was created.
   */
  afterStore?(env: Env, output: unknown, lead: Lead, ctx: FormContext, now: Date): Promise<void>;
  /** What the form's mails carry beyond the fields (links to documents, an unsubscribe link). */
  mail?(env: Env, lead: Lead, settings: MailSettings): Promise<MailAdditions>;
  /**
   * Fields the schema reads that the lead does not keep, so its mails never show them (a link's
   * signed token sent back in a hidden field).
   */
  transientFields?: readonly string[];
  /**
   * Where an accepted form sends the visitor instead of its thank-you page (a changed search:
   * back to its form, which says it was saved). Not asked for a robot's post (honeypot).
   */
  doneLocation?(site: Site, output: unknown, ctx: FormContext): string | undefined;
  /** Largest body the form accepts, in bytes (uploads); others accept FORM_BODY_LIMIT. */
  maxBodyBytes?: number;
}

/** A form without uploads never needs more than this. */
export const FORM_BODY_LIMIT = 1024 * 1024;

export const FORMS: FormDefinition[] = [
  {
    name: "site-contact",
    page: "contact",
    schema: SiteContactSchema,
    fields: SITE_CONTACT_FIELDS,
    startingValues: () => SITE_CONTACT_START,
    lead: (output) => ({ email: (output as SiteContact).email }),
  },
  {
    name: "contact-demand",
    page: "valuation",
    schema: ValuationSchema,
    fields: VALUATION_FIELDS,
    lead: (output) => ({ email: (output as Valuation).email }),
  },
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
];

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
