/**
 * Testimonial article paths: `/{lang}/{reviews slug}/{testimonial slug}/`. Another language's
 * reviews slug, the original "reviews" or upper case is sent to the canonical path with a 301;
 * an unprefixed `/temoignages/{slug}/` (the original site's path) redirects to the visitor's language. A slug
 * that names no approved testimonial answers 404 with a way back to the reviews page.
 */
import { STATIC_PAGES } from "../../config/routes.ts";
import type { CataloguePage, CatalogueResolution } from "../catalogue/page.ts";
import { toPath } from "../http/paths.ts";
import type { Site } from "../site/site.ts";
import { translatorFor } from "../site/translations.ts";
import { testimonialHref, testimonialNotFoundPage, testimonialPage } from "./testimonial-view.ts";
import { getApprovedTestimonial, testimonialNeighbours } from "./testimonials.ts";

const REVIEWS_PAGE = STATIC_PAGES.find((page) => page.key === "reviews")!;

/** The reviews slug of every language and the original "reviews": each opens a testimonial path. */
const REVIEW_SECTIONS: ReadonlySet<string> = new Set([
  ...Object.values(REVIEWS_PAGE.slugs),
  REVIEWS_PAGE.original.replace(/\//g, ""),
]);

/** The slug a path names when the segments after the language are a testimonial path; undefined when they are not ours. */
export function testimonialPathSlug(rest: readonly string[]): string | undefined {
  if (rest.length !== 2 || !REVIEW_SECTIONS.has(rest[0]!.toLowerCase())) return undefined;
  // Slugs are lower-case ASCII: any other form of one is the same testimonial.
  return rest[1]!.toLowerCase();
}

/** A testimonial's article under the reviews page (rest = the segments after the language). */
export async function resolveTestimonialPath(
  db: D1Database,
  site: Site,
  lang: string,
  rest: string[],
  origin: string,
): Promise<CatalogueResolution | undefined> {
  // Testimonials live under the reviews page: when the agency unpublishes it, they go with it.
  if (!site.route("reviews")) return undefined;
  const slug = testimonialPathSlug(rest);
  if (slug === undefined) return undefined;
  const { translator } = translatorFor(lang, site.defaultLanguage);
  const requested = toPath([lang, ...rest]);
  const testimonial = await getApprovedTestimonial(db, slug);
  if (!testimonial)
    return { kind: "page", page: testimonialNotFoundPage(site, lang, requested, translator), status: 404 };
  const canonical = testimonialHref(site.table, lang, testimonial.slug);
  if (canonical !== requested) return { kind: "redirect", location: canonical };
  const neighbours = await testimonialNeighbours(db, testimonial);
  const page: CataloguePage = testimonialPage({ site, lang, origin, translator, testimonial, neighbours });
  return { kind: "page", page, status: 200 };
}

/** `/temoignages/{slug}/` (the original path) or another reviews slug without a language: the article in the visitor's language. */
export async function resolveOriginalTestimonialPath(
  db: D1Database,
  site: Site,
  lang: string,
  segments: string[],
): Promise<string | undefined> {
  if (!site.route("reviews")) return undefined;
  const slug = testimonialPathSlug(segments);
  if (slug === undefined) return undefined;
  const testimonial = await getApprovedTestimonial(db, slug);
  return testimonial ? testimonialHref(site.table, lang, testimonial.slug) : undefined;
}
