/**
 * A form's fields as plain values, read the same way from a posted body (server) and from the
 * form element (client), and the first message per field from a failed valibot parse.
 */
import * as v from "valibot";
import { MESSAGES } from "./rules.ts";

export interface FieldSpec {
  readonly name: string;
  readonly multiple?: boolean;
  /** A file input: parsed as the File (readInput), never kept for a re-render (readFields). */
  readonly file?: boolean;
}

/** What the visitor typed or chose, by field: text, or every chosen value of a repeated field. */
export type FormValues = Record<string, string | string[]>;

/** Reads the named fields; absent single fields are left out so schema defaults apply. */
export function readFields(
  data: { get(name: string): unknown; getAll(name: string): unknown[] },
  fields: readonly FieldSpec[],
): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    if (field.file) continue;
    if (field.multiple) {
      values[field.name] = data.getAll(field.name).filter((x): x is string => typeof x === "string");
    } else {
      const value = data.get(field.name);
      if (typeof value === "string") values[field.name] = value;
    }
  }
  return values;
}

/** What a schema parses: the fields' values, plus each file field's File when the body has one. */
export function readInput(
  data: { get(name: string): unknown; getAll(name: string): unknown[] },
  fields: readonly FieldSpec[],
): Record<string, string | string[] | File> {
  const input: Record<string, string | string[] | File> = readFields(data, fields);
  for (const field of fields) {
    const value = field.file ? data.get(field.name) : undefined;
    if (
      typeof value === "object" &&
      value !== null &&
      typeof (value as File).size === "number" &&
      typeof (value as File).name === "string"
    )
      input[field.name] = value as File;
  }
  return input;
}

/**
 * The first message key for each field that failed; a problem without a field goes under "". A
 * field missing from the body altogether (a browser always sends its text fields) is a required
 * field left empty, not the schema's own wording of a missing key.
 */
export function fieldMessages(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of issues) {
    const key =
      issue.path
        ?.map((item) => String((item as { key: unknown }).key))
        .join(".")
        .split(".")[0] ?? "";
    const missing = issue.kind === "schema" && issue.type === "object" && issue.input === undefined;
    if (!(key in messages)) messages[key] = missing ? MESSAGES.required : issue.message;
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
