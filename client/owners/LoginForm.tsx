/**
 * The owner login (SPEC §6, §8): e-mail address or username and password, posted to the page
 * itself as a plain form. A notice says why the owner is here (logged out, password changed,
 * session ended); a refused attempt says why in SPEC §8's words and keeps the name typed.
 */
import { useI18n } from "../i18n/context.tsx";
import type { Translate } from "../i18n/translate.ts";
import type { LoginView } from "./auth-model.ts";
import { PasswordField, TextField } from "../forms/fields.tsx";

const FORM = "owner-login";

/** "Too many attempts… try again in N minutes" (15 when not told). */
export function lockedText(t: Translate, minutes = 15): string {
  return minutes === 1 ? t("owners.auth.login.problems.lockedOne") : t("owners.auth.login.problems.locked", { minutes });
}

export function LoginForm({ view }: { view: LoginView }) {
  const { t } = useI18n();
  const { errors, problem } = view;
  const problemText = problem === "locked" ? lockedText(t, view.minutes) : problem ? t(`owners.auth.login.problems.${problem}`) : undefined;
  // After a refused attempt the field to correct takes the focus: the first refused one, or the password.
  const focus = errors.account ? "account" : errors.password ? "password" : problem === "wrong" ? "password" : problem ? "account" : undefined;
  return (
    <div className="owner-auth">
      {view.notice ? (
        <p className="owner-auth__notice" role="status">
          {t(`owners.auth.login.notices.${view.notice}`)}
        </p>
      ) : null}
      <form className="form owner-auth__form" method="post" action={view.action} noValidate aria-describedby={problemText ? `${FORM}-problem` : undefined}>
        {problemText ? (
          <p className="form__alert" role="alert" id={`${FORM}-problem`}>
            {problemText}
          </p>
        ) : null}
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
