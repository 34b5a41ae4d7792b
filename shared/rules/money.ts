/**
 * Prices as visitors read them: euros in the Belgian number format and the listing's
 * price line (on request, "from" for PriceUnit 7, per month for rentals).
 */
import type { Translate } from "../i18n/translate.ts";
import { numberFormat, numberLocale } from "./locale.ts";

function euroFormat(lang: string, fractionDigits: number): Intl.NumberFormat {
  return numberFormat(numberLocale(lang), {
    style: "currency",
    currency: "EUR",
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  });
}

/** A number from a number or a plain decimal text ("250000", "950.5"); anything else is NaN. */
function amount(value: unknown): number {
  if (typeof value === "number") return Number.isFinite(value) ? value : Number.NaN;
  if (typeof value === "string" && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return Number.NaN;
}

/**
 * "€ 1.250.000" (nl, en), "1 250 000 €" (fr), "1.250.000 €" (de); cents only when there are
 * some ("€ 950,50"). A value that is not an amount gives the locale's NaN text ("€ NaN"), what
 * the original site showed when a currency could not be formatted.
 */
export function formatEuro(value: unknown, lang: string): string {
  const euros = amount(value);
  return euroFormat(lang, Number.isInteger(euros) || Number.isNaN(euros) ? 0 : 2).format(euros);
}

/** PriceUnit 7: the price is a starting price ("from € 325.000"). */
export const PRICE_UNIT_FROM = 7;

export interface PriceSource {
  price: number | string | null | undefined;
  /** The CRM's PublishPrice: false or 0 hides the amount. */
  publishPrice: boolean | number | null | undefined;
  priceUnit?: number | null;
  /** 0 sale, 1 rent. */
  goal: number;
}

/**
 * The price line of a listing. An unpublished, missing or zero price reads "price on request"
 * (the CRM sends 0 for "no price"); rentals are per month; PriceUnit 7 adds "from".
 */
export function listingPrice(listing: PriceSource, translator: { lang: string; t: Translate }): string {
  const { lang, t } = translator;
  const euros = amount(listing.price);
  const published = listing.publishPrice !== false && listing.publishPrice !== 0 && listing.publishPrice != null;
  if (!published || !(euros > 0)) return t("price.onRequest");
  let text = formatEuro(euros, lang);
  if (listing.goal === 1) text = t("price.perMonth", { price: text });
  if (listing.priceUnit === PRICE_UNIT_FROM) text = t("price.from", { price: text });
  return text;
}
