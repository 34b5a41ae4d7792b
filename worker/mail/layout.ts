/**
 * The HTML frame every mail shares: a plain, single-column document that mail clients render
 * alike. Callers pass already-escaped HTML.
 */
import { dateLocale, dateTimeFormat } from "../../shared/rules/locale.ts";
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

/** A row's value in HTML: escaped, and a link when the row has an address. */
function valueHtml(row: FieldRow): string {
  return row.href ? `<a href="${escapeHtml(row.href)}">${escapeHtml(row.value)}</a>` : escapeHtml(row.value);
}

export function rowsTable(rows: FieldRow[]): string {
  const cells = rows
    .map(
      (row) =>
        `<tr><th scope="row" style="text-align:left;vertical-align:top;padding:4px 16px 4px 0;font-weight:bold">${escapeHtml(row.label)}</th>` +
        `<td style="vertical-align:top;padding:4px 0;white-space:pre-wrap">${valueHtml(row)}</td></tr>`,
    )
    .join("\n");
  return `<table role="presentation" style="border-collapse:collapse">\n${cells}\n</table>`;
}

/** One row as a line of the text mail: "Label: value <address>". */
export function rowText(row: FieldRow): string {
  return `${row.label}: ${row.value}${row.href ? ` <${row.href}>` : ""}`;
}

export function rowsText(rows: FieldRow[]): string {
  return rows.map(rowText).join("\n");
}

/** One row as a line of an HTML paragraph: "<strong>Label:</strong> value", the value linked when it has an address. */
export function rowHtml(row: FieldRow): string {
  return `<strong>${escapeHtml(row.label)}:</strong> ${valueHtml(row)}`;
}

/** A moment as people in Brussels read it, in `lang`: "17 november 2026 om 14:05". */
export function brusselsTime(iso: string, lang: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return dateTimeFormat(dateLocale(lang), {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: "Europe/Brussels",
  }).format(at);
}
