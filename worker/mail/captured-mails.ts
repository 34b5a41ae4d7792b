/** Reading the mails the capture transport kept (local development and tests only). */

export interface CapturedMail {
  id: number;
  leadId: number | null;
  sentAt: string;
  from: string;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
}

interface CapturedRow {
  id: number;
  lead_id: number | null;
  sent_at: string;
  sender: string;
  recipient: string;
  reply_to: string | null;
  subject: string;
  text: string;
  html: string;
}

function fromRow(row: CapturedRow): CapturedMail {
  return {
    id: row.id,
    leadId: row.lead_id,
    sentAt: row.sent_at,
    from: row.sender,
    to: row.recipient,
    replyTo: row.reply_to,
    subject: row.subject,
    text: row.text,
    html: row.html,
  };
}

/** The newest mails first. */
export async function listCapturedMails(db: D1Database, limit = 200): Promise<CapturedMail[]> {
  const { results } = await db
    .prepare("SELECT * FROM captured_mails ORDER BY id DESC LIMIT ?")
    .bind(limit)
    .all<CapturedRow>();
  return results.map(fromRow);
}

export async function getCapturedMail(db: D1Database, id: number): Promise<CapturedMail | undefined> {
  const row = await db.prepare("SELECT * FROM captured_mails WHERE id = ?").bind(id).first<CapturedRow>();
  return row ? fromRow(row) : undefined;
}
