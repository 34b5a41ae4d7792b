import { useI18n } from "../../i18n/context.tsx";
import type { ListingPageView } from "./model.ts";

/**
 * Shown only on paper: who to contact about this property and where the page lives, since a
 * printed sheet has neither the site's header nor its footer.
 */
export function PrintFooter({ view }: { view: ListingPageView }) {
  const { t } = useI18n();
  const { agency } = view;
  return (
    <div className="print-footer">
      <p className="print-footer__agency">
        <strong>{agency.name}</strong> · {agency.street}, {agency.locality} · {agency.phone} · {agency.email}
      </p>
      <p className="print-footer__url">{t("listing.print.source", { url: view.url })}</p>
    </div>
  );
}
