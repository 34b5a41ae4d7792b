/**
 * The local stand-in of Google's gtag.js (`/__local/analytics/gtag.js?id=G-…`), served with
 * LOCAL_STANDINS=on. It reads the gtag() commands of `window.dataLayer` as the real tag does:
 * `consent` default/update, `js`, `set`, `config` (a page view unless `send_page_view: false`)
 * and `event` (to `send_to`, else every configured id). A hit goes to /__local/analytics/collect
 * only when its storage is granted: analytics_storage for G- ids, ad_storage for AW- ids. With
 * storage denied GA's cookieless pings are not imitated: nothing is sent. With analytics_storage
 * granted the first-party `_ga` cookie is set, in GA's format.
 */
import {
  ConsentState,
  isCommand,
  isPlainObject,
  jsonParams,
  logLine,
  readDataLayer,
  sendHit,
  type JsonValue,
  type StandInHost,
} from "./host.ts";

const DESTINATION = /^(G-[A-Z0-9]+|AW-\d+)$/;
/** Options of config and event that steer the tag and are not measurement parameters. */
const CONTROL_KEYS = new Set(["send_page_view", "send_to", "event_callback", "event_timeout", "groups"]);
const TWO_YEARS = 2 * 365 * 24 * 60 * 60;

function measured(params: Record<string, JsonValue>): Record<string, JsonValue> {
  return Object.fromEntries(Object.entries(params).filter(([key]) => !CONTROL_KEYS.has(key)));
}

/** GA's client id cookie: GA1.1.<random>.<first visit, in seconds>. */
export function gaCookieValue(random: number, nowMs: number): string {
  return `GA1.1.${random}.${Math.floor(nowMs / 1000)}`;
}

export function startGtag(host: StandInHost): void {
  const consent = new ConsentState(host);
  const destinations = new Map<string, Record<string, JsonValue>>();
  let shared: Record<string, JsonValue> = {};

  function hit(id: string, event: string, params: Record<string, JsonValue>): void {
    consent.whenSettled(() => {
      const storage = id.startsWith("AW-") ? "ad_storage" : "analytics_storage";
      if (!consent.granted(storage)) {
        host.log(logLine("gtag", id, event, `not sent: ${storage} denied`));
        return;
      }
      if (storage === "analytics_storage" && host.cookie("_ga") === undefined) {
        host.setCookie("_ga", gaCookieValue(1_000_000_000 + host.random(1_000_000_000), host.now()), TWO_YEARS);
      }
      sendHit(host, { tag: "gtag", id, event, params, consent: consent.snapshot() });
    });
  }

  function command(name: unknown, first: unknown, second: unknown): void {
    if (name === "consent") {
      consent.command(first, second);
    } else if (name === "set" && isPlainObject(first)) {
      shared = { ...shared, ...jsonParams(first) };
    } else if (name === "config" && typeof first === "string" && DESTINATION.test(first)) {
      const options = jsonParams(second);
      destinations.set(first, measured(options));
      if (!(isPlainObject(second) && second.send_page_view === false)) {
        const page = host.page();
        hit(first, "page_view", {
          page_location: page.location,
          page_title: page.title,
          language: page.language,
          ...shared,
          ...measured(options),
        });
      }
    } else if (name === "event" && typeof first === "string" && first !== "") {
      const options = isPlainObject(second) ? second : {};
      const sendTo =
        typeof options.send_to === "string"
          ? [options.send_to]
          : Array.isArray(options.send_to)
            ? options.send_to
            : undefined;
      const targets = sendTo
        ? sendTo.filter((id): id is string => typeof id === "string" && destinations.has(id))
        : [...destinations.keys()];
      for (const id of targets)
        hit(id, first, { ...shared, ...destinations.get(id), ...measured(jsonParams(options)) });
      if (typeof options.event_callback === "function") {
        const callback = options.event_callback as () => void;
        host.later(() => callback(), 0);
      }
    }
  }

  readDataLayer(host.global, (entry) => {
    if (isCommand(entry)) command(entry[0], entry[1], entry[2]);
  });
}
