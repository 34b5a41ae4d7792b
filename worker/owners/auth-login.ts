/**
 * One login attempt (decisions 035 and 048), in this order: input that cannot be a
 * login is refused before anything is looked up; the attempt claims a slot of its account name's
 * and client's limits, and is refused without looking at the password when none is left; then
 * the password is checked, against a dummy hash when no account has the name, so both answers
 * take the same time and read the same ("The username or password are not correct."). An owner
 * with a second factor then types a code (or a recovery code) in a second step, whose attempts
 * count against the owner (whatever name was typed) and the client, with the same limits; until
 * then the name's earlier failures stay counted. A success starts a new session and queues the
 * agency's notice; anything that breaks on our side reads "Login failed".
 */
import * as v from "valibot";
import { fieldMessages, readFields } from "../../shared/forms/values.ts";
import { OWNER_LOGIN_FIELDS, OwnerLoginSchema } from "../../shared/forms/schemas/owner-login.ts";
import type { LoginCodeProblem, LoginProblem } from "../../ui/owners/auth-model.ts";
import { storeLead } from "../forms/leads.ts";
import { queueLeadMail } from "../mail/message.ts";
import { findOwnerByLogin, type OwnerAccount } from "./auth-accounts.ts";
import { OWNER_LOGIN_FORM } from "./login-mail.ts";
import { pepperFor, verifyPassword } from "./password.ts";
import { pendingLoginOwner, pendingLoginToken } from "./pending-login.ts";
import { checkSecondFactor } from "./second-factor.ts";
import { createSession } from "./sessions.ts";
import { formText } from "./form-text.ts";
import {
  accountKey,
  claimAttempt,
  clearAccountFailures,
  clientKey,
  lockout,
  ownerKey,
  type LoginKeys,
  type Lockout,
} from "./throttle.ts";

export type LoginOutcome =
  | ({
      kind: "refused";
      status: 400 | 403 | 422 | 429 | 503;
      problem: LoginProblem;
      /** The name typed, to show again. */
      account: string;
      errors: Partial<Record<"account" | "password", string>>;
    } & Partial<Lockout>)
  | ({
      /** The password was right; the second factor's code is asked for (again). */
      kind: "code";
      status: 200 | 422 | 429 | 503;
      pending: string;
      account: string;
      problem?: LoginCodeProblem;
      errors: Partial<Record<"code", string>>;
    } & Partial<Lockout>)
  | { kind: "done"; owner: OwnerAccount; cookie: string };

export interface LoginRequest {
  data: FormData;
  /** CF-Connecting-IP: who the client limit counts. */
  clientAddress: string | null;
  /** Describes the session on the owner's sessions page. */
  userAgent: string | null;
  lang: string;
  origin: string;
}

/** The form field that carries a waiting login's token: its presence makes a post the second step. */
export const PENDING_FIELD = "pending";

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

/** Starts the session; the attempts counted against `accounts` (the name typed, and the owner for codes) are forgotten. */
async function logIn(
  env: Env,
  owner: OwnerAccount,
  accounts: string[],
  request: LoginRequest,
  now: Date,
): Promise<LoginOutcome> {
  await clearAccountFailures(env.DB, ...accounts);
  const { cookie } = await createSession(env.DB, owner.id, now, request.userAgent);
  await notifyAgency(env, owner, request, now);
  return { kind: "done", owner, cookie };
}

/** Who an attempt counts against: `account` (a name typed, or an owner for codes) and the request's client. */
async function keysFor(env: Env, account: string, request: LoginRequest): Promise<LoginKeys> {
  return { account, client: await clientKey(request.clientAddress, pepperFor(env)) };
}

export async function attemptLogin(env: Env, request: LoginRequest, now: Date): Promise<LoginOutcome> {
  const values = readFields(request.data, OWNER_LOGIN_FIELDS);
  const typed = typeof values.account === "string" ? values.account.trim().slice(0, 254) : "";
  const parsed = v.safeParse(OwnerLoginSchema, values);
  if (!parsed.success)
    return { kind: "refused", status: 422, problem: "invalid", account: typed, errors: fieldMessages(parsed.issues) };
  const { account, password } = parsed.output;

  try {
    const pepper = pepperFor(env);
    const keys = await keysFor(env, accountKey(account), request);
    // The attempt is counted before the password is checked, so parallel posts cannot outrun the limit.
    const claim = await claimAttempt(env.DB, keys, now);
    if (!claim.claimed)
      return { kind: "refused", status: 429, problem: "locked", account, errors: {}, ...lockout(claim.until, now) };
    const owner = await findOwnerByLogin(env.DB, account);
    // Without an account the dummy hash is checked: the same work, the same answer.
    const matches = await verifyPassword(password, owner?.passwordHash ?? null, pepper);
    if (!owner || !matches) return { kind: "refused", status: 422, problem: "wrong", account, errors: {} };
    if (owner.secondFactor.enabled) {
      return {
        kind: "code",
        status: 200,
        pending: await pendingLoginToken(env, owner, keys.account, now),
        account: keys.account,
        errors: {},
      };
    }
    return await logIn(env, owner, [keys.account], request, now);
  } catch (error) {
    console.error("owner login failed", error);
    return { kind: "refused", status: 503, problem: "failed", account, errors: {} };
  }
}

/** The second step: the code of the owner's app, or a recovery code, for a login whose password was right. */
export async function attemptSecondStep(env: Env, request: LoginRequest, now: Date): Promise<LoginOutcome> {
  const pending = formText(request.data, PENDING_FIELD, 200);
  const account = accountKey(formText(request.data, "account", 254));
  const code = formText(request.data, "code", 100);
  const again = (
    status: 422 | 429 | 503,
    problem: LoginCodeProblem | undefined,
    errors: Partial<Record<"code", string>> = {},
    wait: Partial<Lockout> = {},
  ): LoginOutcome => ({
    kind: "code",
    status,
    pending,
    account,
    errors,
    ...(problem ? { problem } : {}),
    ...wait,
  });
  try {
    const owner = await pendingLoginOwner(env, pending, account, now);
    // Too late, forged, spent (a code was accepted since), or the password changed meanwhile: the login starts over.
    if (!owner) return { kind: "refused", status: 400, problem: "expired", account, errors: {} };
    if (code.trim() === "") return again(422, undefined, { code: "owners.auth.code.errors.required" });
    // Codes count against the owner, not the name typed: an address and a username give no second limit.
    const claim = await claimAttempt(env.DB, await keysFor(env, ownerKey(owner.id), request), now);
    if (!claim.claimed) return again(429, "locked", {}, lockout(claim.until, now));
    // The agency removed the second factor meanwhile: the password alone is the login again.
    if (!owner.secondFactor.enabled) return { kind: "refused", status: 400, problem: "expired", account, errors: {} };
    if (!(await checkSecondFactor(env.DB, owner.id, owner.secondFactor, code, pepperFor(env), now)))
      return again(422, "wrong");
    return await logIn(env, owner, [account, ownerKey(owner.id)], request, now);
  } catch (error) {
    console.error("owner login failed at the second step", error);
    return again(503, "failed");
  }
}
