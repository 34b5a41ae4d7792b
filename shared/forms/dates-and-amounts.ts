/**
 * Dates and whole-euro amounts as visitors type them in a form (the rent profile, the offer to
 * buy), as valibot pieces whose messages are translation keys. A date is complete or refused
 * (an incomplete date, or an end date that is not valid, is refused); "today" is the
 * agency's day in Brussels, on the server and in the browser alike.
 */
import * as v from "valibot";
import { dateTimeFormat } from "../rules/locale.ts";
import { MESSAGES } from "./rules.ts";

export const VALUE_MESSAGES = {
  date: "forms.errors.completeDate",
  notPast: "forms.errors.notPast",
  birthDate: "forms.errors.adultBirthDate",
  amount: "forms.errors.wholeEuros",
  count: "forms.errors.personCount",
} as const;

/**
 * A calendar date as ISO text ("2031-05-12") from what a date field sends (the same ISO text) or
 * what a visitor types where the browser has no date picker ("12/05/2031", "12-5-2031",
 * "12.05.2031"). Undefined for anything incomplete or impossible (31 February).
 */
export function parseDate(text: string): string | undefined {
  const value = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  const typed = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value);
  const [year, month, day] = iso ? [iso[1], iso[2], iso[3]] : typed ? [typed[3], typed[2], typed[1]] : [];
  if (!year || !month || !day) return undefined;
  const y = Number(year);
  const m = Number(month);
  const d = Number(day);
  const date = new Date(Date.UTC(y, m - 1, d));
  if (y < 1900 || date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d)
    return undefined;
  return `${year}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}

/** Today's date in Brussels as ISO text. */
export function todayInBrussels(now: Date = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return dateTimeFormat("en-CA", {
    timeZone: "Europe/Brussels",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}

/** The ISO date `years` years before `iso` (29 February falls back to the 28th). */
export function yearsBefore(iso: string, years: number): string {
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y - years, m - 1, d));
  if (date.getUTCMonth() !== m - 1) date.setUTCDate(0);
  return date.toISOString().slice(0, 10);
}

const dateText = v.pipe(v.string(MESSAGES.required), v.trim());

/** A required complete date, as ISO text. */
export const requiredDate = v.pipe(
  dateText,
  v.nonEmpty(MESSAGES.required),
  v.check((text) => parseDate(text) !== undefined, VALUE_MESSAGES.date),
  v.transform((text) => parseDate(text)!),
);

/** A required complete date that is today or later in Brussels. */
export const futureDate = v.pipe(
  requiredDate,
  v.check((iso) => iso >= todayInBrussels(), VALUE_MESSAGES.notPast),
);

/** A date that may stay empty ("" then); when given it must be complete. */
export const optionalDate = v.optional(
  v.pipe(
    dateText,
    v.check((text) => text === "" || parseDate(text) !== undefined, VALUE_MESSAGES.date),
    v.transform((text) => (text === "" ? "" : parseDate(text)!)),
  ),
  "",
);

/** The youngest a person who signs a lease or a deed may be. */
export const ADULT_AGE = 18;

/** A date of birth of an adult (at least 18 today), or "" when the field may stay empty. */
export function isAdultBirthDate(iso: string, now: Date = new Date()): boolean {
  const today = todayInBrussels(now);
  return iso === "" || (iso <= yearsBefore(today, ADULT_AGE) && iso >= yearsBefore(today, 120));
}

/**
 * Whole euros as people type them: "425000", "425 000", "425.000", "€ 425.000". Decimals
 * ("425000,50") are refused, as are negative amounts and text. Undefined when not an amount.
 */
export function parseWholeEuros(text: string): number | undefined {
  const value = text
    .trim()
    .replace(/^€\s*/, "")
    .replace(/\s*€$/, "")
    .replace(/\s*(?:EUR|euros?)$/i, "");
  if (!/^\d{1,3}(?:[ .\u00a0\u202f]?\d{3})*$/.test(value)) return undefined;
  const euros = Number(value.replace(/\D/g, ""));
  return Number.isSafeInteger(euros) ? euros : undefined;
}

/** A required amount in whole euros, at least `min`, at most `max`. */
export const wholeEuros = (min: number, max: number) =>
  v.pipe(
    v.string(MESSAGES.required),
    v.trim(),
    v.nonEmpty(MESSAGES.required),
    v.check((text) => {
      const euros = parseWholeEuros(text);
      return euros !== undefined && euros >= min && euros <= max;
    }, VALUE_MESSAGES.amount),
    v.transform((text) => parseWholeEuros(text)!),
  );

const isCount = (text: string, min: number, max: number) =>
  /^\d{1,2}$/.test(text) && Number(text) >= min && Number(text) <= max;

/** A required count of people, `min` to `max`, in digits. */
export const requiredCount = (min: number, max: number) =>
  v.pipe(
    v.string(MESSAGES.required),
    v.trim(),
    v.nonEmpty(MESSAGES.required),
    v.check((text) => isCount(text, 0, 99) && isCount(text, min, max), VALUE_MESSAGES.count),
    v.transform(Number),
  );

/** A count of people that may stay empty (0 then), at most `max`. */
export const optionalCount = (max: number) =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check((text) => text === "" || isCount(text, 0, max), VALUE_MESSAGES.count),
      v.transform((text) => (text === "" ? 0 : Number(text))),
    ),
    "",
  );
