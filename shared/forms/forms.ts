/**
 * Every form the site accepts. The route table gives each its thank-you page, the server its
 * handling (worker/forms/registry.ts, which must cover each), and the form's island renders it.
 */
import { SITE_CONTACT_SPEC } from "./schemas/site-contact.ts";
import { VALUATION_SPEC } from "./schemas/valuation.ts";
import { TESTIMONIAL_SPEC } from "./schemas/testimonial.ts";
import { LISTING_QUESTION_SPEC, PROJECT_QUESTION_SPEC } from "./schemas/listing-question.ts";
import { DOCUMENTS_REQUEST_SPEC } from "./schemas/documents-request.ts";
import { SEND_TO_FRIEND_SPEC } from "./schemas/send-to-friend.ts";
import { JOB_APPLICATION_SPEC } from "./schemas/job-application.ts";
import { RENT_PROFILE_SPEC } from "./schemas/rent-profile.ts";
import { OFFER_TO_BUY_SPEC } from "./schemas/offer-to-buy.ts";
import { DEMAND_REGISTER_SPEC } from "./schemas/demand-register.ts";
import { NEWSLETTER_SPEC } from "./schemas/newsletter.ts";
import { VISIT_SPEC } from "./schemas/visit.ts";
import { OWNER_PASSWORD_SPEC } from "./schemas/owner-password.ts";

export const FORM_SPECS = [
  SITE_CONTACT_SPEC,
  VALUATION_SPEC,
  TESTIMONIAL_SPEC,
  LISTING_QUESTION_SPEC,
  DOCUMENTS_REQUEST_SPEC,
  SEND_TO_FRIEND_SPEC,
  PROJECT_QUESTION_SPEC,
  JOB_APPLICATION_SPEC,
  RENT_PROFILE_SPEC,
  OFFER_TO_BUY_SPEC,
  DEMAND_REGISTER_SPEC,
  NEWSLETTER_SPEC,
  VISIT_SPEC,
  OWNER_PASSWORD_SPEC,
] as const;

/** A form's name, as its thank-you page and its leads know it: "site-contact". */
export type FormName = (typeof FORM_SPECS)[number]["name"];

/** The islands that render forms; each takes the form's view as its only prop. */
export type FormIslandName = NonNullable<(typeof FORM_SPECS)[number]["island"]>;
