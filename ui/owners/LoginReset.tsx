/**
 * Choosing a new password from a reminder's link (typed twice, the same both times), or,
 * when the link is unknown, used or older than an hour, why it no longer works and a link to
 * ask a new one.
 */
import { useI18n } from "../i18n/context.tsx";
import type { ResetView } from "./auth-model.ts";
import { NewPasswordFields } from "./NewPasswordFields.tsx";

const FORM = "owner-reset";

export function LoginReset({ view }: { view: ResetView }) {
  const { t } = useI18n();
  if (view.state !== "form") {
    return (
      <div className="owner-auth">
        <div className="owner-auth__problem" role="alert">
          <p className="owner-auth__problem-text">{t(`owners.auth.reset.link.${view.state}`)}</p>
        </div>
        <p className="owner-auth__links">
          <a className="button button--primary" href={view.reminderHref}>
            {t("owners.auth.reset.link.again")}
          </a>{" "}
          <a href={view.loginHref}>{t("owners.auth.reset.link.login")}</a>
        </p>
      </div>
    );
  }
  const { errors, problem } = view;
  const focus = errors.password ? "password" : errors.confirmation ? "confirmation" : undefined;
  return (
    <div className="owner-auth">
      <form
        className="form owner-auth__form"
        method="post"
        action={view.action}
        noValidate
        aria-describedby={problem ? `${FORM}-problem` : undefined}
      >
        <p className="form__intro">{t("owners.auth.reset.intro")}</p>
        {problem ? (
          <p className="form__alert" role="alert" id={`${FORM}-problem`}>
            {t(`owners.auth.reset.problems.${problem}`)}
          </p>
        ) : null}
        <input type="hidden" name="token" value={view.token} />
        <NewPasswordFields form={FORM} errors={errors} focus={focus} />
        <button className="button button--primary form__submit" type="submit">
          {t("owners.auth.reset.submit")}
        </button>
      </form>
    </div>
  );
}
