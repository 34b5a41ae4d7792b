/**
 * The way into every page behind the owner login: the route-table page this path is (or
 * nothing, for the app's other routes to answer), and the owner's live session, or a 303 to the
 * login page that leads back here afterwards; and what each of those pages shows above its
 * content.
 */
import type { Route, StaticPageKey } from "../../config/routes.ts";
import type { PortalPage, PortalPageName } from "../../ui/owners/model.ts";
import type { Site } from "../site/site.ts";
import { type CurrentSite, type OwnerContext } from "./page.ts";
import { readOwnerSessionWith, type OwnerRef, type OwnerSession } from "./sessions.ts";
import { PRIVATE_PAGE } from "../render/page-cache.ts";
import { resolvePage } from "../site/resolve-page.ts";

export interface PortalRequest<K extends StaticPageKey = StaticPageKey> {
  site: Site;
  lang: string;
  route: Route;
  /** Which of the keys asked for the page is. */
  key: K;
  session: OwnerSession;
  now: Date;
  /** The results of the page's own reads (`reads`), made with the session's. */
  read: D1Result[];
}

/**
 * The portal page `pagePath` is, for one of `keys`, with the owner; a redirect to the login page
 * without a live session; undefined when the path is another page, unpublished, or to be made
 * canonical first. `reads`: what the page reads about the owner, in the session's round trip.
 */
export async function portalRequest<K extends StaticPageKey>(
  c: OwnerContext,
  currentSite: CurrentSite,
  keys: readonly K[],
  pagePath: string,
  reads: (owner: OwnerRef, now: Date) => D1PreparedStatement[] = () => [],
): Promise<PortalRequest<K> | Response | undefined> {
  const site = await currentSite(c.env);
  const page = resolvePage(site, {
    method: c.req.method,
    url: new URL(pagePath, c.req.url),
    visitorLanguage: () => site.defaultLanguage,
  });
  const key = page.kind === "route" ? keys.find((known) => known === page.route.key) : undefined;
  if (page.kind !== "route" || !key) return undefined;
  const now = new Date();
  const found = await readOwnerSessionWith(c.env.DB, c.req.header("Cookie"), now, (owner) => reads(owner, now));
  if (!found) {
    const login = `${site.table.path(page.lang, "login")}?next=${encodeURIComponent(new URL(c.req.url).pathname)}`;
    return new Response(null, { status: 303, headers: { Location: login, ...PRIVATE_PAGE } });
  }
  return { site, lang: page.lang, route: page.route, key, session: found.session, now, read: found.results };
}

/** What every page behind the login shows above its content: the greeting, the navigation (with the current page) and the logout. */
export function portalPage(site: Site, lang: string, ownerName: string, current?: PortalPageName): PortalPage {
  const links: Record<PortalPageName, string> = {
    dashboard: site.table.path(lang, "ownerDashboard"),
    password: site.table.path(lang, "ownerPassword"),
    sessions: site.table.path(lang, "ownerSessions"),
    twoStep: site.table.path(lang, "ownerTwoStep"),
  };
  return { ownerName, logoutAction: site.table.path(lang, "login"), nav: { links, ...(current ? { current } : {}) } };
}
