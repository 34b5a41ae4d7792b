/**
 * One login attempt (SPEC §6, §8; decisions 035 and 048), in this order: input that cannot be a
 * login is refused before anything is looked up; the attempt claims a slot of its account name's
 * and client's limits, and is refused without looking at the password when none is left; then
 * the password is checked, against a dummy hash
 * when no account has the name, so both answers take the same time and read the same ("The
 * username or password are not correct."). A success starts a new session and queues the
 * agency's notice; anything that breaks on our side reads "Login failed".
 */
import * as v from "valibot";
import { fieldMessages, readFields } from "../../client/forms/values.ts";
import { OWNER_LOGIN_FIELDS, OwnerLoginSchema, type OwnerLogin } from "../../client/forms/schemas/owner-login.ts";
import type { LoginProblem } from "../../client/owners/auth-model.ts";
import { storeLead } from "../forms/leads.ts";
import { queueLeadMail } from "../mail/message.ts";
import { findOwnerByLogin, type OwnerAccount } from "./auth-accounts.ts";
import { OWNER_LOGIN_FORM } from "./login-mail.ts";
import { pepperFor, verifyPassword } from "./password.ts";
import { createSession } from "./sessions.ts";
import { accountKey, claimAttempt, clearAccountFailures, clientKey, minutesUntil, secondsUntil } from "./throttle.ts";

export type LoginOutcome =
  | {
      kind: "refused";
      status: 403 | 422 | 429 | 503;
      problem: LoginProblem;
      /** The name typed, to show again. */
      account: string;
      errors: Partial<Record<"account" | "password", string>>;
      /** With "locked": minutes to wait, and the moment the limit lifts. */
      minutes?: number;
      retryAfterSeconds?: number;
    }
  | { kind: "done"; owner: OwnerAccount; cookie: string };

export interface LoginRequest {
  data: FormData;
  /** CF-Connecting-IP: who the client limit counts. */
  clientAddress: string | null;
  lang: string;
  origin: string;
}

/**
 * Stores the login as a lead and queues its mail, the agency's notice (login-mail.ts). The
 * owner is logged in whatever happens here: a lead left "received" is queued again later.
 */
async function notifyAgency(env: Env, owner: OwnerAccount, request: LoginRequest, now: Date): Promise<void> {
  try {
    const { lead } = await storeLead(
      env.DB,
      {
        form: OWNER_LOGIN_FORM,
        language: request.lang,
        idempotencyKey: crypto.randomUUID(),
        email: owner.email,
        payload: { name: owner.name, email: owner.email },
        context: { origin: request.origin, ownerId: owner.id },
      },
      now,
    );
    await queueLeadMail(env, lead.id, now);
  } catch (error) {
    console.error(`owner ${owner.id}: the agency's login notice could not be stored or queued`, error);
  }
}

export async function attemptLogin(env: Env, request: LoginRequest, now: Date): Promise<LoginOutcome> {
  const values = readFields(request.data, OWNER_LOGIN_FIELDS);
  const typed = typeof values.account === "string" ? values.account.trim().slice(0, 254) : "";
  const parsed = v.safeParse(OwnerLoginSchema, values);
  if (!parsed.success) return { kind: "refused", status: 422, problem: "invalid", account: typed, errors: fieldMessages(parsed.issues) };
  const { account, password } = parsed.output as OwnerLogin;

  try {
    const pepper = pepperFor(env);
    const keys = { account: accountKey(account), client: await clientKey(request.clientAddress, pepper) };
    // The attempt is counted before the password is checked, so parallel posts cannot outrun the limit.
    const claim = await claimAttempt(env.DB, keys, now);
    if (!claim.claimed) {
      return { kind: "refused", status: 429, problem: "locked", account, errors: {}, minutes: minutesUntil(claim.until, now), retryAfterSeconds: secondsUntil(claim.until, now) };
    }
    const owner = await findOwnerByLogin(env.DB, account);
    // Without an account the dummy hash is checked: the same work, the same answer.
    const matches = await verifyPassword(password, owner?.passwordHash ?? null, pepper);
    if (!owner || !matches) return { kind: "refused", status: 422, problem: "wrong", account, errors: {} };
    await clearAccountFailures(env.DB, keys.account);
    const { cookie } = await createSession(env.DB, owner.id, now);
    await notifyAgency(env, owner, request, now);
    return { kind: "done", owner, cookie };
  } catch (error) {
    console.error("owner login failed", error);
    return { kind: "refused", status: 503, problem: "failed", account, errors: {} };
  }
}
