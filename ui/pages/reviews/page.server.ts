/**
 * The reviews page: the approved testimonials, a page of them at a time, and the form to share
 * one's own; a shared page, kept at the edge. Each page of the list is its own URL for search
 * engines, and the page's own text describes it.
 */
import { articleText } from "../../../shared/article/parse.ts";
import { definePage } from "../../../worker/site/page-module.ts";
import { loadReviewsList } from "../../../worker/testimonials/reviews-data.ts";
import type { ReviewsListView } from "../../testimonials/model.ts";
import { ReviewsPage } from "./View.tsx";

export const reviewsPage = definePage<{ view: ReviewsListView }>({
  View: ReviewsPage,
  caching: "shared",
  firstScreen: "testimonials",
  load: async ({ env, site, lang, url }) => ({ view: await loadReviewsList(env.DB, site, lang, url.searchParams) }),
  summary: ({ blocks }) => articleText(blocks),
  listPage: ({ view }) => (view.unavailable ? 1 : view.paging.page),
});
