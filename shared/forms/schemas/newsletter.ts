/**
 * Newsletter sign-up: an e-mail address (required) and, to greet the reader, a
 * first name (optional). The newsletter's language is the page's.
 */
import * as v from "valibot";
import { formSpec } from "../define.ts";
import { emailAddress, optionalText } from "../rules.ts";

export const NewsletterSchema = v.object({
  email: emailAddress,
  firstName: optionalText(80),
});

export type Newsletter = v.InferOutput<typeof NewsletterSchema>;

export const NEWSLETTER_FIELDS = [{ name: "email" }, { name: "firstName" }] as const;

/** The footer's sign-up field sends its address along (?email=): the page starts with it filled in. */
export const PREFILL_PARAMETER = "email";

/** The newsletter sign-up. */
export const NEWSLETTER_SPEC = formSpec({
  name: "sign-newsletter",
  schema: NewsletterSchema,
  fields: NEWSLETTER_FIELDS,
  thanks: { nl: "nieuwsbrief", fr: "lettre-d-information", en: "newsletter" },
  island: "NewsletterForm",
});
