/**
 * The pages of their own, by route key: each module says what its page loads or answers, its
 * view, and whether it may be cached (worker/site/page-module.ts). A route key missing here, or
 * given a `configuredPage`, is a page made of the agency's configured text and modules, with the
 * forms the forms' registry gives it. Adding a page of its own: its folder here, its entry below,
 * its route in config/routes.ts and its texts in locales/*.json.
 */
import type { RouteKey } from "../../config/routes.ts";
import { configuredPage, type PageModule } from "../../worker/site/page-module.ts";
import { demandConfirmPage } from "./demand-confirm/page.server.ts";
import { loginPage, ownerPage } from "./owner/page.server.ts";
import { projectsPage } from "./projects/page.server.ts";
import { reviewsPage } from "./reviews/page.server.ts";
import { testimonialReviewPage } from "./testimonial-review/page.server.ts";
import { unsubscribePage } from "./unsubscribe/page.server.ts";

const PAGES: Partial<Record<RouteKey, PageModule>> = {
  home: configuredPage({ aboutAgency: true }),
  contact: configuredPage({ aboutAgency: true, showsContact: true }),
  projects: projectsPage,
  reviews: reviewsPage,
  unsubscribe: unsubscribePage,
  demandConfirm: demandConfirmPage,
  testimonialReview: testimonialReviewPage,
  // Answered by the owner portal's routes (worker/owners), which show them with this module.
  login: loginPage,
  passwordReminder: ownerPage,
  passwordReset: ownerPage,
  ownerDashboard: ownerPage,
  ownerPassword: ownerPage,
  ownerSessions: ownerPage,
  ownerTwoStep: ownerPage,
};

/** The module of a route's page, when it has one of its own. */
export function pageModule(key: RouteKey): PageModule | undefined {
  return PAGES[key];
}
