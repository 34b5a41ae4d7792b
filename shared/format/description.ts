/**
 * The description cleaner: plain text, at most `limit` characters (250 by default).
 * A longer text is cut at its last space when that space lies beyond 80 % of the limit
 * (otherwise at the limit itself) and gets an ellipsis.
 */
export const DESCRIPTION_LIMIT = 250;

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", apos: "'", nbsp: " " };

export function cleanDescription(text: string | null | undefined, limit = DESCRIPTION_LIMIT): string {
  const plain = (text ?? "")
    .replace(/<[^>]*>/g, " ")
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name]!)
    .replace(/\s+/g, " ")
    .trim();
  if (plain.length <= limit) return plain;
  const cut = plain.slice(0, limit);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > limit * 0.8 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
