/**
 * The owner portal's login, password reminder and new-password pages (decision 035), as plain
 * data built by worker/owners/auth-routes.ts. Messages travel as translation keys; the pages
 * translate them in the page's language.
 */
import type { FormView } from "../forms/model.ts";
import type { Translate } from "../../shared/i18n/translate.ts";

/** What the login page says above the form after being sent there. */
export type LoginNotice = "loggedOut" | "passwordChanged" | "sessionEnded";

/**
 * Why the last attempt was refused: wrong name or password (the same words for both),
 * input that cannot be a login, too many failures (with the minutes to wait), a post from
 * another site, something broke on our side ("Login failed"), or the second step came too late.
 */
export type LoginProblem = "wrong" | "invalid" | "locked" | "crossSite" | "failed" | "expired";

export interface LoginView {
  kind: "login";
  /** Where the form posts: the login page, with the page asked for before logging in (?next=). */
  action: string;
  reminderHref: string;
  contactHref: string;
  /** The name typed, kept when the form comes back; never the password. */
  account: string;
  notice?: LoginNotice;
  problem?: LoginProblem;
  /** With "locked": whole minutes until the next attempt is accepted. */
  minutes?: number;
  /** Message keys per field (account, password). */
  errors: Partial<Record<"account" | "password", string>>;
}

/** Why a code of the second step was refused: not the app's code nor an unused recovery code, too many attempts, or our side broke. */
export type LoginCodeProblem = "wrong" | "locked" | "failed";

/** The login's second step, for an owner with two-step verification (decision 048). */
export interface LoginCodeView {
  kind: "loginCode";
  /** The login page, as the first step posted to. */
  action: string;
  /** The signed token of the login waiting for its code, in a hidden field. */
  pending: string;
  /** The name typed at the first step, in a hidden field. */
  account: string;
  problem?: LoginCodeProblem;
  minutes?: number;
  errors: Partial<Record<"code", string>>;
}

/** The password reminder: the registry's form "owner-password", with its captcha. */
export interface ReminderView {
  kind: "reminder";
  form: FormView;
  loginHref: string;
}

/** Why a link to choose a new password does not show the form: unknown, used, expired, or not checkable just now. */
export type ResetLinkProblem = "invalid" | "used" | "expired" | "failed";

export type ResetView =
  | {
      kind: "reset";
      state: "form";
      /** The page's path; the token travels in a hidden field. */
      action: string;
      token: string;
      /** Message keys per field (password, confirmation). */
      errors: Partial<Record<"password" | "confirmation", string>>;
      problem?: "crossSite" | "failed";
    }
  | { kind: "reset"; state: ResetLinkProblem; reminderHref: string; loginHref: string };

export type AuthView = LoginView | LoginCodeView | ReminderView | ResetView;

/** Every kind above: OwnerBody tells these pages from the statistics by it. */
export const AUTH_VIEW_KINDS = [
  "login",
  "loginCode",
  "reminder",
  "reset",
] as const satisfies readonly AuthView["kind"][];
// A kind added to AuthView but not to the list fails to compile here.
const everyKindListed: Exclude<AuthView["kind"], (typeof AUTH_VIEW_KINDS)[number]> extends never ? true : false = true;
void everyKindListed;

/**
 * Logging out: a POST to the login page with this field and value (the dashboard's button), so
 * no other site can log an owner out with a link.
 */
export const LOGOUT_FIELD = "action";
export const LOGOUT_VALUE = "logout";

/** "Too many attempts… try again in N minutes" (15 when not told). */
function lockedText(t: Translate, minutes = 15): string {
  return minutes === 1
    ? t("owners.auth.login.problems.lockedOne")
    : t("owners.auth.login.problems.locked", { minutes });
}

/**
 * The message for a form refused as a whole, or undefined without a problem: the wait when too
 * many attempts were made, else the message `problem` has under `messages` (a translation key's
 * prefix, e.g. "owners.auth.login.problems").
 */
export function problemText(
  t: Translate,
  messages: string,
  problem: string | undefined,
  minutes?: number,
): string | undefined {
  if (!problem) return undefined;
  return problem === "locked" ? lockedText(t, minutes) : t(`${messages}.${problem}`);
}
