/**
 * The route table: the one place that knows every page, its slug per language, its original
 * (pre-localisation) path, its breadcrumb parent and its type. Links, redirects, the language
 * switcher, canonical URLs, hreflang alternates and the sitemap all derive from it.
 */

import { slugLanguage, type Slugs } from "./languages.ts";
import { FORM_SPECS, type FormName } from "../shared/forms/forms.ts";

export { FILLED_LANGUAGES, slugLanguage, type FilledLanguage, type Slugs } from "./languages.ts";

export type PageType = "page" | "article" | "feedback" | "login";

export type StaticPageKey =
  | "home"
  | "forSale"
  | "forRent"
  | "privateManagement"
  | "contact"
  | "demandRegister"
  | "valuation"
  | "insurance"
  | "reviews"
  | "privacy"
  | "disclaimer"
  | "cookiePolicy"
  | "login"
  | "feedback"
  | "projects"
  | "jobs"
  | "rentProfile"
  | "offer"
  | "newsletter"
  | "unsubscribe"
  | "demandConfirm"
  | "testimonialReview"
  | "ownerDashboard"
  | "passwordReminder"
  | "passwordReset"
  | "ownerPassword"
  | "ownerSessions"
  | "ownerTwoStep";

export interface StaticPage {
  key: StaticPageKey;
  original: string;
  slugs: Slugs;
  type: PageType;
  /** Kept out of search engines and the sitemap (a page reached only from a mail). */
  noindex?: true;
  /** A private ("login") page that search engines may list all the same: the owners' sign-in page, which they look up by the agency's name (decision 041). */
  indexed?: true;
}

const same = (slug: string): Slugs => ({ nl: slug, fr: slug, en: slug });

/** Every page of the site, with its slug per language. */
export const STATIC_PAGES: readonly StaticPage[] = [
  { key: "home", original: "/home/", slugs: { nl: "home", fr: "accueil", en: "home" }, type: "page" },
  { key: "forSale", original: "/for-sale/", slugs: { nl: "te-koop", fr: "a-vendre", en: "for-sale" }, type: "page" },
  { key: "forRent", original: "/for-rent/", slugs: { nl: "te-huur", fr: "a-louer", en: "for-rent" }, type: "page" },
  {
    key: "privateManagement",
    original: "/private-management/",
    slugs: { nl: "particulier-beheer", fr: "gestion-privative", en: "private-management" },
    type: "article",
  },
  { key: "contact", original: "/contact/", slugs: same("contact"), type: "page" },
  {
    key: "demandRegister",
    original: "/demand-register/",
    slugs: { nl: "zoekopdracht", fr: "recherche", en: "register" },
    type: "page",
  },
  {
    key: "valuation",
    original: "/contact-demand/",
    slugs: { nl: "gratis-schatting", fr: "estimation-gratuite", en: "valuation" },
    type: "page",
  },
  {
    key: "insurance",
    original: "/insurance/",
    slugs: { nl: "verzekeringen", fr: "assurances", en: "insurance" },
    type: "article",
  },
  {
    key: "reviews",
    original: "/reviews/",
    slugs: { nl: "getuigenissen", fr: "temoignages", en: "reviews" },
    type: "page",
  },
  { key: "privacy", original: "/privacy-statement/", slugs: same("privacy-statement"), type: "article" },
  { key: "disclaimer", original: "/disclaimer/", slugs: same("disclaimer"), type: "article" },
  {
    key: "cookiePolicy",
    original: "/cookie-policy/",
    slugs: { nl: "cookiebeleid", fr: "politique-cookies", en: "cookie-policy" },
    type: "article",
  },
  { key: "login", original: "/login/", slugs: same("login"), type: "login", indexed: true },
  {
    key: "feedback",
    original: "/feed-back/",
    slugs: { nl: "bedankt", fr: "merci", en: "thank-you" },
    type: "feedback",
  },
  // New-build projects: paths containing /project are project pages.
  { key: "projects", original: "/project/", slugs: { nl: "projecten", fr: "projets", en: "projects" }, type: "page" },
  // Form pages the specification names without a path (decision 029).
  { key: "jobs", original: "/jobs/", slugs: { nl: "vacatures", fr: "emplois", en: "jobs" }, type: "page" },
  {
    key: "rentProfile",
    original: "/rent-profile/",
    slugs: { nl: "huurprofiel", fr: "profil-locataire", en: "rent-profile" },
    type: "page",
  },
  {
    key: "offer",
    original: "/offer/",
    slugs: { nl: "bod-uitbrengen", fr: "faire-une-offre", en: "make-an-offer" },
    type: "page",
  },
  {
    key: "newsletter",
    original: "/newsletter/",
    slugs: { nl: "nieuwsbrief", fr: "lettre-d-information", en: "newsletter" },
    type: "page",
  },
  {
    key: "unsubscribe",
    original: "/unsubscribe/",
    slugs: { nl: "uitschrijven", fr: "desinscription", en: "unsubscribe" },
    type: "page",
    noindex: true,
  },
  {
    key: "demandConfirm",
    original: "/confirm-search/",
    slugs: { nl: "zoekopdracht-bevestigen", fr: "confirmer-recherche", en: "confirm-search" },
    type: "page",
    noindex: true,
  },
  // The agency's review of a new testimonial, opened from its mail (decision 057).
  {
    key: "testimonialReview",
    original: "/review-testimonial/",
    slugs: { nl: "getuigenis-beoordelen", fr: "moderer-temoignage", en: "review-testimonial" },
    type: "page",
    noindex: true,
  },
  // The owner portal (decision 035): type "login" pages are private and not indexed; the
  // sign-in page above is the one exception, the way in that owners search for (decision 041).
  {
    key: "ownerDashboard",
    original: "/my-properties/",
    slugs: { nl: "mijn-panden", fr: "mes-biens", en: "my-properties" },
    type: "login",
  },
  {
    key: "passwordReminder",
    original: "/forgot-password/",
    slugs: { nl: "wachtwoord-vergeten", fr: "mot-de-passe-oublie", en: "forgot-password" },
    type: "login",
  },
  {
    key: "passwordReset",
    original: "/new-password/",
    slugs: { nl: "nieuw-wachtwoord", fr: "nouveau-mot-de-passe", en: "new-password" },
    type: "login",
  },
  // The logged-in owner's account security (decision 048).
  {
    key: "ownerPassword",
    original: "/change-password/",
    slugs: { nl: "wachtwoord-wijzigen", fr: "modifier-mot-de-passe", en: "change-password" },
    type: "login",
  },
  {
    key: "ownerSessions",
    original: "/my-sessions/",
    slugs: { nl: "mijn-sessies", fr: "mes-sessions", en: "my-sessions" },
    type: "login",
  },
  {
    key: "ownerTwoStep",
    original: "/two-step-verification/",
    slugs: { nl: "tweestapsverificatie", fr: "verification-en-deux-etapes", en: "two-step-verification" },
    type: "login",
  },
];

/**
 * Every slug these pages have in any language, once each: the paths a route answering only these
 * pages listens on (German borrows the default's slugs, which are among them).
 */
export function slugsOf(...keys: StaticPageKey[]): string[] {
  return [
    ...new Set(STATIC_PAGES.filter((page) => keys.includes(page.key)).flatMap((page) => Object.values(page.slugs))),
  ];
}

/** The forms whose thank-you pages live under the feedback page: every form the site accepts. */
export type FeedbackForm = FormName;
export const FEEDBACK_FORM_NAMES: readonly FeedbackForm[] = FORM_SPECS.map((form) => form.name);

/** A page the agency adds in its configuration (an article with its own path per language). */
export interface CustomPage {
  id: number;
  /** Path per language without language prefix or slashes, e.g. "over-ons" or "over-ons/team". */
  paths: Slugs;
}

export type RouteKey = StaticPageKey | `thanks:${FeedbackForm}` | `page:${number}`;

export interface Route {
  key: RouteKey;
  type: PageType;
  /** Localised path per enabled language, always with leading and trailing slash. */
  paths: Record<string, string>;
  /** Original path (unprefixed), answered with a 301 to the localised path. */
  original?: string;
  /** The route whose page is this one's breadcrumb parent (home is implicit). */
  parent?: RouteKey;
  form?: FeedbackForm;
  /** Kept out of search engines and the sitemap. */
  noindex?: true;
  /** A "login" page search engines may index all the same (the sign-in page). */
  indexed?: true;
  customPageId?: number;
}

/** Whether search engines may index a route's page: not a thank-you page, not a private page (bar the sign-in page), not marked noindex. */
export function routeIndexable(route: Pick<Route, "type" | "noindex" | "indexed">): boolean {
  if (route.noindex || route.type === "feedback") return false;
  return route.type !== "login" || route.indexed === true;
}

export interface RouteMatch {
  route: Route;
  lang: string;
  /** True when the path is an accepted alias whose canonical form is another path (home slug). */
  alias: boolean;
}

export interface RouteTableOptions {
  languages: readonly string[];
  defaultLanguage: string;
  customPages?: readonly CustomPage[];
  /** Breadcrumb parents declared by configuration (child menus). */
  parents?: ReadonlyMap<RouteKey, RouteKey>;
}

export interface RouteTable {
  languages: readonly string[];
  defaultLanguage: string;
  routes: readonly Route[];
  get(key: RouteKey): Route | undefined;
  /** Exact match of a canonical (or alias) localised path. */
  match(path: string): RouteMatch | undefined;
  /** A route whose original path, or whose slug in any language, equals this unprefixed rest. */
  matchLoose(rest: string): Route | undefined;
  /** Localised path of a route; the language's home when the route is unknown. */
  path(lang: string, key: RouteKey): string;
}

const trimSlashes = (s: string) => s.replace(/^\/+|\/+$/g, "");

export function buildRouteTable(options: RouteTableOptions): RouteTable {
  const { languages, defaultLanguage } = options;
  const slugsToPaths = (slugs: Slugs, prefix = ""): Record<string, string> =>
    Object.fromEntries(
      languages.map((lang) => {
        const slug = slugs[slugLanguage(lang, defaultLanguage)];
        return [lang, `/${lang}/${prefix}${trimSlashes(slug)}/`];
      }),
    );

  const routes: Route[] = [];
  const feedback = STATIC_PAGES.find((p) => p.key === "feedback")!;
  for (const page of STATIC_PAGES) {
    const paths =
      page.key === "home" ? Object.fromEntries(languages.map((lang) => [lang, `/${lang}/`])) : slugsToPaths(page.slugs);
    routes.push({
      key: page.key,
      type: page.type,
      paths,
      original: page.original,
      parent: options.parents?.get(page.key),
      ...(page.noindex ? { noindex: true as const } : {}),
      ...(page.indexed ? { indexed: true as const } : {}),
    });
  }
  for (const { name: form, thanks } of FORM_SPECS) {
    const paths = Object.fromEntries(
      languages.map((lang) => {
        const sl = slugLanguage(lang, defaultLanguage);
        return [lang, `/${lang}/${feedback.slugs[sl]}/${thanks?.[sl] ?? form}/`];
      }),
    );
    routes.push({
      key: `thanks:${form}`,
      type: "feedback",
      paths,
      original: `/feedback/${form}/`,
      parent: "feedback",
      form,
    });
  }
  for (const page of options.customPages ?? []) {
    const key = `page:${page.id}` as const;
    routes.push({
      key,
      type: "article",
      paths: slugsToPaths(page.paths),
      parent: options.parents?.get(key),
      customPageId: page.id,
    });
  }

  const byKey = new Map<RouteKey, Route>();
  const byPath = new Map<string, RouteMatch>();
  const loose = new Map<string, Route>();
  const home = STATIC_PAGES[0]!;
  for (const route of routes) {
    if (byKey.has(route.key)) continue;
    byKey.set(route.key, route);
    for (const [lang, path] of Object.entries(route.paths)) {
      if (!byPath.has(path)) byPath.set(path, { route, lang, alias: false });
    }
  }
  // The home slug (/nl/home/, /fr/accueil/) is served as an alias of /{lang}/.
  const homeRoute = byKey.get("home")!;
  for (const lang of languages) {
    const alias = `/${lang}/${home.slugs[slugLanguage(lang, defaultLanguage)]}/`;
    if (!byPath.has(alias)) byPath.set(alias, { route: homeRoute, lang, alias: true });
  }
  // Loose matches: original paths first, then any language's slug path.
  for (const route of routes) {
    if (route.original && !loose.has(route.original)) loose.set(route.original, route);
  }
  for (const route of routes) {
    for (const path of Object.values(route.paths)) {
      const rest = path.replace(/^\/[^/]+/, "");
      if (rest !== "/" && !loose.has(rest)) loose.set(rest, route);
    }
  }
  for (const page of STATIC_PAGES) {
    for (const slug of Object.values(page.slugs)) {
      const rest = `/${slug}/`;
      if (!loose.has(rest)) loose.set(rest, byKey.get(page.key)!);
    }
  }
  // A thank-you page under any language's feedback slug with the original form name.
  for (const form of FEEDBACK_FORM_NAMES) {
    for (const slug of Object.values(feedback.slugs)) {
      const rest = `/${slug}/${form}/`;
      if (!loose.has(rest)) loose.set(rest, byKey.get(`thanks:${form}`)!);
    }
  }

  return {
    languages,
    defaultLanguage,
    routes,
    get: (key) => byKey.get(key),
    match: (path) => byPath.get(path),
    matchLoose: (rest) => loose.get(rest),
    path(lang, key) {
      return byKey.get(key)?.paths[lang] ?? `/${lang}/`;
    },
  };
}

/** The breadcrumb chain of a route: its ancestors then itself (home is added by the page). */
export function breadcrumbChain(table: RouteTable, key: RouteKey): Route[] {
  const chain: Route[] = [];
  const seen = new Set<RouteKey>();
  let current = table.get(key);
  while (current && current.key !== "home" && !seen.has(current.key)) {
    chain.unshift(current);
    seen.add(current.key);
    current = current.parent ? table.get(current.parent) : undefined;
  }
  return chain;
}

/**
 * Where the language switcher sends a visitor: the same page in the target language, at the path
 * its hreflang links name (`paths`, language → path) with the page's query, or that language's
 * home when the page has no version there.
 */
export function translatedPath(
  paths: Readonly<Record<string, string | undefined>> | undefined,
  targetLang: string,
  query = "",
): string {
  const path = paths?.[targetLang];
  return path ? path + query : `/${targetLang}/`;
}

/** The parts of a listing's detail path: `/{lang}/{sale or rent slug}/{city}/{type}/{id}/`. */
export interface ListingPathParts {
  goal: 0 | 1;
  citySlug: string;
  typeSlug: string;
  id: number;
}

/** A listing's canonical detail path in a language. */
export function listingPath(table: RouteTable, lang: string, listing: ListingPathParts): string {
  return `${table.path(lang, listing.goal === 1 ? "forRent" : "forSale")}${listing.citySlug}/${listing.typeSlug}/${listing.id}/`;
}

/** A project's canonical detail path in a language: under the projects page, named and numbered. */
export function projectPath(table: RouteTable, lang: string, project: { id: number; nameSlug: string }): string {
  return `${table.path(lang, "projects")}${project.nameSlug ? `${project.nameSlug}-` : ""}${project.id}/`;
}
