/**
 * The idempotency guard of the mail pipeline: one lead_mails row per mail actually sent. The
 * queue delivers at least once, so a redelivered job looks here and sends only what is missing.
 */
import type { MailKind } from "./render.ts";

export async function sentMailKinds(db: D1Database, leadId: number): Promise<Set<MailKind>> {
  const { results } = await db
    .prepare("SELECT kind FROM lead_mails WHERE lead_id = ?")
    .bind(leadId)
    .all<{ kind: MailKind }>();
  return new Set(results.map((r) => r.kind));
}

export async function recordSentMail(
  db: D1Database,
  leadId: number,
  kind: MailKind,
  now: Date,
  messageId?: string,
): Promise<void> {
  await db
    .prepare(
      "INSERT INTO lead_mails (lead_id, kind, sent_at, message_id) VALUES (?, ?, ?, ?) ON CONFLICT (lead_id, kind) DO NOTHING",
    )
    .bind(leadId, kind, now.toISOString(), messageId ?? null)
    .run();
}
