/**
 * The mail queue's consumers. agency-mail: one message per lead; each message is acked or
 * retried on its own, so one failing lead never resends another's mail. A mail already recorded
 * in lead_mails is not sent again. agency-mail-dead: jobs the queue gave up on; their lead is
 * marked failed with the last reason, for the agency to follow up by hand.
 */
import { getLead, recordAttempt, setLeadStatus } from "../forms/leads.ts";
import { retryDelaySeconds } from "./backoff.ts";
import { envOf } from "../env.ts";
import type { MailJob } from "./message.ts";
import { mailsForLead } from "./render.ts";
import { FORMS } from "../forms/registry.ts";
import { OWNER_LEAD_MAILS } from "../owners/login-mail.ts";
import { IMPORT_LEAD_MAILS } from "../import/refusal-mail.ts";
import { recordSentMail, sentMailKinds } from "./sent-mails.ts";
import { mailSettings, type SettingsEnv } from "./settings.ts";
import { transportsFor, type MailTransports, type TransportEnv } from "./transport.ts";

/** The queue names in wrangler.jsonc. */
export const MAIL_QUEUE_NAME = "agency-mail";
export const DEAD_MAIL_QUEUE_NAME = "agency-mail-dead";

/** Forms' mail hooks may read any binding (a token secret, the uploads bucket). */
export type MailQueueEnv = Env & SettingsEnv & TransportEnv;

function reasonOf(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 500);
}

/** Sends whatever mail of the lead is not sent yet; throws on the first mail that fails. */
async function deliver(
  env: MailQueueEnv,
  leadId: number,
  transports: MailTransports,
  now: () => Date,
): Promise<"sent" | "no-lead"> {
  const lead = await getLead(env.DB, leadId);
  if (!lead) return "no-lead";
  const sent = await sentMailKinds(env.DB, lead.id);
  const settings = await mailSettings(env, lead);
  // A form's hook, or for a lead no form sends (an owner's login, a refused import) the hook kept for it.
  const hook =
    FORMS.find((f) => f.name === lead.form)?.mail ?? OWNER_LEAD_MAILS[lead.form] ?? IMPORT_LEAD_MAILS[lead.form];
  const additions = hook ? await hook(env, lead, settings) : {};
  const pending = mailsForLead(lead, settings, additions).filter(({ kind }) => !sent.has(kind));
  // A duplicate delivery of a job already done: nothing to send, nothing to count.
  if (pending.length === 0 && lead.status === "sent") return "sent";
  for (const { kind, mail } of pending) {
    const { id } = await transports[kind].send(mail);
    // Right after the send: a crash between the two writes resends this one mail, never more.
    await recordSentMail(env.DB, lead.id, kind, now(), id);
  }
  await recordAttempt(env.DB, lead.id, now());
  await setLeadStatus(env.DB, lead.id, "sent", now());
  return "sent";
}

export async function handleMailBatch(
  batch: MessageBatch<MailJob>,
  env: MailQueueEnv,
  transports: MailTransports = transportsFor(env),
  now: () => Date = () => new Date(),
): Promise<void> {
  for (const message of batch.messages) {
    const leadId = message.body?.leadId;
    if (!Number.isInteger(leadId)) {
      console.warn(`mail queue: message ${message.id} carries no lead id; dropped`);
      message.ack();
      continue;
    }
    try {
      const outcome = await deliver(env, leadId, transports, now);
      if (outcome === "no-lead") console.warn(`mail queue: lead ${leadId} does not exist; message dropped`);
      message.ack();
    } catch (error) {
      const reason = reasonOf(error);
      const delaySeconds = retryDelaySeconds(message.attempts, envOf(env).mail.firstRetrySeconds);
      console.warn(
        `mail queue: lead ${leadId}, attempt ${message.attempts} failed (${reason}); retrying in ${delaySeconds} s`,
      );
      try {
        await recordAttempt(env.DB, leadId, now(), reason);
      } catch (recordError) {
        console.warn(`mail queue: could not record the attempt for lead ${leadId}: ${reasonOf(recordError)}`);
      }
      message.retry({ delaySeconds });
    }
  }
}

export async function handleDeadLetters(
  batch: MessageBatch<MailJob>,
  env: Pick<Env, "DB">,
  now: () => Date = () => new Date(),
): Promise<void> {
  for (const message of batch.messages) {
    const leadId = message.body?.leadId;
    if (Number.isInteger(leadId)) {
      const lead = await getLead(env.DB, leadId);
      if (lead && lead.status !== "sent") {
        const reason = lead.failure ?? "the mail queue gave up without a recorded reason";
        await setLeadStatus(env.DB, lead.id, "failed", now(), reason);
        console.error(`mail queue: lead ${lead.id} failed after ${lead.attempts} attempts: ${reason}`);
      }
    }
    message.ack();
  }
}

/** The worker's queue handler: one consumer per queue name. */
export const queue: ExportedHandlerQueueHandler<Env, MailJob> = async (batch, env) => {
  if (batch.queue === DEAD_MAIL_QUEUE_NAME) return handleDeadLetters(batch, env);
  if (batch.queue === MAIL_QUEUE_NAME) return handleMailBatch(batch, env);
  throw new Error(`no consumer for queue ${batch.queue}`);
};
