/**
 * The HTML frame every mail shares: a plain, single-column document that mail clients render
 * alike. Callers pass already-escaped HTML.
 */
import { escapeHtml } from "./html.ts";
import type { FieldRow } from "./fields.ts";

export function mailDocument(lang: string, title: string, body: string): string {
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1d1d1d;background:#ffffff">
${body}
</body>
</html>
`;
}

export function rowsTable(rows: FieldRow[]): string {
  const cells = rows
    .map(
      (row) =>
        `<tr><th scope="row" style="text-align:left;vertical-align:top;padding:4px 16px 4px 0;font-weight:bold">${escapeHtml(row.label)}</th>` +
        `<td style="padding:4px 0;white-space:pre-wrap">${row.href ? `<a href="${escapeHtml(row.href)}">${escapeHtml(row.value)}</a>` : escapeHtml(row.value)}</td></tr>`,
    )
    .join("\n");
  return `<table role="presentation" style="border-collapse:collapse">\n${cells}\n</table>`;
}

export function rowsText(rows: FieldRow[]): string {
  return rows.map((row) => `${row.label}: ${row.value}${row.href ? ` <${row.href}>` : ""}`).join("\n");
}

/** A moment as people in Brussels read it, in `lang`: "17 november 2026 om 14:05". */
export function brusselsTime(iso: string, lang: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return new Intl.DateTimeFormat(`${lang}-BE`, { dateStyle: "long", timeStyle: "short", timeZone: "Europe/Brussels" }).format(at);
}
