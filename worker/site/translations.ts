/** The server's translators, built once per language and default-language pair. */
import de from "../../locales/de.json";
import en from "../../locales/en.json";
import fr from "../../locales/fr.json";
import nl from "../../locales/nl.json";
import { createTranslator, fallbackChain, type Dictionary, type Translator } from "../../shared/i18n/translate.ts";

export const DICTIONARIES: Record<string, Dictionary> = { nl, fr, en, de };

const translators = new Map<string, Translator>();

export function translatorFor(lang: string, defaultLanguage: string): { translator: Translator; chain: string[] } {
  const chain = fallbackChain(lang, defaultLanguage).filter((code) => code in DICTIONARIES);
  // Keyed by the page's language too: a language without texts (de) reads the default's, yet
  // writes its dates and amounts its own way, so it must not share the default's translator.
  const id = `${lang}:${chain.join(">")}`;
  let translator = translators.get(id);
  if (!translator) {
    translator = createTranslator(
      lang,
      chain.map((code) => [code, DICTIONARIES[code]!] as const),
    );
    translators.set(id, translator);
  }
  return { translator, chain };
}
