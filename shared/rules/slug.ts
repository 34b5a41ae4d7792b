/**
 * URL slugs for cities and property types in detail paths: "Woluwe-Saint-Lambert" →
 * "woluwe-saint-lambert", "Espace commercial" → "espace-commercial".
 */

// Letters that Unicode does not decompose into a base letter plus accents.
const LIGATURES: Record<string, string> = {
  ß: "ss",
  œ: "oe",
  æ: "ae",
  ø: "o",
  ł: "l",
  đ: "d",
  ð: "d",
  þ: "th",
  ı: "i",
};

export function slugify(text: string | null | undefined): string {
  return (text ?? "")
    .replace(/['\u2018\u2019\u02bc`\u00b4]/g, "") // "L'Écluse" → "lecluse", as Belgian sites write it
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[ßœæøłđðþı]/g, (letter) => LIGATURES[letter]!)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
