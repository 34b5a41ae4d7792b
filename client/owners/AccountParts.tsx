/** What the account pages share: a refusal's message, a notice, an alert. */
import type { Translate } from "../i18n/translate.ts";
import type { AccountProblem } from "./account-model.ts";
import { lockedText } from "./LoginForm.tsx";

/** The message for a post refused as a whole, or undefined. */
export function accountProblemText(t: Translate, problem: AccountProblem | undefined, minutes?: number): string | undefined {
  if (!problem) return undefined;
  return problem === "locked" ? lockedText(t, minutes) : t(`owners.account.problems.${problem}`);
}

/** A notice above the page's forms, read out when it appears. */
export function Notice({ text }: { text: string | undefined }) {
  return text ? (
    <p className="owner-auth__notice" role="status">
      {text}
    </p>
  ) : null;
}

/** A refusal of the whole form, or undefined. */
export function ProblemAlert({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <p className="form__alert" role="alert" id={id}>
      {text}
    </p>
  ) : null;
}
