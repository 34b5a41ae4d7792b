/**
 * Owners' sessions (decision 035): a 256-bit random token in a `__Host-` cookie
 * (Secure, HttpOnly, SameSite=Lax, no Domain, Path=/), of which D1 keeps only the SHA-256. A
 * session ends after 30 minutes without a request or 12 hours after the login, whichever comes
 * first; at logout; and for all of an owner's sessions when the password changes. Every login
 * starts a new session with a new token, and so does every time the owner proves again who they
 * are (decision 048: password changed, second factor turned on or off, password confirmed). An
 * owner has at most ten sessions: a new one ends the least recently used beyond that.
 */
import { base64Url, sha256Hex } from "../http/bytes.ts";
import { readCookie } from "../http/language.ts";

export const SESSION_COOKIE = "__Host-owner_session";

/** A session ends this long after the owner's last request… */
export const SESSION_IDLE_MS = 30 * 60 * 1000;
/** …and at the latest this long after the login. */
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
/** The most sessions one owner keeps open at once. */
export const SESSIONS_PER_OWNER = 10;
/** How long after typing the password a session may end the owner's other sessions without typing it again. */
export const RECENT_AUTHENTICATION_MS = 10 * 60 * 1000;
/** The longest User-Agent kept to describe a session's device. */
const USER_AGENT_MAX = 300;

const COOKIE_ATTRIBUTES = "Path=/; Secure; HttpOnly; SameSite=Lax";

export interface OwnerSession {
  ownerId: number;
  name: string;
  email: string;
  language: string;
  /** The hex SHA-256 of the cookie's token: how logout names the session. */
  tokenHash: string;
  /** When the session last typed the password (ISO). */
  authenticatedAt: string;
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
  authenticated_at: string | null;
  name: string;
  email: string;
  language: string;
}

/**
 * The owner a read is about, as SQL standing for the owner's id with its one value bound to `?1`:
 * an owner by id, or the owner of a session by its token's hash. The second is for reads made in
 * the session's own batch (`readOwnerSessionWith`), whose results count only once the same batch
 * found the session live.
 */
export interface OwnerRef {
  sql: string;
  value: number | string;
}

export function ownerById(ownerId: number): OwnerRef {
  return { sql: "?1", value: ownerId };
}

export function ownerOfSession(tokenHash: string): OwnerRef {
  return { sql: "(SELECT owner_id FROM owner_sessions WHERE token_hash = ?1)", value: tokenHash };
}

/**
 * The owner the request's cookie belongs to, or null. An expired session is deleted; a live one
 * counts this request as activity (last_seen_at = now).
 */
export async function readOwnerSession(
  db: D1Database,
  cookieHeader: string | undefined,
  now: Date,
): Promise<OwnerSession | null> {
  return (await readOwnerSessionWith(db, cookieHeader, now, () => []))?.session ?? null;
}

/**
 * The same, and the results of the page's own reads about the session's owner (`reads`, given the
 * owner as `ownerOfSession`), made in one round trip: the session as it was, the request's
 * activity written only where the session is still live by the same rule as `isExpired`
 * (julianday reads the stored times as dates, whatever their precision), then the reads. The
 * reads' results are given only with a live session.
 */
export async function readOwnerSessionWith(
  db: D1Database,
  cookieHeader: string | undefined,
  now: Date,
  reads: (owner: OwnerRef) => D1PreparedStatement[],
): Promise<{ session: OwnerSession; results: D1Result[] } | null> {
  const token = sessionToken(cookieHeader);
  if (!token) return null;
  const tokenHash = await sha256Hex(token);
  const [found, , ...results] = await db.batch([
    db
      .prepare(
        `SELECT s.token_hash, s.owner_id, s.created_at, s.last_seen_at, s.authenticated_at, o.name, o.email, o.language
         FROM owner_sessions s JOIN owners o ON o.id = s.owner_id
         WHERE s.token_hash = ?`,
      )
      .bind(tokenHash),
    db
      .prepare(
        `UPDATE owner_sessions SET last_seen_at = ?1
         WHERE token_hash = ?2 AND julianday(last_seen_at) >= julianday(?3) AND julianday(created_at) >= julianday(?4)`,
      )
      .bind(
        now.toISOString(),
        tokenHash,
        new Date(now.getTime() - SESSION_IDLE_MS).toISOString(),
        new Date(now.getTime() - SESSION_ABSOLUTE_MS).toISOString(),
      ),
    ...reads(ownerOfSession(tokenHash)),
  ]);
  const row = found?.results[0] as SessionRow | undefined;
  if (!row) return null;
  if (isExpired(row.created_at, row.last_seen_at, now)) {
    await revokeSession(db, tokenHash);
    return null;
  }
  return {
    session: {
      ownerId: row.owner_id,
      name: row.name,
      email: row.email,
      language: row.language,
      tokenHash,
      authenticatedAt: row.authenticated_at ?? row.created_at,
    },
    results,
  };
}

/** Whether the session typed the password recently enough to end the owner's other sessions. */
export function recentlyAuthenticated(session: Pick<OwnerSession, "authenticatedAt">, now: Date): boolean {
  const at = Date.parse(session.authenticatedAt);
  return !Number.isNaN(at) && now.getTime() - at <= RECENT_AUTHENTICATION_MS;
}

function newToken(): string {
  return base64Url(crypto.getRandomValues(new Uint8Array(32)));
}

function cookieFor(token: string): string {
  return `${SESSION_COOKIE}=${token}; ${COOKIE_ATTRIBUTES}`;
}

/**
 * A new session for the owner, with the browser's User-Agent to describe it: the token for the
 * cookie, and the Set-Cookie value carrying it.
 */
export async function createSession(
  db: D1Database,
  ownerId: number,
  now: Date,
  userAgent?: string | null,
): Promise<{ token: string; cookie: string }> {
  const token = newToken();
  const at = now.toISOString();
  await db.batch([
    // Sessions that ended without a logout are removed as new ones start.
    db
      .prepare("DELETE FROM owner_sessions WHERE last_seen_at < ? OR created_at < ?")
      .bind(
        new Date(now.getTime() - SESSION_IDLE_MS).toISOString(),
        new Date(now.getTime() - SESSION_ABSOLUTE_MS).toISOString(),
      ),
    db
      .prepare(
        "INSERT INTO owner_sessions (token_hash, owner_id, created_at, last_seen_at, authenticated_at, user_agent) VALUES (?, ?, ?, ?, ?, ?)",
      )
      .bind(await sha256Hex(token), ownerId, at, at, at, userAgent ? userAgent.slice(0, USER_AGENT_MAX) : null),
    db
      .prepare(
        `DELETE FROM owner_sessions WHERE owner_id = ?1 AND token_hash NOT IN
         (SELECT token_hash FROM owner_sessions WHERE owner_id = ?1 ORDER BY last_seen_at DESC, created_at DESC LIMIT ?2)`,
      )
      .bind(ownerId, SESSIONS_PER_OWNER),
  ]);
  return { token, cookie: cookieFor(token) };
}

/** An SQL condition and the values of its `?` placeholders, in order. */
export interface SqlCondition {
  sql: string;
  values: readonly (string | number | null)[];
}

/** SQL that holds while the session whose token hash is bound in place of its `?` exists. */
export const SESSION_EXISTS = "EXISTS (SELECT 1 FROM owner_sessions WHERE token_hash = ?)";

/**
 * Makes a change of the account after the owner proved again who they are, together with the
 * session's renewal: a new token, the session's start kept (the 12 hours still count from the
 * login), counted as freshly authenticated. One batch that happens once: the renewal comes
 * first, made only while the session still has its token and `onlyWhile` holds (the state the
 * change was checked against), and the statements `change` gives for the renewed session's token
 * hash must each hold SESSION_EXISTS for it, so they run only where the renewal did. Of two
 * requests at once (a double click, another tab) the later changes nothing. Returns the cookie
 * carrying the new token, or undefined when nothing changed.
 */
export async function changeWithRenewal(
  db: D1Database,
  tokenHash: string,
  now: Date,
  change: (renewedTokenHash: string) => Promise<D1PreparedStatement[]>,
  onlyWhile?: SqlCondition,
): Promise<string | undefined> {
  const token = newToken();
  const renewed = await sha256Hex(token);
  const at = now.toISOString();
  const renewal = db
    .prepare(
      `UPDATE owner_sessions SET token_hash = ?, authenticated_at = ?, last_seen_at = ? WHERE token_hash = ?${onlyWhile ? ` AND ${onlyWhile.sql}` : ""}`,
    )
    .bind(renewed, at, at, tokenHash, ...(onlyWhile?.values ?? []));
  const [renewing] = await db.batch([renewal, ...(await change(renewed))]);
  return renewing?.meta.changes === 1 ? cookieFor(token) : undefined;
}

/** A session as the owner's sessions page lists it. */
export interface OpenSession {
  /** Names the session in the page's forms: the start of its token's hash, which reveals nothing of the token. */
  reference: string;
  createdAt: string;
  lastSeenAt: string;
  userAgent: string | null;
  current: boolean;
}

const REFERENCE_LENGTH = 32;

/** The owner's sessions that have not expired, the current one first, then the most recently used. */
export async function openSessions(
  db: D1Database,
  ownerId: number,
  currentTokenHash: string,
  now: Date,
): Promise<OpenSession[]> {
  const { results } = await db
    .prepare(
      "SELECT token_hash, created_at, last_seen_at, user_agent FROM owner_sessions WHERE owner_id = ? ORDER BY last_seen_at DESC",
    )
    .bind(ownerId)
    .all<{ token_hash: string; created_at: string; last_seen_at: string; user_agent: string | null }>();
  return results
    .filter((row) => !isExpired(row.created_at, row.last_seen_at, now))
    .map((row) => ({
      reference: row.token_hash.slice(0, REFERENCE_LENGTH),
      createdAt: row.created_at,
      lastSeenAt: row.last_seen_at,
      userAgent: row.user_agent,
      current: row.token_hash === currentTokenHash,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}

/** Ends one of the owner's other sessions by its reference; false when there was none (already ended). */
export async function endOtherSession(
  db: D1Database,
  ownerId: number,
  reference: string,
  currentTokenHash: string,
): Promise<boolean> {
  if (!/^[0-9a-f]{32}$/.test(reference)) return false;
  const result = await db
    .prepare("DELETE FROM owner_sessions WHERE owner_id = ? AND substr(token_hash, 1, ?) = ? AND token_hash <> ?")
    .bind(ownerId, REFERENCE_LENGTH, reference, currentTokenHash)
    .run();
  return result.meta.changes > 0;
}

/**
 * The statement that ends every session of the owner but the current one. It ends nothing once
 * the current session itself is gone (renewed or ended by another request meanwhile): a session
 * that no longer exists never ends the one that replaced it.
 */
export function endOtherSessionsStatement(
  db: D1Database,
  ownerId: number,
  currentTokenHash: string,
): D1PreparedStatement {
  return db
    .prepare(`DELETE FROM owner_sessions WHERE owner_id = ? AND token_hash <> ? AND ${SESSION_EXISTS}`)
    .bind(ownerId, currentTokenHash, currentTokenHash);
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
