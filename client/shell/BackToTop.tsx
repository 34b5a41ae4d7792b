import { Icon } from "../components/Icon.tsx";
import { useI18n } from "../i18n/context.tsx";

/**
 * The back-to-top button, hidden until the page is scrolled: client/behaviors/back-to-top.ts
 * shows it and scrolls up. Without JavaScript it stays hidden (the page's own scrolling and the
 * skip link serve instead).
 */
export function BackToTop() {
  const { t } = useI18n();
  return (
    <a href="#top" className="back-to-top" data-back-to-top="" data-visible="false" aria-hidden tabIndex={-1}>
      <Icon name="arrow-up" />
      <span className="visually-hidden">{t("nav.backToTop")}</span>
    </a>
  );
}
