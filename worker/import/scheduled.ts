/**
 * The cron trigger (wrangler.jsonc "triggers"): fetches the CRM feed and imports it. A fetch that
 * fails or a feed that cannot be imported changes nothing in D1 and is logged; the next run tries
 * again. A feed that would remove more listings than the site configuration allows
 * (crmImport.removalLimitPercent) changes nothing either, is logged as refused, and the agency is
 * mailed once per refused feed with the command that confirms it (decision 049).
 */
import { describeError } from "../log.ts";
import { envOf } from "../env.ts";
import { queueLeadMail } from "../mail/message.ts";
import { currentConfig, type ConfigEnv } from "../site/config-store.ts";
import { describeProblem } from "./feed-problems.ts";
import { confirmAdvice } from "./guard.ts";
import { fetchCrmFeed, type CrmFeedEnv } from "./feed-source.ts";
import { FeedRefused, importFeed, RemovalsRefused } from "./import.ts";
import { storeRefusalLead } from "./refusal.ts";

type ScheduledEnv = ConfigEnv & Pick<Env, "DB" | "MAIL_QUEUE"> & CrmFeedEnv;

export async function runScheduledImport(env: ScheduledEnv, now: Date): Promise<void> {
  const source = await fetchCrmFeed(envOf(env).crmFeed);
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
    const report = await importFeed(env.DB, source.feed, {
      source: "scheduled",
      now,
      removalLimit: config.crmImport.removalLimitPercent,
    });
    for (const p of report.problems) console.warn(`CRM import: rejected ${describeProblem(p)}`);
    console.log(
      `CRM import: ${report.records} records, ${report.upserted} imported, ${report.removed} removed, ${report.rejected} rejected`,
    );
  } catch (error) {
    if (error instanceof RemovalsRefused) {
      for (const p of error.feed.problems) console.warn(`CRM import: rejected ${describeProblem(p)}`);
      for (const gap of error.gaps) console.warn(`CRM import: ${gap}`);
      console.error(
        `CRM import: the feed was refused: ${error.message}; the catalogue was not changed; ${confirmAdvice("npm run import -- --allow-removals <export.json> --remote")}`,
      );
      await mailRefusal(env, error, config.languageDefault, now);
    } else if (error instanceof FeedRefused) {
      for (const p of error.problems) console.warn(`CRM import: rejected ${describeProblem(p)}`);
      console.error(`CRM import: the feed was refused: ${error.message}; the catalogue was not changed`);
    } else console.error(`CRM import failed; the catalogue was not changed: ${describeError(error)}`);
  }
}

export const scheduled: ExportedHandlerScheduledHandler<Env> = async (controller, env) => {
  await runScheduledImport(env, new Date(controller.scheduledTime));
};

/**
 * Stores the refusal's lead and queues its mail, unless this feed was already refused against
 * this catalogue. A lead that could not be stored is stored by the next run that meets the feed;
 * one stored but not queued stays 'received', and the scheduled re-queue (worker/mail/requeue.ts)
 * sends it once it has waited ten minutes: the next run would find it stored and queue nothing.
 */
async function mailRefusal(env: ScheduledEnv, refusal: RemovalsRefused, language: string, now: Date): Promise<void> {
  let lead: number | null;
  try {
    lead = await storeRefusalLead(env.DB, refusal, { source: "scheduled", now }, language);
  } catch (error) {
    console.error(
      `CRM import: the refusal could not be stored for the agency's mail; the next run that meets this feed tries again: ${describeError(error)}`,
    );
    return;
  }
  if (lead === null) return;
  try {
    await queueLeadMail(env, lead, now);
  } catch (error) {
    console.error(
      `CRM import: the refusal's mail is stored but could not be queued; the scheduled re-queue of unsent mail sends it within 40 minutes: ${describeError(error)}`,
    );
  }
}
