import { isMapReady } from "../../shared/map/messages.ts";

/**
 * Loads each embedded map's frame (rendered by MapEmbed) once it comes within a screen of being
 * seen, and posts it the map's message whenever the frame says it is ready. The page listens
 * before any frame has its address, so no "ready" is missed. Messages go to this site's origin
 * only, and only this site's frames are heard.
 */

/** How far ahead of the screen a map's frame starts loading. */
export const MAP_FRAME_MARGIN = "100% 0px";

function loadWhenNear(frame: HTMLIFrameElement): void {
  const src = frame.dataset.src;
  if (!src || frame.getAttribute("src")) return;
  if (!("IntersectionObserver" in window)) {
    frame.src = src;
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      frame.src = src;
    },
    { rootMargin: MAP_FRAME_MARGIN },
  );
  observer.observe(frame);
}
export function wireMapEmbeds(): void {
  const frames: Array<{ frame: HTMLIFrameElement; post: () => void }> = [];
  for (const embed of document.querySelectorAll<HTMLElement>("[data-map-embed]")) {
    const frame = embed.querySelector("iframe");
    const data = embed.querySelector("script[data-map-message]");
    if (!frame || !data) continue;
    let message: unknown;
    try {
      message = JSON.parse(data.textContent ?? "");
    } catch {
      continue;
    }
    const post = () => frame.contentWindow?.postMessage(message, window.location.origin);
    frames.push({ frame, post });
  }
  if (frames.length === 0) return;
  window.addEventListener("message", (event) => {
    if (event.origin !== window.location.origin || !isMapReady(event.data)) return;
    frames.find(({ frame }) => frame.contentWindow === event.source)?.post();
  });
  for (const { frame } of frames) loadWhenNear(frame);
}
