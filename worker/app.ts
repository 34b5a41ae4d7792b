/**
 * The worker's HTTP surface: language resolution and redirects by the route table, pages
 * streamed with React, and a clear page in the visitor's language for anything that is not a
 * page. No path or query string can produce a 5xx.
 */
import { Hono, type Context } from "hono";
import { detectLanguage, LANGUAGE_COOKIE, readCookie } from "./http/language.ts";
import { localTarget } from "./http/paths.ts";
import { createNonce, httpsRedirect, withBaseHeaders } from "./http/security.ts";
import { htmlHeaders, isCrawler, renderPage } from "./render/render.tsx";
import { buildPage, type PageRequest } from "./site/page-model.ts";
import { currentSite, type Site } from "./site/site.ts";
import { translatorFor } from "./site/translations.ts";
import { formChallenges } from "./forms/challenge-route.ts";
import { cvDownloads } from "./jobs/cv-download.ts";
import { mailPhotos } from "./mail/photos.ts";
import { testimonialPortraits } from "./testimonials/portrait-route.ts";
import { ownerAuthRoutes } from "./owners/auth-routes.ts";
import { ownerStatsRoutes } from "./owners/stats-routes.ts";
import { ownerAccountRoutes } from "./owners/account-routes.ts";
import { countDetailView, listingShown, viewBeacon } from "./owners/view-queue.ts";
import type { OwnerPageRenderer } from "./owners/page.ts";
import { currentBuild, openPageCache, PRIVATE_PAGE, visitorCookies, type PageCaching } from "./render/page-cache.ts";
import { renderOrKept } from "./render/kept-renders.ts";
import { NONCE, withFreshValues } from "./render/fresh-values.ts";
import { forgetCatalogueVersion } from "./import/page-versions.ts";
import { localApp } from "./local/app.ts";
import { envOf } from "./env.ts";
import { mapFrame } from "./map/frame.ts";
import { resolveListingPath, resolveOriginalListingPath } from "./catalogue/detail-route.ts";
import { resolveOriginalProjectPath, resolveProjectPath } from "./catalogue/project-route.ts";
import type { CatalogueResolution } from "./catalogue/page.ts";
import type { Route, RouteKey } from "../config/routes.ts";
import { loadRouteData } from "./catalogue/route-data.ts";
import { resolveOriginalTestimonialPath, resolveTestimonialPath } from "./testimonials/testimonial-route.ts";
import { resolvePage, type PageRedirect } from "./site/resolve-page.ts";
import type { PageAnswering, PageContent, PageModule } from "./site/page-module.ts";
import { pageModule } from "../ui/pages/pages.server.ts";
import { ownerPage as ownerPageModule } from "../ui/pages/owner/page.server.ts";
import { pageForms } from "./forms/page-forms.ts";
import { detailForms, formToOpen } from "./forms/detail-forms.ts";
import { FORM_BODY_LIMIT, formForPost, formsArePersonal, formsForPage, type FormPage } from "./forms/registry.ts";
import type { DetailForm, FormView } from "../ui/forms/model.ts";
import { submitForm, UNREADABLE } from "./forms/submit.ts";
import { readFormWithin } from "./http/body-limit.ts";
import { listingFormContext, projectFormContext, type FormContext } from "./forms/context.ts";
import { listingFromQuery } from "./forms/listing-lookup.ts";
import type { FormState } from "./forms/form-view.ts";
import { isCrossSite } from "./forms/guard.ts";
import { FORM_NAME_FIELD } from "../shared/forms/guard-fields.ts";
import type { CataloguePage } from "./catalogue/page.ts";
import { consentView, framesView } from "./consent/view.ts";
import { consentRoute } from "./consent/route.ts";
import { PART_PREFIX as SITEMAP_PARTS, robotsResponse, sitemapPartResponse, sitemapResponse } from "./seo/sitemap.ts";

type AppContext = Context<{ Bindings: Env }>;

export const app = new Hono<{ Bindings: Env }>();

// Plain http moves to https, and every response carries the transport headers (decision 038).
app.use("*", async (c, next) => {
  const upgrade = httpsRedirect(new URL(c.req.url), c.req.method);
  if (upgrade) return upgrade;
  await next();
  // A page's per-response values (nonce, form keys, challenges) are filled here, on its way out (decision 047).
  const finished = withBaseHeaders(await withFreshValues(c.res, c.env));
  // Assigned over a response, Hono copies the old one's headers onto the new: the policy would keep its placeholder.
  c.res = undefined;
  c.res = finished;
});

function redirect(location: string, status: 301 | 302 | 308, languageDependent: boolean): Response {
  return redirected({ kind: "redirect", location, status, caching: languageDependent ? "perVisitor" : "shared" });
}

/** A redirect of the page resolution: a language-dependent one varies and is never kept as it is. */
function redirected({ location, status, caching }: PageRedirect): Response {
  const headers = new Headers({ Location: location });
  if (caching === "perVisitor") {
    headers.set("Vary", "Cookie, Accept-Language");
    headers.set("Cache-Control", "no-cache");
  } else if (caching === "shared") {
    headers.set("Cache-Control", "public, max-age=3600");
  } else {
    headers.set("Cache-Control", "no-store");
  }
  return new Response(null, { status, headers });
}

function visitorLanguage(c: AppContext, site: Site): string {
  const url = new URL(c.req.url);
  return detectLanguage(
    {
      query: url.searchParams.getAll("lng").concat(url.searchParams.getAll("lng[]")),
      cookie: readCookie(c.req.header("Cookie"), LANGUAGE_COOKIE),
      acceptLanguage: c.req.header("Accept-Language"),
    },
    site.languages,
    site.defaultLanguage,
  );
}

/**
 * Renders a page. `caching` is the page's own declaration: "private" when it shows this
 * visitor's own data, so that no shared cache keeps it (decision 047); the cookie dialog makes any
 * page private when it shows this visitor's own state. `withoutTags`: a page where secrets are
 * typed or shown loads no analytics or marketing tag, whatever the consent (decision 048).
 */
async function page(
  c: AppContext,
  site: Site,
  lang: string,
  request: PageRequest,
  status: number,
  options: { caching?: PageCaching; withoutTags?: boolean } = {},
): Promise<Response> {
  const url = new URL(c.req.url);
  const { translator, dictionaries } = translatorFor(lang, site.defaultLanguage);
  const view = buildPage(
    {
      site,
      lang,
      t: translator.t,
      current:
        request.kind === "route" ? request.route.key : request.kind === "catalogue" ? request.page.parent : undefined,
      host: url.host,
      origin: url.origin,
      query: url.searchParams,
    },
    request,
  );
  const cookies = visitorCookies(c.req.header("Cookie"), lang);
  // The cookie dialog and the tags the visitor's choice allows (worker/consent, decision 036).
  const consent = consentView(site, {
    url,
    cookieHeader: c.req.header("Cookie"),
    lang,
    local: envOf(c.env).localTagScripts,
  });
  if (consent.setCookie) cookies.push(consent.setCookie);
  const withoutTags = options.withoutTags ?? (request.kind === "route" && request.content?.withoutTags);
  if (withoutTags && consent.view) consent.view = { ...consent.view, tags: {} };
  const frames = framesView(url, consent.view, envOf(c.env).localFrameHosts);
  const shown = consent.view ? { ...view, consent: consent.view, frames } : { ...view, frames };
  const headers = options.caching === "private" || consent.personal ? PRIVATE_PAGE : undefined;
  const renderOptions = {
    translator,
    dictionaries,
    nonce: NONCE,
    status,
    waitForAll: isCrawler(c.req.header("User-Agent")),
    headers,
    cookies,
    tags: consent.view?.tags,
    answersPost: c.req.method === "POST",
  };
  // What the page cache does not keep (a page of one visitor's data, a 404) is kept by what it
  // shows; never a page where a secret is typed or shown.
  if (c.req.method === "GET" && !withoutTags && (status !== 200 || headers === PRIVATE_PAGE))
    return renderOrKept(shown, renderOptions, [await currentBuild(), site.version], {
      env: c.env,
      waitUntil: (promise) => void outlivingTheVisitor(c, promise),
    });
  return renderPage(shown, renderOptions);
}

// The map frame pages embed, and the local stand-ins under /__local/ (only with LOCAL_STANDINS=on: worker/local/app.ts).
app.route("/", mapFrame);
app.route("/", localApp);

// The cookie dialog's choices, recorded as proof of consent (worker/consent, decision 036).
app.route("/", consentRoute);

// The fallback captcha's pictures (worker/forms, decision 027).
app.route("/", formChallenges);
// Applicants' CVs, for the agency through the signed links in its mails (worker/jobs, decision 033).
app.route("/", cvDownloads);
// Testimonials' photos: published ones for everyone, the others through signed links (worker/testimonials, decision 057).
app.route("/", testimonialPortraits);
// Listings' photos as JPEG for the mails that show them (worker/mail, decision 056).
app.route("/", mailPhotos);

// The owner portal (worker/owners, decision 035): login pages, then the owner's statistics.
const ownerPage: OwnerPageRenderer = async (c, site, lang, route, view, status) =>
  ownPage(c, site, lang, route, ownerPageModule, ownerPageModule.content({ view }), status);
app.route("/", ownerAuthRoutes(currentSite, ownerPage));
app.route("/", ownerStatsRoutes(currentSite, ownerPage));
app.route("/", ownerAccountRoutes(currentSite, ownerPage));
// The pixel a prefetched detail page loads when it is shown: that view counts then (worker/owners/view-queue.ts).
app.route("/", viewBeacon);

// Search engines: robots.txt and the sitemap (worker/seo); an unknown sitemap file falls through to the 404 page.
app.get("/robots.txt", (c) => robotsResponse(new URL(c.req.url).origin));
app.get("/sitemap.xml", async (c) => sitemapResponse(c.env.DB, await currentSite(c.env), new URL(c.req.url).origin));
app.get(`${SITEMAP_PARTS}:file`, async (c, next) => {
  const response = await sitemapPartResponse(
    c.env.DB,
    await currentSite(c.env),
    new URL(c.req.url).origin,
    c.req.param("file"),
  );
  if (response) return response;
  await next();
});

app.get("*", async (c) => {
  const site = await currentSite(c.env);
  const url = new URL(c.req.url);
  const resolved = resolvePage(site, { method: c.req.method, url, visitorLanguage: () => visitorLanguage(c, site) });
  if (resolved.kind === "redirect") return redirected(resolved);
  if (resolved.kind === "notFound") return page(c, site, resolved.lang, { kind: "notFound" }, 404);
  if (resolved.kind === "notAPage") return page(c, site, site.defaultLanguage, { kind: "notFound" }, 404);
  const module = resolved.kind === "route" ? pageModule(resolved.route.key) : undefined;
  // A page that answers itself (a mail's signed link) shows one visitor's own data: never from the cache.
  if (resolved.kind === "route" && module?.answer)
    return answerPage(c, site, resolved.lang, resolved.route, module, module.answer);

  // Public pages come from the edge's page cache when they can (worker/render/page-cache.ts, decision 042).
  const cache = await openPageCache(c, site);
  const cached = await cache.match();
  if (cached) return cached;

  if (resolved.kind === "route") {
    const { lang, route } = resolved;
    const [data, { forms, caching }, content] = await Promise.all([
      loadRouteData(c.env.DB, site, lang, route.key, url.searchParams),
      routeForms(c.env, site, lang, route.key, url),
      module?.load?.({ env: c.env, site, lang, route, url }),
    ]);
    return cache.keep(
      await page(c, site, lang, { kind: "route", route, data: { ...data, forms }, content }, 200, {
        caching: module?.caching === "private" ? "private" : caching,
      }),
    );
  }

  const { lang, segments, otherwise } = resolved;
  if (!resolved.original) {
    // A listing, a project or a testimonial: resolved from D1.
    const catalogue = await resolveCatalogue(c.env.DB, site, lang, segments, url.origin);
    if (catalogue?.kind === "redirect") return redirect(localTarget(catalogue.location, url.search), 301, false);
    if (catalogue?.kind === "page") {
      // Upper case, a missing trailing slash or doubled slashes: one canonical URL per page.
      const canonicalPath = catalogue.page.paths[lang];
      if (catalogue.status === 200 && canonicalPath && canonicalPath !== url.pathname)
        return redirect(localTarget(canonicalPath, url.search), 301, false);
      const target = catalogue.status === 200 ? catalogueFormTarget(catalogue.page, lang, url) : undefined;
      // `?form=` opens one of the page's forms; the others show their heading and a link (decision 076).
      const open = target ? formToOpen(target.formPage, target.ctx) : undefined;
      const withForms = target ? await catalogueWithForms(c.env, site, catalogue.page, target, open) : catalogue.page;
      // A listing's detail page counts as a view for its owner's statistics, after the response.
      // The page again with a form open is the same visitor opening that form: no second view.
      const rendered = cache.keep(
        await page(c, site, lang, { kind: "catalogue", page: withForms }, catalogue.status),
        open ? undefined : listingShown(catalogue.page),
      );
      return open ? rendered : countDetailView(c, catalogue.page, catalogue.status, rendered);
    }
  } else {
    // The original /property/{id}/, /project/{id}/ and /temoignages/{slug}/ paths.
    const original =
      (await resolveOriginalListingPath(c.env.DB, site, lang, segments)) ??
      (await resolveOriginalProjectPath(c.env.DB, site, lang, segments)) ??
      (await resolveOriginalTestimonialPath(c.env.DB, site, lang, segments));
    if (original) return redirect(localTarget(original, url.search), 301, true);
  }
  if (otherwise?.kind === "redirect") return redirected(otherwise);
  return page(c, site, lang, { kind: "notFound" }, 404);
});

/**
 * A page of its own shown in the site's page: its view with its props, private when it says so;
 * no configured modules or forms load for it.
 */
function ownPage(
  c: AppContext,
  site: Site,
  lang: string,
  route: Route,
  module: PageModule,
  content: PageContent,
  status: number,
): Promise<Response> {
  return page(c, site, lang, { kind: "route", route, data: { propertyLists: new Map() }, content }, status, {
    caching: module.caching,
  });
}

/** A page that answers its GET and POST itself (a mail's signed link). */
function answerPage(
  c: AppContext,
  site: Site,
  lang: string,
  route: Route,
  module: PageModule,
  answer: PageAnswering,
): Promise<Response> {
  const request = { c, env: c.env, site, lang, route, url: new URL(c.req.url) };
  return answer(request, (content, status) => ownPage(c, site, lang, route, module, content, status));
}

async function resolveCatalogue(
  db: D1Database,
  site: Site,
  lang: string,
  rest: string[],
  origin: string,
): Promise<CatalogueResolution | undefined> {
  return (
    (await resolveListingPath(db, site, lang, rest, origin)) ??
    (await resolveProjectPath(db, site, lang, rest, origin)) ??
    (await resolveTestimonialPath(db, site, lang, rest, origin))
  );
}

// Forms post to the page that shows them (worker/forms): a form page of the route table, or a
// listing's or project's detail page.
app.post("*", async (c, next) => {
  const site = await currentSite(c.env);
  const url = new URL(c.req.url);
  const resolved = resolvePage(site, { method: "POST", url, visitorLanguage: () => site.defaultLanguage });
  if (resolved.kind === "redirect") return redirected(resolved);
  if (resolved.kind !== "route" && resolved.kind !== "catalogue") return next();
  const lang = resolved.lang;
  const module = resolved.kind === "route" ? pageModule(resolved.route.key) : undefined;
  if (resolved.kind === "route" && module?.answer)
    return answerPage(c, site, lang, resolved.route, module, module.answer);

  const posted =
    resolved.kind === "route"
      ? await routeFormTarget(c.env, site, lang, resolved.route, url)
      : await catalogueFormPost(c.env.DB, site, lang, resolved.segments, url);
  if (posted instanceof Response) return posted;
  const target = posted?.target;
  const shown = target ? formsForPage(target.formPage).filter((form) => form.available?.(target.ctx) ?? true) : [];
  if (!posted || !target || shown.length === 0) return next();
  const { formPage, ctx } = target;
  const { on } = posted;

  // The page again with the visitor's own values: private.
  const again = async (sent: { name: string; state: FormState }, status: number) => {
    // On a detail page, the form sent back is the one open (decision 076).
    if (on.kind === "catalogue") {
      const forms = await detailForms(c.env, site, ctx, formPage, target.action, sent);
      return page(c, site, lang, { kind: "catalogue", page: withCatalogueForms(on.page, forms) }, status, {
        caching: "private",
      });
    }
    const forms = await pageForms(c.env, site, ctx, formPage, target.action, sent);
    const [data, content] = await Promise.all([
      loadRouteData(c.env.DB, site, lang, on.route.key, url.searchParams),
      module?.load?.({ env: c.env, site, lang, route: on.route, url }),
    ]);
    return page(c, site, lang, { kind: "route", route: on.route, data: { ...data, forms }, content }, status, {
      caching: "private",
    });
  };
  // A problem found before the body names its form shows on the page's first form.
  const firstForm = shown[0]!.name;

  if (isCrossSite(c.req.raw)) return page(c, site, lang, { kind: "forbidden" }, 403);
  // A body larger than any of the page's forms accepts is refused, at the latest once that much has been read.
  const body = await readFormWithin(c.req.raw, Math.max(...shown.map((form) => form.maxBodyBytes ?? FORM_BODY_LIMIT)));
  if (body.kind === "too-large")
    return again({ name: firstForm, state: { values: {}, errors: {}, formError: "forms.errors.tooLarge" } }, 413);
  const data = body.kind === "read" ? body.value : undefined;
  const form = data ? formForPost(formPage, data.get(FORM_NAME_FIELD)) : undefined;
  if (!data || !form || !shown.includes(form)) {
    return again({ name: firstForm, state: UNREADABLE }, 422);
  }
  const outcome = await outlivingTheVisitor(c, submitForm(c.env, site, ctx, form, c.req.raw, data, new Date()));
  if (outcome.kind === "done") {
    // A sent form may have changed what pages show (a visit booked): this isolate reads the catalogue's version again.
    forgetCatalogueVersion();
    return new Response(null, { status: 303, headers: { Location: outcome.location, "Cache-Control": "no-store" } });
  }
  const response = await again({ name: form.name, state: outcome.state }, outcome.status);
  if (outcome.retryAfterSeconds) response.headers.set("Retry-After", String(outcome.retryAfterSeconds));
  return response;
});

/**
 * Work that goes on when the visitor's browser drops the request: a double click cancels the
 * first post, which must still be stored whole (and release its claim) for its twin to find.
 */
function outlivingTheVisitor<T>(c: AppContext, work: Promise<T>): Promise<T> {
  let ctx: { waitUntil(promise: Promise<unknown>): void } | undefined;
  try {
    ctx = c.executionCtx;
  } catch {
    // Called without an execution context (a test driving the app directly): nothing to extend.
  }
  ctx?.waitUntil(
    work.then(
      () => undefined,
      () => undefined,
    ),
  );
  return work;
}

/** The forms of a detail page: which page of forms it is, and what they know about it. */
interface FormTarget {
  formPage: FormPage;
  ctx: FormContext;
  /** Where the page's forms post: the page itself. */
  action: string;
}

/** The page a post's forms are on, and what they know about it. */
interface FormPost {
  on: { kind: "route"; route: Route } | { kind: "catalogue"; page: CataloguePage };
  target: FormTarget | undefined;
}

/** A post to a route-table page: its forms, when the forms' registry gives it some. */
async function routeFormTarget(env: Env, site: Site, lang: string, route: Route, url: URL): Promise<FormPost> {
  if (formsForPage(route.key).length === 0) return { on: { kind: "route", route }, target: undefined };
  const ctx = await routeFormContext(env, site, lang, route.key, url);
  return { on: { kind: "route", route }, target: { formPage: route.key, ctx, action: url.pathname + url.search } };
}

/**
 * A post to a listing's or project's detail page, read from D1: its forms; a post to another
 * spelling of its path goes on to its own path with 308, which keeps the method and the body.
 */
async function catalogueFormPost(
  db: D1Database,
  site: Site,
  lang: string,
  segments: string[],
  url: URL,
): Promise<FormPost | Response | undefined> {
  const resolved = await resolveCatalogue(db, site, lang, segments, url.origin);
  if (resolved?.kind === "redirect") return redirect(localTarget(resolved.location, url.search), 308, false);
  const found = resolved?.kind === "page" && resolved.status === 200 ? resolved.page : undefined;
  const own = found?.paths[lang];
  if (!found || !own) return undefined;
  if (own !== url.pathname) return redirect(localTarget(own, url.search), 308, false);
  return { on: { kind: "catalogue", page: found }, target: catalogueFormTarget(found, lang, url) };
}

/** A form page of the route table, opened for one listing when `?property=` names one. */
async function routeFormContext(env: Env, site: Site, lang: string, key: RouteKey, url: URL): Promise<FormContext> {
  const listing =
    formsForPage(key).length > 0 ? await listingFromQuery(env.DB, site, lang, url.origin, url.searchParams) : undefined;
  return { lang, origin: url.origin, query: url.searchParams, ...(listing ? { listing } : {}) };
}

/** A route page's forms, and whether they make the page private (one shows the visitor's own data). */
async function routeForms(
  env: Env,
  site: Site,
  lang: string,
  key: RouteKey,
  url: URL,
): Promise<{ forms: Map<string, FormView>; caching: PageCaching }> {
  if (formsForPage(key).length === 0) return { forms: new Map(), caching: "shared" };
  const ctx = await routeFormContext(env, site, lang, key, url);
  return {
    forms: await pageForms(env, site, ctx, key, url.pathname + url.search),
    caching: formsArePersonal(key, ctx) ? "private" : "shared",
  };
}

function catalogueFormTarget(page: CataloguePage, lang: string, url: URL): FormTarget | undefined {
  const path = page.paths[lang];
  if (!path) return undefined;
  const base = { lang, origin: url.origin, query: url.searchParams };
  if (page.body.kind === "listing" && page.body.view.kind === "listing") {
    return { formPage: "listing", ctx: { ...base, listing: listingFormContext(page.body.view, path) }, action: path };
  }
  if (page.body.kind === "project" && page.body.view.kind === "project") {
    return { formPage: "project", ctx: { ...base, project: projectFormContext(page.body.view, path) }, action: path };
  }
  return undefined;
}

function withCatalogueForms(page: CataloguePage, forms: DetailForm[]): CataloguePage {
  if (forms.length === 0 || (page.body.kind !== "listing" && page.body.kind !== "project")) return page;
  return { ...page, body: { ...page.body, forms } };
}

/** A detail page with its forms, `open` (a form's name) rendered whole and the others closed. */
async function catalogueWithForms(
  env: Env,
  site: Site,
  page: CataloguePage,
  target: FormTarget,
  open: string | undefined,
): Promise<CataloguePage> {
  const opened = open ? { name: open } : undefined;
  return withCatalogueForms(page, await detailForms(env, site, target.ctx, target.formPage, target.action, opened));
}

app.all("*", (c) => c.text("Method not allowed", 405, { Allow: "GET, HEAD" }));

app.onError(async (error, c) => {
  console.error("request failed", c.req.method, c.req.url, error);
  try {
    const site = await currentSite(c.env);
    const first = new URL(c.req.url).pathname.split("/")[1]?.toLowerCase() ?? "";
    const lang = site.languages.includes(first) ? first : site.defaultLanguage;
    return await page(c, site, lang, { kind: "error" }, 500);
  } catch (renderError) {
    console.error("error page failed", renderError);
    const nonce = createNonce();
    return new Response(
      "<!doctype html><meta charset=utf-8><title>Error</title><p>Something went wrong on our side. Please try again in a moment.</p>",
      { status: 500, headers: htmlHeaders(nonce, "en") },
    );
  }
});
