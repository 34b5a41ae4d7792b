/**
 * The reviews page's data: one page of approved testimonials as cards, with paging by `?page=`.
 * A failure to read them leaves the page standing with a message instead of "no testimonials".
 */
import type { ReviewsListView } from "../../ui/testimonials/model.ts";
import { pagingView } from "../catalogue/list-data.ts";
import type { Site } from "../site/site.ts";
import { requestedPage } from "./display.ts";
import { testimonialCard } from "./testimonial-view.ts";
import { listApprovedTestimonials } from "./testimonials.ts";

/** Cards per page: two or three full rows of the grid (one, two or three columns by screen width). */
export const TESTIMONIALS_PER_PAGE = 6;

export async function loadReviewsList(
  db: D1Database,
  site: Site,
  lang: string,
  query: URLSearchParams,
): Promise<ReviewsListView> {
  const listHref = site.table.path(lang, "reviews");
  const contactHref = site.table.path(lang, "contact");
  const pageHref = (n: number) => (n > 1 ? `${listHref}?page=${n}` : listHref);
  try {
    const { total, page, testimonials } = await listApprovedTestimonials(
      db,
      requestedPage(query),
      TESTIMONIALS_PER_PAGE,
    );
    const pageCount = Math.max(1, Math.ceil(total / TESTIMONIALS_PER_PAGE));
    return {
      cards: testimonials.map((testimonial) => testimonialCard(site.table, lang, testimonial)),
      total,
      paging: pagingView(page, pageCount, pageHref),
      contactHref,
    };
  } catch (error) {
    console.error("reviews page: the testimonials could not be read", error);
    return { cards: [], total: 0, paging: { page: 1, pageCount: 1, items: [] }, unavailable: true, contactHref };
  }
}
