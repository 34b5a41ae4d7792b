/**
 * A site: one validated configuration with everything derived from it once (enabled languages,
 * the route table with the agency's own pages, which menu page configures which route).
 */
import {
  buildRouteTable,
  slugLanguage,
  STATIC_PAGES,
  type CustomPage,
  type Route,
  type RouteKey,
  type RouteTable,
} from "../../config/routes.ts";
import type { MenuPage, SiteConfig } from "../../config/schema.ts";
import { ownMenuPath } from "../../config/menu-rules.ts";
import { currentConfig, type ConfigEnv, type LoadedConfig } from "./config-store.ts";

export interface Site {
  config: SiteConfig;
  version: string;
  languages: string[];
  defaultLanguage: string;
  table: RouteTable;
  /** The menu page that configures a route (titles, banner, modules, content). */
  pageFor: Map<RouteKey, MenuPage>;
  /**
   * The route of a page on the site, or undefined when its configured page is not published: the
   * one place that decides whether a page is published. An unpublished page answers 404, is in no
   * sitemap, and nothing links to it.
   */
  route(key: RouteKey): Route | undefined;
  /** The published routes, in the route table's order. */
  routes: readonly Route[];
  /** Route key of each menu page, for building the navigation. */
  keyOf: Map<number, RouteKey>;
}

const sites = new WeakMap<SiteConfig, Site>();

function walk(
  menus: MenuPage[],
  visit: (page: MenuPage, parent: MenuPage | undefined) => void,
  parent?: MenuPage,
): void {
  for (const page of menus) {
    visit(page, parent);
    walk(page.childMenus, visit, page);
  }
}

export function siteFromConfig(loaded: LoadedConfig): Site {
  const existing = sites.get(loaded.config);
  if (existing) return existing;
  const { config } = loaded;
  const languages = config.languageUse.filter((l) => l.use).map((l) => l.code);
  const byOriginal = new Map(STATIC_PAGES.map((p) => [p.original, p.key] as const));

  const keyOf = new Map<number, RouteKey>();
  const customPages: CustomPage[] = [];
  walk(config.menus, (page, parent) => {
    // A child's path may be nested under its parent's: it names its page by what follows.
    const staticKey = byOriginal.get(ownMenuPath(page.path, parent?.path));
    if (staticKey) keyOf.set(page.id, staticKey);
    else if (page.params.path && page.status === "Published") {
      keyOf.set(page.id, `page:${page.id}`);
      customPages.push({ id: page.id, paths: page.params.path });
    }
  });

  const parents = new Map<RouteKey, RouteKey>();
  const pageFor = new Map<RouteKey, MenuPage>();
  const unpublished = new Set<RouteKey>();
  walk(config.menus, (page, parent) => {
    const key = keyOf.get(page.id);
    if (!key) return;
    if (page.status !== "Published") {
      unpublished.add(key);
      return;
    }
    if (!pageFor.has(key)) pageFor.set(key, page);
    const parentKey = parent ? keyOf.get(parent.id) : undefined;
    if (parentKey && parentKey !== "home" && !parents.has(key)) parents.set(key, parentKey);
  });

  const table = buildRouteTable({ languages, defaultLanguage: config.languageDefault, customPages, parents });
  const routes = table.routes.filter((route) => !unpublished.has(route.key));
  const site: Site = {
    config,
    version: loaded.version,
    languages,
    defaultLanguage: config.languageDefault,
    table,
    pageFor,
    route: (key) => (unpublished.has(key) ? undefined : table.get(key)),
    routes,
    keyOf,
  };
  sites.set(config, site);
  return site;
}

/**
 * The text for a language, falling back to the default language, then English; one text for every
 * language is taken as it is. A language without texts of its own (de) reads whole in the language
 * it borrows its slugs from, even where a text of its own exists: a page never mixes two languages
 * (decision 051).
 */
export function pick(
  text: string | Partial<Record<string, string | undefined>> | undefined,
  lang: string,
  fallback: string,
): string {
  if (typeof text === "string") return text.trim();
  if (!text) return "";
  return text[slugLanguage(lang, fallback)]?.trim() || text[fallback]?.trim() || text.en?.trim() || "";
}

/** `language` when the site has it, else the site's default: the language of a mail to a visitor who chose one earlier. */
export function siteLanguage(site: Pick<Site, "languages" | "defaultLanguage">, language: string): string {
  return site.languages.includes(language) ? language : site.defaultLanguage;
}

/** The site as the current configuration describes it. */
export async function currentSite(env: ConfigEnv): Promise<Site> {
  return siteFromConfig(await currentConfig(env));
}
