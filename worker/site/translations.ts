/** The server's translators, built once per language and default-language pair. */
import de from "../../locales/de.json";
import en from "../../locales/en.json";
import fr from "../../locales/fr.json";
import nl from "../../locales/nl.json";
import {
  createTranslator,
  dictionariesToLoad,
  fallbackChain,
  type Dictionary,
  type Translator,
} from "../../shared/i18n/translate.ts";

export const DICTIONARIES: Record<string, Dictionary> = { nl, fr, en, de };

const translators = new Map<string, { translator: Translator; dictionaries: string[] }>();

/**
 * The page's translator, and the languages whose `dictionaries` its browser loads for the islands:
 * only those the translator can read from, so a complete language's page loads its own file alone.
 */
export function translatorFor(
  lang: string,
  defaultLanguage: string,
): { translator: Translator; dictionaries: string[] } {
  const codes = fallbackChain(lang, defaultLanguage).filter((code) => code in DICTIONARIES);
  const id = codes.join(">");
  let known = translators.get(id);
  if (!known) {
    const chain = codes.map((code) => [code, DICTIONARIES[code]!] as const);
    // A language without texts (de) reads the whole page in the language it borrows, dates and
    // amounts included: the translator's language is the first of its chain, whoever asks first.
    known = { translator: createTranslator(codes[0] ?? lang, chain), dictionaries: dictionariesToLoad(chain) };
    translators.set(id, known);
  }
  return known;
}
