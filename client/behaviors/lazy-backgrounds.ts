/**
 * Module background images load only when the module comes near the viewport. The page's style
 * rule for a module's image applies once the module is marked `data-bg="loaded"` (ui/Document.tsx);
 * this marks modules within LAZY_MARGIN_PX of the viewport, checking at most every 300 ms while
 * the page scrolls or resizes and once more when it has stopped (a 300 ms debounce and
 * throttle). Without JavaScript a noscript style shows every background at once.
 */
import { LAZY_LOAD_WAIT_MS } from "../../shared/rules/timings.ts";
import { debounce, throttle } from "./timing.ts";

/** How far below (or above) the viewport a background starts loading: about half a phone screen ahead. */
export const LAZY_MARGIN_PX = 400;

/** Whether a box (viewport coordinates) lies within `margin` of a viewport `height` tall. */
export function isNearViewport(box: { top: number; bottom: number }, height: number, margin = LAZY_MARGIN_PX): boolean {
  return box.bottom >= -margin && box.top <= height + margin;
}

export function wireLazyBackgrounds(): void {
  let waiting = [...document.querySelectorAll<HTMLElement>(".module--bg-image:not([data-bg=loaded])")];
  if (waiting.length === 0) return;
  const check = () => {
    waiting = waiting.filter((module) => {
      if (!isNearViewport(module.getBoundingClientRect(), window.innerHeight)) return true;
      module.dataset.bg = "loaded";
      return false;
    });
    if (waiting.length === 0) stop();
  };
  const whileMoving = throttle(check, LAZY_LOAD_WAIT_MS);
  const whenSettled = debounce(check, LAZY_LOAD_WAIT_MS);
  const onMove = () => {
    whileMoving();
    whenSettled();
  };
  const stop = () => {
    window.removeEventListener("scroll", onMove);
    window.removeEventListener("resize", onMove);
    whileMoving.cancel();
    whenSettled.cancel();
  };
  window.addEventListener("scroll", onMove, { passive: true });
  window.addEventListener("resize", onMove, { passive: true });
  check();
}
