/** A page's markup without its style elements, whose inlined first-screen rules name classes the page may not use (decision 041). */
export function withoutStyles(html: string): string {
  return html.replace(/<style\b[^>]*>[\s\S]*?<\/style>/g, "");
}
