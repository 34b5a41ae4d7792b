import { describe, expect, it } from "vitest";
import {
  base32Decode,
  base32Encode,
  hotp,
  matchingStep,
  otpauthUri,
  timeStep,
  totpAt,
  totpInput,
  type TotpHash,
} from "../../worker/owners/totp.ts";

// One-time codes of the owners' second factor (decision 048): RFC 6238's own test vectors, the
// step window and a code accepted once.

const ascii = (text: string) => new TextEncoder().encode(text);
const SEEDS: Record<TotpHash, Uint8Array<ArrayBuffer>> = {
  "SHA-1": ascii("12345678901234567890"),
  "SHA-256": ascii("12345678901234567890123456789012"),
  "SHA-512": ascii("1234567890123456789012345678901234567890123456789012345678901234"),
};

describe("RFC 6238, appendix B", () => {
  it.each([
    [59, "1970-01-01 00:00:59", 1, "94287082", "SHA-1"],
    [59, "1970-01-01 00:00:59", 1, "46119246", "SHA-256"],
    [59, "1970-01-01 00:00:59", 1, "90693936", "SHA-512"],
    [1111111109, "2005-03-18 01:58:29", 0x23523ec, "07081804", "SHA-1"],
    [1111111109, "2005-03-18 01:58:29", 0x23523ec, "68084774", "SHA-256"],
    [1111111109, "2005-03-18 01:58:29", 0x23523ec, "25091201", "SHA-512"],
    [1111111111, "2005-03-18 01:58:31", 0x23523ed, "14050471", "SHA-1"],
    [1111111111, "2005-03-18 01:58:31", 0x23523ed, "67062674", "SHA-256"],
    [1111111111, "2005-03-18 01:58:31", 0x23523ed, "99943326", "SHA-512"],
    [1234567890, "2009-02-13 23:31:30", 0x273ef07, "89005924", "SHA-1"],
    [1234567890, "2009-02-13 23:31:30", 0x273ef07, "91819424", "SHA-256"],
    [1234567890, "2009-02-13 23:31:30", 0x273ef07, "93441116", "SHA-512"],
    [2000000000, "2033-05-18 03:33:20", 0x3f940aa, "69279037", "SHA-1"],
    [2000000000, "2033-05-18 03:33:20", 0x3f940aa, "90698825", "SHA-256"],
    [2000000000, "2033-05-18 03:33:20", 0x3f940aa, "38618901", "SHA-512"],
    [20000000000, "2603-10-11 11:33:20", 0x27bc86aa, "65353130", "SHA-1"],
    [20000000000, "2603-10-11 11:33:20", 0x27bc86aa, "77737706", "SHA-256"],
    [20000000000, "2603-10-11 11:33:20", 0x27bc86aa, "47863826", "SHA-512"],
  ] as const)("T = %i (%s UTC): step %i gives %s with %s", async (seconds, utc, step, code, hash) => {
    const at = new Date(seconds * 1000);
    expect(at.toISOString().replace("T", " ").slice(0, 19)).toBe(utc);
    expect(timeStep(at)).toBe(step);
    expect(await totpAt(SEEDS[hash], at, 8, hash)).toBe(code);
  });

  it("gives the six-digit codes apps show: the last six digits of the eight", async () => {
    expect(await totpAt(SEEDS["SHA-1"], new Date(59_000))).toBe("287082");
    expect(await hotp(SEEDS["SHA-1"], 0x23523ec)).toBe("081804");
  });
});

describe("matchingStep", () => {
  const secret = SEEDS["SHA-1"];
  const at = new Date(1111111111 * 1000);
  const step = timeStep(at);

  it("accepts the current step and one on either side, nothing further", async () => {
    expect(await matchingStep(secret, await hotp(secret, step), at, null)).toBe(step);
    expect(await matchingStep(secret, await hotp(secret, step - 1), at, null)).toBe(step - 1);
    expect(await matchingStep(secret, await hotp(secret, step + 1), at, null)).toBe(step + 1);
    expect(await matchingStep(secret, await hotp(secret, step - 2), at, null)).toBeUndefined();
    expect(await matchingStep(secret, await hotp(secret, step + 2), at, null)).toBeUndefined();
    expect(await matchingStep(secret, "000000", at, null)).toBeUndefined();
  });

  it("refuses a code of a step at or before the last one accepted", async () => {
    const code = await hotp(secret, step);
    expect(await matchingStep(secret, code, at, step)).toBeUndefined();
    expect(await matchingStep(secret, code, at, step + 1)).toBeUndefined();
    expect(await matchingStep(secret, code, at, step - 1)).toBe(step);
  });
});

describe("base32 and the app's address", () => {
  it("round-trips RFC 4648's examples and what people type", () => {
    expect(base32Encode(ascii("foobar"))).toBe("MZXW6YTBOI");
    expect(base32Encode(ascii("12345678901234567890"))).toBe("GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ");
    expect(base32Decode("mzxw 6ytb oi==")).toEqual(ascii("foobar"));
    expect(base32Decode("MZXW1")).toBeUndefined();
    expect(base32Decode("")).toBeUndefined();
  });

  it("reads six digits, with spaces, and nothing else", () => {
    expect(totpInput(" 123 456 ")).toBe("123456");
    expect(totpInput("12345")).toBeUndefined();
    expect(totpInput("12345a")).toBeUndefined();
  });

  it("names the agency and the owner in the otpauth address", () => {
    expect(otpauthUri(SEEDS["SHA-1"], "Lambermont Real Estate", "an@example.be")).toBe(
      "otpauth://totp/Lambermont%20Real%20Estate:an%40example.be?secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ&issuer=Lambermont+Real+Estate",
    );
  });
});
