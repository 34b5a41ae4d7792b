/**
 * Public pages kept at the edge (Cache API) and served again without loading data or rendering
 * (decision 042). A cached page is filed under everything its markup depends on: the build, the
 * configuration's version, the catalogue's version, the visitor's cookie choice, and the path
 * with its query (the language is the path's first segment).
 *
 * A kept page holds no value that belongs to one visitor: pages are rendered with placeholders
 * for their nonce, form keys and challenges, and every response is filled on its way out
 * (fresh-values.ts, decision 047). Which pages may be kept, the pages say: one that shows a
 * visitor's own data answers `private, no-store` (PRIVATE_PAGE), and the cache keeps only GET
 * answers 200 in HTML that no one marked private. It never needs to know a form's fields.
 *
 * Two tiers: this isolate's memory first (kept-pages.ts), where a page waits cut at its
 * placeholders and is filled by joining its parts, then the edge's Cache API (decision 079).
 */
import type { Context } from "hono";
import { clientAssets as manifest } from "./client-assets.ts";
import { choiceBits } from "../../shared/consent/categories.ts";
import { catalogueVersion } from "../import/page-versions.ts";
import { envOf } from "../env.ts";
import { readConsent } from "../consent/cookie.ts";
import { sha256Hex } from "../http/bytes.ts";
import { languageCookie, LANGUAGE_COOKIE, readCookie } from "../http/language.ts";
import { countListingView } from "../owners/view-queue.ts";
import type { Site } from "../site/site.ts";
import { filledPage, preparePage } from "./fresh-values.ts";
import { keepPage, keptPage, type KeptPage } from "./kept-pages.ts";

/** Whether a page may be served to other visitors from the cache ("shared") or shows one visitor's own data ("private"). */
export type PageCaching = "shared" | "private";

/** What a private page (and an owner's redirect) answers: no shared cache, this one included, keeps it. */
export const PRIVATE_PAGE: Readonly<Record<string, string>> = { "Cache-Control": "private, no-store" };

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
/** When the page was kept (ms since the epoch): the memory tier keeps a copy from the edge no longer than the edge does. */
const META_KEPT_AT = "X-Page-Cache-Kept-At";

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
  return envOf(env).pageCache;
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
export function currentBuild(): Promise<string> {
  buildVersion ??= sha256Hex(JSON.stringify(manifest)).then((digest) => digest.slice(0, 12));
  return buildVersion;
}

/** Where a page is filed: one URL per build, configuration, catalogue version, cookie choice, path and query. */
export function pageCacheKey(
  url: URL,
  parts: { build: string; config: string; catalogue: string; consent: string },
): string {
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
    catalogue = await catalogueVersion(env.DB, envOf(env).configCacheSeconds);
  } catch (error) {
    console.error(
      `page cache: the catalogue's version is unreadable, pages are rendered: ${error instanceof Error ? error.message : String(error)}`,
    );
    return BYPASS;
  }
  const cookieHeader = c.req.header("Cookie");
  const key = pageCacheKey(url, {
    build: await currentBuild(),
    config: site.version,
    catalogue,
    consent: consentVariant(site, cookieHeader),
  });
  // A cache of its own: nothing else of the site's shares its keys; opened only when the memory has no copy.
  const edge = () => caches.open("pages");

  /** The edge's copy, kept in memory from now on. */
  async function fromEdge(now: number): Promise<KeptPage | undefined> {
    const stored = await (await edge()).match(key);
    if (!stored) return undefined;
    const keptAt = Number(stored.headers.get(META_KEPT_AT));
    const expires = (Number.isFinite(keptAt) && keptAt > 0 ? keptAt : now) + PAGE_CACHE_MAX_AGE_SECONDS * 1000;
    const page = keptFrom(new Uint8Array(await stored.arrayBuffer()), stored.headers, expires);
    keepPage(key, page, now);
    return page;
  }

  return {
    async match() {
      const now = Date.now();
      const page = keptPage(key, now) ?? (await fromEdge(now));
      if (!page) return undefined;
      const headers: [string, string][] = [
        ...page.headers,
        ...visitorCookies(cookieHeader, page.lang).map((cookie): [string, string] => ["Set-Cookie", cookie]),
        ["Server-Timing", pageCacheTiming("hit")],
      ];
      const response = await filledPage(page.body, { status: 200, headers }, env);
      return countListingView(c, page.listingId, 200, response);
    },
    keep(response, listingId) {
      if (response.status !== 200 || !response.body || !cacheable(response.headers))
        return withTiming(response, "bypass");
      if (c.req.method !== "GET") return withTiming(response, "miss");
      const [visitor, copy] = response.body.tee();
      const keptAt = Date.now();
      const headers = new Headers(response.headers);
      headers.delete("Set-Cookie");
      headers.set(META_CACHE_CONTROL, response.headers.get("Cache-Control") ?? "no-cache");
      headers.set("Cache-Control", `public, max-age=${PAGE_CACHE_MAX_AGE_SECONDS}`);
      headers.set(META_KEPT_AT, String(keptAt));
      if (listingId !== undefined) headers.set(META_LISTING, String(listingId));
      c.executionCtx.waitUntil(
        (async () => {
          const bytes = new Uint8Array(await new Response(copy).arrayBuffer());
          keepPage(key, keptFrom(bytes, headers, keptAt + PAGE_CACHE_MAX_AGE_SECONDS * 1000), Date.now());
          await (await edge()).put(key, new Response(bytes, { status: 200, headers }));
        })().catch((error: unknown) => {
          console.warn(
            `page cache: ${url.pathname} was not kept: ${error instanceof Error ? error.message : String(error)}`,
          );
        }),
      );
      return withTiming(new Response(visitor, response), "miss");
    },
  };
}

/** A stored page as the memory tier keeps it: cut at its placeholders, with the headers its visitors get. */
function keptFrom(bytes: Uint8Array<ArrayBuffer>, stored: Headers, expires: number): KeptPage {
  const listing = Number(stored.get(META_LISTING) ?? "");
  return {
    headers: [...servedHeaders(stored)],
    body: preparePage(bytes),
    ...(Number.isSafeInteger(listing) && listing > 0 ? { listingId: listing } : {}),
    lang: stored.get("Content-Language") ?? "",
    expires,
  };
}

/** A page answer the cache may keep: HTML that no one marked private. */
function cacheable(headers: Headers): boolean {
  const control = (headers.get("Cache-Control") ?? "").toLowerCase();
  return (
    (headers.get("Content-Type") ?? "").startsWith("text/html") &&
    !control.includes("private") &&
    !control.includes("no-store")
  );
}

function withTiming(response: Response, state: PageCacheState): Response {
  const headers = new Headers(response.headers);
  headers.append("Server-Timing", pageCacheTiming(state));
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/**
 * The headers of a stored page as every visitor gets them: the page's own Cache-Control for the
 * browser, and none of the cache's own headers nor any cookie. Each response adds its visitor's
 * cookies and has its placeholders filled on the way out, like a rendered page.
 */
export function servedHeaders(stored: Headers): Headers {
  const headers = new Headers(stored);
  headers.set("Cache-Control", headers.get(META_CACHE_CONTROL) ?? "no-cache");
  for (const name of [
    META_CACHE_CONTROL,
    META_LISTING,
    META_KEPT_AT,
    "Set-Cookie",
    "Age",
    "CF-Cache-Status",
    "Expires",
    "Server-Timing",
    "Content-Length",
  ])
    headers.delete(name);
  return headers;
}
