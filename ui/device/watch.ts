/**
 * The visitor's kind of screen in the browser, kept current as the window is resized. It asks
 * the browser's media queries rather than reading innerWidth, so it agrees with the stylesheet
 * even at fractional widths (zoom). No React here: the client entry uses it too.
 */
import { DEVICE_FROM_PX, mediaQueryFor, type DeviceName } from "../../shared/device/breakpoints.ts";

let watched: ReadonlyArray<readonly [DeviceName, MediaQueryList]> | undefined;
// One MediaQueryList per breakpoint for the page's lifetime: React reads the snapshot often.
const queries = () =>
  (watched ??= DEVICE_FROM_PX.map(([name, from]) => [name, window.matchMedia(mediaQueryFor(from))] as const));

export function currentDevice(): DeviceName {
  return queries().find(([, query]) => query.matches)?.[0] ?? "mobile";
}

/** Calls back whenever the width crosses a breakpoint; returns the unsubscribe function. */
export function subscribeToDevice(onChange: () => void): () => void {
  const lists = queries().map(([, query]) => query);
  for (const query of lists) query.addEventListener("change", onChange);
  return () => {
    for (const query of lists) query.removeEventListener("change", onChange);
  };
}

/** Keeps `<html data-device>` on mobile, tablet or desktop, for scripts, styles and tests. */
export function exposeDevice(root: HTMLElement): void {
  const update = () => {
    root.dataset.device = currentDevice();
  };
  update();
  subscribeToDevice(update);
}
