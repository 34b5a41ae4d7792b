/**
 * Choosing a new password from a reminder's link (decision 035). The link's token
 * is checked on GET (the form, or why the link no longer works) and again on POST; a valid post
 * stores the new hash, spends the link, ends every session of the owner and sends the owner to
 * the login page to log in with the new password.
 */
import type { ResetView } from "../../ui/owners/auth-model.ts";
import { checkResetToken, completePasswordReset, type ResetCheck } from "./resets.ts";
import { hashPassword, pepperFor } from "./password.ts";
import { newPasswordProblem, type PasswordOwner } from "./password-rules.ts";
import { findOwnerById } from "./auth-accounts.ts";
import { formText } from "./form-text.ts";

export type ResetFieldErrors = Partial<Record<"password" | "confirmation", string>>;

/**
 * What is wrong with a new password for this owner and its confirmation, as message keys: the
 * password breaks a rule of a new password (password-rules.ts: its length, a common password,
 * the owner's names), or the confirmation is missing or is not the same password.
 */
export async function newPasswordProblems(
  password: string,
  confirmation: string,
  owner: PasswordOwner,
): Promise<ResetFieldErrors> {
  const errors: ResetFieldErrors = {};
  const problem = await newPasswordProblem(password, owner);
  if (problem) errors.password = problem;
  if (confirmation === "") errors.confirmation = "owners.auth.reset.errors.confirmationRequired";
  else if (!problem && confirmation.normalize("NFC") !== password.normalize("NFC"))
    errors.confirmation = "owners.auth.reset.errors.mismatch";
  return errors;
}

export interface ResetLinks {
  /** The page itself: where the form posts. */
  action: string;
  reminderHref: string;
  loginHref: string;
}

export type ResetOutcome = { kind: "page"; view: ResetView; status: number } | { kind: "done" };

/** The page for a link that no longer works, and its status: 400 unknown, 410 used or expired. */
export function linkProblem(
  check: Exclude<ResetCheck, { ok: true }>,
  links: ResetLinks,
): { kind: "page"; view: ResetView; status: number } {
  return {
    kind: "page",
    view: { kind: "reset", state: check.reason, reminderHref: links.reminderHref, loginHref: links.loginHref },
    status: check.reason === "invalid" ? 400 : 410,
  };
}

/** GET: the form for a live link, else why not. */
export async function resetPage(env: Env, token: string, links: ResetLinks, now: Date): Promise<ResetOutcome> {
  try {
    const check = await checkResetToken(env.DB, token, now);
    if (!check.ok) return linkProblem(check, links);
    return {
      kind: "page",
      view: { kind: "reset", state: "form", action: links.action, token, errors: {} },
      status: 200,
    };
  } catch (error) {
    console.error("owner password reset: the link could not be checked", error);
    return {
      kind: "page",
      view: { kind: "reset", state: "failed", reminderHref: links.reminderHref, loginHref: links.loginHref },
      status: 503,
    };
  }
}

/** POST: a new password for a live link. */
export async function submitReset(env: Env, data: FormData, links: ResetLinks, now: Date): Promise<ResetOutcome> {
  const token = formText(data, "token");
  const form = (errors: ResetFieldErrors, status: number, problem?: "failed"): ResetOutcome => ({
    kind: "page",
    view: { kind: "reset", state: "form", action: links.action, token, errors, ...(problem ? { problem } : {}) },
    status,
  });
  try {
    const check = await checkResetToken(env.DB, token, now);
    if (!check.ok) return linkProblem(check, links);
    const owner = await findOwnerById(env.DB, check.reset.ownerId);
    if (!owner) return linkProblem({ ok: false, reason: "invalid" }, links);
    const password = formText(data, "password");
    const errors = await newPasswordProblems(password, formText(data, "confirmation"), owner);
    if (Object.keys(errors).length > 0) return form(errors, 422);
    const hash = await hashPassword(password, pepperFor(env));
    if (await completePasswordReset(env.DB, check.reset, hash, now)) return { kind: "done" };
    // Spent or expired between the check and the change (a second tab, the hour ran out).
    const again = await checkResetToken(env.DB, token, now);
    return linkProblem(again.ok ? { ok: false, reason: "used" } : again, links);
  } catch (error) {
    console.error("owner password reset failed", error);
    return form({}, 503, "failed");
  }
}
