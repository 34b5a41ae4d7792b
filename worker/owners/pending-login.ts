/**
 * Between the password and the second factor (decision 048): a login whose password was right
 * waits for the code with a signed token in the form, never a session. The token names the owner,
 * the name typed and an expiry five minutes on, and is signed together with a fingerprint of what
 * a login changes: the password hash, the step of the last app code accepted and the number of
 * unused recovery codes. A password changed in the meantime voids it, and so does any code
 * accepted since, its own included: a token gives one session at most. It grants nothing by
 * itself: only a right code turns it into a session.
 */
import type { ChallengeEnv } from "../forms/challenge.ts";
import { signToken, verifyToken } from "../forms/signing.ts";
import { sha256Hex } from "../http/bytes.ts";
import { findOwnerById, type OwnerAccount } from "./auth-accounts.ts";

export const PENDING_LOGIN_MS = 5 * 60 * 1000;

const TOKEN = /^([1-9]\d{0,14})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

type WaitingOwner = Pick<OwnerAccount, "id" | "passwordHash" | "secondFactor">;

async function signedMessage(owner: WaitingOwner, expires: number, account: string): Promise<string> {
  const { lastStep, recoveryCodesLeft } = owner.secondFactor;
  const fingerprint = (await sha256Hex(`${owner.passwordHash ?? ""}\n${lastStep ?? ""}\n${recoveryCodesLeft}`)).slice(
    0,
    32,
  );
  return `${owner.id}:${expires}:${account}:${fingerprint}`;
}

/** The token of a login waiting for its second factor. */
export async function pendingLoginToken(
  env: ChallengeEnv,
  owner: WaitingOwner,
  account: string,
  now: Date,
): Promise<string> {
  const expires = Math.floor((now.getTime() + PENDING_LOGIN_MS) / 1000);
  return `${owner.id}.${expires}.${await signToken(env, "owner-pending-login", await signedMessage(owner, expires, account))}`;
}

/** The owner a waiting login's token is for, when it is genuine, for this name, unexpired, and neither the password changed nor a code accepted since. */
export async function pendingLoginOwner(
  env: ChallengeEnv & { DB: D1Database },
  token: string,
  account: string,
  now: Date,
): Promise<OwnerAccount | undefined> {
  const match = TOKEN.exec(token);
  if (!match) return undefined;
  const expires = Number(match[2]);
  if (expires * 1000 <= now.getTime()) return undefined;
  const owner = await findOwnerById(env.DB, Number(match[1]));
  if (!owner) return undefined;
  return (await verifyToken(env, "owner-pending-login", await signedMessage(owner, expires, account), match[3]!))
    ? owner
    : undefined;
}
