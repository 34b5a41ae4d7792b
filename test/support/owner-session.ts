import { env } from "cloudflare:test";
import { sha256Hex } from "../../worker/http/bytes.ts";
import { SESSION_COOKIE } from "../../worker/owners/sessions.ts";

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
  const owner = await env.DB.prepare("INSERT INTO owners (email, name, language, created_at, updated_at) VALUES (?, ?, ?, ?, ?) RETURNING id")
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
  await env.DB.prepare("INSERT INTO owner_sessions (token_hash, owner_id, created_at, last_seen_at) VALUES (?, ?, ?, ?)").bind(await sha256Hex(token), id, at, at).run();
  return { id, cookie: `${SESSION_COOKIE}=${token}` };
}
