/**
 * Newsletter addresses, as D1 stores them (migrations/0009): one row per address. Signing up
 * again updates the row, and re-activates an address that had left. Plain functions over D1.
 */
import { leadIdOf } from "../forms/leads.ts";

export type SubscriptionStatus = "active" | "unsubscribed";

export interface Subscription {
  id: number;
  email: string;
  firstName: string;
  language: string;
  status: SubscriptionStatus;
}

export interface NewSubscription {
  email: string;
  firstName?: string;
  language: string;
  /** The form that signed the address up. */
  source: "sign-newsletter" | "demand-register";
  /** The idempotency key of the lead that signs it, stored in the same batch (worker/forms/leads.ts). */
  leadKey: string;
}

/**
 * The statement that subscribes an address, or re-subscribes it (a first name left empty keeps the
 * one known), in the batch of the lead that signs it.
 */
export function subscribeStatement(db: D1Database, subscription: NewSubscription, now: Date): D1PreparedStatement {
  const at = now.toISOString();
  return db
    .prepare(
      `INSERT INTO subscriptions (email, first_name, language, source, lead_id, status, created_at, updated_at)
       VALUES (?, ?, ?, ?, ${leadIdOf}, 'active', ?, ?)
       ON CONFLICT (email) DO UPDATE SET
         first_name = CASE WHEN excluded.first_name != '' THEN excluded.first_name ELSE subscriptions.first_name END,
         language = excluded.language, source = excluded.source, lead_id = excluded.lead_id,
         status = 'active', unsubscribed_at = NULL, updated_at = excluded.updated_at`,
    )
    .bind(
      subscription.email.toLowerCase(),
      subscription.firstName?.trim() ?? "",
      subscription.language,
      subscription.source,
      subscription.leadKey,
      at,
      at,
    );
}

interface SubscriptionRow {
  id: number;
  email: string;
  first_name: string;
  language: string;
  status: SubscriptionStatus;
}

const fromRow = (row: SubscriptionRow): Subscription => ({
  id: row.id,
  email: row.email,
  firstName: row.first_name,
  language: row.language,
  status: row.status,
});

export async function getSubscription(db: D1Database, id: number): Promise<Subscription | undefined> {
  const row = await db
    .prepare("SELECT id, email, first_name, language, status FROM subscriptions WHERE id = ?")
    .bind(id)
    .first<SubscriptionRow>();
  return row ? fromRow(row) : undefined;
}

export async function subscriptionByEmail(db: D1Database, email: string): Promise<Subscription | undefined> {
  const row = await db
    .prepare("SELECT id, email, first_name, language, status FROM subscriptions WHERE email = ?")
    .bind(email.toLowerCase())
    .first<SubscriptionRow>();
  return row ? fromRow(row) : undefined;
}

/** Stops the newsletter for an address; an address already left stays as it was. */
export async function unsubscribeNewsletter(db: D1Database, id: number, now: Date): Promise<void> {
  const at = now.toISOString();
  await db
    .prepare(
      "UPDATE subscriptions SET status = 'unsubscribed', unsubscribed_at = ?, updated_at = ? WHERE id = ? AND status = 'active'",
    )
    .bind(at, at, id)
    .run();
}
