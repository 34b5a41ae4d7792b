/**
 * Statements as D1 runs them, { sql, params }, and INSERTs of many rows each. No statement binds
 * more than 100 values (D1's limit) and none grows past ~50 KB of SQL text, so a feed of any size
 * imports.
 */

export type SqlValue = string | number | null;
export interface Statement {
  sql: string;
  params: SqlValue[];
}

export const MAX_PARAMS = 100;
const MAX_STATEMENT_TEXT = 50_000;

/** INSERTs of many rows each, within the parameter and text limits. */
export function insertRows(table: string, columns: readonly string[], rows: SqlValue[][]): Statement[] {
  const statements: Statement[] = [];
  const perStatement = Math.max(1, Math.floor(MAX_PARAMS / columns.length));
  const head = `INSERT INTO ${table} (${columns.join(", ")}) VALUES `;
  const placeholders = `(${columns.map(() => "?").join(", ")})`;
  let chunk: SqlValue[][] = [];
  let text = 0;
  const flush = () => {
    if (chunk.length === 0) return;
    statements.push({ sql: head + chunk.map(() => placeholders).join(", "), params: chunk.flat() });
    chunk = [];
    text = 0;
  };
  for (const row of rows) {
    const rowText = row.reduce<number>(
      (sum, value) => sum + (typeof value === "string" ? value.length * 2 + 2 : 24),
      0,
    );
    if (chunk.length === perStatement || (chunk.length > 0 && text + rowText > MAX_STATEMENT_TEXT)) flush();
    chunk.push(row);
    text += rowText;
  }
  flush();
  return statements;
}
