/**
 * sitemap.xml: every page a search engine should index, in every language that has its own
 * content (worker/seo/languages.ts, decision 037), each URL with its language alternates (xhtml:link hreflang) and its last change.
 * Pages come from the route table, listings and projects from the property cache, testimonial
 * articles from the approved testimonials; every path is built by the same functions the pages
 * use for their canonical URL. See docs/decisions/022-projects-and-sitemap.md for what is left
 * out and when the sitemap splits, and 023-testimonials.md for the testimonials.
 */
import { routeIndexable, type Route } from "../../config/routes.ts";
import { listingHref } from "../catalogue/paths.ts";
import { projectHref } from "../catalogue/project-view.ts";
import { testimonialHref } from "../testimonials/testimonial-view.ts";
import { approvedTestimonialSlugs, type SitemapTestimonial } from "../testimonials/testimonials.ts";
import type { Site } from "../site/site.ts";
import { alternateLinks, indexedLanguages } from "./languages.ts";
import {
  countListings,
  sitemapListings,
  sitemapProjects,
  type SitemapListing,
  type SitemapProject,
} from "./sitemap-data.ts";

/**
 * Listings per sitemap file. With three languages that is at most 3,000 URLs, far below the
 * protocol's 50,000, and small enough to build within a request's CPU budget. A catalogue with
 * more listings gets a sitemap index.
 */
export const LISTINGS_PER_FILE = 1_000;

export interface SitemapUrl {
  loc: string;
  lastmod?: string;
  /** The same page in the other listed languages (and x-default), itself included. */
  alternates: { hreflang: string; href: string }[];
}

/** A group of pages that are one page in several languages: language → path and last change. */
type Versions = Map<string, { path: string; lastmod?: string }>;

/** Languages with content of their own (decision 037); de serves the default language's texts and is left out. */
export function sitemapLanguages(site: Site): string[] {
  return indexedLanguages(site);
}

/** A W3C date-time, or undefined when the text is no date. */
function w3cDate(text: string | undefined): string | undefined {
  if (!text) return undefined;
  const time = Date.parse(text);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString().replace(/\.\d{3}Z$/, "Z");
}

/** One URL per version, each with the alternates its page declares (the same function builds both). */
function urlsOf(site: Site, origin: string, versions: Versions): SitemapUrl[] {
  const alternates = alternateLinks(site, origin, Object.fromEntries([...versions].map(([lang, v]) => [lang, v.path])));
  return [...versions.values()].map((v) => ({ loc: origin + v.path, lastmod: w3cDate(v.lastmod), alternates }));
}

/** Whether a published page is one to index: one search engines may list, no redirect. */
function indexable(site: Site, route: Route): boolean {
  if (!routeIndexable(route)) return false;
  const configured = site.pageFor.get(route.key);
  return !(configured?.params.redirect && configured.params.redirectUrl);
}

export function pageUrls(site: Site, origin: string): SitemapUrl[] {
  const languages = sitemapLanguages(site);
  return site.routes
    .filter((route) => indexable(site, route))
    .flatMap((route) => {
      const lastmod = site.pageFor.get(route.key)?.modifyDate;
      const versions: Versions = new Map();
      for (const lang of languages) {
        const path = route.paths[lang];
        if (path) versions.set(lang, { path, lastmod });
      }
      return urlsOf(site, origin, versions);
    });
}

/** Rows grouped by id, in the order they come. */
function byId<T extends { id: number }>(rows: readonly T[]): T[][] {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(row.id);
    if (group) group.push(row);
    else groups.set(row.id, [row]);
  }
  return [...groups.values()];
}

export function listingUrls(site: Site, origin: string, rows: readonly SitemapListing[]): SitemapUrl[] {
  const languages = new Set(sitemapLanguages(site));
  return byId(rows).flatMap((group) => {
    const versions: Versions = new Map();
    for (const row of group) {
      if (languages.has(row.language))
        versions.set(row.language, { path: listingHref(site.table, row.language, row), lastmod: row.updatedAt });
    }
    return urlsOf(site, origin, versions);
  });
}

export function projectUrls(site: Site, origin: string, rows: readonly SitemapProject[]): SitemapUrl[] {
  // Projects live under the projects page: unpublished, it takes them out of the site.
  if (!site.route("projects")) return [];
  const languages = new Set(sitemapLanguages(site));
  return byId(rows).flatMap((group) => {
    const versions: Versions = new Map();
    for (const row of group) {
      if (languages.has(row.language))
        versions.set(row.language, { path: projectHref(site.table, row.language, row), lastmod: row.lastmod });
    }
    return urlsOf(site, origin, versions);
  });
}

/** Every approved testimonial's article, in each listed language, under the reviews page. */
export function testimonialUrls(site: Site, origin: string, rows: readonly SitemapTestimonial[]): SitemapUrl[] {
  if (!site.route("reviews")) return [];
  const languages = sitemapLanguages(site);
  return rows.flatMap((row) =>
    urlsOf(
      site,
      origin,
      new Map(
        languages.map((lang) => [lang, { path: testimonialHref(site.table, lang, row.slug), lastmod: row.lastmod }]),
      ),
    ),
  );
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!);

export function renderUrlset(urls: readonly SitemapUrl[]): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  for (const url of urls) {
    lines.push(
      `<url><loc>${escapeXml(url.loc)}</loc>${url.lastmod ? `<lastmod>${url.lastmod}</lastmod>` : ""}` +
        url.alternates
          .map((a) => `<xhtml:link rel="alternate" hreflang="${escapeXml(a.hreflang)}" href="${escapeXml(a.href)}"/>`)
          .join("") +
        "</url>",
    );
  }
  lines.push("</urlset>", "");
  return lines.join("\n");
}

export function renderIndex(locs: readonly string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...locs.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`),
    "</sitemapindex>",
    "",
  ].join("\n");
}

function xml(body: string): Response {
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}

/** The property cache could not be read: crawlers are asked to come back rather than shown an error. */
function unavailable(error: unknown): Response {
  console.error("sitemap: the property cache could not be read", error);
  return new Response("Sitemap temporarily unavailable", {
    status: 503,
    headers: { "Retry-After": "600", "Content-Type": "text/plain; charset=utf-8" },
  });
}

/** The part files of a sitemap index, as paths on the site. */
export const PAGES_PART = "pages.xml";
export const listingsPart = (n: number) => `listings-${n}.xml`;
export const PART_PREFIX = "/sitemaps/";

/**
 * `/sitemap.xml`: one urlset while the catalogue fits a file (pages, projects, testimonials,
 * listings), else a sitemap index of the pages file and the listing files.
 */
export async function sitemapResponse(db: D1Database, site: Site, origin: string): Promise<Response> {
  try {
    const count = await countListings(db);
    if (count > LISTINGS_PER_FILE) {
      const files = Math.ceil(count / LISTINGS_PER_FILE);
      const parts = [PAGES_PART, ...Array.from({ length: files }, (_, i) => listingsPart(i + 1))];
      return xml(renderIndex(parts.map((part) => origin + PART_PREFIX + part)));
    }
    const [projects, testimonials, listings] = await Promise.all([
      sitemapProjects(db),
      approvedTestimonialSlugs(db),
      sitemapListings(db, 0, LISTINGS_PER_FILE),
    ]);
    return xml(
      renderUrlset([
        ...pageUrls(site, origin),
        ...projectUrls(site, origin, projects),
        ...testimonialUrls(site, origin, testimonials),
        ...listingUrls(site, origin, listings),
      ]),
    );
  } catch (error) {
    return unavailable(error);
  }
}

/** `/sitemaps/{file}`: the pages (with projects and testimonials) or the n-th listings file; undefined for any other name. */
export async function sitemapPartResponse(
  db: D1Database,
  site: Site,
  origin: string,
  file: string,
): Promise<Response | undefined> {
  const listingsFile = /^listings-([1-9]\d{0,5})\.xml$/.exec(file);
  if (file !== PAGES_PART && !listingsFile) return undefined;
  try {
    if (file === PAGES_PART) {
      const [projects, testimonials] = await Promise.all([sitemapProjects(db), approvedTestimonialSlugs(db)]);
      return xml(
        renderUrlset([
          ...pageUrls(site, origin),
          ...projectUrls(site, origin, projects),
          ...testimonialUrls(site, origin, testimonials),
        ]),
      );
    }
    const n = Number(listingsFile![1]);
    const listings = await sitemapListings(db, (n - 1) * LISTINGS_PER_FILE, LISTINGS_PER_FILE);
    if (listings.length === 0) return undefined;
    return xml(renderUrlset(listingUrls(site, origin, listings)));
  } catch (error) {
    return unavailable(error);
  }
}

/** robots.txt: everything may be crawled; the sitemap says where the pages are. */
export function robotsResponse(origin: string): Response {
  return new Response(`User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}
