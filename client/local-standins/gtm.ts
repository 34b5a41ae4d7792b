/**
 * The local stand-in of Google Tag Manager's gtm.js (`/__local/analytics/gtm.js?id=GTM-…`),
 * served with LOCAL_STANDINS=on. It reads `window.dataLayer` as a container does: the gtag()
 * consent commands set Consent Mode, and every plain object with an `event` (`gtm.js` first, then
 * consent_update, view_item, search, form_submit…) becomes one hit to /__local/analytics/collect
 * with the object's other keys as its data, personal data withheld. Nothing is sent while every
 * Consent Mode signal is denied.
 */
import {
  ConsentState,
  isCommand,
  isPlainObject,
  jsonParams,
  logLine,
  readDataLayer,
  scriptId,
  sendHit,
  type StandInHost,
} from "./host.ts";

/** Keys the container adds for itself, not the page's data. */
const INTERNAL_KEYS = new Set(["event", "gtm.uniqueEventId", "eventCallback", "eventTimeout"]);

export function startGtm(host: StandInHost): void {
  const id = scriptId(host.scriptSrc);
  const consent = new ConsentState(host);

  readDataLayer(host.global, (entry) => {
    if (isCommand(entry)) {
      if (entry[0] === "consent") consent.command(entry[1], entry[2]);
      return;
    }
    if (!isPlainObject(entry) || typeof entry.event !== "string" || entry.event === "") return;
    const event = entry.event;
    const data = jsonParams(Object.fromEntries(Object.entries(entry).filter(([key]) => !INTERNAL_KEYS.has(key))));
    consent.whenSettled(() => {
      if (!consent.anyGranted()) host.log(logLine("gtm", id, event, "not sent: every consent signal denied"));
      else sendHit(host, { tag: "gtm", id, event, params: data, consent: consent.snapshot() });
    });
    if (typeof entry.eventCallback === "function") {
      const callback = entry.eventCallback as () => void;
      host.later(() => callback(), 0);
    }
  });
}
