/**
 * The cron trigger (wrangler.jsonc "triggers"): fetches the CRM feed and imports it. A fetch that
 * fails or a feed that cannot be imported changes nothing in D1 and is logged; the next run tries
 * again. A feed that would remove more listings than the site configuration allows
 * (crmImport.removalLimitPercent) changes nothing either, is logged as refused, and the agency is
 * mailed once per refused feed with the command that confirms it (decision 049).
 */
import { describeError } from "../log.ts";
import { currentConfig, type ConfigEnv } from "../site/config-store.ts";
import { describeProblem } from "./feed-problems.ts";
import { confirmAdvice } from "./import-guard.ts";
import { fetchCrmFeed, type CrmFeedEnv } from "./feed-source.ts";
import { FeedRefused, importFeed, RemovalsRefused } from "./import.ts";
import { storeRefusalLead } from "./import-refusal.ts";
import { queueLeadMail } from "../mail/message.ts";

type ScheduledEnv = ConfigEnv & Pick<Env, "DB" | "MAIL_QUEUE"> & CrmFeedEnv;

export async function runScheduledImport(env: ScheduledEnv, now: Date): Promise<void> {
  const source = await fetchCrmFeed(env);
  if (source.kind === "not-configured") {
    console.log("CRM import: no CRM feed configured (CRM_FEED_URL is empty); nothing imported");
    return;
  }
  if (source.kind === "failed") {
    console.error(`CRM import: ${source.reason}; the catalogue was not changed`);
    return;
  }
  const { config } = await currentConfig(env);
  try {
    const report = await importFeed(env.DB, source.feed, { source: "scheduled", now, removalLimit: config.crmImport.removalLimitPercent });
    for (const p of report.problems) console.warn(`CRM import: rejected ${describeProblem(p)}`);
    console.log(`CRM import: ${report.records} records, ${report.upserted} imported, ${report.removed} removed, ${report.rejected} rejected`);
  } catch (error) {
    if (error instanceof RemovalsRefused) {
      for (const p of error.feed.problems) console.warn(`CRM import: rejected ${describeProblem(p)}`);
      for (const gap of error.gaps) console.warn(`CRM import: ${gap}`);
      console.error(`CRM import: the feed was refused: ${error.message}; the catalogue was not changed; ${confirmAdvice("npm run import -- --allow-removals <export.json> --remote")}`);
      await mailRefusal(env, error, config.languageDefault, now).catch((mailError: unknown) => {
        console.error(`CRM import: the agency could not be told of the refusal; the next run tries again: ${describeError(mailError)}`);
      });
    } else if (error instanceof FeedRefused) {
      for (const p of error.problems) console.warn(`CRM import: rejected ${describeProblem(p)}`);
      console.error(`CRM import: the feed was refused: ${error.message}; the catalogue was not changed`);
    } else console.error(`CRM import failed; the catalogue was not changed: ${describeError(error)}`);
  }
}

export const scheduled: ExportedHandlerScheduledHandler<Env> = async (controller, env) => {
  await runScheduledImport(env, new Date(controller.scheduledTime));
};

/** Stores the refusal's lead and queues its mail, unless this feed was already refused against this catalogue. */
async function mailRefusal(env: ScheduledEnv, refusal: RemovalsRefused, language: string, now: Date): Promise<void> {
  const lead = await storeRefusalLead(env.DB, refusal, { source: "scheduled", now }, language);
  if (lead !== null) await queueLeadMail(env, lead, now);
}
