/**
 * The login's second step (decision 048): after a right password, the six-digit code of the
 * owner's authenticator app, or one of the recovery codes. The login waiting for it travels in
 * hidden fields; a wrong code keeps it, a late one sends the owner back to the password.
 */
import { useI18n } from "../i18n/context.tsx";
import { problemText, type LoginCodeView } from "./auth-model.ts";
import { TextField } from "../forms/fields.tsx";
import { ProblemAlert } from "./FormParts.tsx";

const FORM = "owner-code";

export function LoginCode({ view }: { view: LoginCodeView }) {
  const { t } = useI18n();
  const { errors } = view;
  const refusal = problemText(t, "owners.auth.code.problems", view.problem, view.minutes);
  return (
    <div className="owner-auth">
      <form
        className="form owner-auth__form"
        method="post"
        action={view.action}
        noValidate
        aria-describedby={refusal ? `${FORM}-problem` : undefined}
      >
        <p className="form__intro">{t("owners.auth.code.intro")}</p>
        <ProblemAlert id={`${FORM}-problem`} text={refusal} />
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
