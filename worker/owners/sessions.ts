/**
 * Owners' sessions (issue 6, decision 035): a 256-bit random token in a `__Host-` cookie
 * (Secure, HttpOnly, SameSite=Lax, no Domain, Path=/), of which D1 keeps only the SHA-256. A
 * session ends after 30 minutes without a request or 12 hours after the login, whichever comes
 * first; at logout; and for all of an owner's sessions when the password changes. Every login
 * starts a new session with a new token.
 */
import { base64Url, sha256Hex } from "../http/bytes.ts";
import { readCookie } from "../http/language.ts";

export const SESSION_COOKIE = "__Host-owner_session";

/** A session ends this long after the owner's last request… */
export const SESSION_IDLE_MS = 30 * 60 * 1000;
/** …and at the latest this long after the login. */
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;

const COOKIE_ATTRIBUTES = "Path=/; Secure; HttpOnly; SameSite=Lax";

export interface OwnerSession {
  ownerId: number;
  name: string;
  email: string;
  language: string;
  /** The hex SHA-256 of the cookie's token: how logout names the session. */
  tokenHash: string;
}

/** A cookie value worth looking up: printable, no separators, not absurdly long. */
const TOKEN_TEXT = /^[A-Za-z0-9._~+/=-]{1,256}$/;

/** The session token the request's cookie carries, or undefined. */
export function sessionToken(cookieHeader: string | undefined | null): string | undefined {
  const token = readCookie(cookieHeader, SESSION_COOKIE);
  return token && TOKEN_TEXT.test(token) ? token : undefined;
}

function isExpired(createdAt: string, lastSeenAt: string, now: Date): boolean {
  const at = now.getTime();
  const created = Date.parse(createdAt);
  const lastSeen = Date.parse(lastSeenAt);
  if (Number.isNaN(created) || Number.isNaN(lastSeen)) return true;
  return at - lastSeen > SESSION_IDLE_MS || at - created > SESSION_ABSOLUTE_MS;
}

interface SessionRow {
  token_hash: string;
  owner_id: number;
  created_at: string;
  last_seen_at: string;
  name: string;
  email: string;
  language: string;
}

/**
 * The owner the request's cookie belongs to, or null. An expired session is deleted; a live one
 * counts this request as activity (last_seen_at = now).
 */
export async function readOwnerSession(db: D1Database, cookieHeader: string | undefined, now: Date): Promise<OwnerSession | null> {
  const token = sessionToken(cookieHeader);
  if (!token) return null;
  const tokenHash = await sha256Hex(token);
  const row = await db
    .prepare(
      `SELECT s.token_hash, s.owner_id, s.created_at, s.last_seen_at, o.name, o.email, o.language
       FROM owner_sessions s JOIN owners o ON o.id = s.owner_id
       WHERE s.token_hash = ?`,
    )
    .bind(tokenHash)
    .first<SessionRow>();
  if (!row) return null;
  if (isExpired(row.created_at, row.last_seen_at, now)) {
    await revokeSession(db, tokenHash);
    return null;
  }
  await db.prepare("UPDATE owner_sessions SET last_seen_at = ? WHERE token_hash = ?").bind(now.toISOString(), tokenHash).run();
  return { ownerId: row.owner_id, name: row.name, email: row.email, language: row.language, tokenHash };
}

/** A new session for the owner: the token for the cookie, and the Set-Cookie value carrying it. */
export async function createSession(db: D1Database, ownerId: number, now: Date): Promise<{ token: string; cookie: string }> {
  const token = base64Url(crypto.getRandomValues(new Uint8Array(32)));
  const at = now.toISOString();
  await db.batch([
    // Sessions that ended without a logout are removed as new ones start.
    db
      .prepare("DELETE FROM owner_sessions WHERE last_seen_at < ? OR created_at < ?")
      .bind(new Date(now.getTime() - SESSION_IDLE_MS).toISOString(), new Date(now.getTime() - SESSION_ABSOLUTE_MS).toISOString()),
    db.prepare("INSERT INTO owner_sessions (token_hash, owner_id, created_at, last_seen_at) VALUES (?, ?, ?, ?)").bind(await sha256Hex(token), ownerId, at, at),
  ]);
  return { token, cookie: `${SESSION_COOKIE}=${token}; ${COOKIE_ATTRIBUTES}` };
}

/** Ends one session (logout). */
export async function revokeSession(db: D1Database, tokenHash: string): Promise<void> {
  await db.prepare("DELETE FROM owner_sessions WHERE token_hash = ?").bind(tokenHash).run();
}

/** Ends every session of the owner (password changed). */
export async function revokeOwnerSessions(db: D1Database, ownerId: number): Promise<void> {
  await db.prepare("DELETE FROM owner_sessions WHERE owner_id = ?").bind(ownerId).run();
}

/** The Set-Cookie value that removes the session cookie from the browser. */
export function clearSessionCookie(): string {
  return `${SESSION_COOKIE}=; ${COOKIE_ATTRIBUTES}; Max-Age=0`;
}
