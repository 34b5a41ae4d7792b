/**
 * The languages the site's slugs and texts are written in, and which of them a language without
 * its own reads in. Kept apart from the route table so the browser's translator can read it alone.
 */

/** Languages whose slugs and texts are complete. Other enabled languages borrow the default's. */
export const FILLED_LANGUAGES = ["nl", "fr", "en"] as const;
export type FilledLanguage = (typeof FILLED_LANGUAGES)[number];
export type Slugs = Record<FilledLanguage, string>;

/** The slug language used for a language without slugs of its own (de borrows the default). */
export function slugLanguage(lang: string, defaultLanguage: string): FilledLanguage {
  if ((FILLED_LANGUAGES as readonly string[]).includes(lang)) return lang as FilledLanguage;
  if ((FILLED_LANGUAGES as readonly string[]).includes(defaultLanguage)) return defaultLanguage as FilledLanguage;
  return "en";
}
