/**
 * The safety net for leads whose mail job was never queued (the worker stopped between storing
 * the lead and queueing its job): the cron finds leads still `received` after ten minutes and
 * queues them again. A lead queued twice is harmless: lead_mails keeps each mail to one send.
 */
import { leadsStuckInReceived, setLeadStatus } from "../forms/leads.ts";
import type { MailJob } from "./message.ts";

export const STUCK_AFTER_MS = 10 * 60 * 1000;

export interface RequeueEnv {
  DB: D1Database;
  /** Only sendBatch is used; its answer is not. */
  MAIL_QUEUE: { sendBatch(messages: Iterable<MessageSendRequest<MailJob>>): Promise<unknown> };
}

/** Queues a mail job for every stuck lead and marks it queued; returns the leads queued. */
export async function requeueStuckLeads(env: RequeueEnv, now: Date): Promise<number[]> {
  const ids = await leadsStuckInReceived(env.DB, new Date(now.getTime() - STUCK_AFTER_MS));
  if (ids.length === 0) return ids;
  await env.MAIL_QUEUE.sendBatch(ids.map((leadId) => ({ body: { leadId } satisfies MailJob })));
  for (const id of ids) await setLeadStatus(env.DB, id, "queued", now);
  console.log(`mail queue: re-queued ${ids.length} lead(s) stuck in received: ${ids.join(", ")}`);
  return ids;
}
