/**
 * A question about one listing or new-build project:
 * who the visitor is, how and when the agency may reach them, and what they want to know. The
 * page says which property it is about, so the message may stay empty: "call me back" is a
 * question too (decision 031).
 */
import * as v from "valibot";
import { formSpec } from "../define.ts";
import { optionalText } from "../rules.ts";
import { SITE_CONTACT_FIELDS, SITE_CONTACT_START, SiteContactSchema } from "./site-contact.ts";

/** The contact page's form, the message optional. */
export const ListingQuestionSchema = v.object({
  ...SiteContactSchema.entries,
  message: optionalText(3000),
});

export type ListingQuestion = v.InferOutput<typeof ListingQuestionSchema>;

/** The same fields as the contact page's form, starting the same way. */
export const LISTING_QUESTION_FIELDS = SITE_CONTACT_FIELDS;
export const LISTING_QUESTION_START = SITE_CONTACT_START;

/** A question about a listing. */
export const LISTING_QUESTION_SPEC = formSpec({
  name: "contact-me",
  schema: ListingQuestionSchema,
  fields: LISTING_QUESTION_FIELDS,
  island: "ListingQuestionForm",
});

/** A question about a project: the same form, a thank-you page of its own. */
export const PROJECT_QUESTION_SPEC = formSpec({
  name: "contact-construction",
  schema: ListingQuestionSchema,
  fields: LISTING_QUESTION_FIELDS,
  island: "ListingQuestionForm",
});
