/**
 * A lead's payload as labelled rows, generic over forms: a field's label comes from the
 * `mail.fields` translations, a coded value (a title, a time slot) from `mail.values.{field}`,
 * and anything without a translation shows as it is, so a new form field is never lost.
 */
import type { Translate } from "../../client/i18n/translate.ts";

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

function valueText(t: Translate, field: string, value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "boolean") return t(value ? "mail.values.yes" : "mail.values.no");
  if (Array.isArray(value)) return value.length === 0 ? "—" : value.map((item) => valueText(t, field, item)).join(", ");
  if (typeof value === "string") return optionalText(t, `mail.values.${field}.${value}`) ?? value;
  if (typeof value === "number") return String(value);
  return JSON.stringify(value);
}

export function fieldRows(t: Translate, payload: Record<string, unknown>): FieldRow[] {
  return Object.entries(payload).map(([field, value]) => ({
    label: optionalText(t, `mail.fields.${field}`) ?? field,
    value: valueText(t, field, value),
  }));
}

/** The visitor's name as the payload gives it, or undefined. */
export function visitorName(payload: Record<string, unknown>): string | undefined {
  const part = (key: string) => (typeof payload[key] === "string" ? (payload[key] as string).trim() : "");
  const name = [part("firstName"), part("lastName")].filter(Boolean).join(" ") || part("name");
  return name || undefined;
}
