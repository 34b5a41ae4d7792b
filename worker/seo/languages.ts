/**
 * Which language versions of a page search engines are told about (decision 037).
 *
 * A language has content of its own when all of these hold:
 * - it is enabled in the configuration (`languageUse`);
 * - the route table has slugs for it (`FILLED_LANGUAGES` in config/routes.ts);
 * - its dictionary in locales/ is complete: every text English has (English is the last
 *   fallback, so it is the measure of "every text"), none empty;
 * - the configuration titles every published menu page in it.
 *
 * Such a language is indexed: its pages are self-canonical, named in every page's hreflang
 * alternates and listed in the sitemap. Another enabled language (today de) borrows the
 * default language's slugs, texts and rows (decision 002): its pages answer and are linked from
 * the language switcher, but declare the version they copy as canonical and are named nowhere.
 * A language joins by itself on the first request after its slugs, texts and titles exist.
 */
import { FILLED_LANGUAGES, slugLanguage } from "../../config/routes.ts";
import type { MenuPage } from "../../config/schema.ts";
import { textsOf, type Dictionary } from "../../shared/i18n/translate.ts";
import { DICTIONARIES } from "../site/translations.ts";
import type { Site } from "../site/site.ts";

export interface AlternateLink {
  hreflang: string;
  href: string;
}

const completeness = new Map<string, boolean>();

/** Whether the language's dictionary has every text the English one has, none of them empty. */
export function hasCompleteDictionary(lang: string, dictionaries: Record<string, Dictionary> = DICTIONARIES): boolean {
  const cacheable = dictionaries === DICTIONARIES;
  const known = cacheable ? completeness.get(lang) : undefined;
  if (known !== undefined) return known;
  const own = dictionaries[lang];
  const reference = dictionaries.en;
  let complete = false;
  if (own && reference) {
    const ownTexts = textsOf(own);
    complete = [...textsOf(reference).keys()].every((key) => {
      const text = ownTexts.get(key);
      return typeof text === "string" && text.trim() !== "";
    });
  }
  if (cacheable) completeness.set(lang, complete);
  return complete;
}

function everyPublishedPage(menus: readonly MenuPage[], test: (page: MenuPage) => boolean): boolean {
  return menus.every(
    (page) => (page.status !== "Published" || test(page)) && everyPublishedPage(page.childMenus, test),
  );
}

/** Whether a language has slugs, texts and configured page titles of its own (see the top of this file). */
export function hasOwnContent(site: Site, lang: string): boolean {
  return (
    site.languages.includes(lang) &&
    (FILLED_LANGUAGES as readonly string[]).includes(lang) &&
    hasCompleteDictionary(lang) &&
    everyPublishedPage(site.config.menus, (page) => Boolean(page.params.title[lang as "nl"]?.trim()))
  );
}

const indexedBySite = new WeakMap<Site, string[]>();

/**
 * The enabled languages search engines are told about, in the configuration's order. Should no
 * enabled language have content of its own, every enabled language counts: the site then has
 * no better version to point at.
 */
export function indexedLanguages(site: Site): string[] {
  let indexed = indexedBySite.get(site);
  if (!indexed) {
    const own = site.languages.filter((lang) => hasOwnContent(site, lang));
    indexed = own.length > 0 ? own : [...site.languages];
    indexedBySite.set(site, indexed);
  }
  return indexed;
}

/**
 * The indexed language whose version a page in `lang` shows: the language itself when indexed,
 * else the one it borrows slugs and rows from (the default language, decision 002), else the
 * first indexed language.
 */
export function contentLanguage(site: Site, lang: string): string {
  const indexed = indexedLanguages(site);
  if (indexed.includes(lang)) return lang;
  const borrowed = slugLanguage(lang, site.defaultLanguage);
  return indexed.includes(borrowed) ? borrowed : indexed[0]!;
}

/**
 * The canonical path of a page that exists at `paths` (language → path), seen in `lang`: its own
 * path in an indexed language, the version it copies in another one (its own when that version
 * does not exist).
 */
export function canonicalPath(
  site: Site,
  lang: string,
  paths: Readonly<Record<string, string | undefined>>,
): string | undefined {
  return paths[contentLanguage(site, lang)] ?? paths[lang];
}

/**
 * The hreflang alternates of a page that exists at `paths`: its version in every indexed
 * language, and x-default (the default language's version). None for a page with a single
 * indexed version: there is no other language to point at. The page tags and the sitemap both
 * use this list, so they always agree.
 */
export function alternateLinks(
  site: Site,
  origin: string,
  paths: Readonly<Record<string, string | undefined>>,
): AlternateLink[] {
  const versions = indexedLanguages(site).flatMap((lang) =>
    paths[lang] ? [{ hreflang: lang, href: origin + paths[lang] }] : [],
  );
  if (versions.length < 2) return [];
  const xDefault = paths[contentLanguage(site, site.defaultLanguage)];
  return xDefault ? [...versions, { hreflang: "x-default", href: origin + xDefault }] : versions;
}
