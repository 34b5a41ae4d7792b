/**
 * The local stand-in of Meta's fbevents.js (`/__local/analytics/fbevents.js`), served with
 * LOCAL_STANDINS=on. It takes over the page's `fbq` stub as the real pixel does: the queued calls
 * in order, then each later call through `fbq.callMethod`. `consent` grant/revoke (granted until
 * revoked, Meta's default), `init` (advanced-matching data is never sent), `track`,
 * `trackCustom`, `trackSingle`, `trackSingleCustom`: one hit to /__local/analytics/collect per
 * pixel and event while consent is granted, and the first-party `_fbp` cookie
 * (fb.1.<ms>.<random>) once a pixel is initialised with consent.
 */
import { jsonParams, logLine, sendHit, type StandInHost } from "./host.ts";

const PIXEL_ID = /^\d+$/;
const NINETY_DAYS = 90 * 24 * 60 * 60;

interface Fbq {
  (...args: unknown[]): void;
  callMethod?: (...args: unknown[]) => void;
  queue?: ArrayLike<unknown>[];
  push?: unknown;
  loaded?: boolean;
  version?: string;
}

/** Meta's browser id cookie: fb.1.<creation time in ms>.<random>. */
export function fbpCookieValue(nowMs: number, random: number): string {
  return `fb.1.${nowMs}.${random}`;
}

export function startPixel(host: StandInHost): void {
  const global = host.global;
  let fbq = global.fbq as Fbq | undefined;
  if (typeof fbq !== "function") {
    // Loaded without Meta's snippet: set up the same stub the snippet would have.
    const stub: Fbq = (...args: unknown[]) => (stub.callMethod ? stub.callMethod(...args) : stub.queue!.push(args));
    stub.push = stub;
    stub.queue = [];
    stub.version = "2.0";
    global.fbq = stub;
    global._fbq ??= stub;
    fbq = stub;
  }
  const pixels = new Set<string>();
  let granted = true;

  function cookie(): void {
    if (host.cookie("_fbp") === undefined)
      host.setCookie("_fbp", fbpCookieValue(host.now(), 1_000_000_000 + host.random(1_000_000_000)), NINETY_DAYS);
  }

  function hit(pixel: string, event: string, params: unknown): void {
    if (!granted) {
      host.log(logLine("pixel", pixel, event, "not sent: consent revoked"));
      return;
    }
    cookie();
    sendHit(host, { tag: "pixel", id: pixel, event, params: jsonParams(params), consent: { pixel: "granted" } });
  }

  function call(args: ArrayLike<unknown>): void {
    const [command, first, second, third] = Array.from(args);
    if (command === "consent") {
      if (first === "grant") granted = true;
      if (first === "revoke") granted = false;
    } else if (command === "init" && typeof first === "string" && PIXEL_ID.test(first)) {
      pixels.add(first);
      if (granted) cookie();
    } else if ((command === "track" || command === "trackCustom") && typeof first === "string" && first !== "") {
      for (const pixel of pixels) hit(pixel, first, second);
    } else if (
      (command === "trackSingle" || command === "trackSingleCustom") &&
      typeof first === "string" &&
      pixels.has(first) &&
      typeof second === "string" &&
      second !== ""
    ) {
      hit(first, second, third);
    }
  }

  const queued = fbq.queue ?? [];
  fbq.callMethod = (...args: unknown[]) => call(args);
  fbq.loaded = true;
  fbq.version = "2.0";
  for (const args of queued.splice(0)) call(args);
}
