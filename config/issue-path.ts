/**
 * The path of a valibot issue as the agency reads it in a problem: `menus[3].params.title.fr`.
 * A key that is not a plain name (empty, with spaces or dots) is quoted in brackets,
 * `metadata[""]`, so that every problem names a field that can be found in the document.
 */
import type * as v from "valibot";

const PLAIN = /^[A-Za-z_$][\w$-]*$/;

export function issuePath(issue: v.BaseIssue<unknown>): string {
  let path = "";
  for (const item of issue.path ?? []) {
    const key = (item as { key: unknown }).key;
    if (typeof key === "number") path += `[${key}]`;
    else if (typeof key === "string" && PLAIN.test(key)) path += path ? `.${key}` : key;
    else path += `[${JSON.stringify(String(key))}]`;
  }
  return path;
}
