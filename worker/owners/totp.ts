/**
 * Time-based one-time passwords (RFC 6238, over HOTP of RFC 4226) as authenticator apps make
 * them: a 20-byte secret shown as base32, HMAC-SHA-1, six digits, a new code every 30 seconds.
 * A code of the step before or after the current one is accepted too (a phone's clock may be
 * half a minute off), and never a step at or before the last one accepted, so a code works once.
 *
 * Pure WebCrypto: the worker and the tests share it.
 */

export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Steps accepted on either side of the current one. */
export const TOTP_DRIFT_STEPS = 1;
/** Bytes of a new secret: 160 bits, as RFC 4226 recommends for HMAC-SHA-1. */
export const TOTP_SECRET_BYTES = 20;

export type TotpHash = "SHA-1" | "SHA-256" | "SHA-512";

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** RFC 4648 base32 without padding: how apps take a secret typed by hand. */
export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let text = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      text += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) text += BASE32[(value << (5 - bits)) & 31];
  return text;
}

/** Base32 as people copy it (any case, spaces, padding), or undefined for anything else. */
export function base32Decode(text: string): Uint8Array<ArrayBuffer> | undefined {
  const clean = text.replace(/[\s=]/g, "").toUpperCase();
  if (clean === "" || /[^A-Z2-7]/.test(clean)) return undefined;
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const character of clean) {
    value = (value << 5) | BASE32.indexOf(character);
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Uint8Array.from(bytes);
}

/** A new random secret. */
export function newTotpSecret(): Uint8Array<ArrayBuffer> {
  return crypto.getRandomValues(new Uint8Array(TOTP_SECRET_BYTES));
}

/** HOTP (RFC 4226): the code for one counter value, with its leading zeros. */
export async function hotp(
  secret: Uint8Array<ArrayBuffer>,
  counter: number,
  digits = TOTP_DIGITS,
  hash: TotpHash = "SHA-1",
): Promise<string> {
  const message = new Uint8Array(8);
  // The counter as an 8-byte big-endian number; steps stay far below 2^53.
  new DataView(message.buffer).setBigUint64(0, BigInt(counter));
  const key = await crypto.subtle.importKey("raw", secret, { name: "HMAC", hash }, false, ["sign"]);
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, message));
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = ((mac[offset]! & 0x7f) << 24) | (mac[offset + 1]! << 16) | (mac[offset + 2]! << 8) | mac[offset + 3]!;
  return String(binary % 10 ** digits).padStart(digits, "0");
}

/** The 30-second step a moment falls in (T = floor(unix time / 30)). */
export function timeStep(at: Date, period = TOTP_PERIOD_SECONDS): number {
  return Math.floor(at.getTime() / 1000 / period);
}

/** The code an app shows at a moment. */
export function totpAt(
  secret: Uint8Array<ArrayBuffer>,
  at: Date,
  digits = TOTP_DIGITS,
  hash: TotpHash = "SHA-1",
): Promise<string> {
  return hotp(secret, timeStep(at), digits, hash);
}

/** Six digits, as typed: spaces in the middle ("123 456") are allowed. */
export function totpInput(typed: string): string | undefined {
  const digits = typed.replace(/\s/g, "");
  return new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(digits) ? digits : undefined;
}

/**
 * The step whose code `code` is, among the current step and its neighbours, or undefined. A
 * step at or before `lastStep` (the last code accepted) never matches. Every candidate is
 * computed and compared, so the time taken does not say which one matched.
 */
export async function matchingStep(
  secret: Uint8Array<ArrayBuffer>,
  code: string,
  at: Date,
  lastStep: number | null,
): Promise<number | undefined> {
  const current = timeStep(at);
  let found: number | undefined;
  for (let step = current - TOTP_DRIFT_STEPS; step <= current + TOTP_DRIFT_STEPS; step++) {
    const expected = await hotp(secret, step);
    let difference = expected.length ^ code.length;
    for (let i = 0; i < expected.length; i++) difference |= expected.charCodeAt(i) ^ (code.charCodeAt(i) || 0);
    if (difference === 0 && (lastStep === null || step > lastStep) && found === undefined) found = step;
  }
  return found;
}

/**
 * The otpauth:// address an app reads from the QR code (the de facto Key URI format). SHA-1, six
 * digits and 30 seconds are that format's defaults, so they are left out: a shorter address
 * makes a QR code that is easier to scan.
 */
export function otpauthUri(secret: Uint8Array, issuer: string, account: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  return `otpauth://totp/${label}?${new URLSearchParams({ secret: base32Encode(secret), issuer }).toString()}`;
}
