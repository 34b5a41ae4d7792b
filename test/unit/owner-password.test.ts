import { describe, expect, it } from "vitest";
import {
  DEVELOPMENT_PEPPER,
  hashPassword,
  PBKDF2_ITERATIONS,
  passwordProblem,
  pepperFor,
  verifyPassword,
} from "../../worker/owners/password.ts";

// Owners' password hashes (decision 035): PBKDF2-SHA256, exactly 100,000 iterations,
// a fresh 16-byte salt, a secret pepper, and a check that answers false without throwing.

const PEPPER = "unit-test-pepper";

function parts(stored: string) {
  const [scheme, iterations, salt, hash, ...rest] = stored.split("$");
  return {
    scheme,
    iterations,
    salt: Uint8Array.from(atob(salt!), (c) => c.charCodeAt(0)),
    hash: Uint8Array.from(atob(hash!), (c) => c.charCodeAt(0)),
    rest,
  };
}

/** PBKDF2 as the module documents it, computed here independently: HMAC(pepper, password) stretched. */
async function expectedHash(
  password: string,
  pepper: string,
  salt: Uint8Array<ArrayBuffer>,
  iterations: number,
): Promise<Uint8Array> {
  const hmacKey = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(pepper),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const peppered = await crypto.subtle.sign("HMAC", hmacKey, new TextEncoder().encode(password));
  const material = await crypto.subtle.importKey("raw", peppered, "PBKDF2", false, ["deriveBits"]);
  return new Uint8Array(
    await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations }, material, 256),
  );
}

describe("hashPassword", () => {
  it("writes pbkdf2-sha256$100000$<16-byte salt>$<32-byte hash>", async () => {
    const stored = await hashPassword("correct horse battery", PEPPER);
    const { scheme, iterations, salt, hash, rest } = parts(stored);
    expect(stored).toMatch(/^pbkdf2-sha256\$100000\$[A-Za-z0-9+/]+={0,2}\$[A-Za-z0-9+/]+={0,2}$/);
    expect(scheme).toBe("pbkdf2-sha256");
    expect(iterations).toBe("100000");
    expect(PBKDF2_ITERATIONS).toBe(100_000);
    expect(salt).toHaveLength(16);
    expect(hash).toHaveLength(32);
    expect(rest).toEqual([]);
  });

  it("stretches HMAC-SHA-256(pepper, password) with exactly 100,000 iterations over the stored salt", async () => {
    const stored = await hashPassword("correct horse battery", PEPPER);
    const { salt, hash } = parts(stored);
    expect(hash).toEqual(await expectedHash("correct horse battery", PEPPER, salt, 100_000));
    expect(hash).not.toEqual(await expectedHash("correct horse battery", PEPPER, salt, 99_999));
  });

  it("draws a new salt every time: the same password never gives the same value", async () => {
    const [a, b] = [await hashPassword("same password here", PEPPER), await hashPassword("same password here", PEPPER)];
    expect(parts(a).salt).not.toEqual(parts(b).salt);
    expect(a).not.toBe(b);
  });

  it("depends on the pepper: the same salt and password give another hash under another pepper", async () => {
    const { salt } = parts(await hashPassword("x", PEPPER));
    expect(await expectedHash("correct horse battery", PEPPER, salt, 1000)).not.toEqual(
      await expectedHash("correct horse battery", "other pepper", salt, 1000),
    );
    const stored = await hashPassword("correct horse battery", PEPPER);
    expect(await verifyPassword("correct horse battery", stored, "other pepper")).toBe(false);
  });
});

describe("verifyPassword", () => {
  it("accepts the password and refuses any other, even one character off or in another case", async () => {
    const stored = await hashPassword("Zonnige Terrasse 12!", PEPPER);
    expect(await verifyPassword("Zonnige Terrasse 12!", stored, PEPPER)).toBe(true);
    expect(await verifyPassword("Zonnige Terrasse 12", stored, PEPPER)).toBe(false);
    expect(await verifyPassword("zonnige terrasse 12!", stored, PEPPER)).toBe(false);
    expect(await verifyPassword("", stored, PEPPER)).toBe(false);
  });

  it("treats a password typed in another Unicode form as the same (NFC)", async () => {
    const stored = await hashPassword("Crème brûlée à Ixelles", PEPPER);
    expect(await verifyPassword("Cre\u0300me bru\u0302le\u0301e a\u0300 Ixelles", stored, PEPPER)).toBe(true);
  });

  it.each([
    ["no hash (unknown account, password not set)", null],
    ["an empty value", ""],
    ["another scheme", "bcrypt$10$abc$def"],
    [
      "more iterations than Workers allows",
      "pbkdf2-sha256$600000$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=",
    ],
    ["a short hash", "pbkdf2-sha256$100000$AAAAAAAAAAAAAAAAAAAAAA==$AAAA"],
    ["broken base64", "pbkdf2-sha256$100000$!!!$???"],
    ["extra fields", "pbkdf2-sha256$100000$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=$x"],
  ])("answers false for %s, without throwing", async (_case, stored) => {
    await expect(verifyPassword("anything at all", stored, PEPPER)).resolves.toBe(false);
  });

  it("still verifies a hash made with fewer iterations (an older value)", async () => {
    const salt = crypto.getRandomValues(new Uint8Array(16));
    const hash = await expectedHash("older password", PEPPER, salt, 50_000);
    const b64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
    const stored = `pbkdf2-sha256$50000$${b64(salt)}$${b64(hash)}`;
    expect(await verifyPassword("older password", stored, PEPPER)).toBe(true);
  });
});

describe("pepperFor", () => {
  it("uses the secret, falls back to the development pepper only with the local stand-ins, and else refuses to go on", () => {
    expect(pepperFor({ OWNER_PASSWORD_PEPPER: "secret", LOCAL_STANDINS: "on" })).toBe("secret");
    expect(pepperFor({ LOCAL_STANDINS: "on" })).toBe(DEVELOPMENT_PEPPER);
    expect(() => pepperFor({ LOCAL_STANDINS: "" })).toThrow(/OWNER_PASSWORD_PEPPER is not set/);
  });
});

describe("passwordProblem (a new password: 10 to 128 characters)", () => {
  it.each([
    ["", "owners.auth.password.required"],
    ["          ", "owners.auth.password.required"],
    ["short1234", "owners.auth.password.tooShort"],
    [" short1234", "owners.auth.password.tooShort"],
    ["  short1234  ", "owners.auth.password.tooShort"],
    [" ten chars! ", undefined],
    [` ${"x".repeat(128)}`, "owners.auth.password.tooLong"],
    ["ten chars!", undefined],
    ["é".repeat(10), undefined],
    ["🏠".repeat(10), undefined],
    ["x".repeat(128), undefined],
    ["x".repeat(129), "owners.auth.password.tooLong"],
  ])("%j → %s", (password, problem) => {
    expect(passwordProblem(password)).toBe(problem);
  });
});
