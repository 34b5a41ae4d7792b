/**
 * The text challenge visitors without JavaScript answer instead of Turnstile (decision 027).
 *
 * A challenge is a signed id, `{random}.{expires}.{signature}`: the random part names it, the
 * expiry (seconds since the epoch) limits it to CHALLENGE_LIFETIME_SECONDS, and an HMAC over
 * both with FORM_CHALLENGE_SECRET proves the worker issued it. The characters to type are derived
 * from the random part with the same key, so the id never reveals them and nothing is stored
 * until the challenge is answered (then it is spent: challenge-store.ts).
 */
import { envOf } from "../env.ts";
import { base64Url, hmacSha256 } from "../http/bytes.ts";

/** A fallback challenge is valid this long after the form was rendered. */
export const CHALLENGE_LIFETIME_SECONDS = 10 * 60;

/** How many characters the visitor types. */
export const CHALLENGE_LENGTH = 5;

/**
 * The characters a challenge may use: upper case only (answers are case-insensitive) and none
 * that read as another when distorted: no 0/O/Q/D, 1/I/L, 2/Z, 5/S, 8/B or G.
 */
export const CHALLENGE_ALPHABET = "ACEFHJKMNPRTUVWXY34679";

/** `wrangler types` lists variables only; FORM_CHALLENGE_SECRET is a secret (`wrangler secret put`). */
export interface ChallengeEnv {
  LOCAL_STANDINS: string;
  FORM_CHALLENGE_SECRET?: string;
}

/** The signing key's text: the secret, or in local development a fixed default (worker/env.ts). */
export function challengeSecret(env: ChallengeEnv): string {
  const secret = envOf(env).formChallengeSecret;
  if (secret) return secret;
  // A missing secret in production must be noticed at once, not turned into forms nobody can send.
  throw new Error("FORM_CHALLENGE_SECRET is not set (wrangler secret put FORM_CHALLENGE_SECRET)");
}

export interface ReadChallenge {
  /** The random part: what the store marks as spent. */
  key: string;
  expiresAt: number;
  characters: string;
}

export type ChallengeCheck = { ok: true; challenge: ReadChallenge } | { ok: false; reason: "invalid" | "expired" };

/** Constant-time comparison, so the signature cannot be guessed byte by byte from timings. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

async function charactersFor(secret: string, key: string): Promise<string> {
  const bytes = await hmacSha256(secret, `characters.${key}`);
  return Array.from(
    bytes.slice(0, CHALLENGE_LENGTH),
    (byte) => CHALLENGE_ALPHABET[byte % CHALLENGE_ALPHABET.length],
  ).join("");
}

/** A new signed challenge id, valid CHALLENGE_LIFETIME_SECONDS from `now`. */
export async function createChallenge(secret: string, now: Date): Promise<string> {
  const key = base64Url(crypto.getRandomValues(new Uint8Array(12)));
  const expires = Math.floor(now.getTime() / 1000) + CHALLENGE_LIFETIME_SECONDS;
  const signed = `${key}.${expires}`;
  return `${signed}.${base64Url(await hmacSha256(secret, signed))}`;
}

/** The challenge an id names, if the worker signed it and it has not expired at `now`. */
export async function readChallenge(secret: string, id: string, now: Date): Promise<ChallengeCheck> {
  const parts = /^([A-Za-z0-9_-]{16})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(id);
  if (!parts) return { ok: false, reason: "invalid" };
  const [, key, expires, signature] = parts as unknown as [string, string, string, string];
  if (!sameText(base64Url(await hmacSha256(secret, `${key}.${expires}`)), signature))
    return { ok: false, reason: "invalid" };
  const expiresAt = Number(expires);
  if (Math.floor(now.getTime() / 1000) > expiresAt) return { ok: false, reason: "expired" };
  return { ok: true, challenge: { key, expiresAt, characters: await charactersFor(secret, key) } };
}

/** Whether what the visitor typed is the challenge's characters: case and spaces do not matter. */
export function answerMatches(characters: string, answer: string): boolean {
  return sameText(answer.replace(/\s+/g, "").toUpperCase(), characters.toUpperCase());
}
