/**
 * The login's second step (decision 048): after a right password, the six-digit code of the
 * owner's authenticator app, or one of the recovery codes. The login waiting for it travels in
 * hidden fields; a wrong code keeps it, a late one sends the owner back to the password.
 */
import { useI18n } from "../i18n/context.tsx";
import type { LoginCodeView } from "./auth-model.ts";
import { TextField } from "../forms/fields.tsx";
import { lockedText } from "./LoginForm.tsx";

const FORM = "owner-code";

export function LoginCode({ view }: { view: LoginCodeView }) {
  const { t } = useI18n();
  const { problem, errors } = view;
  const problemText = problem === "locked" ? lockedText(t, view.minutes) : problem ? t(`owners.auth.code.problems.${problem}`) : undefined;
  return (
    <div className="owner-auth">
      <form className="form owner-auth__form" method="post" action={view.action} noValidate aria-describedby={problemText ? `${FORM}-problem` : undefined}>
        <p className="form__intro">{t("owners.auth.code.intro")}</p>
        {problemText ? (
          <p className="form__alert" role="alert" id={`${FORM}-problem`}>
            {problemText}
          </p>
        ) : null}
        <input type="hidden" name="pending" value={view.pending} />
        <input type="hidden" name="account" value={view.account} />
        <TextField
          form={FORM}
          name="code"
          label={t("owners.auth.code.code")}
          required
          verbatim
          autoComplete="one-time-code"
          maxLength={40}
          value=""
          hint={t("owners.auth.code.hint")}
          error={errors.code ? t(errors.code) : undefined}
          autoFocus
        />
        <button className="button button--primary form__submit" type="submit">
          {t("owners.auth.code.submit")}
        </button>
        <p className="owner-auth__links">
          <a href={view.action}>{t("owners.auth.reset.link.login")}</a>
        </p>
      </form>
    </div>
  );
}
