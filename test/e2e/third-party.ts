import type { APIRequestContext, BrowserContext } from "@playwright/test";

/** The analytics tags' scripts, at Google's and Meta's addresses or the local stand-ins'. */
export const TAG_SCRIPT =
  /googletagmanager\.com\/gtag\/js|googletagmanager\.com\/gtm\.js|connect\.facebook\.net\/.*fbevents\.js|\/__local\/analytics\//;

/** The hosts of the video and tour players the site frames (worker/http/security.ts EMBED_FRAME_SOURCES). */
export const PLAYER_HOST =
  /^https:\/\/(www\.youtube-nocookie\.com|player\.vimeo\.com|www\.facebook\.com\/plugins\/|([a-z0-9-]+\.)?(matterport|nodalview|giraffe360)\.com)\//;

/**
 * Records every request the browser makes. Requests leaving the site are answered here, never by
 * the network: the tags' scripts with the local stand-ins, a player with the local player stand-in
 * (both the real contract, offline), anything else with an empty answer. `thirdParty` lists every
 * one of them.
 */
export async function watchRequests(context: BrowserContext, request: APIRequestContext, baseURL: string) {
  const all: string[] = [];
  const thirdParty: string[] = [];
  context.on("request", (r) => all.push(r.url()));
  await context.route(
    (url) => url.origin !== new URL(baseURL).origin,
    async (route) => {
      const url = route.request().url();
      thirdParty.push(url);
      const tag = /\/gtag\/js/.test(url)
        ? "gtag.js"
        : /\/gtm\.js/.test(url)
          ? "gtm.js"
          : /fbevents\.js/.test(url)
            ? "fbevents.js"
            : undefined;
      const standIn = tag
        ? `/__local/analytics/${tag}${new URL(url).search}`
        : PLAYER_HOST.test(url)
          ? `/__local/frames/?src=${encodeURIComponent(url)}`
          : undefined;
      if (!standIn) return route.fulfill({ status: 204 });
      let body: string;
      try {
        const answer = await request.get(standIn);
        body = await answer.text();
        if (!answer.ok()) thirdParty.push(`stand-in ${answer.status()} for ${url}`);
      } catch {
        // The test has ended while a tag or a player was still loading.
        return route.abort().catch(() => {});
      }
      await route.fulfill({ status: 200, contentType: tag ? "text/javascript" : "text/html", body }).catch(() => {});
    },
  );
  return { all, thirdParty };
}
