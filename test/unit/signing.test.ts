import { describe, expect, it } from "vitest";
import { signToken, verifyToken } from "../../worker/forms/signing.ts";

const env = { FORM_CHALLENGE_SECRET: "a-secret-for-tests-only", LOCAL_STANDINS: "" };

describe("signed tokens for links in mails", () => {
  it("verify for the purpose and message they were made for, and nothing else", async () => {
    const token = await signToken(env, "unsubscribe", "newsletter:12");
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await verifyToken(env, "unsubscribe", "newsletter:12", token)).toBe(true);
    expect(await verifyToken(env, "unsubscribe", "newsletter:13", token)).toBe(false);
    expect(await verifyToken(env, "upload", "newsletter:12", token)).toBe(false);
    expect(
      await verifyToken({ ...env, FORM_CHALLENGE_SECRET: "another-secret" }, "unsubscribe", "newsletter:12", token),
    ).toBe(false);
  });

  it("accept one spelling only: the last character's unused bits changed is a different token", async () => {
    const token = await signToken(env, "upload", "cv/abc:1797965291");
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    // 43 characters carry 258 bits for a 256-bit signature: the last character's two low bits
    // are unused, so the three characters that differ from it only there decode to the same bytes.
    const last = alphabet.indexOf(token.at(-1)!);
    const sameBytes = [0, 1, 2, 3].map((low) => alphabet[(last & ~3) | low]!).filter((c) => c !== token.at(-1));
    expect(sameBytes).toHaveLength(3);
    for (const c of sameBytes)
      expect(await verifyToken(env, "upload", "cv/abc:1797965291", token.slice(0, -1) + c)).toBe(false);
    expect(await verifyToken(env, "upload", "cv/abc:1797965291", token)).toBe(true);
  });

  it("refuse malformed signatures without throwing", async () => {
    for (const bad of ["", "!!!", "a".repeat(500), "====", "%00"])
      expect(await verifyToken(env, "unsubscribe", "x", bad)).toBe(false);
  });
});
