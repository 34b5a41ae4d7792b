/**
 * What makes a menu tree of the site configuration coherent, beyond each field's own shape:
 * every menu path names a page the site has, no two entries name the same page, a child's path
 * lies under its parent's, and a module's article exists. The schema checks fields one by one;
 * these rules look across the document, so a document that breaks them is refused by
 * `npm run config:push` (and by the worker that reads it) instead of losing a page or a module
 * without a word. Each problem names the JSON path of the value and the value itself.
 */
import { isExternalTarget } from "./links.ts";
import { buildRouteTable, FILLED_LANGUAGES, STATIC_PAGES, type RouteKey } from "./routes.ts";

/** "/about-us" or "about-us/" → "/about-us/"; "" and "/" → "/". */
export function normalisedMenuPath(path: string): string {
  const inner = path.trim().replace(/^\/+|\/+$/g, "");
  return inner ? `/${inner}/` : "/";
}

/** Whether a menu path lies under its parent's: "/private-management/insurance/" under "/private-management/". */
export function isUnderParent(path: string, parentPath: string): boolean {
  const own = normalisedMenuPath(path);
  const parent = normalisedMenuPath(parentPath);
  return parent !== "/" && own.length > parent.length && own.startsWith(parent);
}

/**
 * The path a menu entry names its page by: the whole path when the route table knows it as an
 * original path, else, for a child, what follows its parent's path ("/insurance/" for
 * "/private-management/insurance/"), so child entries can be nested as the agency's menus are.
 */
export function ownMenuPath(path: string, parentPath?: string): string {
  const whole = normalisedMenuPath(path);
  if (ORIGINALS.has(whole) || !parentPath || !isUnderParent(whole, parentPath)) return whole;
  return whole.slice(normalisedMenuPath(parentPath).length - 1);
}

const ORIGINALS: ReadonlyMap<string, RouteKey> = new Map(STATIC_PAGES.map((page) => [page.original, page.key]));

/** The route-table page an original path names ("/for-sale/" → forSale; "/" → home). */
export function staticPageAt(ownPath: string): RouteKey | undefined {
  return ownPath === "/" ? "home" : ORIGINALS.get(ownPath);
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const show = (value: unknown) => JSON.stringify(value);

interface Entry {
  menu: Json;
  at: string;
  parent?: { path: string; at: string };
}

function entries(menus: unknown, at: string, parent?: Entry["parent"]): Entry[] {
  return list(menus).flatMap((menu, i) => {
    if (!isObject(menu)) return [];
    const here = `${at}[${i}]`;
    const path = typeof menu.path === "string" ? menu.path : undefined;
    return [
      { menu, at: here, ...(parent ? { parent } : {}) },
      ...entries(menu.childMenus, `${here}.childMenus`, path === undefined ? undefined : { path, at: here }),
    ];
  });
}

/** The agency's own path per language (params.path), when the entry has one. */
function customPaths(menu: Json): Partial<Record<string, string>> | undefined {
  const params = isObject(menu.params) ? menu.params : undefined;
  return params && isObject(params.path) ? (params.path as Partial<Record<string, string>>) : undefined;
}

/** Problems of the menu tree and its modules, `path: message` as the schema's problems read. */
export function menuProblems(input: unknown): string[] {
  if (!isObject(input)) return [];
  const problems: string[] = [];
  const all = entries(input.menus, "menus");
  // Pages of the route table as the site serves them, to find an agency page that takes one's address.
  const table = buildRouteTable({ languages: FILLED_LANGUAGES, defaultLanguage: FILLED_LANGUAGES[0] });
  const pageNamedBy = new Map<string, string>();
  const customPathOwner = new Map<string, string>();

  for (const { menu, at, parent } of all) {
    const params = isObject(menu.params) ? menu.params : {};
    if (typeof menu.path === "string" && !isExternalTarget(menu.path)) {
      const own = ownMenuPath(menu.path, parent?.path);
      const custom = customPaths(menu);
      const page: string | undefined = staticPageAt(own) ?? (custom ? `page:${String(menu.id)}` : undefined);
      if (!page)
        problems.push(
          `${at}.path: ${show(menu.path)} is not a page of the site (not an original path of the route table, and the entry has no params.path)`,
        );
      else {
        const first = pageNamedBy.get(page);
        if (first) problems.push(`${at}.path: ${show(menu.path)} names the same page as ${first}.path`);
        else pageNamedBy.set(page, at);
      }
      if (parent && !isUnderParent(menu.path, parent.path)) {
        problems.push(
          `${at}.path: ${show(menu.path)} is not under its parent's path ${show(parent.path)} (${parent.at}.path)`,
        );
      }
      if (custom && !staticPageAt(own)) {
        for (const lang of FILLED_LANGUAGES) {
          const slug = custom[lang];
          if (typeof slug !== "string" || slug === "") continue;
          const address = `/${lang}/${slug}/`;
          const taken = table.match(address);
          const other = customPathOwner.get(address);
          if (taken)
            problems.push(
              `${at}.params.path.${lang}: ${show(slug)} is already the address of the page ${taken.route.original ?? taken.route.key} (${address})`,
            );
          else if (other)
            problems.push(`${at}.params.path.${lang}: ${show(slug)} is already the address of ${other} (${address})`);
          else customPathOwner.set(address, at);
        }
      }
    }
    list(params.modules).forEach((module, m) => {
      if (!isObject(module)) return;
      list(module.relations).forEach((relation, r) => {
        if (!isObject(relation) || relation.type !== "article" || typeof relation.id !== "number") return;
        const articles = list(input.articles)
          .filter(isObject)
          .map((article) => article.id);
        if (!articles.includes(relation.id)) {
          const known = articles.length > 0 ? `articles has ${articles.map(show).join(", ")}` : "articles is empty";
          problems.push(`${at}.params.modules[${m}].relations[${r}].id: ${relation.id} names no article (${known})`);
        }
      });
    });
  }
  return problems;
}
