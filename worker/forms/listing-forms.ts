/**
 * The forms of a listing's and a project's detail page: a question about the listing
 * (contact-me) or the project (contact-construction), the listing's documents (contact-documents,
 * once per property and address) and sending the listing to a friend (send-to-friend). The visit
 * request has its own definition. Decision 031 says which listings offer which form.
 */
import type { ListingStatus } from "../../ui/catalogue/detail/model.ts";
import { DOCUMENTS_MESSAGES, DOCUMENTS_REQUEST_SPEC } from "../../shared/forms/schemas/documents-request.ts";
import {
  LISTING_QUESTION_SPEC,
  LISTING_QUESTION_START,
  PROJECT_QUESTION_SPEC,
} from "../../shared/forms/schemas/listing-question.ts";
import { FRIEND_MESSAGES, SEND_TO_FRIEND_SPEC } from "../../shared/forms/schemas/send-to-friend.ts";
import type { Translate } from "../../shared/i18n/translate.ts";
import { friendMail, type SharedListing } from "../mail/friend-mail.ts";
import type { MailSettings } from "../mail/render.ts";
import { mailReader } from "../mail/reader.ts";
import type { FormContext } from "./context.ts";
import {
  claimDocumentRequest,
  documentLabel,
  documentsSection,
  documentsToSend,
  sentDocuments,
} from "./document-requests.ts";
import { claimFriendMail } from "./friend-recipients.ts";
import { defineForm } from "./define.ts";

/** Listings still on offer: the documents and a friend's visit are of use only for these. */
const ON_OFFER: ReadonlySet<ListingStatus> = new Set(["available", "for-takeover"]);

const onOffer = (ctx: FormContext) => ctx.listing !== undefined && ON_OFFER.has(ctx.listing.status);

function agencyTranslate(settings: MailSettings): Translate {
  return mailReader(settings.defaultLanguage, settings.defaultLanguage).t;
}

/** Every listing takes questions, a sold one too: the agency hears what the visitor looks for. */
export const LISTING_QUESTION_FORM = defineForm(LISTING_QUESTION_SPEC, {
  page: "listing",
  startingValues: () => LISTING_QUESTION_START,
  lead: (output, ctx) => ({ email: output.email, listingId: ctx.listing?.id }),
});

export const LISTING_FORMS = [
  LISTING_QUESTION_FORM,
  defineForm(DOCUMENTS_REQUEST_SPEC, {
    page: "listing",
    available: (ctx) => onOffer(ctx) && (ctx.listing?.documents.length ?? 0) > 0,
    lead: (output, ctx) => ({ email: output.email, listingId: ctx.listing?.id }),
    check: async (env, output, ctx, idempotencyKey, now) => {
      if (!ctx.listing) return { formError: DOCUMENTS_MESSAGES.failed };
      const claim = await claimDocumentRequest(env.DB, ctx.listing.id, output.email, idempotencyKey, now);
      return claim === "already-requested" ? { formError: DOCUMENTS_MESSAGES.already } : undefined;
    },
    leadExtras: async (_env, _output, ctx) =>
      ctx.listing ? { documents: documentsToSend(ctx.listing, ctx.origin) } : {},
    mail: async (_env, lead, settings) => {
      const documents = sentDocuments(lead.context);
      const agencyT = agencyTranslate(settings);
      const { t } = mailReader(lead.language, settings.defaultLanguage);
      return {
        agencyRows: [
          {
            label: agencyT("mail.documents.sent"),
            value: documents.map((doc) => documentLabel(agencyT, doc)).join(", ") || "—",
          },
        ],
        visitorSections: documents.length > 0 ? [documentsSection(t, documents)] : [],
      };
    },
  }),
  defineForm(SEND_TO_FRIEND_SPEC, {
    page: "listing",
    available: onOffer,
    lead: (output, ctx) => ({ email: output.email, listingId: ctx.listing?.id }),
    // One address receives only a few of these mails a day, whoever sends them (friend-recipients.ts).
    check: async (env, output, _ctx, idempotencyKey, now) => {
      const claimed = await claimFriendMail(env, output.friendEmail, idempotencyKey, now);
      return claimed ? undefined : { errors: { friendEmail: FRIEND_MESSAGES.recipientLimit } };
    },
    leadExtras: async (_env, _output, ctx) => {
      const listing = ctx.listing;
      if (!listing) return {};
      const shared: SharedListing = {
        city: listing.city,
        zip: listing.zip,
        publishPrice: listing.publishPrice,
        priceUnit: listing.priceUnit,
        ...(listing.photo ? { photo: new URL(listing.photo, ctx.origin).href } : {}),
      };
      return { shared };
    },
    // The mail goes to the friend, reply-to the sender; the sender gets no mail of their own.
    mail: async (_env, lead, settings) => ({ visitorMail: friendMail(lead, settings) ?? null }),
  }),
  // A sold-out project still takes questions: the next phase, similar projects.
  defineForm(PROJECT_QUESTION_SPEC, {
    page: "project",
    startingValues: () => LISTING_QUESTION_START,
    // Projects are not listings: the lead names the project in its context, not as a listing id.
    lead: (output) => ({ email: output.email }),
  }),
] as const;
