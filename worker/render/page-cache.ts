/**
 * Public pages kept at the edge (Cache API) and served again without loading data or rendering
 * (decision 042). A cached page is filed under everything its markup depends on: the build, the
 * configuration's version, the catalogue's version, the visitor's cookie choice, and the path
 * with its query (the language is the path's first segment). What differs per response is never
 * served from the copy as it is: a page from the cache gets a fresh CSP nonce in its header and
 * every nonce attribute, fresh fallback captcha challenges, and the visitor's own Set-Cookie.
 *
 * Kept: GET answers 200 of route and catalogue pages. Never kept: owner pages (they do not come
 * through here and are private), POST answers, errors and every status but 200, `?setcookies`
 * and `consent-error` answers, and URLs that carry a visitor's address (`?email=`) or a demand's
 * change link (`?change=`).
 */
import type { Context } from "hono";
import manifest from "../generated/client-assets.json";
import { choiceBits } from "../../client/consent/categories.ts";
import { CONSENT_ERROR_PARAMETER } from "../../client/consent/model.ts";
import { CHALLENGE_FIELD } from "../../client/forms/guard-fields.ts";
import { PREFILL_PARAMETER } from "../../client/forms/schemas/newsletter.ts";
import { DEMAND_CHANGE_PARAMETERS } from "../../client/forms/schemas/demand-register.ts";
import { catalogueVersion } from "../catalogue/page-versions.ts";
import { readConsent } from "../consent/cookie.ts";
import { challengeSecret, createChallenge } from "../forms/challenge.ts";
import { challengeImagePath } from "../forms/challenge-route.ts";
import { sha256Hex } from "../http/bytes.ts";
import { languageCookie, LANGUAGE_COOKIE, readCookie } from "../http/language.ts";
import { createNonce } from "../http/security.ts";
import { countListingView } from "../owners/view-queue.ts";
import type { Site } from "../site/site.ts";

/** `wrangler types` knows the configured variables only; PAGE_CACHE=off switches the cache off (decision 042). */
export interface PageCacheEnv {
  PAGE_CACHE?: string;
}

type AppContext = Context<{ Bindings: Env }>;

/**
 * How long the edge keeps a page. Some of a page depends on the clock, not on data: the visit
 * times a listing offers (notice, the day's rollover, seats given back after 15 minutes) and the
 * "new" badges. Five minutes late is acceptable for those; the server checks a visit time again
 * when the form is sent.
 */
export const PAGE_CACHE_MAX_AGE_SECONDS = 5 * 60;

/** Longer queries are rendered every time: a cache entry per arbitrary query string helps nobody. */
export const MAX_CACHED_QUERY_LENGTH = 512;

/** What the stored copy carries for the cache's own use; removed before a page is sent. */
const META_LISTING = "X-Page-Cache-Listing";
const META_CACHE_CONTROL = "X-Page-Cache-Control";

/** A fallback challenge's signed id (worker/forms/challenge.ts): random key, expiry, signature. */
const CHALLENGE_ID = /[A-Za-z0-9_-]{16}\.\d{1,12}\.[A-Za-z0-9_-]{43}/g;
const CHALLENGE_PATH_PREFIX = challengeImagePath("").slice(0, -".svg".length);

export type PageCacheState = "hit" | "miss" | "bypass";

export function pageCacheTiming(state: PageCacheState): string {
  return `page-cache;desc=${state}`;
}

export interface PageCache {
  /** The page from the cache, ready to send (views counted); undefined when it must be rendered. */
  match(): Promise<Response | undefined>;
  /** Sends a rendered page and keeps a copy when it may be cached. `listingId`: a listing's detail page, whose views count on every hit. */
  keep(response: Response, listingId?: number): Response;
}

export function pageCacheEnabled(env: PageCacheEnv): boolean {
  return env.PAGE_CACHE !== "off";
}

/** The cookies a page sets for its visitor: the language, when the visitor's differs from the page's. */
export function visitorCookies(cookieHeader: string | null | undefined, lang: string): string[] {
  return readCookie(cookieHeader, LANGUAGE_COOKIE) === lang ? [] : [languageCookie(lang)];
}

/** Why a request's page is rendered without the cache, or undefined when it may be. */
export function bypassReason(env: PageCacheEnv, site: Site, method: string, url: URL): string | undefined {
  if (!pageCacheEnabled(env)) return "off";
  if (method !== "GET" && method !== "HEAD") return "method";
  const lang = url.pathname.split("/")[1] ?? "";
  if (!site.languages.includes(lang)) return "not a page path";
  if (url.search.length > MAX_CACHED_QUERY_LENGTH) return "long query";
  const query = url.searchParams;
  if (query.has("setcookies") || query.has(CONSENT_ERROR_PARAMETER)) return "consent";
  // A visitor's address, or a demand's criteria behind its change link (issue 10).
  if (query.has(PREFILL_PARAMETER) || query.has(DEMAND_CHANGE_PARAMETERS.id)) return "personal";
  return undefined;
}

/**
 * The markup's variant for the visitor's cookie choice: "none" (the dialog opens) or the stored
 * choice's categories, which the dialog's toggles and the allowed tags follow.
 */
export function consentVariant(site: Site, cookieHeader: string | null | undefined): string {
  const stored = readConsent(cookieHeader, site.config.consent.policyVersion);
  return stored ? choiceBits(stored.choice) : "none";
}

let buildVersion: Promise<string> | undefined;

/** This build's client files: a deploy with new scripts or styles never serves pages naming the old ones. */
function currentBuild(): Promise<string> {
  buildVersion ??= sha256Hex(JSON.stringify(manifest)).then((digest) => digest.slice(0, 12));
  return buildVersion;
}

/** Where a page is filed: one URL per build, configuration, catalogue version, cookie choice, path and query. */
export function pageCacheKey(url: URL, parts: { build: string; config: string; catalogue: string; consent: string }): string {
  return `${url.origin}/__page-cache/${parts.build}/${parts.config}/${parts.catalogue}/${parts.consent}${url.pathname}${url.search}`;
}

const BYPASS: PageCache = {
  match: async () => undefined,
  keep: (response) => withTiming(response, "bypass"),
};

export async function openPageCache(c: AppContext, site: Site): Promise<PageCache> {
  const env = c.env as Env & PageCacheEnv;
  const url = new URL(c.req.url);
  if (bypassReason(env, site, c.req.method, url)) return BYPASS;
  let catalogue: string;
  try {
    const seconds = Number.parseInt(env.CONFIG_CACHE_SECONDS ?? "30", 10);
    catalogue = await catalogueVersion(env.DB, Number.isFinite(seconds) ? seconds : 30);
  } catch (error) {
    console.error(`page cache: the catalogue's version is unreadable, pages are rendered: ${error instanceof Error ? error.message : String(error)}`);
    return BYPASS;
  }
  const cookieHeader = c.req.header("Cookie");
  const key = pageCacheKey(url, { build: await currentBuild(), config: site.version, catalogue, consent: consentVariant(site, cookieHeader) });
  // A cache of its own: nothing else of the site's shares its keys.
  const cache = await caches.open("pages");

  return {
    async match() {
      const stored = await cache.match(key);
      if (!stored) return undefined;
      const listing = Number(stored.headers.get(META_LISTING) ?? "");
      const response = refreshed(stored, env, visitorCookies(cookieHeader, stored.headers.get("Content-Language") ?? ""));
      return countListingView(c, Number.isSafeInteger(listing) && listing > 0 ? listing : undefined, 200, response);
    },
    keep(response, listingId) {
      if (response.status !== 200 || !response.body || !cacheable(response.headers)) return withTiming(response, "bypass");
      if (c.req.method !== "GET") return withTiming(response, "miss");
      const [visitor, copy] = response.body.tee();
      const headers = new Headers(response.headers);
      headers.delete("Set-Cookie");
      headers.set(META_CACHE_CONTROL, response.headers.get("Cache-Control") ?? "no-cache");
      headers.set("Cache-Control", `public, max-age=${PAGE_CACHE_MAX_AGE_SECONDS}`);
      if (listingId !== undefined) headers.set(META_LISTING, String(listingId));
      c.executionCtx.waitUntil(
        cache.put(key, new Response(copy, { status: 200, headers })).catch((error: unknown) => {
          console.warn(`page cache: ${url.pathname} was not kept: ${error instanceof Error ? error.message : String(error)}`);
        }),
      );
      return withTiming(new Response(visitor, response), "miss");
    },
  };
}

/** A page answer the cache may keep: HTML that no one marked private. */
function cacheable(headers: Headers): boolean {
  const control = (headers.get("Cache-Control") ?? "").toLowerCase();
  return (headers.get("Content-Type") ?? "").startsWith("text/html") && !control.includes("private") && !control.includes("no-store");
}

function withTiming(response: Response, state: PageCacheState): Response {
  const headers = new Headers(response.headers);
  headers.append("Server-Timing", pageCacheTiming(state));
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/**
 * A stored page made the visitor's own: a new nonce in the CSP and in every nonce attribute
 * (also inside <noscript>, which the rewriter reads as text), a new challenge for each fallback
 * captcha wherever its id appears (the picture, its preload, the hidden field, the island's
 * props), the visitor's cookies, and the page's own Cache-Control for the browser.
 */
export function refreshed(stored: Response, env: Parameters<typeof challengeSecret>[0], cookies: string[], now = new Date()): Response {
  const headers = new Headers(stored.headers);
  const policy = headers.get("Content-Security-Policy") ?? "";
  const oldNonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  const nonce = createNonce();
  if (oldNonce) headers.set("Content-Security-Policy", policy.replaceAll(`'nonce-${oldNonce}'`, `'nonce-${nonce}'`));
  headers.set("Cache-Control", headers.get(META_CACHE_CONTROL) ?? "no-cache");
  for (const name of [META_CACHE_CONTROL, META_LISTING, "Set-Cookie", "Age", "CF-Cache-Status", "Expires", "Server-Timing"]) headers.delete(name);
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  headers.append("Server-Timing", pageCacheTiming("hit"));

  // One new challenge per old one, so a form's picture, preload and hidden field stay together.
  const renewed = new Map<string, Promise<string>>();
  const renew = (id: string) => {
    let fresh = renewed.get(id);
    if (!fresh) {
      fresh = createChallenge(challengeSecret(env), now);
      renewed.set(id, fresh);
    }
    return fresh;
  };
  const renewAll = async (text: string): Promise<string> => {
    const ids = [...new Set(text.match(CHALLENGE_ID) ?? [])];
    if (ids.length === 0) return text;
    const fresh = new Map(await Promise.all(ids.map(async (id) => [id, await renew(id)] as const)));
    return text.replace(CHALLENGE_ID, (id) => fresh.get(id) ?? id);
  };
  const attribute = (name: string) => ({
    async element(element: Element) {
      const value = element.getAttribute(name);
      if (value !== null) element.setAttribute(name, await renewAll(value));
    },
  });
  let noscript = "";

  return new HTMLRewriter()
    .on("[nonce]", {
      element(element) {
        element.setAttribute("nonce", nonce);
      },
    })
    .on(`link[href^="${CHALLENGE_PATH_PREFIX}"]`, attribute("href"))
    .on(`img[src^="${CHALLENGE_PATH_PREFIX}"]`, attribute("src"))
    .on(`input[name="${CHALLENGE_FIELD}"]`, attribute("value"))
    .on(`[data-props*="${CHALLENGE_PATH_PREFIX}"]`, attribute("data-props"))
    .on("noscript", {
      async text(chunk) {
        noscript += chunk.text;
        if (!chunk.lastInTextNode) {
          chunk.remove();
          return;
        }
        let markup = noscript;
        noscript = "";
        if (oldNonce) markup = markup.replaceAll(`nonce="${oldNonce}"`, `nonce="${nonce}"`);
        if (markup.includes(CHALLENGE_PATH_PREFIX)) markup = await renewAll(markup);
        chunk.replace(markup, { html: true });
      },
    })
    .transform(new Response(stored.body, { status: 200, headers }));
}
