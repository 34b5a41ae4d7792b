/**
 * The offer to buy on its own page (decision 034), made for the available sale listing that
 * `?property=` names. Without one (no parameter, an unknown, rented or sold listing) the page
 * explains where offers are made and shows no form, and a post is refused before anything is
 * stored. The deposit (10 % of the price) is shown for the offered amount and for the
 * asking price, on the page and in both mails.
 */
import {
  OFFER_MESSAGES,
  OFFER_TO_BUY_SPEC,
  offerDeposit,
  type Offer,
  type OfferView,
} from "../../shared/forms/schemas/offer-to-buy.ts";
import type { Translator } from "../../shared/i18n/translate.ts";
import { PRICE_UNIT_FROM, formatEuro } from "../../shared/rules/money.ts";
import type { FieldRow } from "../mail/fields.ts";
import type { MailAdditions, MailSettings } from "../mail/render.ts";
import { currentSite } from "../site/site.ts";
import { mailReader } from "../mail/reader.ts";
import type { FormContext, ListingFormContext } from "./context.ts";
import type { Lead } from "./leads.ts";
import { defineForm } from "./define.ts";

/** The listing an offer can be made for: one for sale and still available. */
export function offerListing(ctx: FormContext): ListingFormContext | undefined {
  const { listing } = ctx;
  return listing && listing.goal === 0 && listing.status === "available" ? listing : undefined;
}

function askingPrice(listing: ListingFormContext): number | null {
  return listing.publishPrice && listing.price !== null && listing.price > 0 ? listing.price : null;
}

async function saleListHref(env: Env, lang: string): Promise<string> {
  const site = await currentSite(env);
  return site.table.path(lang, "forSale");
}

export async function offerView(env: Env, ctx: FormContext): Promise<OfferView> {
  const listing = offerListing(ctx);
  return {
    saleListHref: await saleListHref(env, ctx.lang),
    ...(listing
      ? {
          listing: {
            id: listing.id,
            title: listing.title,
            city: listing.city,
            reference: listing.reference,
            path: listing.path,
            askingPrice: askingPrice(listing),
            priceFrom: listing.priceUnit === PRICE_UNIT_FROM,
          },
        }
      : {}),
  };
}

/** What the offer's mails need beyond the listing the lead names: the asking price, kept with the lead. */
interface StoredOffer {
  askingPrice: number | null;
}

/**
 * What the offer's mails add to the fields the buyer filled in (which every mail lists): the
 * asking price and the deposits due, in the reader's language.
 */
function depositRows(lead: Lead, reader: Translator): FieldRow[] {
  const { t, lang } = reader;
  const offer = lead.context.offer as StoredOffer | undefined;
  const amount = (lead.payload as Partial<Offer>).amount;
  return [
    ...(offer?.askingPrice ? [{ label: t("mail.offer.askingPrice"), value: formatEuro(offer.askingPrice, lang) }] : []),
    ...(typeof amount === "number"
      ? [{ label: t("mail.offer.deposit"), value: formatEuro(offerDeposit(amount), lang) }]
      : []),
    ...(offer?.askingPrice
      ? [{ label: t("mail.offer.askingDeposit"), value: formatEuro(offerDeposit(offer.askingPrice), lang) }]
      : []),
  ];
}

async function offerMail(_env: Env, lead: Lead, settings: MailSettings): Promise<MailAdditions> {
  const visitor = mailReader(lead.language, settings.defaultLanguage);
  return {
    agencyRows: depositRows(lead, mailReader(settings.defaultLanguage, settings.defaultLanguage)),
    visitorSections: [
      {
        title: visitor.t("mail.offer.sectionTitle"),
        text: visitor.t("mail.offer.binding"),
        rows: depositRows(lead, visitor),
      },
    ],
  };
}

export const OFFER_TO_BUY_FORM = defineForm(OFFER_TO_BUY_SPEC, {
  page: "offer",
  // The page always answers; without a sale listing its island explains instead of showing the form.
  viewData: (env, ctx) => offerView(env, ctx),
  check: async (_env, _output, ctx) => (offerListing(ctx) ? undefined : { formError: OFFER_MESSAGES.noListing }),
  lead: (output, ctx) => ({
    email: output.email,
    ...(offerListing(ctx) ? { listingId: ctx.listing!.id } : {}),
  }),
  leadExtras: async (_env, _output, ctx) => {
    const listing = offerListing(ctx);
    if (!listing) return {};
    const offer: StoredOffer = { askingPrice: askingPrice(listing) };
    return { offer };
  },
  mail: offerMail,
});
