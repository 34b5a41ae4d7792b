import { env } from "cloudflare:test";
import { afterEach, beforeEach } from "vitest";
import { sha256Hex } from "../../worker/http/bytes.ts";
import { hashPassword } from "../../worker/owners/password.ts";
import { SESSION_COOKIE } from "../../worker/owners/sessions.ts";

/** The pepper the tests' worker hashes owners' passwords with (vitest.config.ts). */
export const OWNER_PEPPER = (env as Env & { OWNER_PASSWORD_PEPPER: string }).OWNER_PASSWORD_PEPPER;

/** An owner who can log in with `password`; returns the owner's id. */
export async function createOwner(owner: {
  email: string;
  username: string | null;
  name: string;
  language: string;
  password: string;
}): Promise<number> {
  const at = new Date().toISOString();
  const id = await env.DB.prepare(
    "INSERT INTO owners (email, username, name, language, password_hash, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id",
  )
    .bind(
      owner.email,
      owner.username,
      owner.name,
      owner.language,
      await hashPassword(owner.password, OWNER_PEPPER),
      at,
      at,
    )
    .first<number>("id");
  return id!;
}

/** The owner most owner tests log in as: an e-mail address and a username, Dutch-speaking. */
export const OWNER = {
  email: "an.peeters@example.be",
  username: "apeeters",
  name: "An Peeters",
  language: "nl",
  password: "Zonnige terrasse 12",
};
/** Another owner, with an e-mail address only, French-speaking: what is the first owner's must never be theirs. */
export const OTHER = {
  email: "luc.martin@example.be",
  username: null,
  name: "Luc Martin",
  language: "fr",
  password: "Jardin d'hiver 1050",
};

/**
 * Creates `owner` (OWNER unless told) and OTHER before each test of the file, and removes every
 * owner and what they left after it. The ids are read from the object returned, which each
 * test's beforeEach fills in.
 */
export function ownersForEachTest(owner: Parameters<typeof createOwner>[0] = OWNER): {
  ownerId: number;
  otherId: number;
} {
  const owners = { ownerId: 0, otherId: 0 };
  beforeEach(async () => {
    owners.ownerId = await createOwner(owner);
    owners.otherId = await createOwner(OTHER);
  });
  afterEach(clearOwners);
  return owners;
}

/** The session token a response's Set-Cookie gives the browser. */
export function tokenOf(response: Response): string {
  const token = /(?:^|, )__Host-owner_session=([^;]*);/.exec(response.headers.get("Set-Cookie") ?? "")?.[1];
  if (!token) throw new Error(`no session cookie in ${response.headers.get("Set-Cookie")}`);
  return token;
}

export const cookieFor = (token: string) => `${SESSION_COOKIE}=${token}`;

/** Runs the mail queue for every lead as the worker does locally, and returns the captured mails. */
export { deliverLeadMails as deliverMails } from "./mails.ts";

let made = 0;

/**
 * An owner with the given listings and a live session, made the way the portal stores them: a
 * row in owners, its links in owner_properties, and a session whose token's SHA-256 is in
 * owner_sessions. Returns the Cookie header that logs the owner in.
 */
export async function ownerWithSession(
  name: string,
  listings: number[],
  options: { language?: string; sessionAt?: Date } = {},
): Promise<{ id: number; cookie: string }> {
  const at = (options.sessionAt ?? new Date()).toISOString();
  const email = `owner-${++made}-${crypto.randomUUID().slice(0, 8)}@example.be`;
  const owner = await env.DB.prepare(
    "INSERT INTO owners (email, name, language, created_at, updated_at) VALUES (?, ?, ?, ?, ?) RETURNING id",
  )
    .bind(email, name, options.language ?? "nl", at, at)
    .first<{ id: number }>();
  const id = owner!.id;
  for (const [i, listing] of listings.entries()) {
    // Linked one second apart: the dashboard lists them in the order they were linked.
    await env.DB.prepare("INSERT INTO owner_properties (owner_id, listing_id, linked_at) VALUES (?, ?, ?)")
      .bind(id, listing, new Date(Date.parse(at) + i * 1000).toISOString())
      .run();
  }
  const token = `test-token-${crypto.randomUUID()}`;
  await env.DB.prepare(
    "INSERT INTO owner_sessions (token_hash, owner_id, created_at, last_seen_at) VALUES (?, ?, ?, ?)",
  )
    .bind(await sha256Hex(token), id, at, at)
    .run();
  return { id, cookie: `${SESSION_COOKIE}=${token}` };
}

/** Removes every owner and what owners' tests leave behind (sessions, attempts, links, leads and mails). */
export async function clearOwners(): Promise<void> {
  for (const table of [
    "owner_recovery_codes",
    "owner_sessions",
    "login_failures",
    "password_resets",
    "owners",
    "captured_mails",
    "lead_mails",
    "leads",
  ]) {
    await env.DB.prepare(`DELETE FROM ${table}`).run();
  }
}
