import { createContext, useContext } from "react";
import type { Translator } from "../../shared/i18n/translate.ts";

const I18nContext = createContext<Translator>({ lang: "en", t: (key) => key });

export const I18nProvider = I18nContext.Provider;

/** The page's translator: `const { t, lang } = useI18n()`. */
export function useI18n(): Translator {
  return useContext(I18nContext);
}
