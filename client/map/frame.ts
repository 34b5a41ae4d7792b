/**
 * The map frame's script, bundled on its own (scripts/build-client.mjs) so Leaflet never weighs on
 * other pages. It accepts messages only from its parent window on the same origin, and tells the
 * parent when it is ready, so the parent can post (again) whatever order things loaded in, and
 * when the properties it was sent are drawn and framed, so a page that shows a preview of the
 * map until then can give the map its place (decision 082).
 */
import { MAP_READY, parseMapMessage } from "../../shared/map/contract.ts";
import { MAP_SHOWN, parseMapReach } from "../../shared/map/messages.ts";
import { readFrameSettings } from "../../shared/map/frame-settings.ts";
import { createPropertyMap } from "./property-map.ts";

const root = document.getElementById("map");
const settings = root ? readFrameSettings(root) : null;

if (root && settings) {
  const toPage = (message: object) => {
    if (window.parent !== window) window.parent.postMessage(message, window.location.origin);
  };
  // Said once per message drawn: the visitor's own moves of the map are no news to the page.
  let announced = true;
  const map = createPropertyMap(root, settings, () => {
    if (announced) return;
    announced = true;
    toPage({ type: MAP_SHOWN });
  });
  // The page may post the same properties more than once; drawing them again would close the
  // visitor's popup and take the focus off the marker, so only a new message is drawn.
  let drawn = "";
  window.addEventListener("message", (event) => {
    if (event.source !== window.parent || event.origin !== window.location.origin) return;
    const reach = parseMapReach(event.data);
    if (reach) {
      map.reach(reach);
      return;
    }
    const message = parseMapMessage(event.data, window.location.origin);
    if (!message) return;
    const key = JSON.stringify(message);
    if (key === drawn) return;
    try {
      announced = false;
      map.show(message);
      drawn = key;
    } catch (error) {
      // One bad draw must not stop the frame: the next message from the page draws again.
      console.error("map: drawing the properties failed", error);
    }
  });
  root.dataset.ready = "true";
  toPage({ type: MAP_READY });
} else {
  console.error("map: the frame document carries no map settings");
}
