// Tables for the terminal and for docs/performance.md, from the same rows.

export type Cell = string | number;

export interface Table {
  title: string;
  headers: string[];
  rows: Cell[][];
  /** Lines printed under the table. */
  notes?: string[];
}

const text = (cell: Cell): string => (typeof cell === "number" ? (Number.isFinite(cell) ? String(cell) : "–") : cell);

/** A plain-text table: columns padded to their widest cell, numbers right-aligned, a rule under the headers. */
export function formatTable(table: Table): string {
  const cells = [table.headers, ...table.rows.map((row) => row.map(text))];
  const numeric = table.headers.map(
    (_, i) =>
      table.rows.length > 0 &&
      table.rows.every(
        (row) => typeof row[i] === "number" || /^[-+]?[\d.,]+( ?[a-zA-Z%/×]+)?$/.test(text(row[i] ?? "")),
      ),
  );
  const widths = table.headers.map((_, i) => Math.max(...cells.map((row) => (row[i] ?? "").length)));
  const line = (row: string[]) =>
    row
      .map((cell, i) => (numeric[i] ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
      .join("  ")
      .trimEnd();
  const out = [
    table.title,
    line(table.headers),
    widths.map((w) => "-".repeat(w)).join("  "),
    ...cells.slice(1).map(line),
  ];
  for (const note of table.notes ?? []) out.push(note);
  return out.join("\n");
}

/** The same table in GitHub-flavoured markdown, with its title as a bold line above it. */
export function markdownTable(table: Table): string {
  const escape = (cell: string) => cell.replace(/\|/g, "\\|");
  const numeric = table.headers.map(
    (_, i) => table.rows.length > 0 && table.rows.every((row) => typeof row[i] === "number"),
  );
  const out = [
    `**${table.title}**`,
    "",
    `| ${table.headers.map(escape).join(" | ")} |`,
    `|${table.headers.map((_, i) => (numeric[i] ? "---:" : "---")).join("|")}|`,
    ...table.rows.map((row) => `| ${row.map((cell) => escape(text(cell))).join(" | ")} |`),
  ];
  if (table.notes?.length) out.push("", ...table.notes);
  return out.join("\n");
}
