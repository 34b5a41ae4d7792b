/**
 * How the owner portal's routes render a page: through the site's page pipeline, with the owner
 * view as the page's content. Owner pages are private: never stored by a shared cache.
 */
import type { Context } from "hono";
import type { Route } from "../../config/routes.ts";
import type { OwnerView } from "../../ui/owners/model.ts";
import type { Site } from "../site/site.ts";

export type OwnerContext = Context<{ Bindings: Env }>;

export type OwnerPageRenderer = (
  c: OwnerContext,
  site: Site,
  lang: string,
  route: Route,
  view: OwnerView,
  status: number,
) => Promise<Response>;

export type CurrentSite = (env: Env) => Promise<Site>;

/**
 * The owner pages where a password, a one-time code, the two-step secret or recovery codes are
 * typed or shown (decision 048): they name no analytics or marketing tag, whatever the consent,
 * since a third party's script on the page could read what is typed or shown there.
 */
const SECRET_VIEWS: ReadonlySet<OwnerView["kind"]> = new Set<OwnerView["kind"]>([
  "login",
  "loginCode",
  "reset",
  "passwordChange",
  "sessions",
  "twoStep",
]);

export function showsSecrets(view: OwnerView): boolean {
  return SECRET_VIEWS.has(view.kind);
}
