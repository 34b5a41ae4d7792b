import { env } from "cloudflare:test";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { currentSite } from "../../worker/site/site.ts";
import { get } from "../support/fetch.ts";

// Property test, bounded to fit in npm test: every route of the route table, in every
// language, with random extra segments, query strings, methods' bodies and headers, never gets a
// 5xx or an uncaught exception (the setup fails a test on any console.error), and never redirects
// off the site. test/integration/robustness.test.ts keeps its fixed corpus of odd paths.

let routePaths: string[] = [];
beforeAll(async () => {
  const site = await currentSite(env);
  routePaths = site.table.routes.flatMap((route) =>
    site.table.languages.map((lang) => site.table.path(lang, route.key)),
  );
  routePaths.push("/en/for-sale/ixelles/duplex/40112/", "/nl/te-koop/", "/fr/a-louer/");
});

const PARAMETERS = [
  "city",
  "type",
  "bedrooms",
  "bathrooms",
  "price",
  "priceMin",
  "priceMax",
  "sort",
  "view",
  "page",
  "search",
  "goal",
  "property",
  "lng",
  "email",
  "token",
  "id",
  "next",
  "redirect",
  "utm_source",
];
const value = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom(
    "",
    "-1",
    "0",
    "999999999999999999999",
    "1e9",
    "NaN",
    "etterbeek|1040",
    "a|b|c",
    "%",
    "%zz",
    "<script>",
    "//evil.example/",
    "https://evil.example/",
    "javascript:alert(1)",
    "\u0000",
    "日本",
  ),
);
const segment = fc.oneof(
  fc.string({ maxLength: 20 }).map(encodeURIComponent),
  fc.constantFrom("..", ".", "%2e%2e", "%00", "%zz", "index.html", "0", "99999999999999999999"),
);

const request = fc.record({
  index: fc.nat(),
  extra: fc.array(segment, { maxLength: 2 }),
  query: fc.array(fc.tuple(fc.oneof(fc.constantFrom(...PARAMETERS), fc.string({ maxLength: 8 })), value), {
    maxLength: 5,
  }),
  slash: fc.boolean(),
  method: fc.constantFrom("GET", "HEAD", "GET", "POST"),
  language: fc.constantFrom("en", "nl-BE,nl;q=0.9", "fr", "de", "*", "", "xx-YY"),
});

describe("random requests to every route", () => {
  it("never get a 5xx, and never a redirect off the site", async () => {
    await fc.assert(
      fc.asyncProperty(request, async ({ index, extra, query, slash, method, language }) => {
        const base = routePaths[index % routePaths.length]!;
        const path = [base.replace(/\/$/, ""), ...extra].join("/") + (slash ? "/" : "");
        const search = query.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join("&");
        const url = search ? `${path}?${search}` : path;
        const response = await get(url, {
          method,
          headers: {
            "Accept-Language": language,
            Origin: "https://agency.test",
            "Content-Type": "application/x-www-form-urlencoded",
          },
          ...(method === "POST" ? { body: search } : {}),
        });
        expect(response.status, `${method} ${url}`).toBeLessThan(500);
        const location = response.headers.get("Location");
        if (location) {
          const resolved = new URL(location, "https://agency.test/");
          expect(resolved.origin, `${method} ${url} → ${location}`).toBe("https://agency.test");
          // Neither the header nor the path it leads to may start with two slashes: "//host" is another site.
          expect(location, `${method} ${url}`).not.toMatch(/^[/\\]{2}/);
          expect(resolved.pathname, `${method} ${url} → ${location}`).not.toMatch(/^\/\//);
        }
        await response.body?.cancel();
      }),
      { numRuns: 250 },
    );
  }, 120_000);
});
