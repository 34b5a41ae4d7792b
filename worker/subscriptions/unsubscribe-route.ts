/**
 * The unsubscribe page (SPEC §7, §8): GET shows what a mail's link will stop and a button;
 * POST (that button, or a mail client's RFC 8058 one-click POST, which sends no Origin) stops it
 * and says "You have been unsubscribed". It is not a lead form: no captcha and no Origin check,
 * because the signed token in the link is the proof. A missing or tampered token gets a clear
 * page with status 400. The page itself renders through the site's page pipeline (`render`).
 */
import { Hono, type Context } from "hono";
import { slugsOf, type Route } from "../../config/routes.ts";
import type { UnsubscribeView } from "../../client/subscriptions/model.ts";
import type { Site } from "../site/site.ts";
import { unsubscribe, unsubscribeState } from "./unsubscribe.ts";

type AppContext = Context<{ Bindings: Env }>;

export type UnsubscribePageRenderer = (c: AppContext, site: Site, lang: string, route: Route, view: UnsubscribeView, status: number) => Promise<Response>;

/** The page's slugs in every language (German borrows the default's): the only paths answered here. */
const SLUGS = slugsOf("unsubscribe");

export function unsubscribeRoute(currentSite: (env: Env) => Promise<Site>, render: UnsubscribePageRenderer): Hono<{ Bindings: Env }> {
  const route = new Hono<{ Bindings: Env }>();
  for (const slug of SLUGS) {
    route.on(["GET", "POST"], `/:lang/${slug}/`, async (c, next) => {
      const site = await currentSite(c.env);
      const url = new URL(c.req.url);
      const match = site.table.match(url.pathname);
      // Another page with this slug, an unpublished page, or a path to be made canonical first.
      if (!match || match.alias || match.route.key !== "unsubscribe" || site.unpublished.has("unsubscribe")) return next();
      const { lang } = match;
      const contactHref = site.table.path(lang, "contact");
      const view =
        c.req.method === "POST"
          ? await unsubscribe(c.env, url.searchParams, contactHref, new Date())
          : await unsubscribeState(c.env, url.searchParams, url.pathname + url.search, contactHref);
      return render(c, site, lang, match.route, view, view.state === "invalid" ? 400 : 200);
    });
  }
  return route;
}
