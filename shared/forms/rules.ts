/**
 * The field rules every form shares, as valibot pieces whose messages are translation
 * keys: the server turns them into the page language's text, the client shows the same text
 * inline. Empty is null, undefined or blank text.
 */
import * as v from "valibot";

export const MESSAGES = {
  required: "forms.errors.required",
  email: "forms.errors.email",
  phone: "forms.errors.phone",
  tooLong: "forms.errors.tooLong",
  choice: "forms.errors.choice",
} as const;

/** Text the visitor must fill in: trimmed, not blank, at most `max` characters. */
export const requiredText = (max: number) =>
  v.pipe(v.string(MESSAGES.required), v.trim(), v.nonEmpty(MESSAGES.required), v.maxLength(max, MESSAGES.tooLong));

/** Text that may stay empty; blank is stored as "". */
export const optionalText = (max: number) =>
  v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, MESSAGES.tooLong)), "");

/** Empty or invalid is refused with "email address is not valid". */
export const emailAddress = v.pipe(
  v.string(MESSAGES.email),
  v.trim(),
  v.nonEmpty(MESSAGES.email),
  v.maxLength(254, MESSAGES.email),
  v.email(MESSAGES.email),
  v.toLowerCase(),
);

/** A phone number as people write it: digits with spaces, dots, dashes, slashes, brackets and a leading +; 8 to 15 digits. */
export const phoneNumber = v.pipe(
  v.string(MESSAGES.required),
  v.trim(),
  v.nonEmpty(MESSAGES.required),
  v.regex(/^\+?[\d\s./()-]+$/, MESSAGES.phone),
  v.check((text) => {
    const digits = text.replace(/\D/g, "").length;
    return digits >= 8 && digits <= 15;
  }, MESSAGES.phone),
);

/** One of the offered values (an item of a list of choices). */
export const oneOf = <T extends string>(values: readonly [T, ...T[]]) => v.picklist(values, MESSAGES.choice);

/**
 * A required single choice, such as a radio group. A group with nothing ticked is not sent at
 * all; the visitor must read "choose one of the options", not a missing-field message.
 */
export const chosenOne = <T extends string>(values: readonly [T, ...T[]]) =>
  v.pipe(v.optional(v.string(), ""), oneOf(values));

/** A checkbox: present ("on") or absent. */
export const checkbox = v.pipe(
  v.optional(v.string(), ""),
  v.transform((value) => value !== ""),
);
