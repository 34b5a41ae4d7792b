/**
 * The article format of the site configuration: blocks separated by a blank line; "## " and
 * "### " headings; a block of "- " lines is a list; otherwise a paragraph whose single line
 * breaks are kept. Inline **bold** and [label](target) links. No HTML is ever interpreted.
 */

export type Inline =
  | { type: "text"; text: string }
  | { type: "strong"; text: string }
  | { type: "link"; text: string; href: string; external: boolean };

export type ArticleBlock =
  | { type: "heading"; level: 2 | 3; inlines: Inline[] }
  | { type: "paragraph"; lines: Inline[][] }
  | { type: "list"; items: Inline[][] };

export type LinkResolver = (target: string) => { href: string; external: boolean };

const identity: LinkResolver = (target) => ({ href: target, external: /^(https?:)?\/\//i.test(target) });

export function parseArticle(text: string | undefined, resolve: LinkResolver = identity): ArticleBlock[] {
  if (!text) return [];
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block): ArticleBlock => {
      if (block.startsWith("### ")) return { type: "heading", level: 3, inlines: parseInline(block.slice(4), resolve) };
      if (block.startsWith("## ")) return { type: "heading", level: 2, inlines: parseInline(block.slice(3), resolve) };
      const lines = block.split("\n").map((line) => line.trim());
      if (lines.every((line) => line.startsWith("- "))) {
        return { type: "list", items: lines.map((line) => parseInline(line.slice(2), resolve)) };
      }
      return { type: "paragraph", lines: lines.map((line) => parseInline(line, resolve)) };
    });
}

const INLINE = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

export function parseInline(text: string, resolve: LinkResolver = identity): Inline[] {
  const out: Inline[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    if (match.index > last) out.push({ type: "text", text: text.slice(last, match.index) });
    if (match[1] !== undefined) out.push({ type: "strong", text: match[1] });
    else out.push({ type: "link", text: match[2]!, ...resolve(match[3]!) });
    last = match.index + match[0].length;
  }
  if (last < text.length) out.push({ type: "text", text: text.slice(last) });
  return out;
}

/** The plain text of blocks, for meta descriptions. */
export function articleText(blocks: readonly ArticleBlock[]): string {
  const inline = (inlines: Inline[]) => inlines.map((i) => i.text).join("");
  return blocks
    .map((b) =>
      b.type === "heading"
        ? inline(b.inlines)
        : b.type === "list"
          ? b.items.map(inline).join(" ")
          : b.lines.map(inline).join(" "),
    )
    .join(" ");
}
