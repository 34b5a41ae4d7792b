/**
 * The owner login: an e-mail address or a username, and a password. Empty or
 * malformed input is refused before any account is looked up, with the "invalid e-mail or
 * password" for the form and a message on the field; the password is never sent back.
 */
import * as v from "valibot";

export const OWNER_LOGIN_MESSAGES = {
  accountRequired: "owners.auth.login.errors.accountRequired",
  accountInvalid: "owners.auth.login.errors.accountInvalid",
  passwordRequired: "owners.auth.login.errors.passwordRequired",
  passwordInvalid: "owners.auth.login.errors.passwordInvalid",
} as const;

/** No password can be longer than this (new ones stop at 128 characters); longer input is malformed. */
export const LOGIN_PASSWORD_MAX = 1024;

/**
 * An account name as owners have them: an e-mail address, or a username without spaces or
 * control characters. Anything with an "@" must read as an address.
 */
export function isAccountName(text: string): boolean {
  if (/[\s\p{Cc}]/u.test(text)) return false;
  if (!text.includes("@")) return true;
  return /^[^@]+@[^@.]+(\.[^@.]+)+$/.test(text);
}

export const OwnerLoginSchema = v.object({
  account: v.pipe(
    v.string(OWNER_LOGIN_MESSAGES.accountRequired),
    v.trim(),
    v.nonEmpty(OWNER_LOGIN_MESSAGES.accountRequired),
    v.maxLength(254, OWNER_LOGIN_MESSAGES.accountInvalid),
    v.check(isAccountName, OWNER_LOGIN_MESSAGES.accountInvalid),
  ),
  // Not trimmed: spaces are part of a password.
  password: v.pipe(
    v.string(OWNER_LOGIN_MESSAGES.passwordRequired),
    v.nonEmpty(OWNER_LOGIN_MESSAGES.passwordRequired),
    v.maxLength(LOGIN_PASSWORD_MAX, OWNER_LOGIN_MESSAGES.passwordInvalid),
  ),
});

export type OwnerLogin = v.InferOutput<typeof OwnerLoginSchema>;

export const OWNER_LOGIN_FIELDS = [{ name: "account" }, { name: "password" }] as const;
