/**
 * Google Consent Mode v2 and the configured tags (decision 036). Defaults deny
 * everything and wait 500 ms for the visitor's choice; each choice updates the signals, loads the
 * scripts it allows (never one more) and reports a page view. Nothing third-party is requested
 * before a choice allows it.
 */
import { gtag, pushEvent } from "../analytics/data-layer.ts";
import { showFramesFor } from "../behaviors/third-party-frames.ts";
import {
  allowedTags,
  consentMode,
  CONSENT_TABLE,
  storedValues,
  type ConsentChoice,
  type TagsView,
} from "../../shared/consent/categories.ts";

/** How long the tags wait for a pending choice before using the defaults. */
export const WAIT_FOR_UPDATE_MS = 500;

type Fbq = ((...args: unknown[]) => void) & {
  callMethod?: (...args: unknown[]) => void;
  queue: unknown[];
  push: unknown;
  loaded: boolean;
  version: string;
};
interface TagWindow {
  fbq?: Fbq;
  _fbq?: Fbq;
}

/** Scripts added to the page, and which tags were started, so a later choice adds nothing twice. */
const loaded = new Set<string>();
const started = new Set<"gtag" | "gtm" | "pixel">();
const configured = new Set<string>();

/** Before any tag: everything denied, waiting for the choice. */
export function consentDefaults(): void {
  gtag("consent", "default", { ...consentMode(undefined), wait_for_update: WAIT_FOR_UPDATE_MS });
  gtag("set", "ads_data_redaction", true);
}

function loadScript(src: string, doc: Document): void {
  if (loaded.has(src)) return;
  loaded.add(src);
  const script = doc.createElement("script");
  script.async = true;
  script.src = new URL(src, doc.baseURI).href;
  doc.head.appendChild(script);
}

/** The standard pixel queue, so calls made before the script arrives are kept in order. */
function pixelQueue(win: TagWindow): Fbq {
  if (win.fbq) return win.fbq;
  const fbq = function (...args: unknown[]) {
    if (fbq.callMethod) fbq.callMethod(...args);
    else fbq.queue.push(args);
  } as Fbq;
  fbq.push = fbq;
  fbq.loaded = true;
  fbq.version = "2.0";
  fbq.queue = [];
  win.fbq = fbq;
  win._fbq ??= fbq;
  return fbq;
}

/** First-party cookies the tags set, removed when their category is withdrawn. */
const TAG_COOKIES: { category: "analytical" | "marketing" | "social"; pattern: RegExp }[] = [
  { category: "analytical", pattern: /^_ga(_.*)?$|^_gid$|^_gat/ },
  { category: "marketing", pattern: /^_gcl_/ },
  { category: "social", pattern: /^_fbp$|^_fbc$/ },
];

export function removeTagCookies(choice: ConsentChoice | undefined, doc: Document = document): void {
  const names = doc.cookie
    .split(";")
    .map((part) => part.split("=")[0]!.trim())
    .filter(Boolean);
  const host = doc.location.hostname;
  const domains = [
    "",
    host,
    ...host
      .split(".")
      .map((_, i, parts) => parts.slice(i).join("."))
      .filter((d) => d.includes(".")),
  ];
  for (const name of names) {
    const rule = TAG_COOKIES.find((entry) => entry.pattern.test(name));
    if (!rule || choice?.[rule.category]) continue;
    for (const domain of new Set(domains)) {
      doc.cookie = `${name}=; Max-Age=0; Path=/${domain ? `; Domain=${domain}` : ""}`;
    }
  }
}

/** The stored client values, each following its row of the consent table; none when undefined. */
export function storeChoice(choice: ConsentChoice | undefined, storage: Storage | undefined = safeStorage()): void {
  if (!storage) return;
  try {
    const values = choice ? storedValues(choice) : undefined;
    for (const { stored } of CONSENT_TABLE) {
      if (values) storage.setItem(stored, values[stored]);
      else storage.removeItem(stored);
    }
  } catch {
    // Storage can be full or refused; the consent cookie still holds the choice.
  }
}

function safeStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * Applies a choice: Consent Mode update, the data-layer event for the tag manager, the scripts
 * and embedded players the choice allows, then the page view. Withdrawn categories lose their
 * tags' cookies, and the players they had loaded.
 */
export function applyChoice(
  choice: ConsentChoice,
  tags: TagsView,
  doc: Document = document,
  win: TagWindow = window as unknown as TagWindow,
): void {
  gtag("consent", "update", consentMode(choice));
  pushEvent("consent_update", {
    consent_analytical: choice.analytical,
    consent_marketing: choice.marketing,
    consent_social: choice.social,
    consent_unclassified: choice.unclassified,
  });
  removeTagCookies(choice, doc);
  showFramesFor(choice, doc);
  const allowed = allowedTags(tags, choice);

  if (allowed.gtag && tags.gtag) {
    const { analyticsId, adsId, src } = tags.gtag;
    const first = (choice.analytical && analyticsId) || adsId!;
    if (!started.has("gtag")) {
      started.add("gtag");
      gtag("js", new Date());
      loadScript(`${src}?id=${encodeURIComponent(first)}`, doc);
    }
    for (const id of [choice.analytical ? analyticsId : undefined, choice.marketing ? adsId : undefined]) {
      if (id && !configured.has(id)) {
        configured.add(id);
        gtag("config", id, { send_page_view: false });
      }
    }
  }
  if (allowed.gtm && tags.gtm && !started.has("gtm")) {
    started.add("gtm");
    pushEvent("gtm.js", { "gtm.start": Date.now() });
    loadScript(`${tags.gtm.src}?id=${encodeURIComponent(tags.gtm.id)}`, doc);
  }
  if (tags.pixel) {
    if (allowed.pixel) {
      const fbq = pixelQueue(win);
      fbq("consent", "grant");
      if (!started.has("pixel")) {
        started.add("pixel");
        fbq("init", tags.pixel.id);
        loadScript(tags.pixel.src, doc);
      }
    } else if (win.fbq) {
      win.fbq("consent", "revoke");
    }
  }

  // The page view, now that the choice is known.
  if (allowed.gtag)
    gtag("event", "page_view", {
      page_location: doc.location.href,
      page_title: doc.title,
      language: doc.documentElement.lang,
    });
  if (allowed.pixel) win.fbq?.("track", "PageView");
}
