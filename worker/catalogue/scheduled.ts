/**
 * The cron trigger (wrangler.jsonc "triggers"): fetches the CRM feed and imports it. A fetch that
 * fails or a feed that cannot be imported changes nothing in D1 and is logged; the next run tries
 * again.
 */
import { fetchCrmFeed, type CrmFeedEnv } from "./feed-source.ts";
import { FeedRefused, importFeed } from "./import.ts";

type ScheduledEnv = Pick<Env, "DB"> & CrmFeedEnv;

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
  try {
    const report = await importFeed(env.DB, source.feed, { source: "scheduled", now });
    for (const p of report.problems) console.warn(`CRM import: rejected ${p.record} ${p.id ?? "(no id)"} (${p.language ?? "no language"}) ${p.field}: ${p.message}`);
    console.log(`CRM import: ${report.records} records, ${report.upserted} imported, ${report.removed} removed, ${report.rejected} rejected`);
  } catch (error) {
    if (error instanceof FeedRefused) console.error(`CRM import: the feed was refused: ${error.message}; the catalogue was not changed`);
    else console.error(`CRM import failed; the catalogue was not changed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  }
}

export const scheduled: ExportedHandlerScheduledHandler<Env> = async (controller, env) => {
  await runScheduledImport(env, new Date(controller.scheduledTime));
};
