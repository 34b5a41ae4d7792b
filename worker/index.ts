import { app } from "./app.ts";
import { scheduled as scheduledImport } from "./import/scheduled.ts";
import type { MailJob } from "./mail/message.ts";
import { describeError } from "./log.ts";
import { queue as mailQueue } from "./mail/queue.ts";
import { requeueStuckLeads } from "./mail/requeue.ts";
import { purgeConsentRecords } from "./consent/records.ts";
import { purgeFriendMailRecipients } from "./forms/friend-recipients.ts";
import { purgeSubmissionClaims } from "./forms/submissions.ts";
import { handleViewBatch, VIEW_QUEUE_NAME, type ViewMessage } from "./owners/view-queue.ts";
import { ALERT_QUEUE_NAME, ALERTS_CRON, runDemandAlerts, type AlertMessage } from "./subscriptions/alert-run.ts";
import { handleAlertBatch } from "./subscriptions/alert-queue.ts";

/**
 * The alerts cron (ALERTS_CRON) runs the demand alerts: expiry, matching, mails due. The other
 * runs the CRM import, re-queues leads whose mail was never queued, removes proof of consent
 * past its retention, lapsed form submission claims and send-to-friend mails that no longer
 * count towards the cap; none stops the others.
 */
const scheduled: ExportedHandlerScheduledHandler<Env> = async (controller, env, ctx) => {
  const now = new Date(controller.scheduledTime);
  if (controller.cron === ALERTS_CRON) return runDemandAlerts(env, now);
  const requeue = requeueStuckLeads(env, now).catch((error: unknown) => {
    console.error(`mail queue: re-queueing stuck leads failed: ${describeError(error)}`);
  });
  const purge = purgeConsentRecords(env.DB, now).then(
    (removed) => {
      if (removed > 0) console.log(`consent: removed ${removed} records past their retention`);
    },
    (error: unknown) => console.error(`consent: removing old records failed: ${describeError(error)}`),
  );
  const claims = purgeSubmissionClaims(env.DB, now).catch((error: unknown) =>
    console.error(`forms: removing lapsed submission claims failed: ${describeError(error)}`),
  );
  const friends = purgeFriendMailRecipients(env.DB, now).catch((error: unknown) =>
    console.error(`forms: removing old send-to-friend counts failed: ${describeError(error)}`),
  );
  await Promise.all([scheduledImport(controller, env, ctx), requeue, purge, claims, friends]);
};

type QueueMessage = MailJob | ViewMessage | AlertMessage;

/** Each queue to its consumer: detail-page views (worker/owners), demand alerts (worker/subscriptions), else the mail queues (worker/mail). */
const queue: ExportedHandlerQueueHandler<Env, QueueMessage> = async (batch, env, ctx) => {
  if (batch.queue === VIEW_QUEUE_NAME) return handleViewBatch(batch as MessageBatch<ViewMessage>, env);
  if (batch.queue === ALERT_QUEUE_NAME) return handleAlertBatch(batch as MessageBatch<AlertMessage>, env);
  return mailQueue(batch as MessageBatch<MailJob>, env, ctx);
};

export default {
  fetch: app.fetch,
  scheduled,
  queue,
} satisfies ExportedHandler<Env, QueueMessage>;
