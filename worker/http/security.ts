/**
 * Security headers (decisions 011 and 038). Every HTML page: a Content-Security-Policy with a
 * per-request nonce and default-src 'none', HSTS, nosniff, a referrer policy, a permissions
 * policy, framing by this site only, COOP and CORP. Every other response of the worker (JSON, XML,
 * text, images, redirects) gets the transport headers and a policy that allows it nothing.
 * Plain-http requests are sent to https, except on a loopback host (local development).
 */
import { TOUR_PROVIDERS } from "../../shared/rules/video.ts";
import { base64 } from "./bytes.ts";
import type { TagsView } from "../../shared/consent/categories.ts";

/**
 * The players a listing page may frame: exactly the embed hosts of the video and tour
 * recognition (shared/rules/video.ts). Tour services are framed on their own domain or
 * any subdomain (my.matterport.com), as recognition matches them by domain suffix.
 */
export const EMBED_FRAME_SOURCES: readonly string[] = [
  "https://www.youtube-nocookie.com",
  "https://player.vimeo.com",
  "https://www.facebook.com",
  ...TOUR_PROVIDERS.flatMap(([, domain]) => [`https://${domain}`, `https://*.${domain}`]),
];

/** Cloudflare Turnstile: its script, and the frame its widget draws the challenge in (decision 027). */
export const TURNSTILE_ORIGIN = "https://challenges.cloudflare.com";

/** Two years, with subdomains: what browsers' preload lists ask for (decision 038). */
export const STRICT_TRANSPORT_SECURITY = "max-age=63072000; includeSubDomains";
export const REFERRER_POLICY = "strict-origin-when-cross-origin";

/** What a response that is not a page may do as a document: nothing, and nobody may frame it. */
export const NON_DOCUMENT_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

export function createNonce(): string {
  return base64(crypto.getRandomValues(new Uint8Array(16)));
}

/** A tag's script address when it is the provider's own (local stand-ins are relative: this site). */
function remote(tag: { src: string } | undefined): boolean {
  return !!tag && tag.src.startsWith("https://");
}

/**
 * Where the configured tags send their measurements, after Google's and Meta's CSP guidance
 * (decisions 036 and 038). Their scripts need no entry: the consent script adds them, and
 * 'strict-dynamic' trusts what a nonced script adds; their pixels are covered by img-src.
 * - Google Analytics 4 (a G- id, or a tag manager container, which usually fires it): its
 *   collection hosts, and Google Signals' hosts, which the agency can switch on in Analytics
 *   without a change here.
 * - Google Ads (an AW- id, or a container): conversion and remarketing hosts.
 * - Meta pixel: the hit endpoint and the script host, which fetches the pixel's settings.
 */
export function tagConnectSources(tags: TagsView | undefined): string[] {
  if (!tags) return [];
  const sources: string[] = [];
  const analytics = (remote(tags.gtag) && !!tags.gtag?.analyticsId) || remote(tags.gtm);
  const ads = (remote(tags.gtag) && !!tags.gtag?.adsId) || remote(tags.gtm);
  if (analytics) {
    sources.push("https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com");
  }
  if (analytics || ads) sources.push("https://*.g.doubleclick.net", "https://*.google.com");
  if (ads) sources.push("https://www.googleadservices.com", "https://pagead2.googlesyndication.com");
  if (remote(tags.pixel)) sources.push("https://www.facebook.com", "https://connect.facebook.net");
  return sources;
}

/** The frames Google Ads' remarketing draws (its audience frame and the tag's own helper frame). */
export function tagFrameSources(tags: TagsView | undefined): string[] {
  if (!tags) return [];
  const ads = (remote(tags.gtag) && !!tags.gtag?.adsId) || remote(tags.gtm);
  return ads ? ["https://td.doubleclick.net", "https://www.googletagmanager.com"] : [];
}

export function contentSecurityPolicy(nonce: string, tags?: TagsView): string {
  return [
    // Nothing is allowed that is not named below.
    "default-src 'none'",
    // 'strict-dynamic' lets the nonced entry load its own code-split chunks and the Turnstile
    // script; the host is named for browsers that predate 'strict-dynamic'.
    `script-src 'nonce-${nonce}' 'strict-dynamic' ${TURNSTILE_ORIGIN}`,
    `style-src 'self' 'nonce-${nonce}'`,
    // Listing photos are served by the CRM's image host in production (decision 021).
    "img-src 'self' data: https:",
    "font-src 'self'",
    ["connect-src 'self'", ...tagConnectSources(tags)].join(" "),
    // 'self' is the map frame (/map/frame/), the only page of this site a page frames.
    ["frame-src 'self'", TURNSTILE_ORIGIN, ...EMBED_FRAME_SOURCES, ...tagFrameSources(tags)].join(" "),
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join("; ");
}

export function securityHeaders(nonce: string, tags?: TagsView): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(nonce, tags),
    "Strict-Transport-Security": STRICT_TRANSPORT_SECURITY,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": REFERRER_POLICY,
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
    // The same rule as frame-ancestors 'self', for browsers that only know this header.
    "X-Frame-Options": "SAMEORIGIN",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
  };
}

/** localhost, *.localhost, 127.0.0.0/8 and ::1: local development and tests, served over plain http. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return host === "localhost" || host.endsWith(".localhost") || /^127(?:\.\d{1,3}){3}$/.test(host) || host === "[::1]";
}

/**
 * The https address of a plain-http request, or null when none is due (https already, or a
 * loopback host). GET and HEAD move permanently with 301; other methods with 308, which keeps the
 * method and body.
 */
export function httpsRedirect(url: URL, method: string): Response | null {
  if (url.protocol !== "http:" || isLoopbackHost(url.hostname)) return null;
  const target = new URL(url.href);
  target.protocol = "https:";
  const status = method === "GET" || method === "HEAD" ? 301 : 308;
  return new Response(null, {
    status,
    headers: {
      Location: target.href,
      "Cache-Control": "public, max-age=3600",
      "Strict-Transport-Security": STRICT_TRANSPORT_SECURITY,
    },
  });
}

function isHtml(headers: Headers): boolean {
  return (headers.get("Content-Type") ?? "").toLowerCase().startsWith("text/html");
}

/**
 * The headers every response of the worker carries. Pages come with their own policy (securityHeaders);
 * any other response without one gets NON_DOCUMENT_POLICY and X-Frame-Options DENY. A header a
 * route set itself is kept.
 */
export function withBaseHeaders(response: Response): Response {
  if (response.status === 101) return response;
  const has = (name: string) => response.headers.has(name);
  // A page comes with all of them (htmlHeaders): nothing to add, nothing to copy.
  if (
    has("Strict-Transport-Security") &&
    has("X-Content-Type-Options") &&
    has("Referrer-Policy") &&
    (isHtml(response.headers) || has("Content-Security-Policy"))
  )
    return response;
  const headers = new Headers(response.headers);
  const missing = (name: string, value: string) => {
    if (!headers.has(name)) headers.set(name, value);
  };
  missing("Strict-Transport-Security", STRICT_TRANSPORT_SECURITY);
  missing("X-Content-Type-Options", "nosniff");
  missing("Referrer-Policy", REFERRER_POLICY);
  if (!isHtml(headers) && !headers.has("Content-Security-Policy")) {
    headers.set("Content-Security-Policy", NON_DOCUMENT_POLICY);
    missing("X-Frame-Options", "DENY");
  }
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/**
 * public/_headers for the static files the asset layer serves before the worker runs (written by
 * scripts/build-client.mjs). Every file gets the transport headers. Scripts, styles, dictionaries
 * and site images are never documents: opened on their own they may do nothing, and nobody may
 * frame them. /media/ (PDF documents, listing photos) is left to the browser's own viewers. A
 * header is named in one matching rule only, as Cloudflare joins repeated ones.
 */
export function staticAssetHeaders(): string {
  return [
    "/*",
    `  Strict-Transport-Security: ${STRICT_TRANSPORT_SECURITY}`,
    "  X-Content-Type-Options: nosniff",
    `  Referrer-Policy: ${REFERRER_POLICY}`,
    "/assets/*",
    "  Cache-Control: public, max-age=31536000, immutable",
    `  Content-Security-Policy: ${NON_DOCUMENT_POLICY}`,
    "  X-Frame-Options: DENY",
    "  Cross-Origin-Resource-Policy: same-origin",
    "/images/*",
    "  Cache-Control: public, max-age=86400, stale-while-revalidate=604800",
    `  Content-Security-Policy: ${NON_DOCUMENT_POLICY}`,
    "  X-Frame-Options: DENY",
    "",
  ].join("\n");
}
