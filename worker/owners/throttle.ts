/**
 * Brute-force limits on the owner login (decision 035, made race-free in decision 048): every
 * attempt first claims a slot, counted by the name typed (lower case, whether or not an account
 * has it, so the limit says nothing about which accounts exist) and by client (a keyed hash of
 * its address, never the address itself). Five claims for one name, or twenty from one client,
 * within 15 minutes: further attempts are refused without looking at the password until enough
 * claims have left the window. The claim is one statement, which D1 runs alone, so twenty
 * parallel posts for one name still check at most five passwords. A success clears the name's
 * claims, so what stays counted are the failures. The codes of the login's second step count
 * the same way against the owner instead of the name (ownerKey).
 */
import { hex, hmacSha256 } from "../http/bytes.ts";

export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const ACCOUNT_FAILURE_LIMIT = 5;
export const CLIENT_FAILURE_LIMIT = 20;

/** Who an attempt is counted against. */
export interface LoginKeys {
  account: string;
  client: string;
}

/** The name typed as the limit counts it. */
export function accountKey(typed: string): string {
  return typed.trim().toLowerCase();
}

/**
 * What the codes of the login's second step count against: the owner, whatever name was typed
 * for the password, so an owner with an e-mail address and a username has one limit on codes,
 * not two. The space, which no accepted name holds, keeps it apart from the names typed.
 */
export function ownerKey(ownerId: number): string {
  return `owner #${ownerId}`;
}

/**
 * The client as the limit counts it: HMAC-SHA-256 of its address under the pepper, hex. D1 never
 * holds the address, and without the secret the hash cannot be reversed by trying every IPv4.
 */
export async function clientKey(address: string | null | undefined, pepper: string): Promise<string> {
  return hex(await hmacSha256(pepper, `login-client\n${address ?? "unknown"}`));
}

export type AttemptClaim = { claimed: true } | { claimed: false; until: Date };

/**
 * When the limit on `column` lifts: the limit-th most recent claim within the window leaves it.
 * Undefined when fewer claims than the limit are in the window.
 */
async function limitLiftsAt(
  db: D1Database,
  column: "account_key" | "client_key",
  key: string,
  limit: number,
  now: Date,
): Promise<Date | undefined> {
  const since = new Date(now.getTime() - FAILURE_WINDOW_MS).toISOString();
  const failedAt = await db
    .prepare(
      `SELECT failed_at FROM login_failures WHERE ${column} = ? AND failed_at > ? ORDER BY failed_at DESC LIMIT 1 OFFSET ?`,
    )
    .bind(key, since, limit - 1)
    .first<string>("failed_at");
  return failedAt ? new Date(Date.parse(failedAt) + FAILURE_WINDOW_MS) : undefined;
}

/** One claim: claims that left the window go, then a slot is taken only while both counts are under their limits. */
async function tryClaim(db: D1Database, keys: LoginKeys, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - FAILURE_WINDOW_MS).toISOString();
  const [, claim] = await db.batch<{ id: number }>([
    db.prepare("DELETE FROM login_failures WHERE failed_at <= ?").bind(since),
    db
      .prepare(
        `INSERT INTO login_failures (account_key, client_key, failed_at)
         SELECT ?1, ?2, ?3
         WHERE (SELECT COUNT(*) FROM login_failures WHERE account_key = ?1 AND failed_at > ?4) < ?5
           AND (SELECT COUNT(*) FROM login_failures WHERE client_key = ?2 AND failed_at > ?4) < ?6
         RETURNING id`,
      )
      .bind(keys.account, keys.client, now.toISOString(), since, ACCOUNT_FAILURE_LIMIT, CLIENT_FAILURE_LIMIT),
  ]);
  return (claim?.results.length ?? 0) === 1;
}

/**
 * Claims an attempt for these keys before any password or code is checked, or says until when
 * attempts are refused. Refused attempts claim nothing.
 */
export async function claimAttempt(db: D1Database, keys: LoginKeys, now: Date): Promise<AttemptClaim> {
  if (await tryClaim(db, keys, now)) return { claimed: true };
  const [account, client] = await Promise.all([
    limitLiftsAt(db, "account_key", keys.account, ACCOUNT_FAILURE_LIMIT, now),
    limitLiftsAt(db, "client_key", keys.client, CLIENT_FAILURE_LIMIT, now),
  ]);
  const until = [account, client]
    .filter((d): d is Date => d !== undefined)
    .sort((a, b) => b.getTime() - a.getTime())[0];
  // The window moved on between the two reads: the limit has just lifted, so one more try.
  if (!until)
    return (await tryClaim(db, keys, now))
      ? { claimed: true }
      : { claimed: false, until: new Date(now.getTime() + 60_000) };
  return { claimed: false, until };
}

/** A refusal until `until` as the owner is told it. */
export interface Lockout {
  /** Whole minutes to wait, at least one: what the page says. */
  minutes: number;
  /** Seconds to wait, at least one: the response's Retry-After. */
  retryAfterSeconds: number;
}

export function lockout(until: Date, now: Date): Lockout {
  const wait = until.getTime() - now.getTime();
  return { minutes: Math.max(1, Math.ceil(wait / 60_000)), retryAfterSeconds: Math.max(1, Math.ceil(wait / 1000)) };
}

/** A successful login clears the attempts counted against its account keys (not the client's). */
export async function clearAccountFailures(db: D1Database, ...accounts: string[]): Promise<void> {
  await db
    .prepare(`DELETE FROM login_failures WHERE account_key IN (${accounts.map(() => "?").join(", ")})`)
    .bind(...accounts)
    .run();
}
