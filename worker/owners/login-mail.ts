/**
 * The owner portal's mails (decision 035). A login tells the agency, in its default
 * language, who logged in and when (no mail to the owner). A password reminder mails the owner,
 * in the owner's language, the single-use link to choose a new password, and the agency
 * nothing; a reminder for a name no account has sends no mail at all.
 */
import type { Lead } from "../forms/leads.ts";
import type { MailAdditions, MailSettings } from "../mail/render.ts";
import type { OutgoingMail } from "../mail/transport.ts";
import { escapeHtml } from "../mail/html.ts";
import { brusselsTime, mailDocument, rowsTable, rowsText } from "../mail/layout.ts";
import { optionalText, type FieldRow } from "../mail/fields.ts";
import { currentSite, siteLanguage } from "../site/site.ts";
import { mailReader } from "../mail/reader.ts";
import { findOwnerById, type OwnerAccount } from "./auth-accounts.ts";
import { resetForLead, resetToken } from "./resets.ts";
import { OWNER_SECURITY_FORM } from "./security-events.ts";
import { securityMails } from "./security-mail.ts";

/** The lead form name of a login notice. */
export const OWNER_LOGIN_FORM = "owner-login";

function payloadText(lead: Lead, key: string): string {
  const value = lead.payload[key];
  return typeof value === "string" ? value : "";
}

/** The agency's notice of an owner's login: "<name> (<email>) logged in to the owner portal on <time>". */
export function ownerLoginMail(lead: Lead, settings: MailSettings): OutgoingMail {
  const { t, lang } = mailReader(settings.defaultLanguage, settings.defaultLanguage);
  const name = payloadText(lead, "name");
  const email = payloadText(lead, "email") || lead.email || "";
  const time = brusselsTime(lead.createdAt, lang);
  const form = optionalText(t, `mail.forms.${OWNER_LOGIN_FORM}`) ?? OWNER_LOGIN_FORM;
  const subject = `[${form}] ${name} (${email})`;
  const intro = t("mail.owner.login.intro", { name, email, time });
  const rows: FieldRow[] = [
    { label: t("mail.owner.login.owner"), value: name },
    { label: t("mail.fields.email"), value: email },
    { label: t("mail.owner.login.at"), value: time },
    { label: t("mail.agency.language"), value: optionalText(t, `languages.${lead.language}`) ?? lead.language },
  ];
  const why = t("mail.owner.login.why");
  const text = [intro, "", rowsText(rows), "", why, ""].join("\n");
  const html = mailDocument(
    lang,
    subject,
    [
      `<p>${escapeHtml(intro)}</p>`,
      rowsTable(rows),
      `<p style="font-size:12px;color:#555555">${escapeHtml(why)}</p>`,
    ].join("\n"),
  );
  return {
    from: settings.from,
    to: settings.agencyTo,
    ...(email ? { replyTo: email } : {}),
    subject,
    text,
    html,
    leadId: lead.id,
  };
}

/** The owner's mail with the link to choose a new password. */
export function ownerResetMail(
  owner: Pick<OwnerAccount, "name" | "email">,
  language: string,
  link: string,
  expiresAt: string,
  settings: MailSettings,
  leadId: number,
): OutgoingMail {
  const { t, lang } = mailReader(language, settings.defaultLanguage);
  const agency = settings.agency.name;
  const subject = t("mail.owner.reset.subject", { agency });
  const greeting = t("mail.owner.reset.greeting", { name: owner.name });
  const intro = t("mail.owner.reset.intro", { agency });
  const label = t("mail.owner.reset.link");
  const validity = t("mail.owner.reset.validity", { time: brusselsTime(expiresAt, lang) });
  const ignore = t("mail.owner.reset.ignore");
  const signOff = t("mail.visitor.signOff");
  const text = [greeting, "", intro, "", `${label}: ${link}`, "", validity, ignore, "", signOff, agency, ""].join("\n");
  const html = mailDocument(
    lang,
    subject,
    [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(intro)}</p>`,
      `<p style="margin:24px 0"><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;background:#1d3557;color:#ffffff;text-decoration:none;font-weight:bold">${escapeHtml(label)}</a></p>`,
      `<p>${escapeHtml(validity)}<br>\n${escapeHtml(ignore)}</p>`,
      `<p>${escapeHtml(signOff)}<br>\n${escapeHtml(agency)}</p>`,
    ].join("\n"),
  );
  return { from: settings.from, to: owner.email, replyTo: settings.agency.email, subject, text, html, leadId };
}

/** A login lead's mails: the agency's notice, nothing to the owner. */
async function loginMails(_env: Env, lead: Lead, settings: MailSettings): Promise<MailAdditions> {
  return { agencyMail: ownerLoginMail(lead, settings), visitorMail: null };
}

/**
 * A reminder lead's mails: the owner's link when the reminder created a reset (the account
 * exists and has not asked too often), else none; never a mail to the agency, and never to the
 * name typed, only to the owner's own address.
 */
export async function reminderMails(env: Env, lead: Lead, settings: MailSettings): Promise<MailAdditions> {
  const none: MailAdditions = { agencyMail: null, visitorMail: null };
  const origin = lead.context.origin;
  const reset = await resetForLead(env.DB, lead.id);
  const owner = reset ? await findOwnerById(env.DB, reset.ownerId) : undefined;
  if (!reset || !owner || !origin) return none;
  const site = await currentSite(env);
  const lang = siteLanguage(site, owner.language);
  const link = `${origin}${site.table.path(lang, "passwordReset")}?token=${await resetToken(env, reset)}`;
  return { agencyMail: null, visitorMail: ownerResetMail(owner, lang, link, reset.expiresAt, settings, lead.id) };
}

/** Mail hooks of leads no registry form sends, by lead form name (worker/mail/queue.ts). */
export const OWNER_LEAD_MAILS: Record<
  string,
  (env: Env, lead: Lead, settings: MailSettings) => Promise<MailAdditions>
> = {
  [OWNER_LOGIN_FORM]: loginMails,
  [OWNER_SECURITY_FORM]: securityMails,
};
