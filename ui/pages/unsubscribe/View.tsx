/**
 * The unsubscribe page's body: what a mail's link will stop and the button that stops it (a
 * plain POST form: the signed link is the proof, no captcha), then "You have been unsubscribed";
 * or, for a broken link, what to do instead.
 */
import { useI18n } from "../../i18n/context.tsx";
import type { UnsubscribeView } from "../../subscriptions/model.ts";
import { DemandSummaryList } from "../../subscriptions/DemandSummaryList.tsx";

export function UnsubscribeNotice({ view, homeHref }: { view: UnsubscribeView; homeHref: string }) {
  const { t } = useI18n();
  if (view.state === "invalid" || view.state === "noLink") {
    return (
      <div className="container notice unsubscribe">
        <h2 className="notice__title">{t(`unsubscribe.${view.state}.title`)}</h2>
        <p className="notice__text">{t(`unsubscribe.${view.state}.text`)}</p>
        <a className="button button--primary" href={view.contactHref}>
          {t("unsubscribe.invalid.contact")}
        </a>
      </div>
    );
  }
  if (view.state === "done") {
    return (
      <div className="container notice notice--success unsubscribe" role="status">
        <h2 className="notice__title">{t("unsubscribe.done.title")}</h2>
        <p className="notice__text">{t(`unsubscribe.done.${view.kind}`, { email: view.email ?? "" })}</p>
        <a className="button button--ghost-dark" href={homeHref}>
          {t("feedback.backHome")}
        </a>
      </div>
    );
  }
  const { demand } = view;
  return (
    <div className="container notice unsubscribe">
      <h2 className="notice__title">{t(`unsubscribe.confirm.${view.kind}`)}</h2>
      <p className="notice__text">{t("unsubscribe.confirm.address", { email: view.email })}</p>
      {demand ? <DemandSummaryList demand={demand} /> : null}
      <form method="post" action={view.action}>
        <button className="button button--primary" type="submit">
          {t("unsubscribe.button")}
        </button>
      </form>
    </div>
  );
}
