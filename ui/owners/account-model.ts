/**
 * The logged-in owner's account pages (decision 048), as plain data built by
 * worker/owners/account-*.ts: changing the password, the open sessions, and two-step
 * verification. Messages travel as translation keys.
 */
import type { PortalPage } from "./model.ts";

/** Why an account form was refused as a whole: a post from another site, too many attempts, our side broke. */
export type AccountProblem = "crossSite" | "locked" | "failed";

interface AccountForm {
  /** The page itself: where its forms post. */
  action: string;
  problem?: AccountProblem;
  /** With "locked": whole minutes until the next attempt. */
  minutes?: number;
}

export interface PasswordChangeView extends PortalPage, AccountForm {
  kind: "passwordChange";
  notice?: "changed";
  errors: Partial<Record<"current" | "password" | "confirmation", string>>;
}

export interface SessionItem {
  /** Names the session in the form that ends it. */
  reference: string;
  browser?: string;
  system?: string;
  /** ISO date-times. */
  startedAt: string;
  lastSeenAt: string;
  /** The session of this browser. */
  current: boolean;
}

export interface SessionsView extends PortalPage, AccountForm {
  kind: "sessions";
  sessions: SessionItem[];
  /** Whether the password was typed recently enough to end sessions; else it is asked first. */
  canEnd: boolean;
  notice?: "ended" | "endedOthers" | "confirmed" | "alreadyEnded";
  /** The password is asked again before sessions can be ended. */
  confirmFirst?: boolean;
  errors: Partial<Record<"password", string>>;
}

/** Two-step verification: off, being set up, on, or its new recovery codes shown once. */
export type TwoStepState =
  | { state: "off" }
  | {
      state: "enrol";
      /** The QR code's modules, row by row (true is dark). */
      qr: boolean[][];
      /** The secret in base32, grouped by four, for typing into the app by hand. */
      secret: string;
      /** How the app will name the account. */
      issuer: string;
      account: string;
    }
  | { state: "on"; enabledAt: string; recoveryCodesLeft: number }
  | { state: "codes"; codes: string[] };

/** What the two-step page shows besides its state: its notice and its forms' errors. */
export interface TwoStepForms extends AccountForm {
  notice?: "on" | "off" | "cancelled";
  /** The form the errors belong to. */
  errors: Partial<Record<"password" | "code", string>>;
  /** Which form the errors are for when the page has several ("confirm", "disable", "codes"). */
  errorsFor?: TwoStepAction;
}

export type TwoStepView = PortalPage & TwoStepForms & TwoStepState & { kind: "twoStep" };

/** The two-step page's forms, by the value of their `action` field. */
export const TWO_STEP_ACTIONS = ["start", "confirm", "cancel", "disable", "codes"] as const;
export type TwoStepAction = (typeof TWO_STEP_ACTIONS)[number];

export type AccountView = PasswordChangeView | SessionsView | TwoStepView;

export const ACCOUNT_VIEW_KINDS = [
  "passwordChange",
  "sessions",
  "twoStep",
] as const satisfies readonly AccountView["kind"][];
// A kind added to AccountView but not to the list fails to compile here.
const everyKindListed: Exclude<AccountView["kind"], (typeof ACCOUNT_VIEW_KINDS)[number]> extends never ? true : false =
  true;
void everyKindListed;
