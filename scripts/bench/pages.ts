// The pages the bench measures, in nl. The list's filters are chosen to return listings in the
// seed catalogue (migrations/seed/feed.json); the detail page is the first listing that filtered
// list links to, found at run time.

export interface Page {
  /** home, list, detail, contact, login, 404 */
  name: string;
  path: string;
}

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

export async function measuredPages(origin: string): Promise<Page[]> {
  const list = await fetch(origin + LIST_PATH);
  const html = await list.text();
  const detail = firstListingPath(html);
  if (!list.ok || !detail)
    throw new Error(
      `the list page ${LIST_PATH} shows no listing (status ${list.status}): the seed catalogue changed, choose other filters in scripts/bench/pages.ts`,
    );
  return [
    { name: "home", path: "/nl/" },
    { name: "list", path: LIST_PATH },
    { name: "detail", path: detail },
    { name: "contact", path: "/nl/contact/" },
    { name: "login", path: "/nl/login/" },
  ];
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
