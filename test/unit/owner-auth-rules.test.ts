import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { isAccountName } from "../../shared/forms/schemas/owner-login.ts";
import { newPasswordProblems } from "../../worker/owners/auth-reset.ts";
import { afterLogin, safeNext } from "../../worker/owners/auth-routes.ts";
import { accountKey, lockout } from "../../worker/owners/throttle.ts";
import { loadSiteConfig } from "../../worker/site/config-store.ts";
import { siteFromConfig } from "../../worker/site/site.ts";

// The owner login's small rules (decision 035): what can be an account name, what a new password
// and its confirmation must be, where a login may lead, and how a lockout is told.

describe("isAccountName", () => {
  it.each([
    ["an.peeters@example.be", true],
    ["apeeters", true],
    ["a.peeters-2", true],
    ["an.peeters@@example.be", false],
    ["an.peeters@example", false],
    ["@example.be", false],
    ["an peeters", false],
    ["apeeters\u0000", false],
  ])("%j → %s", (text, expected) => {
    expect(isAccountName(text)).toBe(expected);
  });
});

describe("accountKey", () => {
  it("counts a name the way it is looked up: trimmed, lower case", () => {
    expect(accountKey("  An.Peeters@Example.BE ")).toBe("an.peeters@example.be");
  });
});

describe("newPasswordProblems (passwords must match)", () => {
  it.each([
    ["Lang genoeg wachtwoord", "Lang genoeg wachtwoord", {}],
    ["Lang genoeg wachtwoord", "lang genoeg wachtwoord", { confirmation: "owners.auth.reset.errors.mismatch" }],
    ["Lang genoeg wachtwoord", "", { confirmation: "owners.auth.reset.errors.confirmationRequired" }],
    ["kort", "kort", { password: "owners.auth.password.tooShort" }],
    [
      "",
      "",
      { password: "owners.auth.password.required", confirmation: "owners.auth.reset.errors.confirmationRequired" },
    ],
    // A confirmation is only compared with a password that is acceptable.
    ["kort", "anders", { password: "owners.auth.password.tooShort" }],
  ])("%j / %j → %j", async (password, confirmation, expected) => {
    expect(
      await newPasswordProblems(password, confirmation, { email: "an.peeters@example.be", username: "apeeters" }),
    ).toEqual(expected);
  });
});

describe("where a login leads", () => {
  const site = async () => siteFromConfig(await loadSiteConfig(env.SITE_CONFIG, 0));

  it("follows a path under the dashboard in any language, and nothing else", async () => {
    const s = await site();
    const origin = "https://agency.test";
    expect(safeNext(s, "/en/my-properties/", origin)).toBe("/en/my-properties/");
    expect(safeNext(s, "/nl/mijn-panden/4567/?tab=visits", origin)).toBe("/nl/mijn-panden/4567/?tab=visits");
    expect(safeNext(s, "https://agency.test/en/my-properties/", origin)).toBe("/en/my-properties/");
    for (const next of [
      "//evil.example/",
      "https://evil.example/en/my-properties/",
      "/\\evil.example",
      "/.//evil.example/en/my-properties/",
      "/en/my-properties/../../",
      "/en/my-properties",
      "/fr/contact/",
      "",
      null,
    ]) {
      expect(safeNext(s, next, origin)).toBeUndefined();
    }
    expect(afterLogin(s, "fr", "//evil.example/", origin)).toBe("/fr/mes-biens/");
    expect(afterLogin(s, "fr", "/en/my-properties/12/", origin)).toBe("/en/my-properties/12/");
  });
});

describe("lockout", () => {
  const now = new Date("2026-03-02T10:00:00Z");
  it.each([
    ["2026-03-02T10:15:00Z", 15, 900],
    ["2026-03-02T10:14:01Z", 15, 841],
    ["2026-03-02T10:00:20Z", 1, 20],
    ["2026-03-02T10:00:00.200Z", 1, 1],
    ["2026-03-02T09:59:00Z", 1, 1],
  ])("until %s: %i minutes, Retry-After %i", (until, minutes, retryAfterSeconds) => {
    expect(lockout(new Date(until), now)).toEqual({ minutes, retryAfterSeconds });
  });
});
