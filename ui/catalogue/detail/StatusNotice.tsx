import { useI18n } from "../../i18n/context.tsx";
import type { ListingStatus } from "./model.ts";
import { Icon } from "../../components/Icon.tsx";

/**
 * A sold, rented, sold-out or for-takeover listing says so at the top of its
 * page. The page stays (its facts remain useful to whoever followed a link); the notice comes
 * first so nobody mistakes it for an offer they can still take up.
 */
export function StatusNotice({
  status,
  listHref,
  hasSimilar,
}: {
  status: ListingStatus;
  listHref: string;
  hasSimilar: boolean;
}) {
  const { t } = useI18n();
  if (status === "available") return null;
  const closed = status !== "for-takeover";
  return (
    <div className={`status-notice status-notice--${status}`} role="status">
      <Icon name="info" className="status-notice__icon" />
      <div className="status-notice__body">
        <h2 className="status-notice__title">{t(`listing.notice.${status}.title`)}</h2>
        <p className="status-notice__text">{t(`listing.notice.${status}.text`)}</p>
        {closed ? (
          <p className="status-notice__links">
            {hasSimilar ? <a href="#similar">{t("listing.notice.seeSimilar")}</a> : null}
            <a href={listHref}>{t("listing.notice.seeList")}</a>
          </p>
        ) : null}
      </div>
    </div>
  );
}
