/**
 * The pages a mail's signed link opens (unsubscribe, a demand's confirmation): GET shows what the
 * link will do and a button, POST (the button) does it. They are not lead forms: no captcha and
 * no Origin check, because the signed token in the link is the proof. Each answers only its own
 * page's slugs, in every language (German borrows the default's), and renders through the site's
 * page pipeline (`render`).
 */
import { Hono, type Context } from "hono";
import { slugsOf, type Route, type StaticPageKey } from "../../config/routes.ts";
import type { Site } from "../site/site.ts";

type AppContext = Context<{ Bindings: Env }>;

export type LinkPageRenderer<View> = (
  c: AppContext,
  site: Site,
  lang: string,
  route: Route,
  view: View,
  status: number,
) => Promise<Response>;

/** What the page shows for the request: the view and its status. */
export type LinkPageAnswer<View> = (
  c: AppContext,
  site: Site,
  lang: string,
  url: URL,
) => Promise<{ view: View; status: number }>;

export function linkPageRoute<View>(
  key: StaticPageKey,
  currentSite: (env: Env) => Promise<Site>,
  answer: LinkPageAnswer<View>,
  render: LinkPageRenderer<View>,
): Hono<{ Bindings: Env }> {
  const route = new Hono<{ Bindings: Env }>();
  for (const slug of slugsOf(key)) {
    route.on(["GET", "POST"], `/:lang/${slug}/`, async (c, next) => {
      const site = await currentSite(c.env);
      const url = new URL(c.req.url);
      const match = site.table.match(url.pathname);
      // Another page with this slug, an unpublished page, or a path to be made canonical first.
      if (!match || match.alias || match.route.key !== key || site.unpublished.has(key)) return next();
      const { view, status } = await answer(c, site, match.lang, url);
      return render(c, site, match.lang, match.route, view, status);
    });
  }
  return route;
}
