/**
 * The logged-in owner's account pages (decision 048): change the password, see and end the open
 * sessions, turn two-step verification on or off. Each is a route-table page behind the login
 * (without a session: 303 to the login page and back), answered privately, whose forms post to
 * the page itself, work without JavaScript and must come from the site itself.
 */
import { Hono } from "hono";
import { slugsOf, type StaticPageKey } from "../../config/routes.ts";
import type { AccountProblem, AccountView } from "../../ui/owners/account-model.ts";
import { isCrossSite } from "../forms/guard.ts";
import { FORM_BODY_LIMIT } from "../forms/registry.ts";
import { readFormWithin } from "../http/body-limit.ts";
import { type CurrentSite, type OwnerContext, type OwnerPageRenderer } from "./page.ts";
import { portalRequest, type PortalRequest } from "./portal.ts";
import { passwordChangePage } from "./account-password.ts";
import { sessionsPage } from "./account-sessions.ts";
import { twoStepPage } from "./account-two-step.ts";
import { PRIVATE_PAGE } from "../render/page-cache.ts";

type AccountPageKey = Extract<StaticPageKey, "ownerPassword" | "ownerSessions" | "ownerTwoStep">;

/** What a page's handlers get: the owner and page, and how to answer. */
export interface AccountRequest extends PortalRequest {
  env: Env;
  /** The page's path: where its forms post and its redirects lead. */
  path: string;
  query: URLSearchParams;
  clientAddress: string | null;
  /** Renders the page; a new session cookie and a Retry-After go with it when given. */
  show(view: AccountView, status: number, extra?: { cookie?: string; retryAfterSeconds?: number }): Promise<Response>;
  /** 303 to the page itself, with a notice in the query and a new session cookie when given. */
  back(notice?: string, cookie?: string): Response;
}

/** One account page: its view on GET, what its forms do on POST, and its view when something refused the post as a whole. */
export interface AccountPage {
  get(request: AccountRequest): Promise<Response>;
  post(request: AccountRequest, data: FormData): Promise<Response>;
  refused(request: AccountRequest, problem: AccountProblem): AccountView;
}

const PAGES: Record<AccountPageKey, AccountPage> = {
  ownerPassword: passwordChangePage,
  ownerSessions: sessionsPage,
  ownerTwoStep: twoStepPage,
};
const KEYS = Object.keys(PAGES) as AccountPageKey[];

function accountRequest(c: OwnerContext, found: PortalRequest, render: OwnerPageRenderer): AccountRequest {
  const url = new URL(c.req.url);
  return {
    ...found,
    env: c.env,
    path: url.pathname,
    query: url.searchParams,
    clientAddress: c.req.header("CF-Connecting-IP") ?? null,
    async show(view, status, extra = {}) {
      const response = await render(c, found.site, found.lang, found.route, view, status);
      if (extra.cookie) response.headers.append("Set-Cookie", extra.cookie);
      if (extra.retryAfterSeconds) response.headers.set("Retry-After", String(extra.retryAfterSeconds));
      return response;
    },
    back(notice, cookie) {
      const headers = new Headers({
        Location: notice ? `${url.pathname}?notice=${notice}` : url.pathname,
        ...PRIVATE_PAGE,
      });
      if (cookie) headers.append("Set-Cookie", cookie);
      return new Response(null, { status: 303, headers });
    },
  };
}

export function ownerAccountRoutes(currentSite: CurrentSite, render: OwnerPageRenderer): Hono<{ Bindings: Env }> {
  const routes = new Hono<{ Bindings: Env }>();
  for (const slug of slugsOf(...KEYS)) {
    routes.on(["GET", "POST"], `/:lang/${slug}/`, async (c, next) => {
      const found = await portalRequest(c, currentSite, KEYS, new URL(c.req.url).pathname);
      if (!found) return next();
      if (found instanceof Response) return found;
      const page = PAGES[found.key];
      const request = accountRequest(c, found, render);
      if (c.req.method === "GET") return page.get(request);
      if (isCrossSite(c.req.raw)) return request.show(page.refused(request, "crossSite"), 403);
      // Read within the forms' limit, also when no Content-Length announces the size (decision 050).
      const posted = await readFormWithin(c.req.raw, FORM_BODY_LIMIT);
      if (posted.kind !== "read")
        return request.show(page.refused(request, "failed"), posted.kind === "too-large" ? 413 : 400);
      try {
        return await page.post(request, posted.value);
      } catch (error) {
        console.error(`owner account page ${found.route.key}: the post failed`, error);
        return request.show(page.refused(request, "failed"), 503);
      }
    });
  }
  return routes;
}
