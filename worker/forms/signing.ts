/**
 * Signed values for links in mails that work without logging in (an unsubscribe link, the
 * agency's link to an uploaded CV), and keyed hashes of what D1 must recognise without keeping
 * it (a friend's address): HMAC-SHA-256 over a purpose and a message, with the form
 * secret (FORM_CHALLENGE_SECRET). The purpose is part of what is signed, so a token made for one
 * use never passes as another. Verification is constant-time (crypto.subtle.verify).
 */
import { challengeSecret, type ChallengeEnv } from "./challenge.ts";
import { base64Url } from "../http/bytes.ts";

/** What a token may be used for; a new use adds its own name. */
export type TokenPurpose =
  | "unsubscribe"
  | "upload"
  | "demand-confirm"
  | "demand-edit"
  | "owner-reset"
  | "friend-recipient"
  | "owner-pending-login"
  | "testimonial-review";

const keys = new Map<string, Promise<CryptoKey>>();

function keyFor(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
      "sign",
      "verify",
    ]);
    keys.set(secret, key);
  }
  return key;
}

function signed(purpose: TokenPurpose, message: string): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(`${purpose}\n${message}`);
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | undefined {
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(text)) return undefined;
  try {
    const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    // One spelling per signature: the unused low bits of the last character must be zero, or
    // four different links (…A, …B, …C, …D) would all pass for the one the worker signed.
    return base64Url(bytes) === text ? bytes : undefined;
  } catch {
    return undefined;
  }
}

/** The signature of `message` for `purpose`, URL-safe (43 characters). */
export async function signToken(env: ChallengeEnv, purpose: TokenPurpose, message: string): Promise<string> {
  const key = await keyFor(challengeSecret(env));
  return base64Url(await crypto.subtle.sign("HMAC", key, signed(purpose, message)));
}

/** Whether `signature` was made by signToken for this purpose and message. Never throws on bad input. */
export async function verifyToken(
  env: ChallengeEnv,
  purpose: TokenPurpose,
  message: string,
  signature: string,
): Promise<boolean> {
  const bytes = fromBase64Url(signature);
  if (!bytes) return false;
  const key = await keyFor(challengeSecret(env));
  return crypto.subtle.verify("HMAC", key, bytes, signed(purpose, message));
}

/** The end of a link's `days`, counted from `from` (ISO 8601; now when unreadable), in Unix seconds. */
export function expiresAfter(from: string, days: number, now: Date = new Date()): number {
  const start = Date.parse(from);
  return Math.floor((Number.isNaN(start) ? now.getTime() : start) / 1000) + days * 24 * 60 * 60;
}

/** What a link that works until a time says of itself. */
export type ExpiringLinkCheck = "valid" | "invalid" | "expired";

/** The signature of a link about `subject` that works until `expires` (Unix seconds). */
export function signUntil(env: ChallengeEnv, purpose: TokenPurpose, subject: string, expires: number): Promise<string> {
  return signToken(env, purpose, `${subject}:${expires}`);
}

/**
 * Whether a link's expiry and signature are the ones signUntil made for `subject`, and still good
 * at `now`. A tampered or incomplete link is "invalid" whatever its date; only a signed one can
 * be "expired".
 */
export async function checkUntil(
  env: ChallengeEnv,
  purpose: TokenPurpose,
  subject: string,
  expires: string | null | undefined,
  signature: string | null | undefined,
  now: Date,
): Promise<ExpiringLinkCheck> {
  if (!expires || !/^\d{1,12}$/.test(expires) || !signature) return "invalid";
  if (!(await verifyToken(env, purpose, `${subject}:${expires}`, signature))) return "invalid";
  return Number(expires) * 1000 > now.getTime() ? "valid" : "expired";
}
