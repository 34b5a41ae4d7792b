/**
 * A lead's payload as labelled rows, generic over forms: a field's label comes from the
 * `mail.fields` translations and its value is written by the field's kind, in the reader's
 * language (fieldValue). A field nobody filled in is left out, so a mail lists what the visitor
 * said, not the form's blanks. A field without a label shows its name, so a new field is never lost.
 */
import type { Translate, Translator } from "../../shared/i18n/translate.ts";
import { dateLocale, dateTimeFormat, formatDate, formatNumber } from "../../shared/rules/locale.ts";
import { formatEuro } from "../../shared/rules/money.ts";

export interface FieldRow {
  label: string;
  value: string;
  /** Makes the value a link (an uploaded CV's download); the text mail shows the address after it. */
  href?: string;
}

/** The translation of `key`, or undefined when no language of the chain has one. */
export function optionalText(t: Translate, key: string, params?: Record<string, string | number>): string | undefined {
  const text = t(key, params);
  return text === key ? undefined : text;
}

/**
 * How a value is written:
 * - `date`: a calendar date ("2026-12-03") in full, "3 December 2026";
 * - `datetime`: a moment on the agency's clock ("2026-12-03T16:00"), "Thursday 3 December 2026 at 16:00";
 * - `money`: whole euros in the Belgian format, "€ 425.000";
 * - `count`: a number of rooms or people where 0 means "not given" (any number of bedrooms, no children), left out then;
 * - `text`: anything else; a coded value (a title, a time slot) is translated through `mail.values.{field}`.
 */
export type FieldKind = "text" | "date" | "datetime" | "money" | "count";

/** The kind of every field whose value is not plain text, by its name in the forms (one name, one meaning). */
export const FIELD_KINDS: Readonly<Record<string, FieldKind>> = {
  birthDate: "date",
  bBirthDate: "date",
  startDate: "date",
  endDate: "date",
  signDate: "date",
  moveIn: "date",
  slot: "datetime",
  amount: "money",
  income: "money",
  budget: "money",
  minPrice: "money",
  maxPrice: "money",
  bedrooms: "count",
  bathrooms: "count",
  garages: "count",
  parking: "count",
  adults: "count",
  children: "count",
  persons: "count",
};

export function fieldKind(field: string): FieldKind {
  return FIELD_KINDS[field] ?? "text";
}

const MOMENT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** A moment on the agency's clock, as written in a form ("2026-12-03T16:00"), in full in `lang`. */
export function formatMoment(value: string, lang: string): string {
  const match = MOMENT.exec(value.trim());
  if (!match) return value;
  const [, y, m, d, h, min] = match.map(Number) as [number, number, number, number, number, number];
  const at = new Date(Date.UTC(y, m - 1, d, h, min));
  if (at.getUTCDate() !== d || at.getUTCHours() !== h) return value;
  // The wall-clock time is already the agency's: written as it stands, not moved by a time zone.
  return dateTimeFormat(dateLocale(lang), { dateStyle: "full", timeStyle: "short", timeZone: "UTC" }).format(at);
}

function isNumber(value: unknown): value is number {
  return typeof value === "number" && Number.isFinite(value);
}

/**
 * A field's value as its reader reads it, by the field's kind; undefined when there is nothing to
 * say (left empty, or a count of zero). Booleans read yes or no; a list, its items joined.
 */
export function fieldValue(reader: Translator, field: string, value: unknown): string | undefined {
  const { t, lang } = reader;
  if (value === null || value === undefined) return undefined;
  if (typeof value === "string" && value.trim() === "") return undefined;
  if (typeof value === "boolean") return t(value ? "mail.values.yes" : "mail.values.no");
  if (Array.isArray(value)) {
    const items = value
      .map((item) => fieldValue(reader, field, item))
      .filter((item): item is string => item !== undefined);
    return items.length === 0 ? undefined : items.join(", ");
  }
  switch (fieldKind(field)) {
    case "date":
      return typeof value === "string" ? formatDate(value, lang) : String(value);
    case "datetime":
      return typeof value === "string" ? formatMoment(value, lang) : String(value);
    case "money":
      return isNumber(value) ? formatEuro(value, lang) : String(value);
    case "count":
      if (isNumber(value)) return value === 0 ? undefined : formatNumber(value, lang, 0);
      return String(value);
    case "text":
      if (typeof value === "string") return optionalText(t, `mail.values.${field}.${value}`) ?? value;
      if (isNumber(value)) return formatNumber(value, lang, 2);
      return JSON.stringify(value);
  }
}

/** The payload's fields that have something to say, labelled and written for the reader. */
export function fieldRows(reader: Translator, payload: Record<string, unknown>): FieldRow[] {
  return Object.entries(payload).flatMap(([field, value]) => {
    const text = fieldValue(reader, field, value);
    return text === undefined ? [] : [{ label: optionalText(reader.t, `mail.fields.${field}`) ?? field, value: text }];
  });
}

/** The visitor's name as the payload gives it, or undefined. */
export function visitorName(payload: Record<string, unknown>): string | undefined {
  const part = (key: string) => (typeof payload[key] === "string" ? (payload[key] as string).trim() : "");
  const name = [part("firstName"), part("lastName")].filter(Boolean).join(" ") || part("name");
  return name || undefined;
}
