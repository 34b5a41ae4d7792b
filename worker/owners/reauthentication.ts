/**
 * A logged-in owner proving again who they are before changing how they log in or ending
 * sessions (decision 048): the password typed again, counted first against the same limits as
 * the login (the owner's e-mail address as the name, and the client), so a stolen session cannot
 * guess the password faster than the login page allows.
 */
import { findOwnerById, type OwnerAccount } from "./auth-accounts.ts";
import { pepperFor, verifyPassword } from "./password.ts";
import type { OwnerSession } from "./sessions.ts";
import { accountKey, claimAttempt, clearAccountFailures, clientKey } from "./throttle.ts";

export type Reauthentication = { ok: true; owner: OwnerAccount } | { ok: false; problem: "locked"; until: Date } | { ok: false; problem: "wrong" };

/** Claims an attempt, then checks the password typed; the claim stays counted unless `reauthenticated` follows. */
export async function checkCurrentPassword(env: Env, session: OwnerSession, clientAddress: string | null, password: string, now: Date): Promise<Reauthentication> {
  const pepper = pepperFor(env);
  const claim = await claimAttempt(env.DB, { account: accountKey(session.email), client: await clientKey(clientAddress, pepper) }, now);
  if (!claim.claimed) return { ok: false, problem: "locked", until: claim.until };
  const owner = await findOwnerById(env.DB, session.ownerId);
  const matches = await verifyPassword(password, owner?.passwordHash ?? null, pepper);
  return owner && matches ? { ok: true, owner } : { ok: false, problem: "wrong" };
}

/** After a successful confirmation the owner's failures are forgotten, as after a login. */
export async function reauthenticated(env: Env, session: OwnerSession): Promise<void> {
  await clearAccountFailures(env.DB, accountKey(session.email));
}
