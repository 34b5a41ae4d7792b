/**
 * Which page a request is for, decided from the site and the URL alone: a published page of the
 * route table in a language, a redirect to the one URL a page has, a path the catalogue may know
 * (listings, projects, testimonials: read from D1 by the caller), or nothing. GET and POST are
 * resolved here, and so is every route that answers its own page's slugs; an unpublished page is
 * not on the site, so it resolves like a path that names no page.
 */
import { resolveLink } from "../../config/links.ts";
import type { Route } from "../../config/routes.ts";
import { isSearchForm, searchFormTarget } from "../../shared/search/form.ts";
import { localTarget, parsePath, toPath } from "../http/paths.ts";
import type { Site } from "./site.ts";

/**
 * How a redirect may be kept: "shared" for an hour by anyone (it follows from the URL alone),
 * "perVisitor" when it follows the visitor's language (never kept as it is), "never" not at all.
 */
export type RedirectCaching = "shared" | "perVisitor" | "never";

export interface PageRedirect {
  kind: "redirect";
  status: 301 | 302 | 303 | 308;
  location: string;
  caching: RedirectCaching;
}

export interface NoPage {
  kind: "notFound";
  lang: string;
}

export type PageResolution =
  /** A published page of the route table, asked for at its own path. */
  | { kind: "route"; lang: string; route: Route }
  | PageRedirect
  /**
   * No page of the route table: what follows the language (`segments`) may be a listing, project
   * or testimonial. `original`: the path has no language, so the catalogue is asked for its
   * original paths (`/property/{id}/`), which it redirects. `otherwise`: the answer when the
   * catalogue does not know the path either (POST: `undefined`, no page takes the post).
   */
  | {
      kind: "catalogue";
      lang: string;
      segments: string[];
      original: boolean;
      otherwise: PageRedirect | NoPage | undefined;
    }
  | NoPage
  /** A POST that no page takes (a path without a language, or one that cannot be read). */
  | { kind: "notAPage" };

export interface PageRequestLine {
  method: string;
  url: URL;
  /**
   * The visitor's language (query, cookie, Accept-Language), for paths that do not name one:
   * asked only for those, as most requests name theirs.
   */
  visitorLanguage: () => string;
}

const redirect = (
  status: PageRedirect["status"],
  path: string,
  search: string,
  caching: RedirectCaching,
): PageRedirect => ({ kind: "redirect", status, location: localTarget(path, search), caching });

/** The page a GET, HEAD or POST is for (see the file's comment). */
export function resolvePage(site: Site, request: PageRequestLine): PageResolution {
  return request.method === "POST" ? resolvePost(site, request.url) : resolveGet(site, request);
}

function resolveGet(site: Site, { url, visitorLanguage }: PageRequestLine): PageResolution {
  const parsed = parsePath(url.pathname);
  if (!parsed.ok) return { kind: "notFound", lang: visitorLanguage() };
  const [first = "", ...rest] = parsed.segments;
  const prefix = first.toLowerCase();

  if (site.languages.includes(prefix)) {
    const lang = prefix;
    const canonical = toPath([lang, ...rest]);
    const route = publishedMatch(site, canonical);
    if (route) {
      // Upper case, a missing trailing slash or doubled slashes: one URL per page.
      if (canonical !== url.pathname) return redirect(301, canonical, url.search, "shared");
      const configured = site.pageFor.get(route.key);
      if (configured?.params.redirect && configured.params.redirectUrl) {
        const target = resolveLink(site.table, lang, configured.params.redirectUrl, url.host);
        // The agency's target as it is: another page of the site, or another site.
        if (target.href !== canonical)
          return { kind: "redirect", status: 302, location: target.href, caching: "shared" };
      }
      // The search box sent without JavaScript: on to the URL the enhanced box opens.
      if ((route.key === "forSale" || route.key === "forRent") && isSearchForm(url.searchParams)) {
        const lists = { sale: site.table.path(lang, "forSale"), rent: site.table.path(lang, "forRent") };
        return { kind: "redirect", status: 303, location: searchFormTarget(lists, url.searchParams), caching: "never" };
      }
      return { kind: "route", lang, route };
    }
    // An original path or another language's slug under this prefix: /nl/for-sale/ → /nl/te-koop/.
    const loose = publishedLoose(site, toPath(rest));
    return {
      kind: "catalogue",
      lang,
      segments: rest,
      original: false,
      otherwise: loose ? redirect(301, loose.paths[lang]!, url.search, "shared") : { kind: "notFound", lang },
    };
  }

  const lang = visitorLanguage();
  if (parsed.segments.length === 0) return redirect(302, `/${lang}/`, url.search, "perVisitor");
  const loose = publishedLoose(site, parsed.canonical);
  if (loose) return redirect(301, loose.paths[lang]!, url.search, "perVisitor");
  return { kind: "catalogue", lang, segments: parsed.segments, original: true, otherwise: { kind: "notFound", lang } };
}

function resolvePost(site: Site, url: URL): PageResolution {
  const parsed = parsePath(url.pathname);
  const [first = "", ...rest] = parsed.ok ? parsed.segments : [];
  const lang = first.toLowerCase();
  if (!parsed.ok || !site.languages.includes(lang)) return { kind: "notAPage" };
  const route = publishedMatch(site, toPath([lang, ...rest]));
  if (route) {
    // A post to another spelling of a page's path (no trailing slash, an alias) goes on to the
    // page's own path with 308, which keeps the method and the body.
    const own = route.paths[lang]!;
    if (url.pathname !== own) return redirect(308, own, url.search, "shared");
    return { kind: "route", lang, route };
  }
  return { kind: "catalogue", lang, segments: rest, original: false, otherwise: undefined };
}

function publishedMatch(site: Site, path: string): Route | undefined {
  const match = site.table.match(path);
  return match ? site.route(match.route.key) : undefined;
}

function publishedLoose(site: Site, rest: string): Route | undefined {
  const loose = site.table.matchLoose(rest);
  return loose ? site.route(loose.key) : undefined;
}
