/** Escaping for the mails' HTML: every value a visitor or the configuration supplies goes through it. */
const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

/** Escaped text with its line breaks kept, for a visitor's message. */
export function escapeLines(value: string): string {
  return escapeHtml(value).replace(/\r?\n/g, "<br>\n");
}
