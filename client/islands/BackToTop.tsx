import { useEffect, useState } from "react";
import { Icon } from "../components/Icon.tsx";
import { useI18n } from "../i18n/context.tsx";
import { smoothScrollToTop } from "../behaviors/scroll.ts";

/** Shown from 10 px of scroll (checked at most every 100 ms); scrolls up in about 500 ms. */
export const BACK_TO_TOP_FROM_PX = 10;
export const SCROLL_CHECK_MS = 100;
export const SCROLL_DURATION_MS = 500;

export function BackToTop() {
  const { t } = useI18n();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      timer = undefined;
      setVisible(window.scrollY >= BACK_TO_TOP_FROM_PX);
    };
    const onScroll = () => {
      if (timer === undefined) timer = setTimeout(check, SCROLL_CHECK_MS);
    };
    check();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, []);

  return (
    <a
      href="#top"
      className="back-to-top"
      data-visible={visible ? "true" : "false"}
      aria-hidden={visible ? undefined : true}
      tabIndex={visible ? undefined : -1}
      onClick={(event) => {
        event.preventDefault();
        smoothScrollToTop(SCROLL_DURATION_MS);
      }}
    >
      <Icon name="arrow-up" />
      <span className="visually-hidden">{t("nav.backToTop")}</span>
    </a>
  );
}
