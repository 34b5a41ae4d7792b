/**
 * What a new owner password must not be (decision 048), wherever one is chosen: the reminder's
 * new-password page, the portal's change of password and the agency's tool. Beyond the length
 * (password.ts): none of the 100,000 most common passwords of a published list, and nothing that
 * contains the owner's e-mail address, the part of it before the "@", or the username. The
 * comparisons ignore case and spaces around the password, as the minimum length does.
 *
 * The list is loaded the first time a password is chosen, never when the worker starts or
 * renders a page.
 */
import { foldPassword, passwordProblem } from "./password.ts";

/** The account whose new password is checked. */
export interface PasswordOwner {
  email: string;
  username?: string | null;
}

/** A name shorter than this is too common a string to forbid inside a password. */
const SHORTEST_FORBIDDEN_NAME = 3;

/** The owner's names a password may not contain, folded: the address, its local part, the username. */
export function ownerNames(owner: PasswordOwner): string[] {
  const email = foldPassword(owner.email);
  const localPart = email.includes("@") ? email.slice(0, email.lastIndexOf("@")) : "";
  const names = [email, localPart, foldPassword(owner.username ?? "")];
  return [...new Set(names.filter((name) => [...name].length >= SHORTEST_FORBIDDEN_NAME))];
}

/**
 * What is wrong with a new password, as a message key, or undefined when it is accepted; `common`
 * holds the folded common passwords at least as long as the minimum (both counted folded).
 */
export function passwordRuleProblem(
  password: string,
  owner: PasswordOwner,
  common: ReadonlySet<string>,
): string | undefined {
  const length = passwordProblem(password);
  if (length) return length;
  const folded = foldPassword(password);
  if (common.has(folded)) return "owners.auth.password.common";
  if (ownerNames(owner).some((name) => folded.includes(name))) return "owners.auth.password.personal";
  return undefined;
}

let loaded: Promise<ReadonlySet<string>> | undefined;

/** The common passwords, read and indexed once per isolate, on first use. */
export function commonPasswords(): Promise<ReadonlySet<string>> {
  loaded ??= import("./common-passwords.ts").then(
    ({ LONG_COMMON_PASSWORDS }) => new Set(LONG_COMMON_PASSWORDS.split("\n")),
  );
  return loaded;
}

/** passwordRuleProblem with the published list. */
export async function newPasswordProblem(password: string, owner: PasswordOwner): Promise<string | undefined> {
  return passwordRuleProblem(password, owner, await commonPasswords());
}
