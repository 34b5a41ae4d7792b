/**
 * The mails a lead produces: always one to the agency, in the agency's default language, with
 * every field the visitor filled in and reply-to the visitor; and, when the visitor left an
 * address, a confirmation in the visitor's language saying what happens next and how to reach
 * the agency. Each form has its own subject and opening where the translations give one (a
 * newsletter sign-up is not "your message"). Dates and amounts are written in the reader's
 * language, empty fields are left out, and the property is named by its title and reference with
 * a link to its page. Pure: the caller loads the configuration and the listing reference.
 */
import type { Agency } from "../../config/schema.ts";
import type { Translate } from "../../shared/i18n/translate.ts";
import type { Lead } from "../forms/leads.ts";
import { agencyAddress } from "../site/shell-model.ts";
import { fieldRows, optionalText, visitorName, type FieldRow } from "./fields.ts";
import { escapeHtml, escapeLines } from "./html.ts";
import { brusselsTime, mailDocument, rowHtml, rowsTable, rowsText, rowText } from "./layout.ts";
import { propertyRow } from "./property.ts";
import { mailReader } from "./reader.ts";
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

const HEADING = "font-size:16px;margin:24px 0 8px";

function sectionText(section: MailSection): string {
  const rows = section.rows ?? [];
  return [
    section.title,
    ...(section.text ? [section.text] : []),
    ...(rows.length > 0 ? [rowsText(rows)] : []),
    ...(section.links ?? []).map((link) => `${link.label}: ${link.href}`),
    "",
  ].join("\n");
}

function sectionHtml(section: MailSection): string {
  const rows = section.rows ?? [];
  return [
    `<h2 style="${HEADING}">${escapeHtml(section.title)}</h2>`,
    ...(section.text ? [`<p>${escapeLines(section.text)}</p>`] : []),
    ...(rows.length > 0 ? [rowsTable(rows)] : []),
    ...(section.links && section.links.length > 0
      ? [
          `<ul>${section.links.map((link) => `<li><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></li>`).join("")}</ul>`,
        ]
      : []),
  ].join("\n");
}

/** A section says something only with a text, a row or a link: an empty one is left out. */
function hasContent(section: MailSection): boolean {
  return Boolean(section.text) || (section.rows?.length ?? 0) > 0 || (section.links?.length ?? 0) > 0;
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

export function agencyMail(lead: Lead, settings: MailSettings, additions: MailAdditions = {}): OutgoingMail {
  const reader = mailReader(settings.defaultLanguage, settings.defaultLanguage);
  const { t, lang } = reader;
  const form = formName(t, lead.form);
  const name = visitorName(lead.payload) ?? lead.email ?? t("mail.agency.anonymous");
  const property = propertyRow(t, lead, settings.listingReference);
  const subject = `[${form}] ${name}${property ? ` — ${property.value}` : ""}`;

  const fields = [...(property ? [property] : []), ...fieldRows(reader, lead.payload), ...(additions.agencyRows ?? [])];
  const about: FieldRow[] = [
    { label: t("mail.agency.language"), value: optionalText(t, `languages.${lead.language}`) ?? lead.language },
    { label: t("mail.agency.receivedAt"), value: brusselsTime(lead.createdAt, lang) },
    { label: t("mail.agency.lead"), value: String(lead.id) },
  ];
  const intro =
    optionalText(t, `mail.agency.openings.${lead.form}`, { name, form }) ?? t("mail.agency.intro", { form });
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
  return {
    from: settings.from,
    to: settings.agencyTo,
    replyTo: lead.email ?? undefined,
    subject,
    text,
    html,
    leadId: lead.id,
  };
}

/** The agency's name, address, phone and e-mail as rows in the visitor's language. */
function contactRows(t: Translate, agency: Agency, lang: string, defaultLanguage: string): FieldRow[] {
  return [
    { label: t("contact.address"), value: agencyAddress(agency, lang, defaultLanguage).line },
    { label: t("contact.phone"), value: agency.phone },
    { label: t("contact.email"), value: agency.email },
  ];
}

/**
 * The confirmation's subject and first paragraph for the lead's form: its own when the
 * translations give one, else the general thanks and the form's "what happens next".
 */
function visitorOpening(t: Translate, form: string, agency: string): { subject: string; opening: string } {
  const own = (part: "subject" | "opening") => optionalText(t, `mail.visitor.forms.${form}.${part}`, { agency });
  const next = optionalText(t, `feedback.${form}.text`) ?? t("feedback.default.text");
  return {
    subject: own("subject") ?? t("mail.visitor.subject", { agency }),
    opening: own("opening") ?? `${t("mail.visitor.thanks", { agency })}\n${next}`,
  };
}

/** The confirmation to the visitor, or undefined when the lead has no address to send it to. */
export function visitorMail(
  lead: Lead,
  settings: MailSettings,
  additions: MailAdditions = {},
): OutgoingMail | undefined {
  if (additions.visitorMail !== undefined) return additions.visitorMail ?? undefined;
  if (!lead.email) return undefined;
  const reader = mailReader(lead.language, settings.defaultLanguage);
  const { t, lang } = reader;
  const { agency } = settings;
  const name = visitorName(lead.payload);
  const { subject, opening } = visitorOpening(t, lead.form, agency.name);
  const greeting = name ? t("mail.visitor.greetingName", { name }) : t("mail.visitor.greeting");
  const property = propertyRow(t, lead, settings.listingReference);
  const summary = fieldRows(reader, lead.payload);
  const contact = contactRows(t, agency, lang, settings.defaultLanguage);
  const sections = (additions.visitorSections ?? []).filter(hasContent);
  const unsubscribe = additions.unsubscribe;

  const text = [
    greeting,
    "",
    opening,
    "",
    ...(property ? [rowText(property), ""] : []),
    ...sections.map(sectionText),
    ...(summary.length > 0 ? [t("mail.visitor.summary"), rowsText(summary), ""] : []),
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
      `<p>${escapeLines(opening)}</p>`,
      ...(property ? [`<p>${rowHtml(property)}</p>`] : []),
      ...sections.map(sectionHtml),
      ...(summary.length > 0
        ? [`<h2 style="${HEADING}">${escapeHtml(t("mail.visitor.summary"))}</h2>`, rowsTable(summary)]
        : []),
      `<h2 style="${HEADING}">${escapeHtml(t("mail.visitor.contact"))}</h2>`,
      `<p><strong>${escapeHtml(agency.name)}</strong></p>`,
      rowsTable(contact),
      `<p>${escapeHtml(t("mail.visitor.signOff"))}<br>\n${escapeHtml(agency.name)}</p>`,
      `<p style="font-size:12px;color:#555555">${escapeHtml(t("mail.visitor.why"))}</p>`,
      ...(unsubscribe
        ? [
            `<p style="font-size:12px;color:#555555"><a href="${escapeHtml(unsubscribe.pageUrl)}">${escapeHtml(t("mail.visitor.unsubscribe"))}</a></p>`,
          ]
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
    ...(unsubscribe
      ? {
          headers: {
            "List-Unsubscribe": `<${unsubscribe.oneClickUrl}>`,
            "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
          },
        }
      : {}),
  };
}

/** Every mail a lead produces, by kind. */
export function mailsForLead(
  lead: Lead,
  settings: MailSettings,
  additions: MailAdditions = {},
): Array<{ kind: MailKind; mail: OutgoingMail }> {
  const visitor = visitorMail(lead, settings, additions);
  const agency = additions.agencyMail === undefined ? agencyMail(lead, settings, additions) : additions.agencyMail;
  return [
    ...(agency ? [{ kind: "agency" as const, mail: agency }] : []),
    ...(visitor ? [{ kind: "visitor" as const, mail: visitor }] : []),
  ];
}
