/**
 * Leads as D1 stores them: written when a form is accepted, before any mail is queued, and moved
 * received → queued → sent (or failed, with its reason) by the mail pipeline. Plain functions
 * over D1 that return plain data.
 */

export type LeadStatus = "received" | "queued" | "sent" | "failed";

export interface Lead {
  id: number;
  form: string;
  language: string;
  idempotencyKey: string;
  listingId: number | null;
  email: string | null;
  /** The validated fields, as the form's schema returned them. */
  payload: Record<string, unknown>;
  /** What the site knew when the lead arrived (origin, the listing's title and path): see LeadContext. */
  context: LeadContext;
  status: LeadStatus;
  failure: string | null;
  attempts: number;
  createdAt: string;
  updatedAt: string;
}

/** What a mail about the lead needs that the visitor did not type. */
export interface LeadContext {
  /** The site's address as the visitor used it, for absolute links in mails. */
  origin?: string;
  /** The listing or project (`project: true`) the form was sent from, as the page showed it. */
  listing?: {
    id: number;
    title: string;
    reference: string;
    path: string;
    goal?: 0 | 1;
    price?: number | null;
    project?: true;
  };
  /** Anything else a form keeps for its mails (documents sent, a booked visit), by the form's own keys. */
  [key: string]: unknown;
}

export interface NewLead {
  form: string;
  language: string;
  idempotencyKey: string;
  /** What was sent, without the page's rendering key (submission-key.ts): a resend from a new copy of the page is recognised by it. */
  contentKey?: string;
  listingId?: number | null;
  email?: string | null;
  payload: Record<string, unknown>;
  context?: LeadContext;
}

interface LeadRow {
  id: number;
  form: string;
  language: string;
  idempotency_key: string;
  listing_id: number | null;
  email: string | null;
  payload: string;
  context: string;
  status: LeadStatus;
  failure: string | null;
  attempts: number;
  created_at: string;
  updated_at: string;
}

function fromRow(row: LeadRow): Lead {
  return {
    id: row.id,
    form: row.form,
    language: row.language,
    idempotencyKey: row.idempotency_key,
    listingId: row.listing_id,
    email: row.email,
    payload: JSON.parse(row.payload) as Record<string, unknown>,
    context: JSON.parse(row.context || "{}") as LeadContext,
    status: row.status,
    failure: row.failure,
    attempts: row.attempts,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/**
 * Stores a lead once per idempotency key, together with whatever else its form stores (`also`:
 * statements that name the lead by `leadIdOf`), in one D1 batch, which is one transaction: either
 * all of it is written or none of it. A second submit of the same form (a double click, a reload
 * after a lost response) returns the lead the first one stored, with `created: false`, and writes
 * nothing.
 */
export async function storeLead(
  db: D1Database,
  lead: NewLead,
  now: Date,
  also: D1PreparedStatement[] = [],
): Promise<{ lead: Lead; created: boolean }> {
  const earlier = await findLead(db, lead.idempotencyKey);
  if (earlier) return { lead: earlier, created: false };
  const at = now.toISOString();
  const insert = db
    .prepare(
      `INSERT INTO leads (form, language, idempotency_key, content_key, listing_id, email, payload, context, status, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'received', ?, ?)
       RETURNING *`,
    )
    .bind(
      lead.form,
      lead.language,
      lead.idempotencyKey,
      lead.contentKey ?? null,
      lead.listingId ?? null,
      lead.email?.toLowerCase() ?? null,
      JSON.stringify(lead.payload),
      JSON.stringify(lead.context ?? {}),
      at,
      at,
    );
  try {
    const [stored] = await db.batch<LeadRow>([insert, ...also]);
    const row = stored?.results[0];
    if (!row) throw new Error(`lead ${lead.idempotencyKey} was not returned by its insert`);
    return { lead: fromRow(row), created: true };
  } catch (error) {
    // The same form sent twice at once: the other request stored it first, and this batch wrote nothing.
    if (/UNIQUE constraint failed: leads\.idempotency_key/.test(String(error))) {
      const winner = await findLead(db, lead.idempotencyKey);
      if (winner) return { lead: winner, created: false };
    }
    throw error;
  }
}

/** The SQL expression of a lead's id, for statements stored with it: bind the lead's idempotency key to it. */
export const leadIdOf = "(SELECT id FROM leads WHERE idempotency_key = ?)";

async function findLead(db: D1Database, idempotencyKey: string): Promise<Lead | undefined> {
  const row = await db.prepare("SELECT * FROM leads WHERE idempotency_key = ?").bind(idempotencyKey).first<LeadRow>();
  return row ? fromRow(row) : undefined;
}

/** Removes a lead that could not be completed (what its form stores after it failed), so that nothing half-written stays. */
export async function removeLead(db: D1Database, id: number): Promise<void> {
  await db.prepare("DELETE FROM leads WHERE id = ?").bind(id).run();
}

export async function getLead(db: D1Database, id: number): Promise<Lead | undefined> {
  const row = await db.prepare("SELECT * FROM leads WHERE id = ?").bind(id).first<LeadRow>();
  return row ? fromRow(row) : undefined;
}

/** Moves a lead to `status`; a failure reason is kept only with `failed`. */
export async function setLeadStatus(
  db: D1Database,
  id: number,
  status: LeadStatus,
  now: Date,
  failure?: string,
): Promise<void> {
  await db
    .prepare("UPDATE leads SET status = ?, failure = ?, updated_at = ? WHERE id = ?")
    .bind(status, status === "failed" ? (failure ?? "unknown") : null, now.toISOString(), id)
    .run();
}

/** Counts a delivery attempt and remembers why it failed, leaving the status as it is. */
export async function recordAttempt(db: D1Database, id: number, now: Date, failure?: string): Promise<void> {
  await db
    .prepare("UPDATE leads SET attempts = attempts + 1, failure = ?, updated_at = ? WHERE id = ?")
    .bind(failure ?? null, now.toISOString(), id)
    .run();
}

/** Leads still `received` since before `olderThan`: their mail job was never queued (a crash between the two writes). */
export async function leadsStuckInReceived(db: D1Database, olderThan: Date, limit = 50): Promise<number[]> {
  const { results } = await db
    .prepare("SELECT id FROM leads WHERE status = 'received' AND updated_at < ? ORDER BY updated_at LIMIT ?")
    .bind(olderThan.toISOString(), limit)
    .all<{ id: number }>();
  return results.map((r) => r.id);
}

/** Whether a lead was already stored under this idempotency key (a double submit). */
export async function leadExists(db: D1Database, idempotencyKey: string): Promise<boolean> {
  return (
    (await db
      .prepare("SELECT 1 AS found FROM leads WHERE idempotency_key = ?")
      .bind(idempotencyKey)
      .first<number>("found")) === 1
  );
}
