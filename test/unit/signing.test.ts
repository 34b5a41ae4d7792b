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
    expect(await verifyToken({ ...env, FORM_CHALLENGE_SECRET: "another-secret" }, "unsubscribe", "newsletter:12", token)).toBe(false);
  });

  it("refuse malformed signatures without throwing", async () => {
    for (const bad of ["", "!!!", "a".repeat(500), "====", "%00"]) expect(await verifyToken(env, "unsubscribe", "x", bad)).toBe(false);
  });
});
