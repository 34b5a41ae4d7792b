/**
 * Recovery codes for an owner who lost the authenticator app (decision 048): ten codes, each 24
 * characters of 32 that cannot be misread for one another (120 random bits), shown once in six
 * groups of four. D1 keeps only the SHA-256 of each: with that much randomness a plain hash is
 * as good as a slow one. Typed back, case, spaces and dashes do not matter, and the letters
 * people confuse with digits (i, l, o) read as those digits.
 */
import { sha256Hex } from "../http/bytes.ts";

export const RECOVERY_CODE_COUNT = 10;
const CODE_LENGTH = 24;
const GROUP = 4;
/** Crockford's base32 alphabet, lower case: digits and letters without i, l, o, u. */
const ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz";

/** New codes, formatted for showing ("4f7k-…"). */
export function newRecoveryCodes(
  count = RECOVERY_CODE_COUNT,
  randomBytes: (n: number) => Uint8Array = (n) => crypto.getRandomValues(new Uint8Array(n)),
): string[] {
  return Array.from({ length: count }, () => {
    // 32 letters: each byte's low five bits pick one, with no bias.
    const characters = Array.from(randomBytes(CODE_LENGTH), (byte) => ALPHABET[byte & 31]!).join("");
    return characters.match(new RegExp(`.{${GROUP}}`, "g"))!.join("-");
  });
}

/** A code as typed, in its stored spelling, or undefined when it cannot be one. */
export function recoveryCodeInput(typed: string): string | undefined {
  const clean = typed.toLowerCase().replace(/[\s-]/g, "").replace(/[il]/g, "1").replace(/o/g, "0");
  return clean.length === CODE_LENGTH && [...clean].every((c) => ALPHABET.includes(c)) ? clean : undefined;
}

/** What D1 keeps of a code: the hex SHA-256 of its stored spelling. */
export function recoveryCodeHash(code: string): Promise<string> {
  return sha256Hex(recoveryCodeInput(code) ?? code);
}
