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
import { agencyAddress } from "../site/shell-model.ts";
import { fieldRows, optionalText, visitorName, type FieldRow } from "./fields.ts";
import { escapeHtml, escapeLines } from "./html.ts";
import { mailDocument, rowsTable, rowsText } from "./layout.ts";
import type { OutgoingMail } from "./transport.ts";

export type MailKind = "agency" | "visitor";

/** A block a form adds to the visitor's mail: the documents asked for, the visit booked. */
export interface MailSection {
  title: string;
  /** Paragraphs; line breaks are kept. */
  text?: string;
  rows?: FieldRow[];
  links?: { label: string; href: string }[];
}

/** What a form's mails carry beyond the fields (FormDefinition.mail). */
export interface MailAdditions {
  /** Rows added to the agency's mail, after the fields (a link to the CV). */
  agencyRows?: FieldRow[];
  /** Blocks placed in the visitor's mail before the summary. */
  visitorSections?: MailSection[];
  /** A link that unsubscribes without logging in: shown at the foot and sent as List-Unsubscribe (one click, RFC 8058). */
  unsubscribe?: { pageUrl: string; oneClickUrl: string };
  /**
   * Replaces the visitor's confirmation: another mail in its place (send to friend: the mail
   * goes to the friend), or null for none.
   */
  visitorMail?: OutgoingMail | null;
  /**
   * Replaces the agency's mail: another in its place (an owner's login notice), or null for none
   * (an owner's password reminder concerns the owner only).
   */
  agencyMail?: OutgoingMail | null;
}

function sectionText(section: MailSection): string {
  return [
    section.title,
    ...(section.text ? [section.text] : []),
    ...(section.rows ? [rowsText(section.rows)] : []),
    ...(section.links ?? []).map((link) => `${link.label}: ${link.href}`),
    "",
  ].join("\n");
}

function sectionHtml(section: MailSection): string {
  return [
    `<h2 style="font-size:16px;margin:24px 0 8px">${escapeHtml(section.title)}</h2>`,
    ...(section.text ? [`<p>${escapeLines(section.text)}</p>`] : []),
    ...(section.rows ? [rowsTable(section.rows)] : []),
    ...(section.links && section.links.length > 0
      ? [`<ul>${section.links.map((link) => `<li><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></li>`).join("")}</ul>`]
      : []),
  ].join("\n");
}

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

export function agencyMail(lead: Lead, settings: MailSettings, additions: MailAdditions = {}): OutgoingMail {
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
  const fields = [...fieldRows(t, lead.payload), ...(additions.agencyRows ?? [])];
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

/** The agency's name, address, phone and e-mail as rows in the visitor's language. */
function contactRows(t: Translate, agency: Agency, lang: string, defaultLanguage: string): FieldRow[] {
  return [
    { label: t("contact.address"), value: agencyAddress(agency, lang, defaultLanguage).line },
    { label: t("contact.phone"), value: agency.phone },
    { label: t("contact.email"), value: agency.email },
  ];
}

/** The confirmation to the visitor, or undefined when the lead has no address to send it to. */
export function visitorMail(lead: Lead, settings: MailSettings, additions: MailAdditions = {}): OutgoingMail | undefined {
  if (additions.visitorMail !== undefined) return additions.visitorMail ?? undefined;
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
  const sections = additions.visitorSections ?? [];
  const unsubscribe = additions.unsubscribe;

  const text = [
    greeting,
    "",
    t("mail.visitor.thanks", { agency: agency.name }),
    next,
    "",
    ...(listing ? [`${t("mail.agency.listing")}: ${listing}`, ""] : []),
    ...sections.map(sectionText),
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
    ...(unsubscribe ? [`${t("mail.visitor.unsubscribe")}: ${unsubscribe.pageUrl}`] : []),
    "",
  ].join("\n");
  const html = mailDocument(
    lang,
    subject,
    [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(t("mail.visitor.thanks", { agency: agency.name }))}<br>\n${escapeLines(next)}</p>`,
      ...(listing ? [`<p>${escapeHtml(t("mail.agency.listing"))}: ${escapeHtml(listing)}</p>`] : []),
      ...sections.map(sectionHtml),
      `<h2 style="font-size:16px;margin:24px 0 8px">${escapeHtml(t("mail.visitor.summary"))}</h2>`,
      rowsTable(summary),
      `<h2 style="font-size:16px;margin:24px 0 8px">${escapeHtml(t("mail.visitor.contact"))}</h2>`,
      `<p><strong>${escapeHtml(agency.name)}</strong></p>`,
      rowsTable(contact),
      `<p>${escapeHtml(t("mail.visitor.signOff"))}<br>\n${escapeHtml(agency.name)}</p>`,
      `<p style="font-size:12px;color:#555555">${escapeHtml(t("mail.visitor.why"))}</p>`,
      ...(unsubscribe
        ? [`<p style="font-size:12px;color:#555555"><a href="${escapeHtml(unsubscribe.pageUrl)}">${escapeHtml(t("mail.visitor.unsubscribe"))}</a></p>`]
        : []),
    ].join("\n"),
  );
  return {
    from: settings.from,
    to: lead.email,
    replyTo: agency.email,
    subject,
    text,
    html,
    leadId: lead.id,
    ...(unsubscribe ? { headers: { "List-Unsubscribe": `<${unsubscribe.oneClickUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" } } : {}),
  };
}

/** Every mail a lead produces, by kind. */
export function mailsForLead(lead: Lead, settings: MailSettings, additions: MailAdditions = {}): Array<{ kind: MailKind; mail: OutgoingMail }> {
  const visitor = visitorMail(lead, settings, additions);
  const agency = additions.agencyMail === undefined ? agencyMail(lead, settings, additions) : additions.agencyMail;
  return [...(agency ? [{ kind: "agency" as const, mail: agency }] : []), ...(visitor ? [{ kind: "visitor" as const, mail: visitor }] : [])];
}
