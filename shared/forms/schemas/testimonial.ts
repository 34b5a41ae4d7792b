/**
 * The testimonial form of the reviews page (decisions 023 and 057): who the author is,
 * a photo if they want one, what they want to say, and their consent to publish it. The e-mail
 * address is for the agency to check the testimonial and is never shown. The browser checks the
 * photo's name, size and declared type with this schema; the server checks them again, reads
 * the first bytes and has the photo decoded and resized before it keeps it
 * (worker/testimonials/portrait.ts).
 */
import * as v from "valibot";
import { formSpec } from "../define.ts";
import { MESSAGES, emailAddress, optionalText, requiredText } from "../rules.ts";
import { websiteAddress } from "../../rules/website.ts";
import { optionalUpload, uploadAccept, type UploadKinds } from "../uploads.ts";

export const TESTIMONIAL_MESSAGES = {
  website: "testimonialForm.errors.website",
  commentTooShort: "testimonialForm.errors.commentTooShort",
  consent: "testimonialForm.errors.consent",
  imageType: "testimonialForm.errors.imageType",
  imageEmpty: "testimonialForm.errors.imageEmpty",
  imageTooLarge: "testimonialForm.errors.imageTooLarge",
  /** Server only: the bytes are not an image of the kind the name says, or cannot be decoded. */
  imageUnreadable: "testimonialForm.errors.imageUnreadable",
  /** Server only, for the whole form: the photo could not be kept; nothing was stored. */
  imageNotStored: "testimonialForm.errors.imageNotStored",
} as const;

export const PORTRAIT_KINDS = ["jpeg", "png", "webp"] as const;
export type PortraitKind = (typeof PORTRAIT_KINDS)[number];

/** 10 MB, as the visitor's file manager counts it: a photo straight from a phone fits. */
export const PORTRAIT_MAX_BYTES = 10 * 1024 * 1024;

/** A photo of the author (or their home, their logo): JPEG, PNG or WebP, as phones and cameras save them. */
export const PORTRAIT_UPLOADS: UploadKinds<PortraitKind> = {
  extensions: { jpeg: ["jpg", "jpeg"], png: ["png"], webp: ["webp"] },
  contentTypes: { jpeg: "image/jpeg", png: "image/png", webp: "image/webp" },
  aliases: { jpeg: ["image/pjpeg", "image/jpg"] },
  maxBytes: PORTRAIT_MAX_BYTES,
};

/** What the file input offers to pick. */
export const PORTRAIT_ACCEPT = uploadAccept(PORTRAIT_UPLOADS);

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
  image: optionalUpload(PORTRAIT_UPLOADS, {
    type: TESTIMONIAL_MESSAGES.imageType,
    empty: TESTIMONIAL_MESSAGES.imageEmpty,
    tooLarge: TESTIMONIAL_MESSAGES.imageTooLarge,
  }),
  comment,
  consent,
});

export type Testimonial = v.InferOutput<typeof TestimonialSchema>;

export const TESTIMONIAL_FIELDS = [
  { name: "name" },
  { name: "about" },
  { name: "email" },
  { name: "website" },
  { name: "image", file: true },
  { name: "comment" },
  { name: "consent" },
] as const;

/** The reviews page's testimonial. */
export const TESTIMONIAL_SPEC = formSpec({
  name: "contact-testimonial",
  schema: TestimonialSchema,
  fields: TESTIMONIAL_FIELDS,
  island: "TestimonialForm",
});
