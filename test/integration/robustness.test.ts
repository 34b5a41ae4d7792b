import { describe, expect, it } from "vitest";
import { get } from "../support/fetch.ts";

/** A generated corpus of odd paths and query strings: none may produce a 5xx. */
function oddRequests(): string[] {
  const segments = [
    "%00",
    "%",
    "%zz",
    "%E0%A4%A",
    "%C0%AF",
    "%FF%FE",
    "%2e%2e",
    "..",
    ".",
    "%2F",
    "%5C",
    "\\",
    "caf%C3%A9",
    "%F0%9F%8F%A0",
    "é",
    "日本",
    "a".repeat(300),
    "x".repeat(5000),
    "NL",
    "Fr",
    "EN",
    "DE",
    "nL",
    "te-koop",
    "TE-KOOP",
    "for-sale",
    "feedback",
    "bedankt",
    "home",
    "index.html",
    "wp-login.php",
    ".env",
    "%3Cscript%3Ealert(1)%3C%2Fscript%3E",
    "'\"><img src=x>",
    "%0d%0aSet-Cookie:x=1",
    "%20",
    "+",
    "~",
    "@",
    ":",
    ";",
  ];
  const queries = [
    "",
    "?",
    "?lng=",
    "?lng=%00",
    "?lng[]=fr&lng[]=nl",
    "?lng[0]=en",
    "?lng=en&lng=nl",
    "?lng=%E0%A4%A",
    "?a[b][c]=1",
    "?search=%",
    "?price=abc-def",
    "?city[]=x|1000",
    "?setcookies",
    `?q=${"z".repeat(3000)}`,
    "?%zz=%zz",
    "?&&&=&",
  ];
  const paths = new Set<string>();
  for (const a of segments) {
    paths.add(`/${a}`);
    paths.add(`/${a}/`);
    paths.add(`/nl/${a}/`);
    paths.add(`//${a}//`);
    paths.add(`/${a}/te-koop`);
    paths.add(`/fr/feedback/${a}/`);
  }
  for (const extra of [
    "//",
    "///",
    "/nl//",
    "//nl/te-koop/",
    "/nl/te-koop/extra/deep/path/",
    "/feedback/",
    "/feedback/unknown-form/",
    "/de/",
    "/xx/",
    "/nl/bedankt/nope/",
  ]) {
    paths.add(extra);
  }
  const requests: string[] = [];
  let i = 0;
  for (const path of paths) requests.push(path + queries[i++ % queries.length]);
  for (const query of queries) requests.push(`/nl/te-koop/${query}`, `/${query}`);
  return requests;
}

describe("odd paths and query strings", () => {
  const corpus = oddRequests();

  it(`never produce a 5xx (${corpus.length} requests, GET and HEAD)`, async () => {
    const failures: string[] = [];
    for (const path of corpus) {
      for (const method of ["GET", "HEAD"]) {
        let response: Response;
        try {
          response = await get(path, { method, headers: { "accept-language": "en" } });
        } catch (error) {
          failures.push(`${method} ${path}: threw ${String(error)}`);
          continue;
        }
        if (response.status >= 500) failures.push(`${method} ${path}: ${response.status}`);
        const location = response.headers.get("location");
        if (location && !/^\/(?![/\\])/.test(location))
          failures.push(`${method} ${path}: redirect off-site to ${location}`);
        if (method === "GET" && response.status === 404) {
          const html = await response.text();
          if (!html.includes("Oops, this page no longer exists") && !html.includes("Oeps") && !html.includes("Oups")) {
            failures.push(`${method} ${path}: 404 without the 404 page`);
          }
        } else {
          await response.body?.cancel();
        }
      }
    }
    expect(failures).toEqual([]);
  }, 60_000);

  it("never echo a header injection from the path", async () => {
    const response = await get("/%0d%0aSet-Cookie:x=1/te-koop");
    expect(response.headers.get("set-cookie") ?? "").not.toContain("x=1");
  });
});
