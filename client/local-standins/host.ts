/**
 * What the local stand-ins of the analytics tags (gtag.ts, gtm.ts, fbevents.ts; served by
 * worker/local/analytics.ts with LOCAL_STANDINS=on) share: the page they run in, the hit they
 * send to /__local/analytics/collect, the data layer they read and the consent state they honour.
 * The page is passed in as a `StandInHost`, so the tests drive the stand-ins without a browser.
 */
import { COLLECT_PATH } from "../../shared/analytics/collect.ts";

export { COLLECT_PATH };

export type ConsentSignal = "granted" | "denied";
export type HitTag = "gtag" | "gtm" | "pixel";

/** One measurement as the stand-ins send it; the development server adds the time it arrived. */
export interface OutgoingHit {
  tag: HitTag;
  /** The measurement, ads, container or pixel id the hit is for. */
  id: string;
  event: string;
  params: Record<string, JsonValue>;
  /** The consent signals in force when the hit was sent. */
  consent: Record<string, ConsentSignal>;
  /** The page's path and query. */
  page: string;
}

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

export interface StandInHost {
  /** The page's `window`, where dataLayer and fbq live. */
  global: Record<string, unknown>;
  /** The address the script was loaded from (its `?id=`). */
  scriptSrc: string;
  /** The page as a page view reports it. */
  page(): { path: string; location: string; title: string; language: string };
  cookie(name: string): string | undefined;
  setCookie(name: string, value: string, maxAgeSeconds: number): void;
  send(hit: OutgoingHit): void;
  log(line: string): void;
  now(): number;
  /** A random integer in [0, below). */
  random(below: number): number;
  later(run: () => void, ms: number): void;
}

/** The real page: `window`, `document`, a keepalive POST per hit, console.info per line. */
export function browserHost(): StandInHost {
  const script = document.currentScript as HTMLScriptElement | null;
  return {
    global: window as unknown as Record<string, unknown>,
    scriptSrc: script?.src ?? "",
    page: () => ({
      path: location.pathname + location.search,
      location: location.href,
      title: document.title,
      language: document.documentElement.lang || navigator.language,
    }),
    cookie(name) {
      for (const pair of document.cookie.split(/;\s*/)) {
        const at = pair.indexOf("=");
        if (at > 0 && pair.slice(0, at) === name) return pair.slice(at + 1);
      }
      return undefined;
    },
    setCookie(name, value, maxAgeSeconds) {
      const secure = location.protocol === "https:" ? "; Secure" : "";
      document.cookie = `${name}=${value}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
    },
    send(hit) {
      fetch(COLLECT_PATH, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(hit),
        keepalive: true,
        credentials: "same-origin",
      }).catch(() => console.info(`[local ${hit.tag}] ${hit.event}: the development server did not receive the hit`));
    },
    log: (line) => console.info(line),
    now: () => Date.now(),
    random: (below) => crypto.getRandomValues(new Uint32Array(1))[0]! % below,
    later: (run, ms) => void setTimeout(run, ms),
  };
}

/** The script address's `id` parameter ("G-…", "GTM-…"), or "" without one. */
export function scriptId(src: string): string {
  try {
    return new URL(src, "https://page.invalid").searchParams.get("id") ?? "";
  } catch {
    return "";
  }
}

/** Whether a data layer entry is a gtag() command: gtag pushes its `arguments` object. */
export function isCommand(entry: unknown): entry is IArguments {
  return Object.prototype.toString.call(entry) === "[object Arguments]";
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

/**
 * Handles every entry of `window.dataLayer`: those queued before the script arrived, in order, then
 * each later push. Another tag may have wrapped `push` already; its handling still runs.
 */
export function readDataLayer(global: Record<string, unknown>, handle: (entry: unknown) => void): void {
  if (!Array.isArray(global.dataLayer)) global.dataLayer = [];
  const layer = global.dataLayer as unknown[];
  const push = layer.push;
  for (const entry of layer.slice()) handle(entry);
  layer.push = function (this: unknown[], ...entries: unknown[]): number {
    const length = push.apply(this, entries);
    for (const entry of entries) handle(entry);
    return length;
  };
}

const MAX_DEPTH = 4;

/** The JSON a hit can carry: functions, undefined and class instances (elements, dates) are left out. */
export function jsonParams(value: unknown, depth = 0): Record<string, JsonValue> {
  const out: Record<string, JsonValue> = {};
  if (!isPlainObject(value)) return out;
  for (const [key, item] of Object.entries(value)) {
    const json = jsonValue(item, depth + 1);
    if (json !== undefined) out[key] = json;
  }
  return out;
}

function jsonValue(value: unknown, depth: number): JsonValue | undefined {
  if (value === null || typeof value === "string" || typeof value === "boolean") return value;
  if (typeof value === "number") return Number.isFinite(value) ? value : undefined;
  if (depth >= MAX_DEPTH) return undefined;
  if (Array.isArray(value)) return value.map((item) => jsonValue(item, depth + 1) ?? null);
  if (isPlainObject(value)) return jsonParams(value, depth);
  return undefined;
}

/** Parameter names that carry a person's data: e-mail, phone, name, address, free text. */
const PERSONAL_WORDS = new Set([
  "email",
  "mail",
  "phone",
  "telephone",
  "tel",
  "mobile",
  "gsm",
  "firstname",
  "lastname",
  "fullname",
  "surname",
  "address",
  "street",
  "message",
  "comment",
  "iban",
  "birthdate",
  "password",
]);
const PERSONAL_NAME_PAIRS = [/first_?name$/, /last_?name$/, /full_?name$/, /^name$/, /^user_?name$/];
const EMAIL_VALUE = /[^\s@]+@[^\s@]+\.[^\s@]+/;
const PHONE_VALUE = /^\+?[\d\s./()-]{9,}$/;

function personalKey(key: string): boolean {
  const words = key
    .replace(/([a-z])([A-Z])/g, "$1_$2")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  const joined = words.join("_");
  return words.some((word) => PERSONAL_WORDS.has(word)) || PERSONAL_NAME_PAIRS.some((pattern) => pattern.test(joined));
}

function personalValue(value: JsonValue): boolean {
  return (
    typeof value === "string" && (EMAIL_VALUE.test(value) || (PHONE_VALUE.test(value.trim()) && /\d{3}/.test(value)))
  );
}

/**
 * The parameters without a person's data: keys named like personal data, and values that look
 * like an e-mail address or a phone number, are withheld (and named, so the developer sees them).
 */
export function withoutPersonalData(
  params: Record<string, JsonValue>,
  prefix = "",
): { params: Record<string, JsonValue>; withheld: string[] } {
  const kept: Record<string, JsonValue> = {};
  const withheld: string[] = [];
  for (const [key, value] of Object.entries(params)) {
    const path = prefix + key;
    if (personalKey(key) || personalValue(value)) {
      withheld.push(path);
    } else if (value !== null && typeof value === "object" && !Array.isArray(value)) {
      const inner = withoutPersonalData(value, `${path}.`);
      kept[key] = inner.params;
      withheld.push(...inner.withheld);
    } else if (Array.isArray(value)) {
      kept[key] = value.map((item, i) => {
        if (personalValue(item)) {
          withheld.push(`${path}.${i}`);
          return null;
        }
        if (item !== null && typeof item === "object" && !Array.isArray(item)) {
          const inner = withoutPersonalData(item, `${path}.${i}.`);
          withheld.push(...inner.withheld);
          return inner.params;
        }
        return item;
      });
    } else {
      kept[key] = value;
    }
  }
  return { params: kept, withheld };
}

/** The Consent Mode signals a tag knows of. */
export const CONSENT_SIGNALS = ["analytics_storage", "ad_storage", "ad_user_data", "ad_personalization"] as const;

/**
 * Google Consent Mode as gtag.js and gtm.js apply it: `default` sets signals not yet updated,
 * `update` overrides; a signal never set counts as granted (a site without Consent Mode). While
 * a default with `wait_for_update` waits for its update, hits are held and decided once it
 * arrives or the wait is over.
 */
export class ConsentState {
  private signals: Record<string, ConsentSignal> = {};
  private updated = new Set<string>();
  private held: (() => void)[] = [];
  private waiting = false;

  private readonly host: StandInHost;

  constructor(host: StandInHost) {
    this.host = host;
  }

  command(action: unknown, values: unknown): void {
    if ((action !== "default" && action !== "update") || !isPlainObject(values)) return;
    for (const [key, value] of Object.entries(values)) {
      if (value !== "granted" && value !== "denied") continue;
      if (action === "update") {
        this.signals[key] = value;
        this.updated.add(key);
      } else if (!this.updated.has(key)) {
        this.signals[key] = value;
      }
    }
    if (action === "update") this.release();
    const wait = values.wait_for_update;
    if (action === "default" && typeof wait === "number" && wait > 0 && this.updated.size === 0 && !this.waiting) {
      this.waiting = true;
      this.host.later(() => this.release(), Math.min(wait, 10_000));
    }
  }

  granted(signal: string): boolean {
    return this.signals[signal] !== "denied";
  }

  anyGranted(): boolean {
    return CONSENT_SIGNALS.some((signal) => this.granted(signal));
  }

  snapshot(): Record<string, ConsentSignal> {
    return { ...this.signals };
  }

  /** Runs `decide` now, or once the wait for a consent update is over. */
  whenSettled(decide: () => void): void {
    if (this.waiting) this.held.push(decide);
    else decide();
  }

  private release(): void {
    this.waiting = false;
    for (const decide of this.held.splice(0)) decide();
  }
}

/** One console line per hit, sent or not: "[local gtag] G-XXX page_view sent {…}". */
export function logLine(
  tag: HitTag,
  id: string,
  event: string,
  outcome: string,
  params?: Record<string, JsonValue>,
): string {
  return `[local ${tag}] ${id} ${event} ${outcome}${params && Object.keys(params).length > 0 ? ` ${JSON.stringify(params)}` : ""}`;
}

/** Sends a hit without personal data and logs it. */
export function sendHit(host: StandInHost, hit: Omit<OutgoingHit, "page">): void {
  const { params, withheld } = withoutPersonalData(hit.params);
  host.send({ ...hit, params, page: host.page().path });
  host.log(
    logLine(
      hit.tag,
      hit.id,
      hit.event,
      withheld.length > 0 ? `sent (personal data withheld: ${withheld.join(", ")})` : "sent",
      params,
    ),
  );
}
