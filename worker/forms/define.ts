/**
 * A form's server handling, added to the form as both sides know it (shared/forms/define.ts):
 * the page it sits on and posts to, what of a valid submission becomes the lead, and the hooks a
 * form needs beyond that (a refusal only the server can decide, what else it stores, what its
 * mails add). Every hook receives the schema's own output type, inferred from the schema.
 */
import type { RouteKey } from "../../config/routes.ts";
import type { FormOutput, FormSchema, FormSpec } from "../../shared/forms/define.ts";
import type { FormIslandName, FormName } from "../../shared/forms/forms.ts";
import type { FormValues } from "../../shared/forms/values.ts";
import type { MailAdditions, MailSettings } from "../mail/render.ts";
import type { Site } from "../site/site.ts";
import type { FormContext } from "./context.ts";
import type { Lead } from "./leads.ts";

/** Where a form sits: a page of the route table, or every listing's or project's detail page. */
export type FormPage = RouteKey | "listing" | "project";

/** A refusal only the server can decide (documents already requested, the visit slot taken). */
export interface FormRefusal {
  /** Message key for the whole form. */
  formError?: string;
  /** Message keys per field. */
  errors?: Record<string, string>;
}

/**
 * What the server does with a form whose valid posts give `Output`. The hooks are methods: a
 * registry of forms with different outputs holds them all, and the submission only ever passes
 * a form's hooks the output of that same form's schema.
 */
export interface FormHandling<Output> {
  /** The page that shows the form and receives its posts. */
  page: FormPage;
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
  lead(output: Output, ctx: FormContext): { email?: string; listingId?: number };
  /**
   * Runs after the captcha and the schema passed, before the lead is stored: a refusal re-renders
   * the form (422) with its message and stores nothing. `idempotencyKey` lets a double submit of
   * a request that was accepted pass again (the lead store then returns the first lead).
   */
  check?(
    env: Env,
    output: Output,
    ctx: FormContext,
    idempotencyKey: string,
    now: Date,
  ): Promise<FormRefusal | undefined>;
  /**
   * Kept with the lead for its mails, beyond the listing (a booked visit's time, the documents
   * sent, where `check` stored an upload for this idempotency key).
   */
  leadExtras?(env: Env, output: Output, ctx: FormContext, idempotencyKey: string): Promise<Record<string, unknown>>;
  /**
   * What else a valid form stores (a demand, a subscription, a pending testimonial): statements
   * that run in the lead's own batch, one transaction, so that either the lead and all of them
   * are stored or nothing is. They name the lead by `leadIdOf` (worker/forms/leads.ts), bound to
   * `leadKey`, its idempotency key. A double submit runs none of them again.
   */
  alsoStore?(env: Env, output: Output, ctx: FormContext, leadKey: string, now: Date): D1PreparedStatement[];
  /**
   * What a form must do once its lead exists and cannot do in the lead's batch (a password
   * reset, whose token names the row D1 numbers). If it fails, the lead is removed again and the
   * visitor is asked to send the form later (503). Called only when the lead was created.
   */
  afterStore?(env: Env, output: Output, lead: Lead, ctx: FormContext, now: Date): Promise<void>;
  /** What the form's mails carry beyond the fields (links to documents, an unsubscribe link). */
  mail?(env: Env, lead: Lead, settings: MailSettings): Promise<MailAdditions>;
  /**
   * Fields the schema reads that the lead does not keep, so its mails never show them (a link's
   * signed token sent back in a hidden field).
   */
  transientFields?: readonly (keyof Output & string)[];
  /**
   * Where an accepted form sends the visitor instead of its thank-you page (a changed search:
   * back to its form, which says it was saved). Not asked for a robot's post (honeypot).
   */
  doneLocation?(site: Site, output: Output, ctx: FormContext): string | undefined;
  /** Largest body the form accepts, in bytes (uploads); others accept FORM_BODY_LIMIT. */
  maxBodyBytes?: number;
}

/** A form the site accepts, with its server handling; without a type argument, any of them. */
export type FormDefinition<Spec extends SiteFormSpec = SiteFormSpec> = Spec & FormHandling<FormOutput<Spec>>;

/** A form of the site's list (shared/forms/forms.ts). */
type SiteFormSpec = FormSpec<FormName, FormSchema, FormIslandName>;

/** A form's server handling, its hooks typed by the output its schema infers. */
export function defineForm<Spec extends SiteFormSpec>(
  spec: Spec,
  handling: FormHandling<FormOutput<Spec>>,
): FormDefinition<Spec> {
  return { ...spec, ...handling };
}
