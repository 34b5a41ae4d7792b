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
}

/** The field name of a problem with a whole record or entry rather than one of its fields. */
export const RECORD = "(record)";

/** A valibot issue as the feed's path and a message ("required" for an absent value). */
export function describeIssue(issue: v.BaseIssue<unknown>): { field: string; message: string } {
  const message = issue.kind === "schema" && issue.received === "undefined" ? "required" : issue.message;
  return { field: issuePath(issue) || RECORD, message };
}
