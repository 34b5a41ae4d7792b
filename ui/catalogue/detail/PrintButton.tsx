import { useI18n } from "../../i18n/context.tsx";
import { Icon } from "../../components/Icon.tsx";

/**
 * Prints the page (client/behaviors/print.ts wires it). It starts hidden: without JavaScript it
 * could do nothing, and the browser's own print command still gives the print view.
 */
export function PrintButton() {
  const { t } = useI18n();
  return (
    <button type="button" className="button button--ghost-dark listing-print" data-print hidden>
      <Icon name="print" /> {t("listing.print.button")}
    </button>
  );
}
