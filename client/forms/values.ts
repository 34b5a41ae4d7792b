/**
 * A form's fields as plain values, read the same way from a posted body (server) and from the
 * form element (client), and the first message per field from a failed valibot parse.
 */
import * as v from "valibot";

export interface FieldSpec {
  readonly name: string;
  readonly multiple?: boolean;
}

/** What the visitor typed or chose, by field: text, or every chosen value of a repeated field. */
export type FormValues = Record<string, string | string[]>;

/** Reads the named fields; absent single fields are left out so schema defaults apply. */
export function readFields(data: { get(name: string): unknown; getAll(name: string): unknown[] }, fields: readonly FieldSpec[]): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    if (field.multiple) {
      values[field.name] = data.getAll(field.name).filter((x): x is string => typeof x === "string");
    } else {
      const value = data.get(field.name);
      if (typeof value === "string") values[field.name] = value;
    }
  }
  return values;
}

/** The first message key for each field that failed; a problem without a field goes under "". */
export function fieldMessages(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path?.map((item) => String((item as { key: unknown }).key)).join(".").split(".")[0] ?? "";
    if (!(key in messages)) messages[key] = issue.message;
  }
  return messages;
}

/** A text field's value as the visitor left it ("" when absent). */
export function valueText(values: FormValues, name: string): string {
  const value = values[name];
  return typeof value === "string" ? value : "";
}

/** The values a visitor ticked in a group (one for radios). */
export function valueList(values: FormValues, name: string): string[] {
  const value = values[name];
  return Array.isArray(value) ? value : typeof value === "string" ? [value] : [];
}
