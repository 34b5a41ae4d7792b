// Mail as the tests read it: the agency-mail queue run by hand, the captured mails read back.
import { createExecutionContext, createMessageBatch, env } from "cloudflare:test";
import worker from "../../worker/index.ts";
import type { MailJob } from "../../worker/mail/message.ts";

export interface CapturedMail {
  recipient: string;
  reply_to: string | null;
  subject: string;
  text: string;
  html: string;
}

/** Runs the mail queue for every lead as the worker does locally, and returns every mail captured so far. */
export async function deliverLeadMails(): Promise<CapturedMail[]> {
  const leads = (await env.DB.prepare("SELECT id FROM leads ORDER BY id").all<{ id: number }>()).results;
  const batch = createMessageBatch<MailJob>(
    "agency-mail",
    leads.map((lead, i) => ({ id: `job-${i}`, timestamp: new Date(), attempts: 1, body: { leadId: lead.id } })),
  );
  await worker.queue(batch, { ...env, LOCAL_STANDINS: "on" }, createExecutionContext());
  return (
    await env.DB.prepare(
      "SELECT recipient, reply_to, subject, text, html FROM captured_mails ORDER BY id",
    ).all<CapturedMail>()
  ).results;
}
