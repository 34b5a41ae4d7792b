import { app } from "./app.ts";
import { scheduled as scheduledImport } from "./catalogue/scheduled.ts";
import type { MailJob } from "./mail/message.ts";
import { queue as mailQueue } from "./mail/queue.ts";
import { requeueStuckLeads } from "./mail/requeue.ts";
import { handleViewBatch, VIEW_QUEUE_NAME, type ViewMessage } from "./owners/view-queue.ts";

/** The cron runs the CRM import and re-queues leads whose mail was never queued; neither stops the other. */
const scheduled: ExportedHandlerScheduledHandler<Env> = async (controller, env, ctx) => {
  const requeue = requeueStuckLeads(env, new Date(controller.scheduledTime)).catch((error: unknown) => {
    console.error(`mail queue: re-queueing stuck leads failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  });
  await Promise.all([scheduledImport(controller, env, ctx), requeue]);
};

/** Each queue to its consumer: detail-page views (worker/owners), else the mail queues (worker/mail). */
const queue: ExportedHandlerQueueHandler<Env, MailJob | ViewMessage> = async (batch, env, ctx) => {
  if (batch.queue === VIEW_QUEUE_NAME) return handleViewBatch(batch, env);
  return mailQueue(batch as MessageBatch<MailJob>, env, ctx);
};

export default {
  fetch: app.fetch,
  scheduled,
  queue,
} satisfies ExportedHandler<Env, MailJob | ViewMessage>;
