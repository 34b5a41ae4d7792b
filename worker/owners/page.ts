/**
 * How the owner portal's routes render a page: through the site's page pipeline, with the owner
 * view as the page's content. Owner pages are private: never stored by a shared cache.
 */
import type { Context } from "hono";
import type { Route } from "../../config/routes.ts";
import type { OwnerView } from "../../client/owners/model.ts";
import type { Site } from "../site/site.ts";

export type OwnerContext = Context<{ Bindings: Env }>;

export type OwnerPageRenderer = (c: OwnerContext, site: Site, lang: string, route: Route, view: OwnerView, status: number) => Promise<Response>;

export type CurrentSite = (env: Env) => Promise<Site>;

/** Headers every owner page and owner redirect carries. */
export const PRIVATE_HEADERS: Readonly<Record<string, string>> = { "Cache-Control": "private, no-store" };
