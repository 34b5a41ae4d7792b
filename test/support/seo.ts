// What search engines read from a page (canonical, hreflang alternates, robots, JSON-LD), and
// every page of the seeded site: the route table's pages in every enabled language and every
// seeded listing, project and testimonial.
import { env } from "cloudflare:test";
import { projectPath } from "../../config/routes.ts";
import { slugify } from "../../shared/rules/slug.ts";
import seedFeed from "../../migrations/seed/feed.json";
import { testimonialHref } from "../../worker/testimonials/testimonial-view.ts";
import { approvedTestimonialSlugs } from "../../worker/testimonials/testimonials.ts";
import { currentSite, type Site } from "../../worker/site/site.ts";
import { get } from "./fetch.ts";
import { decode, expectedPath } from "./listing-pages.ts";

export const ORIGIN = "https://agency.test";

export interface PageHead {
  path: string;
  status: number;
  location: string | null;
  canonical?: string;
  /** hreflang → href, in document order. */
  alternates: [string, string][];
  robots?: string;
  ogUrl?: string;
  /** The text of every application/ld+json script, as written. */
  jsonLdTexts: string[];
  /** The visible breadcrumb trail: label and href (empty for the current page). */
  breadcrumb: { label: string; href: string }[];
}

const attribute = (tag: string, name: string) => {
  const found = new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
  return found === undefined ? undefined : decode(found);
};

export function readHead(path: string, status: number, location: string | null, html: string): PageHead {
  const head = html.slice(0, html.indexOf("</head>") + 1 || undefined);
  const links = [...head.matchAll(/<link\s[^>]*>/g)].map((m) => m[0]);
  const trail = /<nav class="breadcrumb"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? "";
  return {
    path,
    status,
    location,
    canonical: links.filter((l) => attribute(l, "rel") === "canonical").map((l) => attribute(l, "href"))[0],
    alternates: links
      .filter((l) => attribute(l, "rel") === "alternate" && attribute(l, "hrefLang"))
      .map((l) => [attribute(l, "hrefLang")!, attribute(l, "href")!]),
    robots: /<meta name="robots" content="([^"]*)"/.exec(head)?.[1],
    ogUrl: /<meta property="og:url" content="([^"]*)"/.exec(head)?.[1],
    jsonLdTexts: [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
      (m) => m[1]!,
    ),
    breadcrumb: [...trail.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)].map((m) => ({
      label: decode(m[1]!.replace(/<[^>]+>/g, "").trim()),
      href: /<a\s[^>]*href="([^"]*)"/.exec(m[1]!)?.[1] ?? "",
    })),
  };
}

/** Fetches pages once per test file: many checks visit the same page. */
export class PageCache {
  private pages = new Map<string, Promise<PageHead>>();

  head(path: string): Promise<PageHead> {
    let page = this.pages.get(path);
    if (!page) {
      page = get(path).then(async (response) =>
        readHead(path, response.status, response.headers.get("location"), await response.text()),
      );
      this.pages.set(path, page);
    }
    return page;
  }

  /** Several pages, a few at a time. */
  async heads(paths: readonly string[], concurrency = 12): Promise<PageHead[]> {
    const out: PageHead[] = [];
    for (let i = 0; i < paths.length; i += concurrency)
      out.push(...(await Promise.all(paths.slice(i, i + concurrency).map((p) => this.head(p)))));
    return out;
  }
}

export function site(): Promise<Site> {
  return currentSite(env);
}

export interface SitePage {
  kind: "route" | "listing" | "project" | "testimonial";
  /** What the page is, whatever its language: route key, listing id… */
  id: string;
  lang: string;
  path: string;
}

/** Every route-table page in every enabled language, without unpublished and redirected pages. */
export function routePages(s: Site): SitePage[] {
  return s.routes.flatMap((route) => {
    const configured = s.pageFor.get(route.key);
    if (configured?.params.redirect && configured.params.redirectUrl) return [];
    return s.languages.map((lang) => ({ kind: "route" as const, id: route.key, lang, path: route.paths[lang]! }));
  });
}

/** Every seeded listing in each language it has, and in de (which shows the default language's rows). */
export async function listingPages(s: Site): Promise<SitePage[]> {
  const pages: SitePage[] = [];
  for (const record of seedFeed.properties) {
    pages.push({
      kind: "listing",
      id: String(record.ID),
      lang: record.language,
      path: await expectedPath(record.ID, record.language),
    });
    if (record.language === s.defaultLanguage && s.languages.includes("de")) {
      pages.push({
        kind: "listing",
        id: String(record.ID),
        lang: "de",
        path: await expectedPath(record.ID, "de", record.language as "fr"),
      });
    }
  }
  return pages;
}

export function projectPages(s: Site): SitePage[] {
  return seedFeed.projects.flatMap((project) => {
    const langs =
      project.language === s.defaultLanguage && s.languages.includes("de")
        ? [project.language, "de"]
        : [project.language];
    return langs.map((lang) => ({
      kind: "project" as const,
      id: String(project.ID),
      lang,
      path: projectPath(s.table, lang, { id: project.ID, nameSlug: slugify(project.Name) }),
    }));
  });
}

/** Every approved testimonial's article in every enabled language. */
export async function testimonialPages(s: Site): Promise<SitePage[]> {
  const rows = await approvedTestimonialSlugs(env.DB);
  return rows.flatMap((row) =>
    s.languages.map((lang) => ({
      kind: "testimonial" as const,
      id: row.slug,
      lang,
      path: testimonialHref(s.table, lang, row.slug),
    })),
  );
}

export async function everyPage(s: Site): Promise<SitePage[]> {
  return [...routePages(s), ...(await listingPages(s)), ...projectPages(s), ...(await testimonialPages(s))];
}
