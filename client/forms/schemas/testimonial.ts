/**
 * The testimonial form of the reviews page (SPEC §3, decision 023): who the author is, what they
 * want to say, and their consent to publish it. The e-mail address is for the agency to check
 * the testimonial and is never shown. Portraits are added by the agency, so there is no image.
 */
import * as v from "valibot";
import { MESSAGES, emailAddress, optionalText, requiredText } from "../rules.ts";
import { websiteAddress } from "../../rules/website.ts";

export const TESTIMONIAL_MESSAGES = {
  website: "testimonialForm.errors.website",
  commentTooShort: "testimonialForm.errors.commentTooShort",
  consent: "testimonialForm.errors.consent",
} as const;

export const COMMENT_MIN = 20;
export const COMMENT_MAX = 2000;

/** Optional; when filled, stored as the full address the reviews page will link to. */
const website = v.pipe(
  optionalText(300),
  v.check((text) => text === "" || websiteAddress(text) !== undefined, TESTIMONIAL_MESSAGES.website),
  v.transform((text) => (text === "" ? "" : websiteAddress(text)!)),
);

/** Counted after trimming, so spaces do not make a comment long enough. */
const comment = v.pipe(
  v.string(MESSAGES.required),
  v.trim(),
  v.nonEmpty(MESSAGES.required),
  v.minLength(COMMENT_MIN, TESTIMONIAL_MESSAGES.commentTooShort),
  v.maxLength(COMMENT_MAX, MESSAGES.tooLong),
);

/** The box must be ticked: nothing the public writes is published without their consent. */
const consent = v.pipe(
  v.optional(v.string(), ""),
  v.check((value) => value !== "", TESTIMONIAL_MESSAGES.consent),
  v.transform(() => true as const),
);

export const TestimonialSchema = v.object({
  name: requiredText(80),
  about: requiredText(120),
  email: emailAddress,
  website,
  comment,
  consent,
});

export type Testimonial = v.InferOutput<typeof TestimonialSchema>;

export const TESTIMONIAL_FIELDS = [{ name: "name" }, { name: "about" }, { name: "email" }, { name: "website" }, { name: "comment" }, { name: "consent" }] as const;
