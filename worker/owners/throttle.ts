/**
 * Brute-force limits on the owner login (issue 6, decision 035): failed logins are counted by
 * the name typed (lower case, whether or not an account has it, so the limit says nothing about
 * which accounts exist) and by client (a keyed hash of its address, never the address itself).
 * Five failures for one name, or twenty from one client, within 15 minutes: further attempts are
 * refused without looking at the password until enough failures have left the window.
 */
import { hex, hmacSha256 } from "../http/bytes.ts";

export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const ACCOUNT_FAILURE_LIMIT = 5;
export const CLIENT_FAILURE_LIMIT = 20;

/** Who a failure is counted against. */
export interface LoginKeys {
  account: string;
  client: string;
}

/** The name typed as the limit counts it. */
export function accountKey(typed: string): string {
  return typed.trim().toLowerCase();
}

/**
 * The client as the limit counts it: HMAC-SHA-256 of its address under the pepper, hex. D1 never
 * holds the address, and without the secret the hash cannot be reversed by trying every IPv4.
 */
export async function clientKey(address: string | null | undefined, pepper: string): Promise<string> {
  return hex(await hmacSha256(pepper, `login-client\n${address ?? "unknown"}`));
}

export type Lockout = { locked: false } | { locked: true; until: Date };

/**
 * When the limit on `column` lifts: the limit-th most recent failure within the window leaves it.
 * Undefined when fewer failures than the limit are in the window.
 */
async function lockedUntil(db: D1Database, column: "account_key" | "client_key", key: string, limit: number, now: Date): Promise<Date | undefined> {
  const since = new Date(now.getTime() - FAILURE_WINDOW_MS).toISOString();
  const failedAt = await db
    .prepare(`SELECT failed_at FROM login_failures WHERE ${column} = ? AND failed_at > ? ORDER BY failed_at DESC LIMIT 1 OFFSET ?`)
    .bind(key, since, limit - 1)
    .first<string>("failed_at");
  return failedAt ? new Date(Date.parse(failedAt) + FAILURE_WINDOW_MS) : undefined;
}

/** Whether a login for these keys is refused now, and until when. */
export async function loginLockout(db: D1Database, keys: LoginKeys, now: Date): Promise<Lockout> {
  const [account, client] = await Promise.all([
    lockedUntil(db, "account_key", keys.account, ACCOUNT_FAILURE_LIMIT, now),
    lockedUntil(db, "client_key", keys.client, CLIENT_FAILURE_LIMIT, now),
  ]);
  const until = [account, client].filter((d): d is Date => d !== undefined).sort((a, b) => b.getTime() - a.getTime())[0];
  return until ? { locked: true, until } : { locked: false };
}

/** Whole minutes until `until`, at least one: what the refusal tells the owner. */
export function minutesUntil(until: Date, now: Date): number {
  return Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
}

/** Counts a failed login; failures that have left the window are removed on the way. */
export async function recordLoginFailure(db: D1Database, keys: LoginKeys, now: Date): Promise<void> {
  await db.batch([
    db.prepare("DELETE FROM login_failures WHERE failed_at <= ?").bind(new Date(now.getTime() - FAILURE_WINDOW_MS).toISOString()),
    db.prepare("INSERT INTO login_failures (account_key, client_key, failed_at) VALUES (?, ?, ?)").bind(keys.account, keys.client, now.toISOString()),
  ]);
}

/** A successful login clears the failures counted against its account name (not the client's). */
export async function clearAccountFailures(db: D1Database, account: string): Promise<void> {
  await db.prepare("DELETE FROM login_failures WHERE account_key = ?").bind(account).run();
}
