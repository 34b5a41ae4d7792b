/**
 * The password reminder as one of the site's forms (worker/forms/registry.ts): the captcha, rate limit,
 * honeypot and lead of every form, then, when an owner has the name typed, a single-use reset
 * whose link the owner's mail carries (login-mail.ts). The visitor always lands on the same
 * thank-you page ("password sent"), so the answer never tells whether the account exists.
 */
import { defineForm } from "../forms/define.ts";
import { OWNER_PASSWORD_SPEC } from "../../shared/forms/schemas/owner-password.ts";
import { findOwnerByLogin } from "./auth-accounts.ts";
import { createPasswordReset } from "./resets.ts";
import { reminderMails } from "./login-mail.ts";

export const OWNER_PASSWORD_FORM = defineForm(OWNER_PASSWORD_SPEC, {
  page: "passwordReminder",
  // No address of the visitor's: the only mail goes to the owner's own address, if any.
  lead: () => ({}),
  afterStore: async (env, output, lead, _ctx, now) => {
    const owner = await findOwnerByLogin(env.DB, output.account);
    if (owner) await createPasswordReset(env, owner.id, lead.id, now);
  },
  mail: reminderMails,
});
