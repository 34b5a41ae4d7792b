/**
 * The page's starter: the one script that runs while the first screen loads, inlined in the head
 * right after the site stylesheet's preload (ui/Document.tsx; the build minifies it into
 * worker/generated/client-assets.json). It applies the site stylesheet, then leaves the network
 * to the first screen: the client entry (its `data-entry`) is fetched only once the page has
 * loaded and the browser is idle, or at once should the visitor press, touch, type or move the
 * focus first. Nothing on the first screen needs the entry (decision 077: islands wake when reached
 * for, and every page works without scripts), so its bytes never share a slow line with the
 * stylesheet and the first screen's image (decision 084).
 */
import { applySiteStyles } from "./behaviors/site-styles.ts";

/** What the visitor does that starts the entry before the page has loaded. */
export const FIRST_INPUT = ["pointerdown", "touchstart", "keydown", "focusin"] as const;

/** How long the starter waits for an idle moment once the page has loaded, at most. */
export const IDLE_WAIT_MS = 1000;

export interface StarterWindow {
  addEventListener(type: "load", listener: () => void, options: { once: true }): void;
  requestIdleCallback?(callback: () => void, options: { timeout: number }): unknown;
  requestAnimationFrame(callback: () => void): unknown;
  setTimeout(callback: () => void, ms?: number): unknown;
}

/** Starts the page: the site stylesheet at once, the entry at `entry` after load (or at the first input). */
export function startPage(win: StarterWindow, doc: Document, entry: string | undefined): void {
  applySiteStyles(doc);
  if (!entry) return;
  let started = false;
  const load = () => {
    if (started) return;
    started = true;
    const script = doc.createElement("script");
    script.type = "module";
    script.src = entry;
    doc.head.appendChild(script);
  };
  // Once loaded, the first screen still has to be drawn: the entry waits for an idle moment (after
  // the next frame where the browser has no idle callbacks).
  const afterLoad = () => {
    if (win.requestIdleCallback) win.requestIdleCallback(load, { timeout: IDLE_WAIT_MS });
    else win.requestAnimationFrame(() => win.setTimeout(load, 0));
  };
  // Each listener goes once it has been heard; after the start they do nothing.
  for (const type of FIRST_INPUT) doc.addEventListener(type, load, { capture: true, passive: true, once: true });
  if (doc.readyState === "complete") afterLoad();
  else win.addEventListener("load", afterLoad, { once: true });
}
