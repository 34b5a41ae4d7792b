// The pages the bench measures, one of each page type, in nl. The list's filters are chosen to
// return listings in the seed catalogue (migrations/seed/feed.json); the listing, project and
// testimonial pages are the first their list links to, found at run time; the owner dashboard is
// the demo owner's (scripts/owner-demo.ts), logged in through the login form.
import { DEMO_OWNER } from "../owner-demo.ts";

export interface Page {
  /** The page type: home, list, rent list, map, detail, project, contact, valuation, demand, reviews, testimonial, login, dashboard, 404. */
  name: string;
  path: string;
  /** A cookie the page needs on every visit, first ones included: the owner's session. */
  cookie?: string;
  /** SEO audits the page fails by design, which its SEO verdict leaves out. */
  seoExceptions?: readonly string[];
  /** Console errors the page logs by design, which its best-practices verdict leaves out. */
  consoleExceptions?: readonly ConsoleException[];
}

/**
 * A console error a page logs by design, as Lighthouse's errors-in-console audit lists it: where
 * it comes from and how its text begins. It is excepted only where it names the page's own address.
 */
export interface ConsoleException {
  /** What it is, for a reader of the bench's tables. */
  name: string;
  source: string;
  text: string;
}

/**
 * What the 404 page logs on purpose: Chrome reports every answer of 400 or more as a resource that
 * failed to load, the document itself included, and the 404 page must answer 404 (decision 084).
 * Any other console error, a 404 of one of its images for one, still counts.
 */
export const NOT_FOUND_CONSOLE_ERROR: ConsoleException = {
  name: "the console error of its own 404",
  source: "network",
  text: "Failed to load resource: the server responded with a status of 404",
};

/**
 * What a page behind the login and the 404 page fail on purpose: the dashboard is noindex (no
 * search engine may list an owner's page), and the 404 page answers 404.
 */
export const DELIBERATE_SEO_FAILURES = ["is-crawlable", "http-status-code"] as const;

/** A sale list with a city, a type and a bedroom count: Etterbeek, apartments, 2+ bedrooms. */
export const LIST_PATH = `/nl/te-koop/?${new URLSearchParams([
  ["city", "etterbeek|1040"],
  ["type", "2"],
  ["bedrooms", "2"],
]).toString()}`;

/** The first listing detail page a list page links to. */
export function firstListingPath(listHtml: string, listPath = "/nl/te-koop/"): string | undefined {
  const base = listPath.split("?")[0]!;
  const escaped = base.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
  return new RegExp(`href="(${escaped}[^"?#]+/\\d+/)"`).exec(listHtml)?.[1];
}

/** The first link of a page to a path under `base` that ends in a slug of its own (not a paging link). */
export function firstLinkUnder(html: string, base: string): string | undefined {
  const escaped = base.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
  return new RegExp(`href="(${escaped}[^"?#/]+/)"`).exec(html)?.[1];
}

/** The first path a page links to under `base`, or a clear error when the seed no longer has one. */
async function firstLinked(origin: string, page: string, find: (html: string) => string | undefined): Promise<string> {
  const response = await fetch(origin + page);
  const path = find(await response.text());
  if (!response.ok || !path)
    throw new Error(
      `${page} links to nothing the bench can measure (status ${response.status}): the seed catalogue changed, choose other pages in scripts/bench/pages.ts`,
    );
  return path;
}

export async function measuredPages(origin: string): Promise<Page[]> {
  const [detail, project, testimonial, session] = await Promise.all([
    firstLinked(origin, LIST_PATH, (html) => firstListingPath(html)),
    firstLinked(origin, "/nl/projecten/", (html) => firstLinkUnder(html, "/nl/projecten/")),
    firstLinked(origin, "/nl/getuigenissen/", (html) => firstLinkUnder(html, "/nl/getuigenissen/")),
    ownerSessionCookie(origin),
  ]);
  return [
    { name: "home", path: "/nl/" },
    { name: "list", path: LIST_PATH },
    { name: "rent list", path: "/nl/te-huur/" },
    { name: "map", path: "/nl/te-koop/?view=map" },
    { name: "detail", path: detail },
    { name: "project", path: project },
    { name: "contact", path: "/nl/contact/" },
    { name: "valuation", path: "/nl/gratis-schatting/" },
    { name: "demand", path: "/nl/zoekopdracht/" },
    { name: "reviews", path: "/nl/getuigenissen/" },
    { name: "testimonial", path: testimonial },
    { name: "login", path: "/nl/login/" },
    { name: "dashboard", path: "/nl/mijn-panden/", cookie: session, seoExceptions: DELIBERATE_SEO_FAILURES },
    {
      name: "404",
      path: NOT_FOUND_PATH,
      seoExceptions: DELIBERATE_SEO_FAILURES,
      consoleExceptions: [NOT_FOUND_CONSOLE_ERROR],
    },
  ];
}

/**
 * The pages named in `list` (comma-separated page types, as `--pages` gives them), in the bench's
 * order; all of them without a list. A name that is no page type is an error, not an empty run.
 */
export function onlyPages(pages: readonly Page[], list: string | undefined): Page[] {
  if (list === undefined) return [...pages];
  const names = list.split(",").map((name) => name.trim());
  const unknown = names.filter((name) => !pages.some((page) => page.name === name));
  if (unknown.length)
    throw new Error(
      `--pages takes page types (${pages.map((p) => p.name).join(", ")}); "${unknown.join('", "')}" is none of them`,
    );
  return pages.filter((page) => names.includes(page.name));
}

/** The demo owner's session cookie, from the login form as a browser sends it. */
export async function ownerSessionCookie(origin: string): Promise<string> {
  const answer = await fetch(`${origin}/nl/login/`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ account: DEMO_OWNER.username, password: DEMO_OWNER.password }),
  });
  const session = answer.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .find((c) => c.includes("owner_session="));
  if (!session)
    throw new Error(`the demo owner could not log in (status ${answer.status}): did the bench's state seed the owner?`);
  return session;
}

/** The cookies of a visit to `page`: the visitor's own (none on a first visit) and what the page needs. */
export function visitCookie(page: Page, visitor?: string): string | undefined {
  const cookies = [visitor, page.cookie].filter(Boolean);
  return cookies.length > 0 ? cookies.join("; ") : undefined;
}

export const NOT_FOUND_PATH = "/nl/deze-pagina-bestaat-niet/";

/**
 * A returning visitor's cookies: the language and a consent given through the cookie dialog's own
 * endpoint (accepting every category), so the dialog stays closed.
 */
export async function returningVisitorCookie(origin: string): Promise<string> {
  const answer = await fetch(`${origin}/__consent`, {
    method: "POST",
    headers: { Origin: origin, Accept: "application/json", "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ choice: "agree", return: "/nl/" }),
  });
  const consent = answer.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .find((c) => c.startsWith("consent="));
  if (!answer.ok || !consent)
    throw new Error(`the consent endpoint answered ${answer.status} without a consent cookie`);
  return `lng=nl; ${consent}`;
}

/** What a browser sends for a page, so the server does what it does for a visitor. */
export function browserHeaders(
  cookie?: string,
  accept = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
): Record<string, string> {
  return {
    Accept: accept,
    "Accept-Encoding": "gzip, deflate, br",
    "Accept-Language": "nl-BE,nl;q=0.9,en;q=0.6",
    "User-Agent":
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36",
    ...(cookie ? { Cookie: cookie } : {}),
  };
}
