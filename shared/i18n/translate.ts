/**
 * Translations with rosetta. A key missing in the page's language falls back to the next
 * dictionary in line (the configured default language, then English); an enabled language
 * without texts (de) reads in the default language.
 */
import rosetta from "rosetta";
import { slugLanguage } from "../../config/languages.ts";

export type Dictionary = Record<string, unknown>;
export type Translate = (key: string, params?: Record<string, string | number>) => string;

export interface Translator {
  lang: string;
  t: Translate;
}

/** @param chain dictionaries in priority order (page language first), each under a distinct key. */
export function createTranslator(lang: string, chain: ReadonlyArray<readonly [string, Dictionary]>): Translator {
  const i18n = rosetta<Dictionary>(Object.fromEntries(chain));
  const order = chain.map(([code]) => code);
  const t: Translate = (key, params) => {
    for (const code of order) {
      const text = i18n.t(key, params ?? {}, code);
      if (typeof text === "string" && text !== "") return text;
    }
    return key;
  };
  return { lang, t };
}

/** Every text of a dictionary by its dotted key ("a.b.c" → text). */
export function textsOf(dictionary: Dictionary, prefix = "", into = new Map<string, unknown>()): Map<string, unknown> {
  for (const [key, value] of Object.entries(dictionary)) {
    if (value && typeof value === "object" && !Array.isArray(value))
      textsOf(value as Dictionary, `${prefix}${key}.`, into);
    else into.set(`${prefix}${key}`, value);
  }
  return into;
}

const hasText = (value: unknown) => typeof value === "string" && value !== "";

/**
 * The dictionaries of a chain a browser loads to translate as the chain does: each in turn, up to
 * the first that has a text for every key the ones after it have texts for. A complete language
 * reads from its own dictionary alone; the fallbacks behind it would never be consulted.
 */
export function dictionariesToLoad(chain: ReadonlyArray<readonly [string, Dictionary]>): string[] {
  const loaded: string[] = [];
  for (const [index, [code, dictionary]] of chain.entries()) {
    loaded.push(code);
    const own = textsOf(dictionary);
    const rest = chain.slice(index + 1).flatMap(([, later]) => [...textsOf(later)]);
    if (rest.every(([key, text]) => !hasText(text) || hasText(own.get(key)))) break;
  }
  return loaded;
}

/**
 * The languages consulted for a page: its own, the configured default, then English. A language
 * without texts of its own (de) is not consulted at all: its pages read whole in the language it
 * borrows its slugs from, never a German headline over French text (decision 051).
 */
export function fallbackChain(lang: string, defaultLanguage: string): string[] {
  return [...new Set([slugLanguage(lang, defaultLanguage), defaultLanguage, "en"])];
}
