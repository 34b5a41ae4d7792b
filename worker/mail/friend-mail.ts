/**
 * The mail a visitor sends a listing with ("send to a friend"): it goes to the friend, in
 * the page's language, says who sends it, carries the sender's message as plain text and the
 * listing's title, price, municipality, photo (as a JPEG: many mail programs show no WebP) and
 * address on the site, and is answered by replying to the sender. Everything the sender typed is escaped and was checked for links
 * (shared/forms/schemas/send-to-friend.ts), so the mail cannot carry a stranger's link or markup.
 * Pure: the caller passes the lead and the settings.
 */
import { listingPrice } from "../../shared/rules/money.ts";
import type { Lead } from "../forms/leads.ts";
import { mailPhotoUrl } from "./photos.ts";
import { mailReader } from "./reader.ts";
import type { FieldRow } from "./fields.ts";
import { escapeHtml, escapeLines } from "./html.ts";
import { mailDocument, rowsTable, rowsText } from "./layout.ts";
import type { MailSettings } from "./render.ts";
import type { OutgoingMail } from "./transport.ts";

/** What the friend's mail shows of the listing beyond the lead's listing: kept by leadExtras. */
export interface SharedListing {
  city: string;
  zip: string;
  /** Absolute address of the listing's first photo, when it has one; the mail shows its JPEG copy (photos.ts). */
  photo?: string;
  publishPrice: boolean;
  priceUnit: number | null;
}

function sharedListing(lead: Lead): SharedListing | undefined {
  const shared = lead.context.shared;
  return typeof shared === "object" && shared !== null ? (shared as SharedListing) : undefined;
}

function text(payload: Record<string, unknown>, key: string): string {
  const value = payload[key];
  return typeof value === "string" ? value.trim() : "";
}

/** The friend's mail, or undefined when the lead lacks the friend's address or the listing. */
export function friendMail(lead: Lead, settings: MailSettings): OutgoingMail | undefined {
  const friend = text(lead.payload, "friendEmail");
  const listing = lead.context.listing;
  if (!friend || !listing || !lead.context.origin) return undefined;
  const translator = mailReader(lead.language, settings.defaultLanguage);
  const { t, lang } = translator;
  const agency = settings.agency.name;
  const name = text(lead.payload, "name");
  const sender = text(lead.payload, "email");
  const message = text(lead.payload, "message");
  const shared = sharedListing(lead);
  const href = new URL(listing.path, lead.context.origin).href;
  const price = listingPrice(
    {
      price: listing.price ?? null,
      publishPrice: shared?.publishPrice ?? true,
      priceUnit: shared?.priceUnit ?? null,
      goal: listing.goal ?? 0,
    },
    translator,
  );
  const rows: FieldRow[] = [
    { label: t("mail.friend.price"), value: price },
    ...(shared ? [{ label: t("mail.friend.city"), value: `${shared.zip} ${shared.city}`.trim() }] : []),
    { label: t("mail.friend.reference"), value: listing.reference },
  ];

  const subject = t("mail.friend.subject", { name, agency });
  const intro = t("mail.friend.intro", { name, email: sender, agency });
  const why = t("mail.friend.why", { name, agency });
  const replyHint = t("mail.friend.reply", { name });

  const plain = [
    t("mail.friend.greeting"),
    "",
    intro,
    "",
    ...(message ? [t("mail.friend.message", { name }), message, ""] : []),
    listing.title,
    rowsText(rows),
    `${t("mail.friend.view")}: ${href}`,
    "",
    replyHint,
    "",
    agency,
    "",
    why,
    "",
  ].join("\n");
  const photo = shared?.photo ? mailPhotoUrl(lead.context.origin, listing.id) : undefined;
  const html = mailDocument(
    lang,
    subject,
    [
      `<p>${escapeHtml(t("mail.friend.greeting"))}</p>`,
      `<p>${escapeHtml(intro)}</p>`,
      ...(message
        ? [
            `<p style="margin:16px 0 4px;font-weight:bold">${escapeHtml(t("mail.friend.message", { name }))}</p>`,
            `<blockquote style="margin:0 0 16px;padding:8px 16px;border-left:4px solid #cccccc">${escapeLines(message)}</blockquote>`,
          ]
        : []),
      `<h2 style="font-size:18px;margin:24px 0 8px">${escapeHtml(listing.title)}</h2>`,
      ...(photo
        ? [
            `<p><a href="${escapeHtml(href)}"><img src="${escapeHtml(photo)}" alt="${escapeHtml(listing.title)}" width="400" style="max-width:100%;height:auto;border:0"></a></p>`,
          ]
        : []),
      rowsTable(rows),
      `<p style="margin:16px 0"><a href="${escapeHtml(href)}" style="font-weight:bold">${escapeHtml(t("mail.friend.view"))}</a></p>`,
      `<p>${escapeHtml(replyHint)}</p>`,
      `<p>${escapeHtml(agency)}</p>`,
      `<p style="font-size:12px;color:#555555">${escapeHtml(why)}</p>`,
    ].join("\n"),
  );
  return {
    from: settings.from,
    to: friend,
    ...(sender ? { replyTo: sender } : {}),
    subject,
    text: plain,
    html,
    leadId: lead.id,
  };
}
