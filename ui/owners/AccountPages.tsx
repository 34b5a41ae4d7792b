/**
 * The logged-in owner's account pages (decision 048): change the password, the open sessions,
 * two-step verification. Every action is a plain POST form to the page itself.
 */
import { useI18n } from "../i18n/context.tsx";
import type { AccountView, PasswordChangeView } from "./account-model.ts";
import { PasswordField } from "../forms/fields.tsx";
import { problemText } from "./auth-model.ts";
import { Notice, ProblemAlert } from "./FormParts.tsx";
import { NewPasswordFields } from "./NewPasswordFields.tsx";
import { PortalBar } from "./StatsParts.tsx";
import { SessionsPage } from "./SessionsPage.tsx";
import { TwoStepPage } from "./TwoStepPage.tsx";

export function AccountPage({ view }: { view: AccountView }) {
  return (
    <div className="container page-content owner-portal owner-account" data-owner-view={view.kind}>
      <PortalBar page={view} />
      {view.kind === "passwordChange" ? (
        <PasswordChange view={view} />
      ) : view.kind === "sessions" ? (
        <SessionsPage view={view} />
      ) : (
        <TwoStepPage view={view} />
      )}
    </div>
  );
}

const FORM = "owner-password-change";

function PasswordChange({ view }: { view: PasswordChangeView }) {
  const { t } = useI18n();
  const { errors } = view;
  const problem = problemText(t, "owners.account.problems", view.problem, view.minutes);
  const focus = errors.current
    ? "current"
    : errors.password
      ? "password"
      : errors.confirmation
        ? "confirmation"
        : undefined;
  return (
    <div className="owner-auth">
      <Notice text={view.notice ? t(`owners.account.password.notices.${view.notice}`) : undefined} />
      <form
        className="form owner-auth__form"
        method="post"
        action={view.action}
        noValidate
        aria-describedby={problem ? `${FORM}-problem` : undefined}
      >
        <p className="form__intro">{t("owners.account.password.intro")}</p>
        <ProblemAlert id={`${FORM}-problem`} text={problem} />
        <PasswordField
          form={FORM}
          name="current"
          label={t("owners.account.password.current")}
          required
          autoComplete="current-password"
          error={errors.current ? t(errors.current) : undefined}
          autoFocus={focus === "current"}
        />
        <NewPasswordFields form={FORM} errors={errors} focus={focus === "current" ? undefined : focus} />
        <button className="button button--primary form__submit" type="submit">
          {t("owners.account.password.submit")}
        </button>
      </form>
    </div>
  );
}
