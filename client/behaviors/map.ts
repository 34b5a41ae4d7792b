import { isMapReady } from "../map/messages.ts";

/**
 * Posts each embedded map's message (rendered by MapEmbed) to its frame: at once, when the frame
 * loads, and whenever the frame says it is ready, so the order in which page and frame load does
 * not matter. Messages go to this site's origin only, and only this site's frames are heard.
 */
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
    frame.addEventListener("load", post);
    frames.push({ frame, post });
    post();
  }
  if (frames.length === 0) return;
  window.addEventListener("message", (event) => {
    if (event.origin !== window.location.origin || !isMapReady(event.data)) return;
    frames.find(({ frame }) => frame.contentWindow === event.source)?.post();
  });
}
