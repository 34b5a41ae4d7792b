/**
 * The owner login (decision 035): e-mail address or username and password, posted to the page
 * itself as a plain form. A notice says why the owner is here (logged out, password changed,
 * session ended); a refused attempt says why, in the same words for an unknown name and a wrong
 * password, and keeps the name typed.
 */
import { useI18n } from "../i18n/context.tsx";
import { problemText, type LoginView } from "./auth-model.ts";
import { PasswordField, TextField } from "../forms/fields.tsx";
import { Notice, ProblemAlert } from "./FormParts.tsx";

const FORM = "owner-login";

export function LoginForm({ view }: { view: LoginView }) {
  const { t } = useI18n();
  const { errors, problem } = view;
  const refusal = problemText(t, "owners.auth.login.problems", problem, view.minutes);
  // After a refused attempt the field to correct takes the focus: the first refused one, or the password.
  const focus = errors.account
    ? "account"
    : errors.password
      ? "password"
      : problem === "wrong"
        ? "password"
        : problem
          ? "account"
          : undefined;
  return (
    <div className="owner-auth">
      <Notice text={view.notice ? t(`owners.auth.login.notices.${view.notice}`) : undefined} />
      <form
        className="form owner-auth__form"
        method="post"
        action={view.action}
        noValidate
        aria-describedby={refusal ? `${FORM}-problem` : undefined}
      >
        <ProblemAlert id={`${FORM}-problem`} text={refusal} />
        <TextField
          form={FORM}
          name="account"
          label={t("owners.auth.login.account")}
          required
          verbatim
          autoComplete="username"
          maxLength={254}
          value={view.account}
          error={errors.account ? t(errors.account) : undefined}
          autoFocus={focus === "account"}
        />
        <PasswordField
          form={FORM}
          name="password"
          label={t("owners.auth.login.password")}
          required
          autoComplete="current-password"
          error={errors.password ? t(errors.password) : undefined}
          autoFocus={focus === "password"}
        />
        <button className="button button--primary form__submit" type="submit">
          {t("owners.auth.login.submit")}
        </button>
        <p className="owner-auth__links">
          <a href={view.reminderHref}>{t("owners.auth.login.forgotten")}</a>
        </p>
      </form>
      <p className="owner-auth__help">
        {t("owners.auth.login.help")} <a href={view.contactHref}>{t("owners.auth.login.contact")}</a>
      </p>
    </div>
  );
}
