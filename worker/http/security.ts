/**
 * Security headers for every HTML response: a Content-Security-Policy with a per-request nonce,
 * HSTS, nosniff, a referrer policy and a permissions policy.
 */
import { TOUR_PROVIDERS } from "../../client/rules/video.ts";
import { base64 } from "./bytes.ts";

/**
 * The players a listing page may frame: exactly the embed hosts of the video and tour
 * recognition (client/rules/video.ts, SPEC §5). Tour services are framed on their own domain or
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

export function createNonce(): string {
  return base64(crypto.getRandomValues(new Uint8Array(16)));
}

export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    // 'strict-dynamic' lets the nonced entry load its own code-split chunks and the Turnstile
    // script; the host is named for browsers that predate 'strict-dynamic'.
    `script-src 'nonce-${nonce}' 'strict-dynamic' ${TURNSTILE_ORIGIN}`,
    `style-src 'self' 'nonce-${nonce}'`,
    // Listing photos are served by the CRM's image host in production (decision 021).
    "img-src 'self' data: https:",
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src 'self' ${TURNSTILE_ORIGIN} ${EMBED_FRAME_SOURCES.join(" ")}`,
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join("; ");
}

export function securityHeaders(nonce: string): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(nonce),
    "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
    "Cross-Origin-Opener-Policy": "same-origin",
  };
}
