/**
 * A testimonial's slug: its author's name in ASCII followed by its id ("Hélène Lambert", 5 →
 * "helene-lambert-5"). The id makes it unique whatever the name; the name makes the link
 * readable. It is written once, when the testimonial is stored, and never recomputed: a name the
 * agency later corrects keeps its old link working.
 */
import { slugify } from "../../shared/rules/slug.ts";

/** Longest name part of a slug, so a pasted paragraph in the name field gives a sane URL. */
export const SLUG_NAME_CHARS = 60;

/** The part of the slug before the id, with its hyphen ("helene-lambert-"); empty when the name has no Latin letters or digits. */
export function slugPrefix(name: string): string {
  let part = slugify(name);
  if (part.length > SLUG_NAME_CHARS) {
    const cut = part.slice(0, SLUG_NAME_CHARS + 1);
    // Whole words only: cut at the last hyphen when there is one.
    part = (cut.lastIndexOf("-") > 0 ? cut.slice(0, cut.lastIndexOf("-")) : cut.slice(0, SLUG_NAME_CHARS)).replace(
      /-+$/,
      "",
    );
  }
  return part ? `${part}-` : "";
}

export function testimonialSlug(name: string, id: number): string {
  return `${slugPrefix(name)}${id}`;
}
