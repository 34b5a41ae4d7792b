/**
 * A page's consent view (decision 036): whether the cookie dialog opens, the stored choice, and
 * the tags the configuration names with their script addresses.
 */
import { framesAllowed, type TagsView } from "../../shared/consent/categories.ts";
import { CONSENT_ERROR_PARAMETER, PLAY_FRAME_PARAMETER, type ConsentView } from "../../ui/consent/model.ts";
import type { FramesView } from "../../ui/model.ts";
import type { SiteConfig } from "../../config/schema.ts";
import type { Site } from "../site/site.ts";
import { clearConsentCookie, readConsent } from "./cookie.ts";

/** Where the dialog posts a choice (worker/consent/route.ts). */
export const CONSENT_ENDPOINT = "/__consent";

/**
 * The tags' scripts. In local development (TAG_SCRIPTS=local) they come from the stand-ins under
 * /__local/analytics/, which honour the same contract and show what was measured.
 */
export const TAG_SCRIPTS = {
  gtag: "https://www.googletagmanager.com/gtag/js",
  gtm: "https://www.googletagmanager.com/gtm.js",
  pixel: "https://connect.facebook.net/en_US/fbevents.js",
} as const;

export const LOCAL_TAG_SCRIPTS = {
  gtag: "/__local/analytics/gtag.js",
  gtm: "/__local/analytics/gtm.js",
  pixel: "/__local/analytics/fbevents.js",
} as const;

export function tagsView(analytics: SiteConfig["analytics"], local: boolean): TagsView {
  const scripts = local ? LOCAL_TAG_SCRIPTS : TAG_SCRIPTS;
  const { siteAnalyticsId, adsId, tagManagerId, pixelId } = analytics;
  return {
    ...(siteAnalyticsId || adsId
      ? {
          gtag: {
            src: scripts.gtag,
            ...(siteAnalyticsId ? { analyticsId: siteAnalyticsId } : {}),
            ...(adsId ? { adsId } : {}),
          },
        }
      : {}),
    ...(tagManagerId ? { gtm: { src: scripts.gtm, id: tagManagerId } } : {}),
    ...(pixelId ? { pixel: { src: scripts.pixel, id: pixelId } } : {}),
  };
}

/** Paths containing "preview" show no cookie dialog (and so load no tags). */
export function isPreviewPath(pathname: string): boolean {
  return pathname.toLowerCase().includes("preview");
}

/**
 * Whether the address carries a signed link's token (the confirm, unsubscribe and change-search
 * links of the mails). Such a page names no tag: a tag would send its address, token and all, to
 * a third party, and the token acts on the visitor's demand or subscription.
 */
export function carriesLinkToken(url: URL): boolean {
  return url.searchParams.has("token");
}

export interface ConsentRequest {
  url: URL;
  cookieHeader: string | null | undefined;
  lang: string;
  local: boolean;
}

/**
 * The page's consent view, the Set-Cookie that clears a choice on `?setcookies`, and whether the
 * dialog shows this visitor's own state (a cleared choice, a choice that failed) rather than what
 * the cookie choice alone decides: such a page is private.
 */
export function consentView(
  site: Site,
  request: ConsentRequest,
): { view?: ConsentView; setCookie?: string; personal: boolean } {
  const { url, lang } = request;
  const reset = url.searchParams.has("setcookies");
  if (isPreviewPath(url.pathname)) return { personal: false };
  const stored = reset ? undefined : readConsent(request.cookieHeader, site.config.consent.policyVersion);
  const view: ConsentView = {
    open: !stored || url.searchParams.has(CONSENT_ERROR_PARAMETER),
    ...(stored ? { choice: stored.choice } : {}),
    reset,
    failed: url.searchParams.has(CONSENT_ERROR_PARAMETER),
    endpoint: CONSENT_ENDPOINT,
    returnTo: returnPath(url),
    policyHref: site.table.path(lang, "cookiePolicy"),
    privacyHref: site.table.path(lang, "privacy"),
    tags: carriesLinkToken(url) ? {} : tagsView(site.config.analytics, request.local),
  };
  return { view, personal: reset || view.failed, ...(reset ? { setCookie: clearConsentCookie() } : {}) };
}

/** The page to come back to after a choice sent without JavaScript: this one, without the dialog's own parameters. */
function returnPath(url: URL): string {
  const query = new URLSearchParams(url.search);
  query.delete("setcookies");
  query.delete(CONSENT_ERROR_PARAMETER);
  const search = query.toString();
  return url.pathname + (search ? `?${search}` : "");
}

/**
 * Whether this page view's third-party players load (decision 054): by themselves when the
 * visitor's stored choice allows them, or the one the visitor asked for without JavaScript
 * (`?play=`). `local`: they come from the local stand-in (FRAME_HOSTS=local).
 */
export function framesView(url: URL, consent: ConsentView | undefined, local: boolean): FramesView {
  const own = new Set([PLAY_FRAME_PARAMETER, "setcookies", CONSENT_ERROR_PARAMETER]);
  const play = url.searchParams.get(PLAY_FRAME_PARAMETER);
  return {
    allowed: framesAllowed(consent?.choice),
    ...(play ? { play } : {}),
    query: [...url.searchParams].filter(([name]) => !own.has(name)),
    local,
    settings: !!consent,
  };
}
