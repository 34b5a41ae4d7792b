import { isMapReady, isMapShown, MAP_REACH, type MapReach } from "../../shared/map/messages.ts";
import type { MapMessage } from "../../shared/map/contract.ts";
import { mapMessageOf } from "../../ui/map/map-message.ts";
import type { whenReachedFor } from "./reach.ts";

/**
 * Loads each embedded map's frame (rendered by MapEmbed) and posts it the map's message whenever
 * the frame says it is ready. The page listens before any frame has its address, so no "ready"
 * is missed. Messages go to this site's origin only, and only this site's frames are heard.
 *
 * A map with a drawn preview (a map on the first screen, decision 082) loads its frame only when
 * the visitor reaches for the preview (islands wake the same way: ./reach.ts), and keeps the
 * preview in its place until the frame says the map shows the same. What the visitor did on the
 * preview meanwhile is not lost: a click on a pin opens that pin's popup, a click on a cluster
 * opens the cluster, and a click on the button or the drawn land, or a focus left on the
 * preview, puts the focus on the map. A map without a preview loads as it comes within a screen
 * of being seen.
 *
 * The entry loads this module only on a page with a map. A pin clicked before it has arrived
 * opens its listing, as the link it is; a mouse already over the preview or a focus already in
 * it still wakes the map. Each embed says `data-map-embed="wired"` once this is done.
 */

/** How far ahead of the screen a map's frame without a preview starts loading. */
export const MAP_FRAME_MARGIN = "100% 0px";

interface Embed {
  element: HTMLElement;
  frame: HTMLIFrameElement;
  message: MapMessage;
  preview: HTMLElement | null;
  /** What the visitor reached for on the preview, for the map to do once it shows. */
  reached: Omit<MapReach, "type"> | null;
}

function load(frame: HTMLIFrameElement): void {
  const src = frame.dataset.src;
  if (src && !frame.getAttribute("src")) frame.src = src;
}

function loadWhenNear(frame: HTMLIFrameElement): void {
  if (!("IntersectionObserver" in window)) {
    load(frame);
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      load(frame);
    },
    { rootMargin: MAP_FRAME_MARGIN },
  );
  observer.observe(frame);
}

/** The id of the message's property a preview's pin links to. */
function propertyAt(message: MapMessage, href: string | null): number | undefined {
  return message.properties.find((property) => property.href === href)?.id;
}

/** The signs of a visitor reaching for a part of the page (./reach.ts). */
type Reach = typeof whenReachedFor;

function wirePreview(embed: Embed, preview: HTMLElement, whenReachedFor: Reach): void {
  const wake = () => {
    preview.dataset.waking = "";
    load(embed.frame);
  };
  whenReachedFor(preview, wake);
  // Reached for before this module arrived: the mouse already over it, or a click on its button
  // already made (which left the focus there).
  if (preview.matches(":hover")) wake();
  if (preview.contains(document.activeElement)) {
    embed.reached = {};
    wake();
  }
  preview.addEventListener("click", (event) => {
    // A click meant to open a pin's listing elsewhere (a new tab, a new window) stays the link's.
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest<SVGAElement>("a") : null;
    event.preventDefault();
    const cluster = Number(link?.dataset.cluster);
    const pin = link && !cluster ? propertyAt(embed.message, link.getAttribute("href")) : undefined;
    embed.reached = cluster ? { cluster } : pin ? { pin } : {};
    load(embed.frame);
  });
}

/** The live map takes the preview's place, and what the visitor reached for on it. */
function reveal(embed: Embed): void {
  const { preview, frame } = embed;
  if (!preview || preview.hidden) return;
  const reached = embed.reached ?? (preview.contains(document.activeElement) ? {} : null);
  preview.hidden = true;
  delete preview.dataset.waking;
  embed.reached = null;
  if (!reached) return;
  frame.focus();
  frame.contentWindow?.postMessage({ type: MAP_REACH, ...reached }, window.location.origin);
}

/**
 * @param whenReachedFor handed over by the entry, which wakes islands on the same signs, so
 * that this module, loaded only where there is a map, shares no chunk of its own with it.
 */
export function wireMapEmbeds(whenReachedFor: Reach): void {
  const embeds: Embed[] = [];
  for (const element of document.querySelectorAll<HTMLElement>("[data-map-embed]")) {
    const frame = element.querySelector("iframe");
    const message = mapMessageOf(element);
    if (!frame || !message) continue;
    embeds.push({
      element,
      frame,
      message,
      preview: element.querySelector<HTMLElement>("[data-map-preview]"),
      reached: null,
    });
  }
  if (embeds.length === 0) return;
  window.addEventListener("message", (event) => {
    if (event.origin !== window.location.origin) return;
    const embed = embeds.find(({ frame }) => frame.contentWindow === event.source);
    if (!embed) return;
    if (isMapReady(event.data)) embed.frame.contentWindow?.postMessage(embed.message, window.location.origin);
    else if (isMapShown(event.data)) reveal(embed);
  });
  for (const embed of embeds) {
    if (embed.preview) wirePreview(embed, embed.preview, whenReachedFor);
    else loadWhenNear(embed.frame);
    // For the end-to-end tests, as data-client-loaded is for the entry.
    embed.element.dataset.mapEmbed = "wired";
  }
}
