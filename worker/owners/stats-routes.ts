/**
 * The dashboard (`/{lang}/{my-properties slug}/`) and each owned property's statistics
 * (`…/{listingId}/`). Both need a live owner session: without one, 303 to the login page with
 * `?next=` this path. A property the owner does not own, an unknown id and a path segment that is
 * no id at all answer the same 404 page, which names nothing about the property asked for.
 */
import { Hono } from "hono";
import { slugsOf } from "../../config/routes.ts";
import { listingId } from "../catalogue/detail-route.ts";
import type { CurrentSite, OwnerPageRenderer } from "./page.ts";
import { portalRequest, type PortalRequest } from "./portal.ts";
import { dashboardReads, dashboardView, propertyView, type StatsRequest } from "./stats-view.ts";

/** The dashboard's slugs in every language (German borrows the default's). */
const SLUGS = slugsOf("ownerDashboard");

function statsRequest(c: { env: Env }, found: PortalRequest): StatsRequest {
  return { db: c.env.DB, site: found.site, lang: found.lang, owner: found.session, now: found.now };
}

export function ownerStatsRoutes(currentSite: CurrentSite, render: OwnerPageRenderer): Hono<{ Bindings: Env }> {
  const routes = new Hono<{ Bindings: Env }>();

  for (const slug of SLUGS) {
    routes.get(`/:lang/${slug}/`, async (c, next) => {
      const found = await portalRequest(c, currentSite, ["ownerDashboard"], new URL(c.req.url).pathname, (owner, now) =>
        dashboardReads(c.env.DB, owner, now),
      );
      if (!found) return next();
      if (found instanceof Response) return found;
      return render(c, found.site, found.lang, found.route, dashboardView(statsRequest(c, found), found.read), 200);
    });
    routes.get(`/:lang/${slug}/:id/`, async (c, next) => {
      const found = await portalRequest(c, currentSite, ["ownerDashboard"], `/${c.req.param("lang")}/${slug}/`);
      if (!found) return next();
      if (found instanceof Response) return found;
      const url = new URL(c.req.url);
      const view = await propertyView(statsRequest(c, found), listingId(c.req.param("id")), url.searchParams);
      return render(c, found.site, found.lang, found.route, view, view.kind === "propertyNotFound" ? 404 : 200);
    });
  }
  return routes;
}
