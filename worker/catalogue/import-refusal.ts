/**
 * Telling the agency that the scheduled import refused a feed because it would have removed too
 * many listings (decision 049). The refusal is stored as a lead and mailed through the agency-mail
 * queue like every mail to the agency, in its default language, with the figures and the command
 * that confirms the removal. The lead's idempotency key names the refused feed and the catalogue
 * it was refused against, so the cron, which meets the same export every 30 minutes until it is
 * mended or confirmed, mails it once.
 */
import { storeLead, type Lead } from "../forms/leads.ts";
import { queueLeadMail } from "../mail/message.ts";
import { escapeHtml } from "../mail/html.ts";
import { brusselsTime, mailDocument, rowsTable, rowsText } from "../mail/layout.ts";
import type { FieldRow } from "../mail/fields.ts";
import type { MailAdditions, MailSettings } from "../mail/render.ts";
import type { OutgoingMail } from "../mail/transport.ts";
import { translatorFor } from "../site/translations.ts";
import { shareOf } from "./import-guard.ts";
import type { RemovalsRefused } from "./import.ts";

/** The lead form name of a refused import. */
const IMPORT_REFUSED_FORM = "crm-import-refused";

/** Ids named in the mail; the rest are counted. */
const NAMED_IDS = 50;

/** What the mail says, kept with the lead. */
interface RefusalPayload {
  startedAt: string;
  generatedAt: string | null;
  records: number;
  rejected: number;
  limitPercent: number;
  /** What it would have removed; null when that could not be read after the refusal. */
  figures: {
    listingsBefore: number;
    listingsRemoved: number;
    removedListingIds: number[];
    projectsBefore: number;
    projectsRemoved: number;
    removedProjectIds: number[];
  } | null;
}

function refusalPayload(refusal: RemovalsRefused, startedAt: Date): RefusalPayload {
  const removals = refusal.removals;
  return {
    startedAt: startedAt.toISOString(),
    generatedAt: refusal.feed.generatedAt ?? null,
    records: refusal.feed.records,
    rejected: refusal.feed.rejected.length,
    limitPercent: refusal.limitPercent,
    figures: removals && {
      listingsBefore: removals.listings.before,
      listingsRemoved: removals.listings.removed.length,
      removedListingIds: removals.listings.removed.slice(0, NAMED_IDS),
      projectsBefore: removals.projects.before,
      projectsRemoved: removals.projects.removed.length,
      removedProjectIds: removals.projects.removed.slice(0, NAMED_IDS),
    },
  };
}

export type RefusalMailEnv = Pick<Env, "DB" | "MAIL_QUEUE">;

/**
 * Stores the refusal as a lead and queues its mail, unless this feed was already refused against
 * this catalogue (then the agency has the mail). Returns whether a mail was queued.
 */
export async function mailRefusal(env: RefusalMailEnv, refusal: RemovalsRefused, language: string, now: Date): Promise<boolean> {
  // The catalogue's own digest (the last imported feed's): once it changes, a refusal is news again.
  const catalogue = await env.DB.prepare("SELECT feed_digest FROM page_versions WHERE name = 'catalogue'").first<string | null>("feed_digest");
  const { lead, created } = await storeLead(
    env.DB,
    {
      form: IMPORT_REFUSED_FORM,
      language,
      idempotencyKey: `${IMPORT_REFUSED_FORM}:${catalogue ?? "empty"}:${refusal.feedDigest}`,
      payload: { ...refusalPayload(refusal, now) },
    },
    now,
  );
  if (!created) return false;
  await queueLeadMail(env, lead.id, now);
  return true;
}

function idsText(ids: number[], total: number, more: (count: number) => string): string {
  return ids.join(", ") + (total > ids.length ? ` ${more(total - ids.length)}` : "");
}

/** The agency's mail: which import was refused, what it would have removed out of how much (when that is known), and how to confirm. */
function importRefusedMail(lead: Lead, settings: MailSettings): OutgoingMail {
  const lang = settings.defaultLanguage;
  const { t } = translatorFor(lang, settings.defaultLanguage).translator;
  const p = lead.payload as unknown as RefusalPayload;
  const f = p.figures;
  const percent = new Intl.NumberFormat(`${lang}-BE`, { style: "percent", maximumFractionDigits: 4 });
  const share = (part: number, whole: number) => percent.format(shareOf(part, whole, p.limitPercent) / 100);
  const counted = (key: "listings" | "projects", removed: number, before: number) => t(`mail.importRefused.${key}`, { removed, before, share: share(removed, before) });
  const listings = f && counted("listings", f.listingsRemoved, f.listingsBefore);
  const limit = percent.format(p.limitPercent / 100);
  const time = brusselsTime(p.startedAt, lang);
  const run = t("mail.importRefused.scheduledRun", { time });
  const more = (count: number) => t("mail.importRefused.more", { count });

  const subject = f ? t("mail.importRefused.subject", { removed: f.listingsRemoved, before: f.listingsBefore }) : t("mail.importRefused.subjectUnknown", { limit });
  const intro = listings ? t("mail.importRefused.intro", { run, listings, limit }) : t("mail.importRefused.introUnknown", { run, limit });
  const unchanged = t("mail.importRefused.unchanged");
  const figureRows: FieldRow[] = f && listings
    ? [
        { label: t("mail.importRefused.listingsLabel"), value: listings },
        ...(f.listingsRemoved > 0 ? [{ label: t("mail.importRefused.listingIds"), value: idsText(f.removedListingIds, f.listingsRemoved, more) }] : []),
        { label: t("mail.importRefused.projectsLabel"), value: counted("projects", f.projectsRemoved, f.projectsBefore) },
        ...(f.projectsRemoved > 0 ? [{ label: t("mail.importRefused.projectIds"), value: idsText(f.removedProjectIds, f.projectsRemoved, more) }] : []),
      ]
    : [];
  const rows: FieldRow[] = [
    { label: t("mail.importRefused.run"), value: time },
    { label: t("mail.importRefused.generatedAt"), value: p.generatedAt ? brusselsTime(p.generatedAt, lang) : "—" },
    { label: t("mail.importRefused.records"), value: t("mail.importRefused.recordsValue", { records: p.records, rejected: p.rejected }) },
    ...figureRows,
    { label: t("mail.importRefused.limit"), value: limit },
  ];
  const mend = t("mail.importRefused.mend");
  const confirm = t("mail.importRefused.confirm");
  const command = "npm run import -- --allow-removals crm-export.json --remote";
  const once = t("mail.importRefused.once");

  const text = [intro, unchanged, "", rowsText(rows), "", mend, "", confirm, "", `    ${command}`, "", once, ""].join("\n");
  const html = mailDocument(
    lang,
    subject,
    [
      `<p>${escapeHtml(intro)}<br>\n${escapeHtml(unchanged)}</p>`,
      rowsTable(rows),
      `<p>${escapeHtml(mend)}</p>`,
      `<p>${escapeHtml(confirm)}</p>`,
      `<pre style="padding:12px;background:#f2f2f2;white-space:pre-wrap">${escapeHtml(command)}</pre>`,
      `<p style="font-size:12px;color:#555555">${escapeHtml(once)}</p>`,
    ].join("\n"),
  );
  return { from: settings.from, to: settings.agencyTo, subject, text, html, leadId: lead.id };
}

/** Mail hooks of the import's leads, by lead form name (worker/mail/queue.ts): the agency's notice, nothing to anyone else. */
export const IMPORT_LEAD_MAILS: Record<string, (env: Env, lead: Lead, settings: MailSettings) => Promise<MailAdditions>> = {
  [IMPORT_REFUSED_FORM]: async (_env, lead, settings) => ({ agencyMail: importRefusedMail(lead, settings), visitorMail: null }),
};
