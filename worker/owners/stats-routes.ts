/**
 * The dashboard (`/{lang}/{my-properties slug}/`) and each owned property's statistics
 * (`…/{listingId}/`). Both need a live owner session: without one, 303 to the login page with
 * `?next=` this path. A property the owner does not own, an unknown id and a path segment that is
 * no id at all answer the same 404 page, which names nothing about the property asked for.
 */
import { Hono, type Context } from "hono";
import { slugsOf } from "../../config/routes.ts";
import { listingId } from "../catalogue/detail-route.ts";
import { PRIVATE_HEADERS, type CurrentSite, type OwnerPageRenderer } from "./page.ts";
import { readOwnerSession } from "./sessions.ts";
import { dashboardView, portalPaths, propertyView } from "./stats-view.ts";

type AppContext = Context<{ Bindings: Env }>;

/** The dashboard's slugs in every language (German borrows the default's). */
const SLUGS = slugsOf("ownerDashboard");

export function ownerStatsRoutes(currentSite: CurrentSite, render: OwnerPageRenderer): Hono<{ Bindings: Env }> {
  const routes = new Hono<{ Bindings: Env }>();

  /** The dashboard route this path (or its parent, for a property) is, and the owner, or the response to give instead. */
  async function portal(c: AppContext, dashboardPath: string) {
    const site = await currentSite(c.env);
    const match = site.table.match(dashboardPath);
    // Another page with this slug, an unpublished page, or a path to be made canonical first.
    if (!match || match.alias || match.route.key !== "ownerDashboard" || site.unpublished.has("ownerDashboard")) return undefined;
    const now = new Date();
    const session = await readOwnerSession(c.env.DB, c.req.header("Cookie"), now);
    if (!session) {
      const login = `${portalPaths(site, match.lang).login}?next=${encodeURIComponent(new URL(c.req.url).pathname)}`;
      return { response: new Response(null, { status: 303, headers: { Location: login, ...PRIVATE_HEADERS } }) };
    }
    return { site, match, now, request: { db: c.env.DB, site, lang: match.lang, owner: session, now } };
  }

  for (const slug of SLUGS) {
    routes.get(`/:lang/${slug}/`, async (c, next) => {
      const found = await portal(c, new URL(c.req.url).pathname);
      if (!found) return next();
      if ("response" in found) return found.response;
      return render(c, found.site, found.match.lang, found.match.route, await dashboardView(found.request), 200);
    });
    routes.get(`/:lang/${slug}/:id/`, async (c, next) => {
      const found = await portal(c, `/${c.req.param("lang")}/${slug}/`);
      if (!found) return next();
      if ("response" in found) return found.response;
      const url = new URL(c.req.url);
      const view = await propertyView(found.request, listingId(c.req.param("id")), url.searchParams);
      return render(c, found.site, found.match.lang, found.match.route, view, view.kind === "propertyNotFound" ? 404 : 200);
    });
  }
  return routes;
}
