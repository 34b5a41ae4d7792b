import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  commonPasswordsModule,
  COMMON_PASSWORD_COUNT,
  mostCommonPasswords,
  passwordsToRefuse,
} from "../../scripts/common-passwords-source.ts";
import { commonPasswords, passwordRuleProblem } from "../../worker/owners/password-rules.ts";

// The published list behind the common-password rule (decision 048): the worker's copy is what
// the list gives, and every one of its 100,000 most common passwords is refused.

describe("the 100,000 most common passwords", () => {
  const published = mostCommonPasswords();

  it("come from the published list, most common first", () => {
    expect(published).toHaveLength(COMMON_PASSWORD_COUNT);
    expect(published.slice(0, 4)).toEqual(["123456", "password", "12345678", "qwerty"]);
    expect(new Set(published).size).toBe(COMMON_PASSWORD_COUNT);
  });

  it("are what worker/owners/common-passwords.ts holds (npm run common-passwords -- --check)", () => {
    expect(readFileSync("worker/owners/common-passwords.ts", "utf8")).toBe(
      commonPasswordsModule(passwordsToRefuse(published)),
    );
    const check = spawnSync("node", ["scripts/common-passwords.ts", "--check"], { encoding: "utf8" });
    expect(check.status, check.stderr).toBe(0);
  });

  it("are every one refused as a new password, by its length or by the list", async () => {
    const list = await commonPasswords();
    const owner = { email: "someone@example.be", username: "someone" };
    const accepted = published.filter((password) => passwordRuleProblem(password, owner, list) === undefined);
    expect(accepted).toEqual([]);
  });

  it("are refused padded with spaces too", async () => {
    const list = await commonPasswords();
    const owner = { email: "someone@example.be", username: "someone" };
    const padded = published.flatMap((password) => [`${password} `, ` ${password}`, `  ${password}  `]);
    expect(padded.filter((password) => passwordRuleProblem(password, owner, list) === undefined)).toEqual([]);
  });
});
