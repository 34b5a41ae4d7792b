/**
 * The forms the site accepts, by name: the page each one sits on (and posts to), its schema and
 * fields, and what of a valid submission becomes the lead.
 */
import type { GenericSchema } from "valibot";
import type { RouteKey } from "../../config/routes.ts";
import type { FieldSpec } from "../../client/forms/values.ts";
import { SITE_CONTACT_FIELDS, SiteContactSchema, type SiteContact } from "../../client/forms/schemas/site-contact.ts";

export interface FormDefinition {
  /** The form's name, as its thank-you page knows it (SPEC §2). */
  name: "site-contact";
  /** The page that shows the form and receives its posts. */
  page: RouteKey;
  schema: GenericSchema;
  fields: readonly FieldSpec[];
  /** The visitor's address for the confirmation mail, and the property the form is about. */
  lead(output: unknown): { email?: string; listingId?: number };
}

export const FORMS: FormDefinition[] = [
  {
    name: "site-contact",
    page: "contact",
    schema: SiteContactSchema,
    fields: SITE_CONTACT_FIELDS,
    lead: (output) => ({ email: (output as SiteContact).email }),
  },
];

/** The form a page receives posts for. */
export function formForPage(page: RouteKey): FormDefinition | undefined {
  return FORMS.find((form) => form.page === page);
}
