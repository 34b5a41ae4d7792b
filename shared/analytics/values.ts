/**
 * What a value may look like before it goes to the data layer: plain text of a bounded length
 * (GA4 keeps at most 100 characters of an event parameter), never markup, never anything that
 * identifies a person. Shared by the worker (the events a page reports) and the browser (utm
 * parameters, search and print events).
 */

/** GA4's limit on an event parameter's value. */
export const MAX_VALUE_CHARS = 100;

/** Stands in for the part of a search text that looked like an e-mail address or a phone number. */
export const REDACTED = "[redacted]";

/**
 * A value as plain text: control characters and runs of white space become one space, the ends
 * are trimmed and the text is cut at `max` characters (whole code points). Anything that is not
 * text or a finite number gives "".
 */
export function analyticsText(value: unknown, max = MAX_VALUE_CHARS): string {
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  if (typeof value !== "string") return "";
  const text = value
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return [...text].slice(0, max).join("").trim();
}

const EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]+/g;
/** A run of digits with the separators people write phone numbers with. */
const PHONE_LIKE = /\+?\d[\d\s.()-]{7,}\d/g;
/** Belgian numbers have 9 (landline) or 10 (mobile) digits; references and zip codes fewer. */
const PHONE_DIGITS = 9;

/**
 * A visitor's free search text as the data layer may carry it: plain text, with anything shaped
 * like an e-mail address or a phone number replaced. References ("20381", "2024/088"), cities
 * and zip codes pass unchanged.
 */
export function searchTermText(value: unknown): string {
  const text = analyticsText(value)
    .replace(EMAIL, REDACTED)
    .replace(PHONE_LIKE, (match) => (match.replace(/\D/g, "").length >= PHONE_DIGITS ? REDACTED : match));
  return analyticsText(text);
}
