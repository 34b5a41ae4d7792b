import { useI18n } from "../../i18n/context.tsx";
import { Icon } from "../../components/Icon.tsx";
import { SCRIPT_ONLY } from "../../islands/room.ts";

/**
 * Prints the page (client/behaviors/print.ts wires it). Without JavaScript it could do nothing, and
 * the browser's own print command still gives the print view, so it is script-only: drawn from the
 * first paint when scripts run, never moving what follows once the client entry has wired it.
 */
export function PrintButton() {
  const { t } = useI18n();
  return (
    <button type="button" className={`button button--ghost-dark listing-print ${SCRIPT_ONLY}`} data-print>
      <Icon name="print" /> {t("listing.print.button")}
    </button>
  );
}
