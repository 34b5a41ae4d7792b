/**
 * Who reads a mail decides its language: the agency reads the site's default language, a visitor
 * the language of the page they used. Dates and amounts are written in the language the mail's
 * texts are in, so a reader whose language has no texts of its own (de falls back as a whole)
 * never gets German dates amid French sentences.
 */
import type { Translator } from "../../shared/i18n/translate.ts";
import { DICTIONARIES, translatorFor } from "../site/translations.ts";

/** Whether `lang` has the mails' texts of its own. */
function writesMail(lang: string): boolean {
  const dictionary = DICTIONARIES[lang];
  return dictionary !== undefined && typeof dictionary.mail === "object";
}

/** The language a mail for a reader of `lang` is written in: theirs when it has texts, else the default's, else English. */
export function mailLanguage(lang: string, defaultLanguage: string): string {
  return [lang, defaultLanguage].find(writesMail) ?? "en";
}

/** The translator of a mail for a reader of `lang`; its `lang` is the one its dates and amounts are written in. */
export function mailReader(lang: string, defaultLanguage: string): Translator {
  return translatorFor(mailLanguage(lang, defaultLanguage), defaultLanguage).translator;
}
