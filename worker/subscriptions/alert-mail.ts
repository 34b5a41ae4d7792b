/**
 * A demand's alert mail: in the visitor's language, one block per listing with its
 * photo, what happened (new, price lowered from … to …, available again), price, type, place,
 * rooms and a link to its detail page; then the links to change the search and to unsubscribe
 * (also sent as List-Unsubscribe, one click, RFC 8058). Pure: the caller gathers the listings and
 * the links.
 */
import { countText } from "../../ui/catalogue/list/plural.ts";
import { formatEuro, listingPrice } from "../../shared/rules/money.ts";
import { mailReader } from "../mail/reader.ts";
import { escapeHtml } from "../mail/html.ts";
import { mailDocument } from "../mail/layout.ts";
import type { OutgoingMail } from "../mail/transport.ts";
import type { DemandFrequency } from "../../shared/forms/schemas/demand-register.ts";

export type ListingEventKind = "new" | "price" | "available";

export interface AlertListing {
  event: ListingEventKind;
  /** For a price drop: the shown price before and after, in euros. */
  oldPrice: number | null;
  newPrice: number | null;
  title: string;
  typeName: string;
  zip: string;
  city: string;
  goal: 0 | 1;
  price: number | null;
  publishPrice: boolean;
  priceUnit: number | null;
  bedrooms: number;
  bathrooms: number;
  /** Absolute addresses; the photo a JPEG (worker/mail/photos.ts). */
  href: string;
  photo?: string;
}

export interface AlertMailInput {
  to: string;
  language: string;
  defaultLanguage: string;
  frequency: DemandFrequency;
  agencyName: string;
  from: string;
  replyTo: string;
  listings: AlertListing[];
  /** Listings that fit beyond those shown. */
  more: number;
  links: { unsubscribe: string; change: string; seeAll: string };
  /** The provider's idempotency key: the same alerts sent again are one mail. */
  idempotencyKey: string;
}

/** The line that says what happened to the listing. */
export function eventLine(
  listing: Pick<AlertListing, "event" | "oldPrice" | "newPrice" | "goal">,
  t: (key: string, params?: Record<string, string | number>) => string,
  lang: string,
): string {
  if (listing.event === "price" && listing.oldPrice !== null && listing.newPrice !== null) {
    const money = (euros: number) =>
      listing.goal === 1 ? t("price.perMonth", { price: formatEuro(euros, lang) }) : formatEuro(euros, lang);
    return t("mail.alert.event.price", { old: money(listing.oldPrice), new: money(listing.newPrice) });
  }
  return t(`mail.alert.event.${listing.event === "price" ? "new" : listing.event}`);
}

export function alertMail(input: AlertMailInput): OutgoingMail {
  const translator = mailReader(input.language, input.defaultLanguage);
  const { t, lang } = translator;
  const count = input.listings.length + input.more;
  const subject = countText(t, "mail.alert.subject", count, String(count), { agency: input.agencyName });
  const why = t("mail.alert.why", {
    agency: input.agencyName,
    frequency: t(`mail.values.frequency.${input.frequency}`),
  });

  const blocks = input.listings.map((listing) => {
    const price = listingPrice(
      { price: listing.price, publishPrice: listing.publishPrice, priceUnit: listing.priceUnit, goal: listing.goal },
      translator,
    );
    const rooms = [
      listing.bedrooms > 0 ? countText(t, "card.bedrooms", listing.bedrooms, String(listing.bedrooms)) : "",
      listing.bathrooms > 0 ? countText(t, "card.bathrooms", listing.bathrooms, String(listing.bathrooms)) : "",
    ].filter(Boolean);
    const place = `${listing.zip} ${listing.city}`.trim();
    const facts = [listing.typeName, place, ...rooms].filter(Boolean).join(" · ");
    return { listing, event: eventLine(listing, t, lang), price, facts };
  });

  const text = [
    t("mail.visitor.greeting"),
    "",
    t(`mail.alert.intro.${input.frequency}`),
    "",
    ...blocks.flatMap(({ listing, event, price, facts }) => [
      `${event}: ${listing.title}`,
      price,
      facts,
      `${t("mail.alert.view")}: ${listing.href}`,
      "",
    ]),
    ...(input.more > 0
      ? [countText(t, "mail.alert.more", input.more, String(input.more)), input.links.seeAll, ""]
      : []),
    `${t("mail.alert.change")}: ${input.links.change}`,
    "",
    t("mail.visitor.signOff"),
    input.agencyName,
    "",
    why,
    `${t("mail.visitor.unsubscribe")}: ${input.links.unsubscribe}`,
    "",
  ].join("\n");

  const html = mailDocument(
    lang,
    subject,
    [
      `<p>${escapeHtml(t("mail.visitor.greeting"))}</p>`,
      `<p>${escapeHtml(t(`mail.alert.intro.${input.frequency}`))}</p>`,
      ...blocks.map(({ listing, event, price, facts }) =>
        [
          `<div style="margin:0 0 24px;padding:0 0 16px;border-bottom:1px solid #dddddd">`,
          listing.photo
            ? `<p style="margin:0 0 8px"><a href="${escapeHtml(listing.href)}"><img src="${escapeHtml(listing.photo)}" alt="${escapeHtml(`${listing.title}, ${listing.city}`)}" width="400" style="max-width:100%;height:auto;border:0"></a></p>`
            : "",
          `<p style="margin:0 0 4px;font-size:13px;font-weight:bold;color:${listing.event === "price" ? "#a4161a" : "#1d5e2c"}">${escapeHtml(event)}</p>`,
          `<h2 style="font-size:18px;margin:0 0 4px">${escapeHtml(listing.title)}</h2>`,
          `<p style="margin:0 0 4px;font-size:17px;font-weight:bold">${escapeHtml(price)}</p>`,
          `<p style="margin:0 0 8px">${escapeHtml(facts)}</p>`,
          `<p style="margin:0"><a href="${escapeHtml(listing.href)}" style="font-weight:bold">${escapeHtml(t("mail.alert.view"))}</a></p>`,
          `</div>`,
        ]
          .filter(Boolean)
          .join("\n"),
      ),
      ...(input.more > 0
        ? [
            `<p>${escapeHtml(countText(t, "mail.alert.more", input.more, String(input.more)))} <a href="${escapeHtml(input.links.seeAll)}">${escapeHtml(t("mail.alert.seeAll"))}</a></p>`,
          ]
        : []),
      `<p><a href="${escapeHtml(input.links.change)}">${escapeHtml(t("mail.alert.change"))}</a></p>`,
      `<p>${escapeHtml(t("mail.visitor.signOff"))}<br>\n${escapeHtml(input.agencyName)}</p>`,
      `<p style="font-size:12px;color:#555555">${escapeHtml(why)}</p>`,
      `<p style="font-size:12px;color:#555555"><a href="${escapeHtml(input.links.unsubscribe)}">${escapeHtml(t("mail.visitor.unsubscribe"))}</a></p>`,
    ].join("\n"),
  );

  return {
    from: input.from,
    to: input.to,
    replyTo: input.replyTo,
    subject,
    text,
    html,
    idempotencyKey: input.idempotencyKey,
    headers: {
      "List-Unsubscribe": `<${input.links.unsubscribe}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
