/**
 * A logged-in owner proving again who they are before changing how they log in or ending
 * sessions (decision 048): the password typed again, counted first against the same limits as
 * the login (the owner's e-mail address as the name, and the client), so a stolen session cannot
 * guess the password faster than the login page allows.
 */
import type { AccountRequest } from "./account-routes.ts";
import { findOwnerById, type OwnerAccount } from "./auth-accounts.ts";
import { pepperFor, verifyPassword } from "./password.ts";
import type { OwnerSession } from "./sessions.ts";
import { accountKey, claimAttempt, clearAccountFailures, clientKey, lockout } from "./throttle.ts";

/** How an account form names its password field, and its messages when the field is empty or wrong. */
export interface PasswordField<F extends string> {
  field: F;
  required: string;
  wrong: string;
}

/** How a page refuses a password that did not confirm: its status, what its view adds, and a Retry-After when locked. */
export interface PasswordRefusal<F extends string> {
  ok: false;
  status: 422 | 429;
  view: { problem?: "locked"; minutes?: number; errors: Partial<Record<F, string>> };
  retryAfterSeconds?: number;
}

/**
 * The password an account form posted, checked after an attempt is claimed: the owner, or the
 * page's refusal (422 with the field's message when empty or wrong, 429 with the wait when too
 * many attempts were made). The claim stays counted unless `reauthenticated` follows.
 */
export async function confirmPassword<F extends string>(
  request: Pick<AccountRequest, "env" | "session" | "clientAddress" | "now">,
  typed: string,
  form: PasswordField<F>,
): Promise<{ ok: true; owner: OwnerAccount } | PasswordRefusal<F>> {
  const { env, session, now } = request;
  const fieldError = (message: string): PasswordRefusal<F> => {
    const errors: Partial<Record<F, string>> = {};
    errors[form.field] = message;
    return { ok: false, status: 422, view: { errors } };
  };
  if (typed === "") return fieldError(form.required);
  const pepper = pepperFor(env);
  const claim = await claimAttempt(
    env.DB,
    { account: accountKey(session.email), client: await clientKey(request.clientAddress, pepper) },
    now,
  );
  if (!claim.claimed) {
    const wait = lockout(claim.until, now);
    return {
      ok: false,
      status: 429,
      view: { problem: "locked", minutes: wait.minutes, errors: {} },
      retryAfterSeconds: wait.retryAfterSeconds,
    };
  }
  const owner = await findOwnerById(env.DB, session.ownerId);
  const matches = await verifyPassword(typed, owner?.passwordHash ?? null, pepper);
  return owner && matches ? { ok: true, owner } : fieldError(form.wrong);
}

/** After a successful confirmation the owner's failures are forgotten, as after a login. */
export async function reauthenticated(env: Env, session: OwnerSession): Promise<void> {
  await clearAccountFailures(env.DB, accountKey(session.email));
}
