/**
 * The mails a lead produces: always one to the agency, in the agency's default language, with
 * every field the visitor filled in and reply-to the visitor; and, when the visitor left an
 * address, a confirmation in the visitor's language saying what happens next and how to reach
 * the agency. Pure: the caller loads the configuration and the listing reference.
 */
import type { Agency } from "../../config/schema.ts";
import type { Translate } from "../../client/i18n/translate.ts";
import type { Lead } from "../forms/leads.ts";
import { translatorFor } from "../site/translations.ts";
import { fieldRows, optionalText, visitorName, type FieldRow } from "./fields.ts";
import { escapeHtml, escapeLines } from "./html.ts";
import { mailDocument, rowsTable, rowsText } from "./layout.ts";
import type { OutgoingMail } from "./transport.ts";

export type MailKind = "agency" | "visitor";

export interface MailSettings {
  agency: Agency;
  defaultLanguage: string;
  /** The address the site sends from (MAIL_FROM). */
  from: string;
  /** Where the agency receives leads (MAIL_AGENCY_TO). */
  agencyTo: string;
  /** The agency's reference of the listing the lead is about, when there is one. */
  listingReference?: string;
}

function formName(t: Translate, form: string): string {
  return optionalText(t, `mail.forms.${form}`) ?? form;
}

/** When the lead arrived, as the agency in Brussels reads a date. */
function receivedAt(lead: Lead, lang: string): string {
  const at = new Date(lead.createdAt);
  if (Number.isNaN(at.getTime())) return lead.createdAt;
  return new Intl.DateTimeFormat(`${lang}-BE`, { dateStyle: "long", timeStyle: "short", timeZone: "Europe/Brussels" }).format(at);
}

function listingText(lead: Lead, settings: MailSettings): string | undefined {
  if (lead.listingId === null) return undefined;
  return settings.listingReference ? `${settings.listingReference} (${lead.listingId})` : String(lead.listingId);
}

export function agencyMail(lead: Lead, settings: MailSettings): OutgoingMail {
  const lang = settings.defaultLanguage;
  const { t } = translatorFor(lang, settings.defaultLanguage).translator;
  const form = formName(t, lead.form);
  const name = visitorName(lead.payload) ?? lead.email ?? t("mail.agency.anonymous");
  const listing = listingText(lead, settings);
  const subject = `[${form}] ${name}${listing ? ` — ${t("mail.agency.listing")} ${listing}` : ""}`;

  const about: FieldRow[] = [
    ...(listing ? [{ label: t("mail.agency.listing"), value: listing }] : []),
    { label: t("mail.agency.language"), value: optionalText(t, `languages.${lead.language}`) ?? lead.language },
    { label: t("mail.agency.receivedAt"), value: receivedAt(lead, lang) },
    { label: t("mail.agency.lead"), value: String(lead.id) },
  ];
  const fields = fieldRows(t, lead.payload);
  const intro = t("mail.agency.intro", { form });
  const replyHint = lead.email ? t("mail.agency.replyHint", { name }) : t("mail.agency.noEmail");

  const text = [intro, "", rowsText(fields), "", rowsText(about), "", replyHint, ""].join("\n");
  const html = mailDocument(
    lang,
    subject,
    [
      `<p>${escapeHtml(intro)}</p>`,
      rowsTable(fields),
      `<hr style="border:0;border-top:1px solid #cccccc;margin:16px 0">`,
      rowsTable(about),
      `<p>${escapeHtml(replyHint)}</p>`,
    ].join("\n"),
  );
  return { from: settings.from, to: settings.agencyTo, replyTo: lead.email ?? undefined, subject, text, html, leadId: lead.id };
}

function localized(value: { nl: string; fr: string; en: string; de?: string }, lang: string, fallback: string): string {
  return (value as Record<string, string | undefined>)[lang] || (value as Record<string, string | undefined>)[fallback] || value.en;
}

/** The agency's name, address, phone and e-mail as rows in the visitor's language. */
function contactRows(t: Translate, agency: Agency, lang: string, defaultLanguage: string): FieldRow[] {
  const { street, number, zip, city } = agency.address;
  return [
    { label: t("contact.address"), value: `${street} ${number}, ${zip} ${localized(city, lang, defaultLanguage)}` },
    { label: t("contact.phone"), value: agency.phone },
    { label: t("contact.email"), value: agency.email },
  ];
}

/** The confirmation to the visitor, or undefined when the lead has no address to send it to. */
export function visitorMail(lead: Lead, settings: MailSettings): OutgoingMail | undefined {
  if (!lead.email) return undefined;
  const lang = lead.language;
  const { t } = translatorFor(lang, settings.defaultLanguage).translator;
  const { agency } = settings;
  const name = visitorName(lead.payload);
  const subject = t("mail.visitor.subject", { agency: agency.name });
  const greeting = name ? t("mail.visitor.greetingName", { name }) : t("mail.visitor.greeting");
  const next = optionalText(t, `feedback.${lead.form}.text`) ?? t("feedback.default.text");
  const listing = listingText(lead, settings);
  const summary = fieldRows(t, lead.payload);
  const contact = contactRows(t, agency, lang, settings.defaultLanguage);

  const text = [
    greeting,
    "",
    t("mail.visitor.thanks", { agency: agency.name }),
    next,
    "",
    ...(listing ? [`${t("mail.agency.listing")}: ${listing}`, ""] : []),
    t("mail.visitor.summary"),
    rowsText(summary),
    "",
    t("mail.visitor.contact"),
    agency.name,
    rowsText(contact),
    "",
    t("mail.visitor.signOff"),
    agency.name,
    "",
    t("mail.visitor.why"),
    "",
  ].join("\n");
  const html = mailDocument(
    lang,
    subject,
    [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(t("mail.visitor.thanks", { agency: agency.name }))}<br>\n${escapeLines(next)}</p>`,
      ...(listing ? [`<p>${escapeHtml(t("mail.agency.listing"))}: ${escapeHtml(listing)}</p>`] : []),
      `<h2 style="font-size:16px;margin:24px 0 8px">${escapeHtml(t("mail.visitor.summary"))}</h2>`,
      rowsTable(summary),
      `<h2 style="font-size:16px;margin:24px 0 8px">${escapeHtml(t("mail.visitor.contact"))}</h2>`,
      `<p><strong>${escapeHtml(agency.name)}</strong></p>`,
      rowsTable(contact),
      `<p>${escapeHtml(t("mail.visitor.signOff"))}<br>\n${escapeHtml(agency.name)}</p>`,
      `<p style="font-size:12px;color:#555555">${escapeHtml(t("mail.visitor.why"))}</p>`,
    ].join("\n"),
  );
  return { from: settings.from, to: lead.email, replyTo: agency.email, subject, text, html, leadId: lead.id };
}

/** Every mail a lead produces, by kind. */
export function mailsForLead(lead: Lead, settings: MailSettings): Array<{ kind: MailKind; mail: OutgoingMail }> {
  const visitor = visitorMail(lead, settings);
  return [{ kind: "agency", mail: agencyMail(lead, settings) }, ...(visitor ? [{ kind: "visitor" as const, mail: visitor }] : [])];
}
