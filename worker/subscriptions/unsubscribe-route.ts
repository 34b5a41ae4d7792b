/**
 * The unsubscribe page: GET shows what a mail's link will stop and a button;
 * POST (that button, or a mail client's RFC 8058 one-click POST, which sends no Origin) stops it
 * and says "You have been unsubscribed". A missing or tampered token gets a clear page with
 * status 400.
 */
import type { UnsubscribeView } from "../../ui/subscriptions/model.ts";
import type { Site } from "../site/site.ts";
import { linkPageRoute, type LinkPageRenderer } from "./link-page-route.ts";
import { unsubscribe, unsubscribeState } from "./unsubscribe.ts";

export type UnsubscribePageRenderer = LinkPageRenderer<UnsubscribeView>;

export function unsubscribeRoute(currentSite: (env: Env) => Promise<Site>, render: UnsubscribePageRenderer) {
  return linkPageRoute<UnsubscribeView>(
    "unsubscribe",
    currentSite,
    async (c, site, lang, url) => {
      const contactHref = site.table.path(lang, "contact");
      const view =
        c.req.method === "POST"
          ? await unsubscribe(c.env, url.searchParams, contactHref, new Date())
          : await unsubscribeState(c.env, url.searchParams, url.pathname + url.search, contactHref);
      return { view, status: view.state === "invalid" ? 400 : 200 };
    },
    render,
  );
}
