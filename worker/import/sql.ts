/**
 * The import as SQL text, for `npm run import` (which hands it to `wrangler d1 execute --file`)
 * and for scripts that fill a database in bulk. The statements are the very ones the worker runs
 * with db.batch(); only the bound values are written out as SQL literals.
 */
import { checkFeed, FeedRefused, type CheckedFeed } from "./feed.ts";
import { importStatements, type ImportOptions, type SqlValue, type Statement } from "./statements.ts";
import { feedDigest } from "./page-versions.ts";

/** A value as an SQL literal: quotes doubled, NUL characters dropped, non-finite numbers as NULL. */
export function sqlLiteral(value: SqlValue): string {
  if (value === null) return "NULL";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "NULL";
  return `'${value.replace(/\0/g, "").replace(/'/g, "''")}'`;
}

/** One statement with its placeholders replaced by literals (a "?" inside a quoted string stays). */
export function renderStatement(statement: Statement): string {
  let out = "";
  let next = 0;
  let quoted = false;
  for (const char of statement.sql) {
    if (char === "'") quoted = !quoted;
    if (char === "?" && !quoted) {
      if (next >= statement.params.length)
        throw new Error(`statement has more placeholders than values: ${statement.sql.slice(0, 80)}`);
      out += sqlLiteral(statement.params[next++]!);
    } else out += char;
  }
  if (next !== statement.params.length)
    throw new Error(`statement has more values than placeholders: ${statement.sql.slice(0, 80)}`);
  return `${out};`;
}

/** Checks a parsed feed and renders its import as one SQL script; throws FeedRefused if it cannot be imported. */
export function feedToSql(input: unknown, options: ImportOptions): { sql: string; feed: CheckedFeed } {
  const check = checkFeed(input);
  if (!check.ok) throw new FeedRefused(check.reason, check.problems);
  const sql = importStatements(check.feed, options, feedDigest(check.feed)).map(renderStatement).join("\n");
  return { sql: `${sql}\n`, feed: check.feed };
}
