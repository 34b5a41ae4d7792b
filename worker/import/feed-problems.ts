/**
 * How the feed's checks report what is wrong: one problem per field, named by the feed's path,
 * with the record it belongs to, so the agency can find and mend it in the CRM.
 */
import type * as v from "valibot";
import { issuePath } from "../../config/issue-path.ts";

/** What is wrong with one record: `field` is the feed's path, e.g. "Price" or "Photos[2].Url". */
export interface FeedProblem {
  /** "history": an entry of the feed's per-listing history (id is the listing's, language null). */
  record: "property" | "project" | "history";
  id: number | null;
  language: string | null;
  field: string;
  message: string;
  /** The record's place in its list (0 for `properties[0]`): how a record whose ID cannot be read is found. */
  index?: number;
  /** The value as the feed wrote it (JSON), when the value itself is what is wrong with an ID. */
  value?: string;
}

/** The field name of a problem with a whole record or entry rather than one of its fields. */
export const RECORD = "(record)";

/** A valibot issue as the feed's path and a message ("required" for an absent value). */
export function describeIssue(issue: v.BaseIssue<unknown>): { field: string; message: string } {
  const message = issue.kind === "schema" && issue.received === "undefined" ? "required" : issue.message;
  return { field: issuePath(issue) || RECORD, message };
}

/** A raw value as the problem quotes it: JSON, cut short so a stray object cannot flood the report. */
function quoted(raw: unknown): string {
  const text = JSON.stringify(raw) ?? String(raw);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

/**
 * What is wrong with an ID the check could not read, with the value the CRM sent: `"A-12"` is not
 * a number, `-5` or `"12.5"` is a number but not a positive whole one, a blank one is required.
 */
export function idProblem(raw: unknown): { message: string; value?: string } {
  if (raw === undefined || raw === null || (typeof raw === "string" && raw.trim() === ""))
    return { message: "required" };
  const numeric = typeof raw === "number" || (typeof raw === "string" && Number.isFinite(Number(raw.trim())));
  return { message: numeric ? "must be a positive whole number" : "not a number", value: quoted(raw) };
}

const LISTS = { property: "properties", project: "projects", history: "history" } as const;

/**
 * One problem as a line the agency reads (command line and the scheduled import's log):
 * `property 40118 (fr) Price: must be an amount of zero or more`, or, for a record whose ID cannot
 * be read, where it is in the feed: `property properties[7] (nl) ID "A-12": not a number`.
 */
export function describeProblem(p: FeedProblem): string {
  const who =
    p.id !== null
      ? `${p.record} ${p.id}`
      : p.index !== undefined
        ? `${p.record} ${LISTS[p.record]}[${p.index}]`
        : `${p.record} (no id)`;
  const language = p.record === "history" ? "" : ` (${p.language ?? "no language"})`;
  return `${who}${language} ${p.field}${p.value === undefined ? "" : ` ${p.value}`}: ${p.message}`;
}
