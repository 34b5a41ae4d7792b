/**
 * Password reminders' links (decision 035): single use, valid one hour. The token is
 * `<reset id>.<signature>`, the signature an HMAC (purpose "owner-reset", the form secret) over
 * the reset's id, owner and expiry. D1 keeps only the token's SHA-256, yet the mail hook can
 * build the link again when the queue sends (or resends) the mail, because signing is
 * deterministic. Choosing a new password spends the token, every other open link of the owner,
 * and every session of the owner.
 */
import type { ChallengeEnv } from "../forms/challenge.ts";
import { signToken } from "../forms/signing.ts";
import { sha256Hex } from "../http/bytes.ts";

export const RESET_LIFETIME_MS = 60 * 60 * 1000;

/** Reminders per owner per hour that send a link; more are thanked the same way and send nothing. */
export const RESETS_PER_HOUR = 3;

export interface PasswordReset {
  id: number;
  ownerId: number;
  expiresAt: string;
}

interface ResetRow {
  id: number;
  owner_id: number;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
}

/** The link's token for a reset. */
export async function resetToken(env: ChallengeEnv, reset: PasswordReset): Promise<string> {
  return `${reset.id}.${await signToken(env, "owner-reset", `${reset.id}:${reset.ownerId}:${reset.expiresAt}`)}`;
}

/**
 * A new reset for the owner, remembered with the reminder's lead; undefined when the owner has
 * asked RESETS_PER_HOUR reminders in the last hour already (no mail then).
 */
export async function createPasswordReset(
  env: ChallengeEnv & { DB: D1Database },
  ownerId: number,
  leadId: number,
  now: Date,
): Promise<PasswordReset | undefined> {
  const db = env.DB;
  const since = new Date(now.getTime() - RESET_LIFETIME_MS).toISOString();
  const recent = await db
    .prepare("SELECT COUNT(*) AS n FROM password_resets WHERE owner_id = ? AND created_at > ?")
    .bind(ownerId, since)
    .first<number>("n");
  if ((recent ?? 0) >= RESETS_PER_HOUR) return undefined;
  const expiresAt = new Date(now.getTime() + RESET_LIFETIME_MS).toISOString();
  // The token names the row, so the row comes first, with a placeholder no token hashes to.
  const id = await db
    .prepare(
      "INSERT INTO password_resets (owner_id, token_hash, lead_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?) RETURNING id",
    )
    .bind(ownerId, `pending:${crypto.randomUUID()}`, leadId, now.toISOString(), expiresAt)
    .first<number>("id");
  if (id === null) throw new Error(`the password reset of owner ${ownerId} was not stored`);
  const reset = { id, ownerId, expiresAt };
  await db
    .prepare("UPDATE password_resets SET token_hash = ? WHERE id = ?")
    .bind(await sha256Hex(await resetToken(env, reset)), id)
    .run();
  return reset;
}

/** The reset a reminder's lead created, if it created one. */
export async function resetForLead(db: D1Database, leadId: number): Promise<PasswordReset | undefined> {
  const row = await db
    .prepare("SELECT id, owner_id, expires_at FROM password_resets WHERE lead_id = ? ORDER BY id LIMIT 1")
    .bind(leadId)
    .first<{ id: number; owner_id: number; expires_at: string }>();
  return row ? { id: row.id, ownerId: row.owner_id, expiresAt: row.expires_at } : undefined;
}

export type ResetCheck = { ok: true; reset: PasswordReset } | { ok: false; reason: "invalid" | "used" | "expired" };

const TOKEN = /^([1-9]\d{0,14})\.[A-Za-z0-9_-]{43}$/;

/** What a link's token is worth now: a reset that may still be used, or why not. */
export async function checkResetToken(
  db: D1Database,
  token: string | null | undefined,
  now: Date,
): Promise<ResetCheck> {
  const match = TOKEN.exec(token ?? "");
  if (!token || !match) return { ok: false, reason: "invalid" };
  const row = await db
    .prepare("SELECT id, owner_id, token_hash, expires_at, used_at FROM password_resets WHERE id = ?")
    .bind(Number(match[1]))
    .first<ResetRow>();
  // Both sides are hashes of the token: comparing them reveals nothing about the token itself.
  if (!row || row.token_hash !== (await sha256Hex(token))) return { ok: false, reason: "invalid" };
  if (row.used_at !== null) return { ok: false, reason: "used" };
  if (Date.parse(row.expires_at) <= now.getTime()) return { ok: false, reason: "expired" };
  return { ok: true, reset: { id: row.id, ownerId: row.owner_id, expiresAt: row.expires_at } };
}

/**
 * Sets the owner's new password through the reset: the reset is spent first (so two posts of
 * the same link cannot both pass), then the password is stored, every session of the owner ends
 * and the owner's other open links are spent. False when the reset was spent or expired meanwhile.
 */
export async function completePasswordReset(
  db: D1Database,
  reset: PasswordReset,
  passwordHash: string,
  now: Date,
): Promise<boolean> {
  const at = now.toISOString();
  const claimed = await db
    .prepare("UPDATE password_resets SET used_at = ? WHERE id = ? AND used_at IS NULL AND expires_at > ?")
    .bind(at, reset.id, at)
    .run();
  if (claimed.meta.changes !== 1) return false;
  await db.batch([
    db
      .prepare("UPDATE owners SET password_hash = ?, password_changed_at = ?, updated_at = ? WHERE id = ?")
      .bind(passwordHash, at, at, reset.ownerId),
    db.prepare("DELETE FROM owner_sessions WHERE owner_id = ?").bind(reset.ownerId),
    db.prepare("UPDATE password_resets SET used_at = ? WHERE owner_id = ? AND used_at IS NULL").bind(at, reset.ownerId),
  ]);
  return true;
}
