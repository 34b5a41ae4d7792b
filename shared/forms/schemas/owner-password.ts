/**
 * The owner portal's password reminder ("password sent"): the e-mail address or the
 * username of the account. The answer is the same whether or not an account has it.
 */
import * as v from "valibot";
import { formSpec } from "../define.ts";
import { isAccountName } from "./owner-login.ts";

export const OWNER_PASSWORD_MESSAGES = {
  required: "owners.auth.reminder.errors.required",
  invalid: "owners.auth.reminder.errors.invalid",
} as const;

export const OwnerPasswordSchema = v.object({
  account: v.pipe(
    v.string(OWNER_PASSWORD_MESSAGES.required),
    v.trim(),
    v.nonEmpty(OWNER_PASSWORD_MESSAGES.required),
    v.maxLength(254, OWNER_PASSWORD_MESSAGES.invalid),
    v.check(isAccountName, OWNER_PASSWORD_MESSAGES.invalid),
  ),
});

export type OwnerPassword = v.InferOutput<typeof OwnerPasswordSchema>;

export const OWNER_PASSWORD_FIELDS = [{ name: "account" }] as const;

/** The owner portal's password reminder ("password sent"); its page renders it without an island. */
export const OWNER_PASSWORD_SPEC = formSpec({
  name: "owner-password",
  schema: OwnerPasswordSchema,
  fields: OWNER_PASSWORD_FIELDS,
  thanks: { nl: "wachtwoord", fr: "mot-de-passe", en: "password" },
});
