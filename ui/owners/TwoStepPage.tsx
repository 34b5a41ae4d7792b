/**
 * Two-step verification: off (a button to set it up), being set up (the QR code, the key as
 * text, and the password and first code to confirm), on (turn it off, or new recovery codes, each
 * with the password and a code), or the recovery codes shown once.
 */
import { useI18n } from "../i18n/context.tsx";
import type { TwoStepAction, TwoStepView } from "./account-model.ts";
import { PasswordField, TextField } from "../forms/fields.tsx";
import { problemText } from "./auth-model.ts";
import { Notice, ProblemAlert } from "./FormParts.tsx";
import { QrCode } from "./QrCode.tsx";
import { momentText } from "./stats-format.ts";

/** The password and code fields of one of the page's forms, with that form's errors. */
function Confirmation({
  view,
  form,
  codeLabel,
  focus,
}: {
  view: TwoStepView;
  form: TwoStepAction;
  codeLabel: string;
  focus: boolean;
}) {
  const { t } = useI18n();
  const errors = view.errorsFor === form ? view.errors : {};
  const id = `owner-two-step-${form}`;
  return (
    <>
      <input type="hidden" name="action" value={form} />
      <PasswordField
        form={id}
        name="password"
        label={t("owners.account.twoStep.password")}
        required
        autoComplete="current-password"
        error={errors.password ? t(errors.password) : undefined}
        autoFocus={focus && Boolean(errors.password)}
      />
      <TextField
        form={id}
        name="code"
        label={codeLabel}
        required
        verbatim
        autoComplete="one-time-code"
        maxLength={40}
        value=""
        error={errors.code ? t(errors.code) : undefined}
        autoFocus={focus && !errors.password && Boolean(errors.code)}
      />
    </>
  );
}

export function TwoStepPage({ view }: { view: TwoStepView }) {
  const { t, lang } = useI18n();
  const problem = problemText(t, "owners.account.problems", view.problem, view.minutes);
  return (
    <div className="owner-auth owner-two-step">
      <Notice text={view.notice ? t(`owners.account.twoStep.notices.${view.notice}`) : undefined} />
      <ProblemAlert id="owner-two-step-problem" text={problem} />
      <p className="owner-portal__intro">{t("owners.account.twoStep.intro")}</p>

      {view.state === "off" ? (
        <form method="post" action={view.action}>
          <p>{t("owners.account.twoStep.off.status")}</p>
          <input type="hidden" name="action" value="start" />
          <button type="submit" className="button button--primary">
            {t("owners.account.twoStep.off.start")}
          </button>
        </form>
      ) : null}

      {view.state === "enrol" ? (
        <>
          <ol className="owner-two-step__steps">
            <li>{t("owners.account.twoStep.enrol.app")}</li>
            <li>
              {t("owners.account.twoStep.enrol.scan")}
              <QrCode
                modules={view.qr}
                label={t("owners.account.twoStep.enrol.qrLabel", { issuer: view.issuer, account: view.account })}
              />
              <p>{t("owners.account.twoStep.enrol.manual")}</p>
              <p className="owner-two-step__key">
                <code data-secret="">{view.secret}</code>
              </p>
            </li>
            <li>{t("owners.account.twoStep.enrol.confirm")}</li>
          </ol>
          <form className="form owner-auth__form" method="post" action={view.action} noValidate>
            <Confirmation view={view} form="confirm" codeLabel={t("owners.account.twoStep.appCode")} focus />
            <button className="button button--primary form__submit" type="submit">
              {t("owners.account.twoStep.enrol.submit")}
            </button>
          </form>
          <form method="post" action={view.action}>
            <input type="hidden" name="action" value="cancel" />
            <button type="submit" className="button button--ghost-dark">
              {t("owners.account.twoStep.enrol.cancel")}
            </button>
          </form>
        </>
      ) : null}

      {view.state === "on" ? (
        <>
          <p>{t("owners.account.twoStep.on.status", { time: momentText(view.enabledAt, lang) })}</p>
          <p>{t("owners.account.twoStep.on.codesLeft", { count: view.recoveryCodesLeft })}</p>
          <form className="form owner-auth__form" method="post" action={view.action} noValidate>
            <h2 className="form__title">{t("owners.account.twoStep.on.codesTitle")}</h2>
            <p className="form__intro">{t("owners.account.twoStep.on.codesText")}</p>
            <Confirmation
              view={view}
              form="codes"
              codeLabel={t("owners.account.twoStep.anyCode")}
              focus={view.errorsFor === "codes"}
            />
            <button className="button button--primary form__submit" type="submit">
              {t("owners.account.twoStep.on.codesSubmit")}
            </button>
          </form>
          <form className="form owner-auth__form" method="post" action={view.action} noValidate>
            <h2 className="form__title">{t("owners.account.twoStep.on.disableTitle")}</h2>
            <Confirmation
              view={view}
              form="disable"
              codeLabel={t("owners.account.twoStep.anyCode")}
              focus={view.errorsFor === "disable"}
            />
            <button className="button button--ghost-dark form__submit" type="submit">
              {t("owners.account.twoStep.on.disable")}
            </button>
          </form>
        </>
      ) : null}

      {view.state === "codes" ? (
        <section className="owner-two-step__codes" aria-labelledby="owner-recovery-codes">
          <h2 id="owner-recovery-codes">{t("owners.account.twoStep.codes.title")}</h2>
          <p>{t("owners.account.twoStep.codes.text")}</p>
          <ul aria-label={t("owners.account.twoStep.codes.listLabel")}>
            {view.codes.map((code) => (
              <li key={code}>
                <code>{code}</code>
              </li>
            ))}
          </ul>
          <a className="button button--primary" href={view.action}>
            {t("owners.account.twoStep.codes.done")}
          </a>
        </section>
      ) : null}
    </div>
  );
}
