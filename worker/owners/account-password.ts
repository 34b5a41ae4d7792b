/**
 * Changing the password while logged in (decision 048): the current password (counted against
 * the login's limits), then the new one twice, held to the same rules as everywhere a password
 * is chosen. On success every other session of the owner ends, open reminder links are spent,
 * this session continues with a new token, and the owner gets a mail saying so.
 */
import type { AccountProblem, PasswordChangeView } from "../../ui/owners/account-model.ts";
import type { AccountPage, AccountRequest } from "./account-routes.ts";
import { portalPage } from "./portal.ts";
import { formText } from "./form-text.ts";
import { newPasswordProblems } from "./auth-reset.ts";
import { hashPassword, pepperFor } from "./password.ts";
import { confirmPassword, reauthenticated } from "./reauthentication.ts";
import { notifyOwner } from "./security-mail.ts";
import { changeWithRenewal, endOtherSessionsStatement, SESSION_EXISTS } from "./sessions.ts";

const CURRENT_PASSWORD = {
  field: "current",
  required: "owners.account.password.errors.currentRequired",
  wrong: "owners.account.password.errors.currentWrong",
} as const;

function view(request: AccountRequest, state: Partial<PasswordChangeView> = {}): PasswordChangeView {
  return {
    kind: "passwordChange",
    ...portalPage(request.site, request.lang, request.session.name, "password"),
    action: request.path,
    errors: {},
    ...state,
  };
}

export const passwordChangePage: AccountPage = {
  async get(request) {
    return request.show(view(request, request.query.get("notice") === "changed" ? { notice: "changed" } : {}), 200);
  },

  refused(request, problem: AccountProblem) {
    return view(request, { problem });
  },

  async post(request, data) {
    const { env, session, now } = request;
    const password = formText(data, "password");
    const check = await confirmPassword(request, formText(data, "current"), CURRENT_PASSWORD);
    if (!check.ok) return request.show(view(request, check.view), check.status, check);
    const errors = await newPasswordProblems(password, formText(data, "confirmation"), check.owner);
    if (Object.keys(errors).length > 0) return request.show(view(request, { errors }), 422);

    const hash = await hashPassword(password, pepperFor(env));
    const at = now.toISOString();
    // Only while the password is still the one just checked: of two changes at once (a double click), one happens.
    const unchanged = {
      sql: "EXISTS (SELECT 1 FROM owners WHERE id = ? AND password_hash IS ?)",
      values: [session.ownerId, check.owner.passwordHash],
    };
    const cookie = await changeWithRenewal(
      env.DB,
      session.tokenHash,
      now,
      async (renewed) => [
        env.DB.prepare(
          `UPDATE owners SET password_hash = ?, password_changed_at = ?, updated_at = ? WHERE id = ? AND ${SESSION_EXISTS}`,
        ).bind(hash, at, at, session.ownerId, renewed),
        env.DB.prepare(
          `UPDATE password_resets SET used_at = ? WHERE owner_id = ? AND used_at IS NULL AND ${SESSION_EXISTS}`,
        ).bind(at, session.ownerId, renewed),
        endOtherSessionsStatement(env.DB, session.ownerId, renewed),
      ],
      unchanged,
    );
    // Another request changed the password or ended this session first: the page as it is now.
    if (!cookie) return request.back();
    await reauthenticated(env, session);
    await notifyOwner(env, check.owner, "passwordChanged", now);
    return request.back("changed", cookie);
  },
};
