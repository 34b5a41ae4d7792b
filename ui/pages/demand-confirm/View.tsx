/**
 * The confirmation page of a search demand (double opt-in): the search that will start
 * and the button that starts it (a plain POST form: the signed link is the proof), then "Your
 * alert is on"; or, for a late, stopped or broken link, what to do instead.
 */
import { useI18n } from "../../i18n/context.tsx";
import type { DemandConfirmView } from "../../subscriptions/model.ts";
import { DemandSummaryList } from "../../subscriptions/DemandSummaryList.tsx";

export function DemandConfirmNotice({ view, homeHref }: { view: DemandConfirmView; homeHref: string }) {
  const { t } = useI18n();
  switch (view.state) {
    case "invalid":
    case "noLink":
      return (
        <div className="container notice unsubscribe">
          <h2 className="notice__title">{t(`demandConfirm.${view.state}.title`)}</h2>
          <p className="notice__text">{t(`demandConfirm.${view.state}.text`)}</p>
          <a className="button button--primary" href={view.contactHref}>
            {t("unsubscribe.invalid.contact")}
          </a>
        </div>
      );
    case "expired":
    case "stopped":
      return (
        <div className="container notice unsubscribe">
          <h2 className="notice__title">{t(`demandConfirm.${view.state}.title`)}</h2>
          <p className="notice__text">{t(`demandConfirm.${view.state}.text`)}</p>
          <a className="button button--primary" href={view.registerHref}>
            {t("demandConfirm.registerAgain")}
          </a>
        </div>
      );
    case "confirmed":
      return (
        <div className="container notice notice--success unsubscribe" role="status">
          <h2 className="notice__title">
            {t(view.already ? "demandConfirm.confirmed.already" : "demandConfirm.confirmed.title")}
          </h2>
          <p className="notice__text">{t(`demandConfirm.confirmed.${view.frequency}`, { email: view.email })}</p>
          <a className="button button--ghost-dark" href={homeHref}>
            {t("feedback.backHome")}
          </a>
        </div>
      );
    case "confirm":
      return (
        <div className="container notice unsubscribe">
          <h2 className="notice__title">{t("demandConfirm.confirm.title")}</h2>
          <p className="notice__text">{t("demandConfirm.confirm.text", { email: view.email })}</p>
          <DemandSummaryList demand={view.demand} frequency={view.frequency} />
          <form method="post" action={view.action}>
            <button className="button button--primary" type="submit">
              {t("demandConfirm.confirm.button")}
            </button>
          </form>
        </div>
      );
  }
}
