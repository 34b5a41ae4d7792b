/**
 * Turns approved testimonials into what visitors see: the reviews page's cards and a
 * testimonial's article (paths per language, title, JSON-LD, plain view).
 */
import type { RouteTable } from "../../config/routes.ts";
import { cleanDescription } from "../../shared/format/description.ts";
import type { Translator } from "../../shared/i18n/translate.ts";
import type {
  TestimonialAuthor,
  TestimonialCardView,
  TestimonialLinkView,
  TestimonialPageView,
} from "../../ui/testimonials/model.ts";
import { formatPostedDate, postedDay } from "../../ui/testimonials/posted-date.ts";
import type { CataloguePage } from "../catalogue/page.ts";
import { paragraphs } from "../catalogue/place.ts";
import type { Site } from "../site/site.ts";
import { publicImage, publicWebsite } from "./display.ts";
import { portraitPath } from "./portrait.ts";
import { testimonialJsonLd } from "./testimonial-jsonld.ts";
import { siteAgencyReference } from "../seo/site-jsonld.ts";
import type { Testimonial, TestimonialLink } from "./testimonials.ts";

/** A testimonial's article in a language: under the reviews page ("/fr/temoignages/sophie-claes-1/"). */
export function testimonialHref(table: RouteTable, lang: string, slug: string): string {
  return `${table.path(lang, "reviews")}${slug}/`;
}

/**
 * The article's path in every enabled language. A testimonial is written in one language, but
 * its page (labels, menu, date) exists in all of them, like every page of the site.
 */
export function testimonialPaths(site: Site, slug: string): Record<string, string> {
  return Object.fromEntries(site.languages.map((lang) => [lang, testimonialHref(site.table, lang, slug)]));
}

function author(testimonial: Testimonial): TestimonialAuthor {
  return {
    name: testimonial.name.trim(),
    about: testimonial.about.trim(),
    website: publicWebsite(testimonial.website),
    // The author's own photo, served by the worker once approved; else the agency's picture, if any.
    image: testimonial.imageKey ? portraitPath(testimonial.id) : publicImage(testimonial.image),
    language: testimonial.language,
    postedAt: testimonial.postedAt,
  };
}

export function testimonialCard(table: RouteTable, lang: string, testimonial: Testimonial): TestimonialCardView {
  return {
    ...author(testimonial),
    slug: testimonial.slug,
    href: testimonialHref(table, lang, testimonial.slug),
    excerpt: cleanDescription(testimonial.comment),
  };
}

export interface TestimonialPageInput {
  site: Site;
  lang: string;
  origin: string;
  translator: Translator;
  testimonial: Testimonial;
  neighbours: { newer?: TestimonialLink; older?: TestimonialLink };
}

/**
 * What search results show of a testimonial's article: the start of the comment on the page in
 * the language it was written in; on the other languages' pages a line in that page's language
 * (who, about whom, when), never the comment in another language.
 */
export function testimonialDescription(
  testimonial: Pick<Testimonial, "name" | "comment" | "language" | "postedAt">,
  lang: string,
  agency: string,
  translator: Translator,
): string | undefined {
  if (testimonial.language === lang) return cleanDescription(testimonial.comment, 160) || undefined;
  return translator.t("testimonials.description", {
    name: testimonial.name.trim(),
    agency,
    date: formatPostedDate(testimonial.postedAt, lang),
  });
}

/** A testimonial's article in a language whose canonical path is `testimonialPaths(…)[lang]`. */
export function testimonialPage(input: TestimonialPageInput): CataloguePage {
  const { site, lang, origin, translator, testimonial, neighbours } = input;
  const paths = testimonialPaths(site, testimonial.slug);
  const link = (other: TestimonialLink | undefined): TestimonialLinkView | undefined =>
    other ? { href: testimonialHref(site.table, lang, other.slug), name: other.name } : undefined;
  const view: TestimonialPageView = {
    kind: "testimonial",
    ...author(testimonial),
    paragraphs: paragraphs(testimonial.comment),
    newer: link(neighbours.newer),
    older: link(neighbours.older),
    listHref: site.table.path(lang, "reviews"),
  };
  const absolute = (src: string | undefined) => (src ? new URL(src, origin).href : undefined);
  return {
    parent: "reviews",
    title: view.name,
    description: testimonialDescription(testimonial, lang, site.config.agency.name, translator),
    paths,
    // No image: a shared link shows the agency's picture rather than a client's portrait.
    jsonLd: [
      testimonialJsonLd({
        url: origin + paths[lang],
        author: { name: view.name, about: view.about, website: view.website?.href, image: absolute(view.image) },
        comment: view.paragraphs.join("\n\n"),
        language: view.language,
        datePublished: postedDay(view.postedAt),
        agency: siteAgencyReference({ site, lang, origin }),
      }),
    ],
    body: { kind: "testimonial", view },
  };
}

/** The page for a testimonial path that names no approved testimonial. */
export function testimonialNotFoundPage(site: Site, lang: string, path: string, translator: Translator): CataloguePage {
  return {
    parent: "reviews",
    title: translator.t("testimonials.notFound.title"),
    paths: { [lang]: path },
    robots: "noindex",
    body: {
      kind: "testimonial",
      view: {
        kind: "notFound",
        listHref: site.table.path(lang, "reviews"),
        contactHref: site.table.path(lang, "contact"),
      },
    },
  };
}
