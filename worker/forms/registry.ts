/**
 * The forms the site accepts, by name: the page each one sits on (and posts to), its schema and
 * fields, and what of a valid submission becomes the lead.
 */
import type { GenericSchema } from "valibot";
import type { FeedbackForm, RouteKey } from "../../config/routes.ts";
import type { FieldSpec } from "../../client/forms/values.ts";
import { SITE_CONTACT_FIELDS, SiteContactSchema, type SiteContact } from "../../client/forms/schemas/site-contact.ts";
import { VALUATION_FIELDS, ValuationSchema, type Valuation } from "../../client/forms/schemas/valuation.ts";
import { TESTIMONIAL_FIELDS, TestimonialSchema, type Testimonial } from "../../client/forms/schemas/testimonial.ts";
import { storeSentTestimonial } from "../testimonials/from-form.ts";

export interface FormDefinition {
  /** The form's name, as its thank-you page knows it (SPEC §2). */
  name: FeedbackForm;
  /** The page that shows the form and receives its posts. */
  page: RouteKey;
  schema: GenericSchema;
  fields: readonly FieldSpec[];
  /** The visitor's address for the confirmation mail, and the property the form is about. */
  lead(output: unknown): { email?: string; listingId?: number };
  /**
   * What else a valid form stores, once: called only when its lead was created, so a double
   * submit does not do it twice.
   */
  afterStore?(env: Env, output: unknown, lang: string, now: Date): Promise<void>;
}

export const FORMS: FormDefinition[] = [
  {
    name: "site-contact",
    page: "contact",
    schema: SiteContactSchema,
    fields: SITE_CONTACT_FIELDS,
    lead: (output) => ({ email: (output as SiteContact).email }),
  },
  { name: "contact-demand", page: "valuation", schema: ValuationSchema, fields: VALUATION_FIELDS, lead: (output) => ({ email: (output as Valuation).email }) },
  {
    name: "contact-testimonial",
    page: "reviews",
    schema: TestimonialSchema,
    fields: TESTIMONIAL_FIELDS,
    lead: (output) => ({ email: (output as Testimonial).email }),
    afterStore: storeSentTestimonial,
  },
];

/** The form a page receives posts for. */
export function formForPage(page: RouteKey): FormDefinition | undefined {
  return FORMS.find((form) => form.page === page);
}
