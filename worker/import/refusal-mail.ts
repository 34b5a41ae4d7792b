/**
 * The agency's mail about a refused import (decision 049): in the configuration's default
 * language, with the figures when they could be read, what usually causes it and the command
 * that confirms the removal. The lead is stored by import-refusal.ts.
 */
import type { Lead } from "../forms/leads.ts";
import { escapeHtml } from "../mail/html.ts";
import { brusselsTime, mailDocument, rowsTable, rowsText } from "../mail/layout.ts";
import type { FieldRow } from "../mail/fields.ts";
import type { MailAdditions, MailSettings } from "../mail/render.ts";
import type { OutgoingMail } from "../mail/transport.ts";
import { numberFormat, numberLocale } from "../../shared/rules/locale.ts";
import { mailReader } from "../mail/reader.ts";
import { shareOf } from "./guard.ts";
import { IMPORT_REFUSED_FORM, type RefusalPayload } from "./refusal.ts";

function idsText(ids: number[], total: number, more: (count: number) => string): string {
  return ids.join(", ") + (total > ids.length ? ` ${more(total - ids.length)}` : "");
}

/** The agency's mail: which import was refused, what it would have removed out of how much (when that is known), and how to confirm. */
function importRefusedMail(lead: Lead, settings: MailSettings): OutgoingMail {
  const { t, lang } = mailReader(settings.defaultLanguage, settings.defaultLanguage);
  const p = lead.payload as unknown as RefusalPayload;
  const f = p.figures;
  const percent = numberFormat(numberLocale(lang), { style: "percent", maximumFractionDigits: 4 });
  const share = (part: number, whole: number) => percent.format(shareOf(part, whole, p.limitPercent) / 100);
  const counted = (key: "listings" | "projects", removed: number, before: number) =>
    t(`mail.importRefused.${key}`, { removed, before, share: share(removed, before) });
  const listings = f && counted("listings", f.listingsRemoved, f.listingsBefore);
  const limit = percent.format(p.limitPercent / 100);
  const time = brusselsTime(p.startedAt, lang);
  const run = t(p.source === "cli" ? "mail.importRefused.cliRun" : "mail.importRefused.scheduledRun", { time });
  const more = (count: number) => t("mail.importRefused.more", { count });

  const subject = f
    ? t("mail.importRefused.subject", { removed: f.listingsRemoved, before: f.listingsBefore })
    : t("mail.importRefused.subjectUnknown", { limit });
  const intro = listings
    ? t("mail.importRefused.intro", { run, listings, limit })
    : t("mail.importRefused.introUnknown", { run, limit });
  const unchanged = t("mail.importRefused.unchanged");
  const figureRows: FieldRow[] =
    f && listings
      ? [
          { label: t("mail.importRefused.listingsLabel"), value: listings },
          ...(f.listingsRemoved > 0
            ? [
                {
                  label: t("mail.importRefused.listingIds"),
                  value: idsText(f.removedListingIds, f.listingsRemoved, more),
                },
              ]
            : []),
          {
            label: t("mail.importRefused.projectsLabel"),
            value: counted("projects", f.projectsRemoved, f.projectsBefore),
          },
          ...(f.projectsRemoved > 0
            ? [
                {
                  label: t("mail.importRefused.projectIds"),
                  value: idsText(f.removedProjectIds, f.projectsRemoved, more),
                },
              ]
            : []),
        ]
      : [];
  const rows: FieldRow[] = [
    { label: t("mail.importRefused.run"), value: time },
    { label: t("mail.importRefused.generatedAt"), value: p.generatedAt ? brusselsTime(p.generatedAt, lang) : "—" },
    {
      label: t("mail.importRefused.records"),
      value: t("mail.importRefused.recordsValue", { records: p.records, rejected: p.rejected }),
    },
    ...figureRows,
    { label: t("mail.importRefused.limit"), value: limit },
  ];
  const mend = t("mail.importRefused.mend");
  const confirm = t("mail.importRefused.confirm");
  const command = "npm run import -- --allow-removals crm-export.json --remote";
  const once = t("mail.importRefused.once");

  const text = [intro, unchanged, "", rowsText(rows), "", mend, "", confirm, "", `    ${command}`, "", once, ""].join(
    "\n",
  );
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
export const IMPORT_LEAD_MAILS: Record<
  string,
  (env: Env, lead: Lead, settings: MailSettings) => Promise<MailAdditions>
> = {
  [IMPORT_REFUSED_FORM]: async (_env, lead, settings) => ({
    agencyMail: importRefusedMail(lead, settings),
    visitorMail: null,
  }),
};
