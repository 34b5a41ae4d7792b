import { describe, expect, it } from "vitest";
import {
  commonPasswords,
  newPasswordProblem,
  ownerNames,
  passwordRuleProblem,
} from "../../worker/owners/password-rules.ts";

// What a new owner password must not be (decision 048): too short or too long, one of the
// 100,000 most common passwords, or anything containing the owner's e-mail address, its local
// part or the username, whatever the case.

const OWNER = { email: "An.Peeters@Example.be", username: "apeeters" };
const COMMON = new Set(["qwertyuiop", "1234567890", "iloveyou12"]);

describe("passwordRuleProblem", () => {
  it.each([
    ["Zonnige terrasse in Ukkel", undefined],
    ["kort", "owners.auth.password.tooShort"],
    ["x".repeat(129), "owners.auth.password.tooLong"],
    ["          ", "owners.auth.password.required"],
    ["qwertyuiop", "owners.auth.password.common"],
    ["QwertyUIOP", "owners.auth.password.common"],
    [" 1234567890 ", "owners.auth.password.common"],
    // Spaces around a password do not count towards its length: a short common one padded stays short.
    ["123456789 ", "owners.auth.password.tooShort"],
    ["password  ", "owners.auth.password.tooShort"],
    ["  qwerty  ", "owners.auth.password.tooShort"],
    ["\tiloveyou\n", "owners.auth.password.tooShort"],
    ["  Zonnige terrasse  ", undefined],
    ["an.peeters@example.be!", "owners.auth.password.personal"],
    ["mijn AN.PEETERS wachtwoord", "owners.auth.password.personal"],
    ["ApeetersApeeters", "owners.auth.password.personal"],
    ["peeters en zonen 1990", undefined],
  ])("%j → %s", (password, expected) => {
    expect(passwordRuleProblem(password, OWNER, COMMON)).toBe(expected);
  });

  it("forbids the address, its local part and the username, each of three characters or more", () => {
    expect(ownerNames(OWNER)).toEqual(["an.peeters@example.be", "an.peeters", "apeeters"]);
    expect(ownerNames({ email: "jo@example.be", username: null })).toEqual(["jo@example.be"]);
    expect(passwordRuleProblem("jo jo jo jo jo jo", { email: "jo@example.be" }, COMMON)).toBeUndefined();
  });
});

describe("the published list", () => {
  it("is loaded once and refuses the long common passwords, in any case", async () => {
    const first = commonPasswords();
    expect(commonPasswords()).toBe(first);
    const list = await first;
    expect(list.size).toBeGreaterThan(2000);
    for (const common of ["1234567890", "qwertyuiop", "QWERTYUIOP", "iloveyou12"]) {
      expect(await newPasswordProblem(common, OWNER)).toBe("owners.auth.password.common");
    }
    expect(await newPasswordProblem("Zonnige terrasse in Ukkel", OWNER)).toBeUndefined();
  });
});
