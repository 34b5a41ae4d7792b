/**
 * The owner's open sessions: each with its device, when it started and was last used, "this
 * device" marked; a button to end each other one and one to end them all. When the password was
 * not typed in the last ten minutes, a form asks for it first.
 */
import { useI18n } from "../i18n/context.tsx";
import type { Translate } from "../../shared/i18n/translate.ts";
import type { SessionItem, SessionsView } from "./account-model.ts";
import { PasswordField } from "../forms/fields.tsx";
import { problemText } from "./auth-model.ts";
import { Notice, ProblemAlert } from "./FormParts.tsx";
import { momentText } from "./stats-format.ts";

const FORM = "owner-sessions";

function deviceName(t: Translate, session: SessionItem): string {
  if (session.browser && session.system)
    return t("owners.account.sessions.device", { browser: session.browser, system: session.system });
  return session.browser ?? session.system ?? t("owners.account.sessions.unknownDevice");
}

export function SessionsPage({ view }: { view: SessionsView }) {
  const { t, lang } = useI18n();
  const problem = problemText(t, "owners.account.problems", view.problem, view.minutes);
  const others = view.sessions.filter((session) => !session.current);
  return (
    <div className="owner-sessions">
      <Notice text={view.notice ? t(`owners.account.sessions.notices.${view.notice}`) : undefined} />
      <ProblemAlert id={`${FORM}-problem`} text={problem} />
      <p className="owner-portal__intro">{t("owners.account.sessions.intro")}</p>
      <ul className="owner-sessions__list" aria-label={t("owners.account.sessions.listLabel")}>
        {view.sessions.map((session) => (
          <li key={session.reference} className="owner-sessions__item">
            <p className="owner-sessions__device">
              <strong>{deviceName(t, session)}</strong>
              {session.current ? (
                <span className="owner-sessions__current"> · {t("owners.account.sessions.thisDevice")}</span>
              ) : null}
            </p>
            <p className="owner-sessions__times">
              {t("owners.account.sessions.started", { time: momentText(session.startedAt, lang) })}
              <br />
              {t("owners.account.sessions.lastSeen", { time: momentText(session.lastSeenAt, lang) })}
            </p>
            {!session.current && view.canEnd ? (
              <form method="post" action={view.action} className="owner-sessions__end">
                <input type="hidden" name="action" value="end" />
                <input type="hidden" name="session" value={session.reference} />
                <button type="submit" className="button button--ghost-dark">
                  {t("owners.account.sessions.end", { device: deviceName(t, session) })}
                </button>
              </form>
            ) : null}
          </li>
        ))}
      </ul>
      {others.length === 0 ? <p className="owner-portal__note">{t("owners.account.sessions.only")}</p> : null}
      {others.length > 0 && view.canEnd ? (
        <form method="post" action={view.action} className="owner-sessions__end-all">
          <input type="hidden" name="action" value="endOthers" />
          <button type="submit" className="button button--primary">
            {t("owners.account.sessions.endOthers")}
          </button>
        </form>
      ) : null}
      {others.length > 0 && !view.canEnd ? (
        <form className="form owner-auth__form owner-sessions__confirm" method="post" action={view.action} noValidate>
          <p className="form__intro">{t("owners.account.sessions.confirm.intro")}</p>
          <input type="hidden" name="action" value="confirm" />
          <PasswordField
            form={FORM}
            name="password"
            label={t("owners.account.sessions.confirm.password")}
            required
            autoComplete="current-password"
            error={view.errors.password ? t(view.errors.password) : undefined}
            autoFocus={view.confirmFirst}
          />
          <button className="button button--primary form__submit" type="submit">
            {t("owners.account.sessions.confirm.submit")}
          </button>
        </form>
      ) : null}
    </div>
  );
}
