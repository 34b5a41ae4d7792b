/**
 * The owner's mail when the account's security changes (decision 048): the password changed, two-
 * step verification turned on or off (by the owner, or removed by the agency), new recovery codes.
 * It goes to the owner's own address, in the owner's language, through the lead pipeline
 * (decision 026), so it is retried and never lost; it says when, and whom to call if it was not
 * the owner. The agency gets no copy.
 */
import type { Lead } from "../forms/leads.ts";
import { storeLead } from "../forms/leads.ts";
import type { MailAdditions, MailSettings } from "../mail/render.ts";
import type { OutgoingMail } from "../mail/transport.ts";
import { queueLeadMail } from "../mail/message.ts";
import { escapeHtml } from "../mail/html.ts";
import { brusselsTime, mailDocument } from "../mail/layout.ts";
import { currentSite, siteLanguage } from "../site/site.ts";
import { mailReader } from "../mail/reader.ts";
import { OWNER_SECURITY_FORM, SECURITY_EVENTS, type SecurityEvent } from "./security-events.ts";

/** Stores the event as a lead for the owner and queues its mail; a failure is logged, never shown: the change itself is done. */
export async function notifyOwner(
  env: Env,
  owner: { id: number; email: string; name: string; language: string },
  event: SecurityEvent,
  now: Date,
): Promise<void> {
  try {
    const { lead } = await storeLead(
      env.DB,
      {
        form: OWNER_SECURITY_FORM,
        language: owner.language,
        idempotencyKey: crypto.randomUUID(),
        email: owner.email,
        payload: { event, name: owner.name },
        context: { ownerId: owner.id },
      },
      now,
    );
    await queueLeadMail(env, lead.id, now);
  } catch (error) {
    console.error(`owner ${owner.id}: the mail about "${event}" could not be stored or queued`, error);
  }
}

/** The mail for one event, in `lang`. */
export function ownerSecurityMail(
  lead: Lead,
  event: SecurityEvent,
  language: string,
  settings: MailSettings,
): OutgoingMail {
  const { t, lang } = mailReader(language, settings.defaultLanguage);
  const agency = settings.agency.name;
  const name = typeof lead.payload.name === "string" ? lead.payload.name : "";
  const subject = t(`mail.owner.security.${event}.subject`, { agency });
  const greeting = name ? t("mail.owner.reset.greeting", { name }) : t("mail.owner.security.greeting");
  const what = t(`mail.owner.security.${event}.text`, { agency, time: brusselsTime(lead.createdAt, lang) });
  const notYou = t("mail.owner.security.notYou", { phone: settings.agency.phone, email: settings.agency.email });
  const signOff = t("mail.visitor.signOff");
  const text = [greeting, "", what, "", notYou, "", signOff, agency, ""].join("\n");
  const html = mailDocument(
    lang,
    subject,
    [greeting, what, notYou].map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join("\n") +
      `\n<p>${escapeHtml(signOff)}<br>\n${escapeHtml(agency)}</p>`,
  );
  return {
    from: settings.from,
    to: lead.email ?? "",
    replyTo: settings.agency.email,
    subject,
    text,
    html,
    leadId: lead.id,
  };
}

/** A security lead's mails: the owner's, nothing to the agency. */
export async function securityMails(env: Env, lead: Lead, settings: MailSettings): Promise<MailAdditions> {
  const event = SECURITY_EVENTS.find((known) => known === lead.payload.event);
  if (!event || !lead.email) return { agencyMail: null, visitorMail: null };
  const lang = siteLanguage(await currentSite(env), lead.language);
  return { agencyMail: null, visitorMail: ownerSecurityMail(lead, event, lang, settings) };
}
