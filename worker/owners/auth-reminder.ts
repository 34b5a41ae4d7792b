/**
 * The password reminder as a registry form (worker/forms/registry.ts): the captcha, rate limit,
 * honeypot and lead of every form, then, when an owner has the name typed, a single-use reset
 * whose link the owner's mail carries (login-mail.ts). The visitor always lands on the same
 * thank-you page ("password sent"), so the answer never tells whether the account exists.
 */
import type { FormDefinition } from "../forms/registry.ts";
import {
  OWNER_PASSWORD_FIELDS,
  OwnerPasswordSchema,
  type OwnerPassword,
} from "../../shared/forms/schemas/owner-password.ts";
import { findOwnerByLogin } from "./auth-accounts.ts";
import { createPasswordReset } from "./resets.ts";
import { reminderMails } from "./login-mail.ts";

export const OWNER_PASSWORD_FORM: FormDefinition = {
  name: "owner-password",
  page: "passwordReminder",
  schema: OwnerPasswordSchema,
  fields: OWNER_PASSWORD_FIELDS,
  // No address of the visitor's: the only mail goes to the owner's own address, if any.
  lead: () => ({}),
  afterStore: async (env, output, lead, _ctx, now) => {
    const owner = await findOwnerByLogin(env.DB, (output as OwnerPassword).account);
    if (owner) await createPasswordReset(env, owner.id, lead.id, now);
  },
  mail: reminderMails,
};
