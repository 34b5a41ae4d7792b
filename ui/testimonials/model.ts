/**
 * The reviews page and a testimonial's article, as plain data. The worker builds them from the
 * approved testimonials (worker/testimonials/testimonial-view.ts); components format the date in
 * the page's language and take their labels from the `testimonials` texts.
 */
import type { Paging } from "../catalogue/list/model.ts";

/** The author's website, already checked to be an http(s) link. */
export interface TestimonialWebsite {
  href: string;
  /** The host, as the link's text. */
  label: string;
}

/** What the reviews page and the article both show of the author. */
export interface TestimonialAuthor {
  name: string;
  /** "About you", in the testimonial's language; may be empty. */
  about: string;
  website?: TestimonialWebsite;
  /** A site path or an https address. */
  image?: string;
  /** The language the testimonial was written in (lang attribute when it is not the page's). */
  language: string;
  /** ISO 8601 date and time of posting. */
  postedAt: string;
}

export interface TestimonialCardView extends TestimonialAuthor {
  slug: string;
  /** The testimonial's article. */
  href: string;
  /** The comment shortened by the description cleaner (250 characters at most). */
  excerpt: string;
}

export interface ReviewsListView {
  cards: TestimonialCardView[];
  /** Approved testimonials in all. */
  total: number;
  paging: Paging;
  /** The testimonials could not be read: the page says so instead of "none yet". */
  unavailable?: boolean;
  /** Where a visitor who wants to share an experience can reach the agency. */
  contactHref: string;
}

/** Another testimonial's article, for the links under an article. */
export interface TestimonialLinkView {
  href: string;
  name: string;
}

export interface TestimonialPageView extends TestimonialAuthor {
  kind: "testimonial";
  /** The full comment as paragraphs of plain text. */
  paragraphs: string[];
  /** The testimonial before and after this one on the reviews page (newer, older). */
  newer?: TestimonialLinkView;
  older?: TestimonialLinkView;
  listHref: string;
}

/** A testimonial path that names no approved testimonial. */
export interface TestimonialNotFoundView {
  kind: "notFound";
  listHref: string;
  contactHref: string;
}

export type TestimonialDetailView = TestimonialPageView | TestimonialNotFoundView;

/** A testimonial as the agency reviews it (decision 057): whatever its status, with its photo through a signed link. */
export interface TestimonialUnderReview extends TestimonialAuthor {
  id: number;
  /** The full comment as paragraphs of plain text. */
  paragraphs: string[];
  status: "pending" | "approved" | "rejected";
  /** ISO 8601: when it was approved, or rejected (by its status). */
  decidedAt?: string;
  /** Its public article, once approved. */
  articleHref?: string;
}

/** The page of a testimonial's review link, as plain data from the server. */
export type TestimonialReviewView =
  /** A good link: the testimonial, and buttons that POST to `action`; `outcome` after a decision. */
  | {
      state: "review";
      testimonial: TestimonialUnderReview;
      action: string;
      expires: string;
      outcome?: "approved" | "rejected" | "alreadyApproved" | "alreadyRejected";
    }
  /** A signed link past its date: nothing changed. */
  | { state: "expired"; id: number; days: number }
  /** Opened without a link, a tampered link, a link to a removed testimonial, a decision sent from elsewhere. */
  | { state: "noLink" | "invalid" | "missing" | "crossSite" };
