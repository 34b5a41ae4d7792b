/**
 * The page of a testimonial's review link (decision 057): GET shows the testimonial and what can
 * be decided, and changes nothing (mail scanners open links); POST, from the page's own buttons,
 * approves or rejects it. A decision sent from another site is refused; a tampered link, a late
 * one or one to a removed testimonial gets a clear page in the page's language.
 */
import type { TestimonialReviewView, TestimonialUnderReview } from "../../testimonials/model.ts";
import { forgetCatalogueVersion } from "../../../worker/import/page-versions.ts";
import { paragraphs } from "../../../worker/catalogue/place.ts";
import { isCrossSite } from "../../../worker/forms/guard.ts";
import { readFormWithin } from "../../../worker/http/body-limit.ts";
import type { Site } from "../../../worker/site/site.ts";
import { definePage, type PageContext } from "../../../worker/site/page-module.ts";
import { TestimonialReview } from "./View.tsx";
import { publicImage, publicWebsite } from "../../../worker/testimonials/display.ts";
import { signedPortraitPath } from "../../../worker/testimonials/portrait.ts";
import {
  decideTestimonial,
  readReviewLink,
  REVIEW_LINK_DAYS,
  testimonialForReview,
  type ReviewDecision,
  type ReviewedTestimonial,
} from "../../../worker/testimonials/review.ts";
import { testimonialHref } from "../../../worker/testimonials/testimonial-view.ts";

/** A decision's body is one field; anything much larger is not from the page's buttons. */
const DECISION_BODY_LIMIT = 4 * 1024;

async function postedDecision(request: Request): Promise<ReviewDecision | undefined> {
  const body = await readFormWithin(request, DECISION_BODY_LIMIT);
  const decision = body.kind === "read" ? body.value.get("decision") : null;
  return decision === "approve" || decision === "reject" ? decision : undefined;
}

async function underReview(
  env: Env,
  site: Site,
  lang: string,
  testimonial: ReviewedTestimonial,
  expires: number,
): Promise<TestimonialUnderReview> {
  const approved = testimonial.status === "approved";
  const image = testimonial.imageKey
    ? await signedPortraitPath(env, testimonial.id, expires)
    : publicImage(testimonial.image);
  const decidedAt = approved
    ? testimonial.approvedAt
    : testimonial.status === "rejected"
      ? testimonial.rejectedAt
      : null;
  return {
    id: testimonial.id,
    name: testimonial.name,
    about: testimonial.about,
    website: publicWebsite(testimonial.website),
    ...(image ? { image } : {}),
    language: testimonial.language,
    postedAt: testimonial.postedAt,
    paragraphs: paragraphs(testimonial.comment),
    status: testimonial.status,
    ...(decidedAt ? { decidedAt } : {}),
    ...(approved && site.route("reviews") ? { articleHref: testimonialHref(site.table, lang, testimonial.slug) } : {}),
  };
}

/** What the page shows for a request, and its status; a POST decides first. */
async function decide(
  c: PageContext,
  site: Site,
  lang: string,
  url: URL,
): Promise<{ view: TestimonialReviewView; status: number }> {
  const now = new Date();
  const posted = c.req.method === "POST";
  // Only the page's own buttons decide: a form on another site that posts here is refused.
  if (posted && isCrossSite(c.req.raw)) return { view: { state: "crossSite" }, status: 403 };
  const link = await readReviewLink(c.env, url.searchParams, now);
  if (link.check === "noLink") return { view: { state: "noLink" }, status: 200 };
  if (link.check === "invalid") return { view: { state: "invalid" }, status: 400 };
  if (link.check === "expired") return { view: { state: "expired", id: link.id, days: REVIEW_LINK_DAYS }, status: 410 };

  let outcome: Extract<TestimonialReviewView, { state: "review" }>["outcome"];
  let status = 200;
  if (posted) {
    const decision = await postedDecision(c.req.raw);
    if (!decision) status = 400;
    else if (await decideTestimonial(c.env.DB, link.id, decision, now)) {
      // The reviews page and its articles show it, or stop showing it: this isolate reads the catalogue's version again.
      forgetCatalogueVersion();
      outcome = decision === "approve" ? "approved" : "rejected";
    } else outcome = decision === "approve" ? "alreadyApproved" : "alreadyRejected";
  }
  const testimonial = await testimonialForReview(c.env.DB, link.id);
  if (!testimonial) return { view: { state: "missing" }, status: 404 };
  const view: TestimonialReviewView = {
    state: "review",
    testimonial: await underReview(c.env, site, lang, testimonial, link.expires),
    action: url.pathname + url.search,
    expires: new Date(link.expires * 1000).toISOString(),
    ...(outcome ? { outcome } : {}),
  };
  return { view, status };
}

/** The page answers its GET and POST itself; it shows a signed link, so no tag sees it, and it is private. */
export const testimonialReviewPage = definePage<{ view: TestimonialReviewView }>({
  View: TestimonialReview,
  caching: "private",
  withoutTags: () => true,
  async answer({ c, site, lang, url, show }) {
    const { view, status } = await decide(c, site, lang, url);
    return show({ view }, status);
  },
});
