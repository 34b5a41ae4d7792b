import { setLeadStatus } from "../forms/leads.ts";

/** What the form handler puts on the mail queue: one message per lead. */
export interface MailJob {
  leadId: number;
}

/**
 * Puts the lead's mail on the queue, then marks the lead queued. A lead that stays "received"
 * (the send failed) is queued again by the scheduled job (worker/mail/requeue.ts).
 */
export async function queueLeadMail(env: Pick<Env, "DB" | "MAIL_QUEUE">, leadId: number, now: Date): Promise<void> {
  await env.MAIL_QUEUE.send({ leadId } satisfies MailJob);
  await setLeadStatus(env.DB, leadId, "queued", now);
}
