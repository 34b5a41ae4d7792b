/**
 * The owner portal's login pages (decision 035): the login and logout at
 * /{lang}/login/, the password reminder (a registry form, with the site's captcha) and the page
 * that sets a new password from the reminder's link. Every answer is private (never cached), and
 * every POST must come from the site itself.
 */
import { Hono } from "hono";
import { slugsOf, type Route, type StaticPageKey } from "../../config/routes.ts";
import { LOGOUT_FIELD, LOGOUT_VALUE, type LoginNotice, type LoginView } from "../../ui/owners/auth-model.ts";
import type { Site } from "../site/site.ts";
import { isCrossSite } from "../forms/guard.ts";
import { pageForms } from "../forms/page-forms.ts";
import { FORM_BODY_LIMIT } from "../forms/registry.ts";
import { submitForm, UNREADABLE } from "../forms/submit.ts";
import type { FormState } from "../forms/form-view.ts";
import type { FormContext } from "../forms/context.ts";
import { attemptLogin, attemptSecondStep, PENDING_FIELD, type LoginOutcome } from "./auth-login.ts";
import { OWNER_PASSWORD_FORM } from "./auth-reminder.ts";
import { resetPage, submitReset, type ResetLinks, type ResetOutcome } from "./auth-reset.ts";
import { type CurrentSite, type OwnerContext, type OwnerPageRenderer } from "./page.ts";
import { readFormWithin } from "../http/body-limit.ts";
import { sha256Hex } from "../http/bytes.ts";
import { sameSitePath } from "../http/same-site-path.ts";
import { clearSessionCookie, readOwnerSession, revokeSession, sessionToken } from "./sessions.ts";
import { PRIVATE_PAGE } from "../render/page-cache.ts";
import { resolvePage } from "../site/resolve-page.ts";

type AuthPageKey = Extract<StaticPageKey, "login" | "passwordReminder" | "passwordReset">;

const AUTH_PAGES: readonly AuthPageKey[] = ["login", "passwordReminder", "passwordReset"];

/** The query parameter naming the page to go to after logging in. */
export const NEXT_PARAMETER = "next";
/** The query parameter of the login page's notice. */
export const NOTICE_PARAMETER = "notice";
const NOTICES: readonly LoginNotice[] = ["loggedOut", "passwordChanged", "sessionEnded"];

/**
 * Where to go after logging in: `next` when it is a path of the owner dashboard in some
 * language, else the dashboard in `lang`. `origin` is the request's.
 */
export function afterLogin(site: Site, lang: string, next: string | null | undefined, origin: string): string {
  return safeNext(site, next, origin) ?? site.table.path(lang, "ownerDashboard");
}

/** The portal's pages behind the login: where a login may lead back to. */
const PORTAL_PAGES: readonly StaticPageKey[] = ["ownerDashboard", "ownerPassword", "ownerSessions", "ownerTwoStep"];

/** `next` as a path of this site (worker/http/same-site-path.ts) under the portal behind the login (the dashboard and below, the account pages); undefined for anything else. */
export function safeNext(site: Site, next: string | null | undefined, origin: string): string | undefined {
  const path = sameSitePath(next, origin);
  if (!path) return undefined;
  const portal = PORTAL_PAGES.flatMap((key) => Object.values(site.table.get(key)?.paths ?? {}));
  return portal.some((page) => path.startsWith(page)) ? path : undefined;
}

/** The login page's path, with the page to go to afterwards and a notice when given. */
export function loginPath(site: Site, lang: string, options: { next?: string; notice?: LoginNotice } = {}): string {
  const query = new URLSearchParams();
  if (options.next) query.set(NEXT_PARAMETER, options.next);
  if (options.notice) query.set(NOTICE_PARAMETER, options.notice);
  const search = query.toString();
  return `${site.table.path(lang, "login")}${search ? `?${search}` : ""}`;
}

/** The body of one of these pages' posts, refused past what any of their forms can need. */
function readPost(c: OwnerContext) {
  return readFormWithin(c.req.raw, FORM_BODY_LIMIT);
}

function seeOther(location: string, cookie?: string): Response {
  const headers = new Headers({ Location: location, ...PRIVATE_PAGE });
  if (cookie) headers.append("Set-Cookie", cookie);
  return new Response(null, { status: 303, headers });
}

/** The slugs of the three pages in every language (German borrows the default's): the only paths answered here. */
const SLUGS = slugsOf(...AUTH_PAGES);

export function ownerAuthRoutes(currentSite: CurrentSite, render: OwnerPageRenderer): Hono<{ Bindings: Env }> {
  const routes = new Hono<{ Bindings: Env }>();

  function loginView(site: Site, lang: string, next: string | undefined, state: Partial<LoginView> = {}): LoginView {
    return {
      kind: "login",
      action: loginPath(site, lang, { next }),
      reminderHref: site.table.path(lang, "passwordReminder"),
      contactHref: site.table.path(lang, "contact"),
      account: "",
      errors: {},
      ...state,
    };
  }

  async function login(c: OwnerContext, site: Site, lang: string, route: Route): Promise<Response> {
    const url = new URL(c.req.url);
    const next = safeNext(site, url.searchParams.get(NEXT_PARAMETER), url.origin);
    const now = new Date();

    if (c.req.method === "GET") {
      const session = await readOwnerSession(c.env.DB, c.req.header("Cookie"), now).catch((error: unknown) => {
        console.error("owner login page: the session could not be read", error);
        return null;
      });
      if (session) return seeOther(afterLogin(site, lang, next, url.origin));
      const notice = NOTICES.find((known) => known === url.searchParams.get(NOTICE_PARAMETER));
      return render(c, site, lang, route, loginView(site, lang, next, notice ? { notice } : {}), 200);
    }

    if (isCrossSite(c.req.raw))
      return render(c, site, lang, route, loginView(site, lang, next, { problem: "crossSite" }), 403);
    const posted = await readPost(c);
    if (posted.kind !== "read")
      return render(c, site, lang, route, loginView(site, lang, next, { problem: "invalid" }), 422);
    const data = posted.value;

    if (data.get(LOGOUT_FIELD) === LOGOUT_VALUE) {
      const token = sessionToken(c.req.header("Cookie"));
      if (token) {
        try {
          await revokeSession(c.env.DB, await sha256Hex(token));
        } catch (error) {
          // The cookie is cleared anyway; the row ends with its timeouts.
          console.error("owner logout: the session could not be revoked", error);
        }
      }
      return seeOther(loginPath(site, lang, { notice: "loggedOut" }), clearSessionCookie());
    }

    const request = {
      data,
      clientAddress: c.req.header("CF-Connecting-IP") ?? null,
      userAgent: c.req.header("User-Agent") ?? null,
      lang,
      origin: url.origin,
    };
    const outcome: LoginOutcome = data.has(PENDING_FIELD)
      ? await attemptSecondStep(c.env, request, now)
      : await attemptLogin(c.env, request, now);
    if (outcome.kind === "done") {
      // A session this browser still had is replaced, not kept alongside the new one.
      const previous = sessionToken(c.req.header("Cookie"));
      if (previous)
        await revokeSession(c.env.DB, await sha256Hex(previous)).catch((error: unknown) =>
          console.error("owner login: the previous session could not be revoked", error),
        );
      return seeOther(afterLogin(site, lang, next, url.origin), outcome.cookie);
    }
    const { status, problem, account, minutes, retryAfterSeconds } = outcome;
    const waiting = minutes ? { minutes } : {};
    const view =
      outcome.kind === "code"
        ? {
            kind: "loginCode" as const,
            action: loginPath(site, lang, { next }),
            pending: outcome.pending,
            account,
            errors: outcome.errors,
            ...(problem ? { problem: outcome.problem } : {}),
            ...waiting,
          }
        : loginView(site, lang, next, { problem: outcome.problem, account, errors: outcome.errors, ...waiting });
    const response = await render(c, site, lang, route, view, status);
    if (retryAfterSeconds) response.headers.set("Retry-After", String(retryAfterSeconds));
    return response;
  }

  async function reminder(c: OwnerContext, site: Site, lang: string, route: Route): Promise<Response> {
    const url = new URL(c.req.url);
    const ctx: FormContext = { lang, origin: url.origin, query: url.searchParams };
    const action = url.pathname;
    const show = async (status: number, state?: FormState) => {
      const forms = await pageForms(
        c.env,
        site,
        ctx,
        "passwordReminder",
        action,
        state ? { name: OWNER_PASSWORD_FORM.name, state } : undefined,
      );
      const form = forms.get(OWNER_PASSWORD_FORM.name)!;
      return render(
        c,
        site,
        lang,
        route,
        { kind: "reminder", form, loginHref: site.table.path(lang, "login") },
        status,
      );
    };
    if (c.req.method === "GET") return show(200);

    if (isCrossSite(c.req.raw)) return show(403, { values: {}, errors: {}, formError: "forms.forbidden.text" });
    const posted = await readPost(c);
    if (posted.kind === "too-large") return show(413, { values: {}, errors: {}, formError: "forms.errors.tooLarge" });
    if (posted.kind === "unreadable") return show(422, UNREADABLE);
    const outcome = await submitForm(c.env, site, ctx, OWNER_PASSWORD_FORM, c.req.raw, posted.value, new Date());
    if (outcome.kind === "done") return seeOther(outcome.location);
    const response = await show(outcome.status, outcome.state);
    if (outcome.retryAfterSeconds) response.headers.set("Retry-After", String(outcome.retryAfterSeconds));
    return response;
  }

  async function reset(c: OwnerContext, site: Site, lang: string, route: Route): Promise<Response> {
    const url = new URL(c.req.url);
    const links: ResetLinks = {
      action: url.pathname,
      reminderHref: site.table.path(lang, "passwordReminder"),
      loginHref: site.table.path(lang, "login"),
    };
    const now = new Date();
    let outcome: ResetOutcome;
    if (c.req.method === "GET") {
      outcome = await resetPage(c.env, url.searchParams.get("token") ?? "", links, now);
    } else if (isCrossSite(c.req.raw)) {
      outcome = {
        kind: "page",
        view: { kind: "reset", state: "form", action: links.action, token: "", errors: {}, problem: "crossSite" },
        status: 403,
      };
    } else {
      const posted = await readPost(c);
      outcome =
        posted.kind === "read"
          ? await submitReset(c.env, posted.value, links, now)
          : {
              kind: "page",
              view: { kind: "reset", state: "invalid", reminderHref: links.reminderHref, loginHref: links.loginHref },
              status: 400,
            };
    }
    // The password changed: every session ended, this browser's cookie goes too.
    if (outcome.kind === "done")
      return seeOther(loginPath(site, lang, { notice: "passwordChanged" }), clearSessionCookie());
    return render(c, site, lang, route, outcome.view, outcome.status);
  }

  const HANDLERS: Record<AuthPageKey, typeof login> = { login, passwordReminder: reminder, passwordReset: reset };

  for (const slug of SLUGS) {
    routes.on(["GET", "POST"], `/:lang/${slug}/`, async (c, next) => {
      const site = await currentSite(c.env);
      const page = resolvePage(site, {
        method: c.req.method,
        url: new URL(c.req.url),
        visitorLanguage: () => site.defaultLanguage,
      });
      const key = page.kind === "route" ? AUTH_PAGES.find((known) => known === page.route.key) : undefined;
      // Another page with this slug, an unpublished page, or a path to be made canonical first.
      if (page.kind !== "route" || !key) return next();
      return HANDLERS[key](c, site, page.lang, page.route);
    });
  }
  return routes;
}
