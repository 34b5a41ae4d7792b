/**
 * The back-to-top button (rendered by ui/shell/BackToTop.tsx at the end of every page): shown
 * from 10 px of scroll, checked at most every 100 ms, and scrolling up in about 500 ms. A plain
 * behaviour, not an island, so a page whose only interactive part is this button loads no React.
 */
import { currentDevice, subscribeToDevice } from "../../ui/device/watch.ts";
import { HEADER_FIXED_FROM_PX, smoothScrollToTop } from "./scroll.ts";

export const BACK_TO_TOP_FROM_PX = 10;
export const SCROLL_CHECK_MS = 100;
export const SCROLL_DURATION_MS = 500;

/**
 * Whether the button shows at a scroll position: from 10 px; on phones, where it sits in the
 * fixed header's row rather than over the page, once that header is fixed.
 */
export function backToTopVisible(scrollY: number, onPhone: boolean): boolean {
  return onPhone ? scrollY > HEADER_FIXED_FROM_PX : scrollY >= BACK_TO_TOP_FROM_PX;
}

/** Shows or hides the button for the page's scroll position, for sight and for the keyboard. */
export function showBackToTop(button: HTMLElement, scrollY: number, onPhone = false): void {
  const visible = backToTopVisible(scrollY, onPhone);
  button.dataset.visible = visible ? "true" : "false";
  if (visible) {
    button.removeAttribute("aria-hidden");
    button.removeAttribute("tabindex");
  } else {
    button.setAttribute("aria-hidden", "true");
    button.tabIndex = -1;
  }
}

export function wireBackToTop(doc: Document = document): void {
  const button = doc.querySelector<HTMLElement>("[data-back-to-top]");
  if (!button) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const check = () => {
    timer = undefined;
    showBackToTop(button, window.scrollY, currentDevice() === "mobile");
  };
  subscribeToDevice(check);
  window.addEventListener(
    "scroll",
    () => {
      if (timer === undefined) timer = setTimeout(check, SCROLL_CHECK_MS);
    },
    { passive: true },
  );
  button.addEventListener("click", (event) => {
    event.preventDefault();
    smoothScrollToTop(SCROLL_DURATION_MS);
  });
  check();
}
