/**
 * The third-party players' behaviour (ui/components/ThirdPartyFrame.tsx, decision 054). A
 * click on a player's button loads that one player in place and starts it, focus moving into it;
 * a cookie choice that allows players loads every waiting one, and withdrawing it puts back the
 * poster of those the choice had loaded (one the visitor asked for stays). Without this script
 * the button asks the server for the page with that player loaded.
 */
import { framesAllowed, type ConsentChoice } from "../../shared/consent/categories.ts";

const FRAME = "[data-third-party-frame]";

type LoadedBy = "visitor" | "consent";

function load(frame: HTMLElement, by: LoadedBy, doc: Document): HTMLIFrameElement {
  const present = frame.querySelector<HTMLIFrameElement>("iframe");
  if (present) return present;
  const { frameSrc, frameStartSrc, frameTitle, frameAllow } = frame.dataset;
  const player = doc.createElement("iframe");
  player.className = "frame__player";
  player.title = frameTitle ?? "";
  player.allow = frameAllow ?? "";
  player.allowFullscreen = true;
  player.referrerPolicy = "strict-origin-when-cross-origin";
  if (by === "consent") player.loading = "lazy";
  player.src = (by === "visitor" ? frameStartSrc : frameSrc) ?? "";
  frame.insertBefore(player, frame.firstChild);
  frame.dataset.frameBy = by;
  frame.classList.add("frame--loaded");
  frame.querySelector<HTMLElement>(".frame__waiting")?.setAttribute("hidden", "");
  return player;
}

function unload(frame: HTMLElement): void {
  frame.querySelector("iframe")?.remove();
  delete frame.dataset.frameBy;
  frame.classList.remove("frame--loaded");
  frame.querySelector<HTMLElement>(".frame__waiting")?.removeAttribute("hidden");
}

/** A player's button loads that player where it stands. */
export function wireThirdPartyFrames(doc: Document = document): void {
  doc.addEventListener("submit", (event) => {
    const form = event.target instanceof HTMLFormElement ? event.target : null;
    const frame = form?.closest<HTMLElement>(FRAME);
    if (!form || !frame || !frame.contains(form)) return;
    event.preventDefault();
    load(frame, "visitor", doc).focus();
  });
}

/** After a cookie choice: the players it allows load, those it no longer allows show their posters again. */
export function showFramesFor(choice: ConsentChoice, doc: Document = document): void {
  const allowed = framesAllowed(choice);
  for (const frame of doc.querySelectorAll<HTMLElement>(FRAME)) {
    if (allowed) load(frame, "consent", doc);
    else if (frame.dataset.frameBy === "consent") unload(frame);
  }
}
