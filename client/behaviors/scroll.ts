/** Scroll behaviours of the page shell that need no React. */

export const HEADER_FIXED_FROM_PX = 30;

/** Scrolls to the top in `duration` ms with an ease-in-out curve; instantly for reduced motion. */
export function smoothScrollToTop(duration: number): void {
  const start = window.scrollY;
  const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
  const focusTop = () => document.getElementById("top")?.focus({ preventScroll: true });
  if (reduce || start <= 0) {
    window.scrollTo(0, 0);
    focusTop();
    return;
  }
  const began = performance.now();
  // One clock for start and steps (performance.now), not the frame timestamp.
  const step = () => {
    const now = performance.now();
    const progress = Math.min(1, (now - began) / duration);
    const eased = progress < 0.5 ? 2 * progress * progress : 1 - (-2 * progress + 2) ** 2 / 2;
    window.scrollTo(0, Math.round(start * (1 - eased)));
    if (progress < 1) requestAnimationFrame(step);
    else focusTop();
  };
  requestAnimationFrame(step);
}

/**
 * Marks the header `data-scrolled` once the page is scrolled past 30 px: CSS then fixes it and
 * shrinks the logo. One check per animation frame at most.
 */
export function watchHeader(header: HTMLElement): void {
  let queued = false;
  const update = () => {
    queued = false;
    header.dataset.scrolled = window.scrollY > HEADER_FIXED_FROM_PX ? "true" : "false";
  };
  window.addEventListener(
    "scroll",
    () => {
      if (!queued) {
        queued = true;
        requestAnimationFrame(update);
      }
    },
    { passive: true },
  );
  update();
}
