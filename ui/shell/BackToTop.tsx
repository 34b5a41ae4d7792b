import { Icon } from "../components/Icon.tsx";
import { useI18n } from "../i18n/context.tsx";
import type { ShellView } from "../model.ts";

/**
 * The back-to-top button, hidden until the page is scrolled: client/behaviors/back-to-top.ts
 * shows it and scrolls up. Without JavaScript it stays hidden (the page's own scrolling and the
 * skip link serve instead). On phones it sits in the header's row, on the side of the header's
 * buttons: the start when the logo is on the right.
 */
export function BackToTop({ logoPosition }: { logoPosition: ShellView["logo"]["position"] }) {
  const { t } = useI18n();
  return (
    <a
      href="#top"
      className={`back-to-top${logoPosition === "right" ? " back-to-top--start" : ""}`}
      data-back-to-top=""
      data-visible="false"
      aria-hidden
      tabIndex={-1}
    >
      <Icon name="arrow-up" />
      <span className="visually-hidden">{t("nav.backToTop")}</span>
    </a>
  );
}
