/**
 * Owners' passwords (decision 035): PBKDF2-SHA256 at exactly 100,000 iterations (the
 * most Workers allows: a higher count passes locally and fails after deploy), a 16-byte random
 * salt per password, and a server-side pepper held as a secret (OWNER_PASSWORD_PEPPER). The
 * pepper is applied as HMAC-SHA-256(pepper, password) and the result is what PBKDF2 stretches:
 * a stolen database alone cannot be attacked offline without the secret, and the HMAC also
 * turns passwords of any length into 32 bytes.
 *
 * Pure WebCrypto: the worker and the Node command line (`npm run owner`) share this module.
 */

import { envOf } from "../env.ts";
import { base64, hmacSha256 } from "../http/bytes.ts";

/** The iteration count of every new hash. Workers refuses more. */
export const PBKDF2_ITERATIONS = 100_000;

/** Bytes of random salt per password. */
export const SALT_BYTES = 16;

/** Bytes of derived key stored. */
const HASH_BYTES = 32;

const SCHEME = "pbkdf2-sha256";

export { DEVELOPMENT_PEPPER } from "../env.ts";

/** `wrangler types` lists variables only; OWNER_PASSWORD_PEPPER is a secret (`wrangler secret put`). */
export interface PepperEnv {
  LOCAL_STANDINS?: string;
  OWNER_PASSWORD_PEPPER?: string;
}

/** The pepper: the secret, or in local development a fixed default (worker/env.ts). */
export function pepperFor(env: PepperEnv): string {
  const pepper = envOf(env).ownerPasswordPepper;
  if (pepper) return pepper;
  // Hashing without the pepper would make passwords nobody can log in with once it is set.
  throw new Error("OWNER_PASSWORD_PEPPER is not set (wrangler secret put OWNER_PASSWORD_PEPPER)");
}

/** Shortest and longest password accepted when one is chosen (NIST SP 800-63B: length, no composition rules). */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;

/** A password as the rules compare it: NFC, lower case, without spaces around it. */
export function foldPassword(password: string): string {
  return password.normalize("NFC").trim().toLowerCase();
}

/**
 * What is wrong with a new password's length, as a message key, or undefined when it is
 * accepted. Length counts characters as people see them (code points). The minimum counts the
 * password as the rules compare it (foldPassword), so spaces around it add nothing: a common
 * password padded with spaces is as short as the common one. The maximum counts every character
 * hashed.
 */
export function passwordProblem(password: string): string | undefined {
  const compared = [...foldPassword(password)].length;
  if (compared === 0) return "owners.auth.password.required";
  if (compared < PASSWORD_MIN_LENGTH) return "owners.auth.password.tooShort";
  if ([...password.normalize("NFC")].length > PASSWORD_MAX_LENGTH) return "owners.auth.password.tooLong";
  return undefined;
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> | undefined {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(text)) return undefined;
  try {
    const binary = atob(text);
    return Uint8Array.from(binary, (c) => c.charCodeAt(0));
  } catch {
    return undefined;
  }
}

/** HMAC-SHA-256(pepper, password): the password as PBKDF2 receives it. */
function peppered(password: string, pepper: string): Promise<Uint8Array<ArrayBuffer>> {
  // NFC: the same password typed on another keyboard or system gives the same bytes.
  return hmacSha256(pepper, password.normalize("NFC"));
}

async function derive(
  password: string,
  pepper: string,
  salt: Uint8Array<ArrayBuffer>,
  iterations: number,
): Promise<Uint8Array> {
  const material = await crypto.subtle.importKey("raw", await peppered(password, pepper), "PBKDF2", false, [
    "deriveBits",
  ]);
  return new Uint8Array(
    await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations }, material, HASH_BYTES * 8),
  );
}

/** `pbkdf2-sha256$100000$<salt, base64>$<hash, base64>` with a fresh salt. */
export async function hashPassword(password: string, pepper: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await derive(password, pepper, salt, PBKDF2_ITERATIONS);
  return `${SCHEME}$${PBKDF2_ITERATIONS}$${base64(salt)}$${base64(hash)}`;
}

interface StoredHash {
  iterations: number;
  salt: Uint8Array<ArrayBuffer>;
  hash: Uint8Array;
}

/** A stored value as written by hashPassword (any count up to the cap), or undefined. */
function parseStored(stored: string | null): StoredHash | undefined {
  if (!stored) return undefined;
  const [scheme, count, salt64, hash64, ...rest] = stored.split("$");
  if (scheme !== SCHEME || rest.length > 0 || !count || !/^[1-9]\d{0,6}$/.test(count)) return undefined;
  const iterations = Number(count);
  const salt = fromBase64(salt64 ?? "");
  const hash = fromBase64(hash64 ?? "");
  if (iterations > PBKDF2_ITERATIONS || !salt || salt.length < SALT_BYTES || !hash || hash.length !== HASH_BYTES)
    return undefined;
  return { iterations, salt, hash };
}

/** Compares every byte whatever the first difference, so the time taken says nothing about where it is. */
function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  let difference = a.length ^ b.length;
  for (let i = 0; i < a.length; i++) difference |= a[i]! ^ (b[i % b.length] ?? 0);
  return difference === 0;
}

/** Stands in for a missing or unreadable hash, so that case costs the same PBKDF2 as a real one. */
const DUMMY: StoredHash = {
  iterations: PBKDF2_ITERATIONS,
  salt: new Uint8Array(SALT_BYTES),
  hash: new Uint8Array(HASH_BYTES),
};

/**
 * Whether `password` matches `stored`. An unknown account (null) or a garbled value does the
 * same work as a real check and returns false, so timing does not tell them apart.
 */
export async function verifyPassword(password: string, stored: string | null, pepper: string): Promise<boolean> {
  const parsed = parseStored(stored);
  const { iterations, salt, hash } = parsed ?? DUMMY;
  const derived = await derive(password, pepper, salt, iterations);
  return sameBytes(derived, hash) && parsed !== undefined;
}
