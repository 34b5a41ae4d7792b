/**
 * Catalogue data a route-table page needs before it renders: the cards of its property-list
 * modules (the full, filtered list on the sale and rent pages), the projects list, the
 * reviews page's testimonials and the search box's choices.
 */
import type { RouteKey } from "../../config/routes.ts";
import type { PropertyListResults } from "../../ui/catalogue/list/model.ts";
import type { ProjectListView } from "../../ui/catalogue/projects/model.ts";
import type { Site } from "../site/site.ts";
import { loadPropertyLists } from "./list-data.ts";
import { loadProjectList } from "./project-data.ts";
import type { ReviewsListView, TestimonialReviewView } from "../../ui/testimonials/model.ts";
import { loadReviewsList } from "../testimonials/reviews-data.ts";
import { showsSearchBox } from "../search/search-box.ts";
import type { FormView } from "../../ui/forms/model.ts";
import type { OwnerView } from "../../ui/owners/model.ts";
import type { DemandConfirmView, UnsubscribeView } from "../../ui/subscriptions/model.ts";
import { loadSearch, type SearchData } from "../search/search-data.ts";
import { listQueriesByLanguage } from "./list-languages.ts";

export interface RouteData {
  /** Results per property-list module id. */
  propertyLists: Map<number, PropertyListResults>;
  projects?: ProjectListView;
  /** The reviews page's testimonials. */
  reviews?: ReviewsListView;
  /** The search box's choices, and on a list page the search it starts from. */
  search?: SearchData;
  /** The page's forms by name (the contact page's, …), built with the request's bindings. */
  forms?: Map<string, FormView>;
  /** The unsubscribe page's state (worker/subscriptions/unsubscribe-route.ts). */
  unsubscribe?: UnsubscribeView;
  /** The confirmation page of a demand's double opt-in (worker/subscriptions/demand-confirm-route.ts). */
  demandConfirm?: DemandConfirmView;
  /** The agency's review of a testimonial (worker/testimonials/review-route.ts). */
  testimonialReview?: TestimonialReviewView;
  /** An owner portal page's content (worker/owners, decision 035). */
  owner?: OwnerView;
  /** On a sale or rent list: the same list's query string in each language (filters, cities renamed). */
  languageQueries?: Record<string, string>;
}

export async function loadRouteData(
  db: D1Database,
  site: Site,
  lang: string,
  key: RouteKey,
  query: URLSearchParams,
): Promise<RouteData> {
  const [propertyLists, projects, search, reviews, languageQueries] = await Promise.all([
    loadPropertyLists(db, site, lang, key, query),
    key === "projects" ? loadProjectList(db, site, lang) : Promise.resolve(undefined),
    showsSearchBox(site.config.searchBox, key) ? loadSearch(db, site, lang, key, query) : Promise.resolve(undefined),
    key === "reviews" ? loadReviewsList(db, site, lang, query) : Promise.resolve(undefined),
    listQueriesByLanguage(db, site, lang, key, query),
  ]);
  return { propertyLists, projects, search, reviews, ...(languageQueries ? { languageQueries } : {}) };
}
