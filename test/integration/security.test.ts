// Security headers (decisions 011 and 038): the MDN HTTP Observatory's rules behind the site's A+,
// as plain assertions on every kind of response, so `npm test` keeps them without the package
// (npm run observatory scores a running server with the package itself).
import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { recognizeMedia } from "../../shared/rules/video.ts";
import { createSession } from "../../worker/owners/sessions.ts";
import { tagsView } from "../../worker/consent/view.ts";
import {
  EMBED_FRAME_SOURCES,
  tagConnectSources,
  tagFrameSources,
  TURNSTILE_ORIGIN,
} from "../../worker/http/security.ts";
import sample from "../../config/sample.json";
import { pushConfig } from "../support/config.ts";
import { get } from "../support/fetch.ts";
import { ownerWithSession } from "../support/owner-session.ts";

function directives(csp: string | null): Map<string, string[]> {
  return new Map(
    (csp ?? "")
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => !!name)
      .map(([name, ...values]) => [name!.toLowerCase(), values]),
  );
}

/** The Observatory's "dangerously broad" sources for scripts, objects and styles. */
const BROAD = ["*", "http:", "https:", "ftp:", "data:", "http://*", "https://*", "'unsafe-inline'", "'unsafe-eval'"];
/** The referrer policies the Observatory counts as private. */
const PRIVATE_REFERRER = ["no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"];
const SIX_MONTHS = 15552000;

/** A listing's page, as the list page links to it. */
async function listingPath(): Promise<string> {
  const html = await (await get("/fr/a-vendre/")).text();
  const path = /href="(\/fr\/a-vendre\/[^"]+\/\d+\/)"/.exec(html)?.[1];
  expect(path).toBeTruthy();
  return path!;
}

/** Observatory rules every response shares: HSTS over six months on one header, nosniff, a private referrer policy. */
function expectTransportHeaders(response: Response): void {
  const hsts = response.headers.get("strict-transport-security") ?? "";
  expect(hsts).not.toContain(",");
  expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(SIX_MONTHS);
  expect(hsts.toLowerCase()).toContain("includesubdomains");
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  expect(PRIVATE_REFERRER).toContain(response.headers.get("referrer-policy"));
}

/** Every Set-Cookie of a response: Secure, HttpOnly, SameSite Lax or Strict. */
function expectCookieFlags(response: Response): void {
  for (const cookie of response.headers.getSetCookie()) {
    const attributes = cookie
      .split(";")
      .slice(1)
      .map((a) => a.trim().toLowerCase());
    expect(attributes, cookie).toContain("secure");
    expect(attributes, cookie).toContain("httponly");
    expect(
      attributes.some((a) => a === "samesite=lax" || a === "samesite=strict"),
      cookie,
    ).toBe(true);
  }
}

function expectPagePolicy(response: Response, html: string, frameAncestors: string[]): void {
  const csp = directives(response.headers.get("content-security-policy"));
  expect(csp.get("default-src")).toEqual(["'none'"]);
  const scripts = csp.get("script-src") ?? [];
  const nonce = /^'nonce-([^']+)'$/.exec(scripts.find((s) => s.startsWith("'nonce-")) ?? "")?.[1];
  expect(nonce).toBeTruthy();
  for (const source of BROAD) {
    expect(scripts).not.toContain(source);
    expect(csp.get("style-src") ?? []).not.toContain(source);
  }
  expect(csp.get("object-src")).toEqual(["'none'"]);
  expect(csp.get("base-uri")).toEqual(["'none'"]);
  expect(csp.get("frame-ancestors")).toEqual(frameAncestors);
  expect(csp.has("form-action")).toBe(true);
  // An https site names no plain-http source at all.
  for (const values of csp.values()) for (const value of values) expect(value.startsWith("http:")).toBe(false);
  // Framing by this site only, also for browsers that only know X-Frame-Options.
  expect(response.headers.get("x-frame-options")).toBe("SAMEORIGIN");
  expect(response.headers.get("cross-origin-resource-policy")).toBe("same-origin");
  // Every script the browser runs carries this response's nonce (JSON data blocks are not run);
  // no style attributes.
  const tags = [...html.matchAll(/<script\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => !/\stype="application\/(ld\+)?json"/.test(tag));
  expect(tags.length).toBeGreaterThan(0);
  for (const tag of tags) expect(tag).toContain(`nonce="${nonce}"`);
  expect(html).not.toMatch(/\sstyle="/);
  expect(html).not.toMatch(/<meta[^>]+http-equiv/i);
  expectTransportHeaders(response);
  expectCookieFlags(response);
}

describe("security headers on every kind of HTML page", () => {
  it.each([
    ["home", "/fr/", 200],
    ["list", "/nl/te-koop/", 200],
    ["list as a map", "/fr/a-vendre/?view=map", 200],
    ["projects", "/fr/projets/", 200],
    ["form page", "/nl/contact/", 200],
    ["owners' login", "/fr/login/", 200],
    ["not found", "/en/nope/", 404],
    ["language switch", "/nl/?lng=nl", 200],
  ])("%s: %s (%i)", async (_kind, path, status) => {
    const response = await get(path, { headers: { Cookie: "lng=fr" } });
    expect(response.status).toBe(status);
    expectPagePolicy(response, await response.text(), ["'self'"]);
  });

  it("a listing's page", async () => {
    const response = await get(await listingPath());
    expect(response.status).toBe(200);
    expectPagePolicy(response, await response.text(), ["'self'"]);
  });

  it("the owner's dashboard, behind a session", async () => {
    const { cookie } = await ownerWithSession("Security Owner", []);
    const response = await get("/en/my-properties/", { headers: { Cookie: cookie } });
    expect(response.status).toBe(200);
    expectPagePolicy(response, await response.text(), ["'self'"]);
  });

  it("the map frame: its own policy, and only this site may frame it", async () => {
    const response = await get("/map/frame/?lang=fr");
    expect(response.status).toBe(200);
    const html = await response.text();
    expectPagePolicy(response, html, ["'self'"]);
    const csp = directives(response.headers.get("content-security-policy"));
    // Leaflet needs scripts, styles and images; it frames nothing, fetches nothing, posts nothing.
    expect(csp.get("script-src")).toEqual([expect.stringMatching(/^'nonce-/)]);
    expect(csp.has("frame-src")).toBe(false);
    expect(csp.has("connect-src")).toBe(false);
    expect(csp.get("form-action")).toEqual(["'none'"]);
  });

  it("uses a new nonce for every response", async () => {
    const a = (await get("/fr/")).headers.get("content-security-policy");
    const b = (await get("/fr/")).headers.get("content-security-policy");
    expect(a).not.toBe(b);
  });
});

describe("frames a page may show: the map frame, the captcha, and the recognised players only", () => {
  it("frame-src is exactly this site, Turnstile and the video and tour hosts, without tags", async () => {
    await pushConfig((config) => {
      config.analytics = {};
    });
    const csp = directives((await get("/fr/")).headers.get("content-security-policy"));
    expect(csp.get("frame-src")).toEqual(["'self'", TURNSTILE_ORIGIN, ...EMBED_FRAME_SOURCES]);
    expect(EMBED_FRAME_SOURCES).toEqual([
      "https://www.youtube-nocookie.com",
      "https://player.vimeo.com",
      "https://www.facebook.com",
      "https://matterport.com",
      "https://*.matterport.com",
      "https://nodalview.com",
      "https://*.nodalview.com",
      "https://giraffe360.com",
      "https://*.giraffe360.com",
    ]);
  });

  it("every embed the video recognition produces is allowed by one frame source", () => {
    const links = [
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      "https://youtu.be/dQw4w9WgXcQ",
      "https://vimeo.com/76979871",
      "https://www.facebook.com/agency/videos/1234567890/",
      "https://my.matterport.com/show/?m=abc",
      "https://matterport.com/discover/space/abc",
      "https://tour.nodalview.com/abc",
      "https://app.giraffe360.com/abc",
    ];
    const allows = (source: string, url: URL) =>
      source.startsWith("https://*.") ? url.hostname.endsWith(source.slice("https://*".length)) : url.origin === source;
    for (const link of links) {
      const embed = recognizeMedia(link);
      expect(embed, link).not.toBeNull();
      if (!embed || embed.kind === "file") continue;
      const url = new URL(embed.embedUrl);
      expect(url.protocol).toBe("https:");
      expect(
        EMBED_FRAME_SOURCES.some((source) => allows(source, url)),
        embed.embedUrl,
      ).toBe(true);
    }
  });

  it("a page with a map frames it from this site", async () => {
    const html = await (await get("/fr/a-vendre/?view=map")).text();
    // The frame's address waits in data-src until the map nears the screen (decision 043).
    const frames = [...html.matchAll(/<iframe\b[^>]*\sdata-src="([^"]+)"/g)].map((m) => m[1]!);
    expect(frames.some((src) => src.startsWith("/map/frame/"))).toBe(true);
  });

  it("the Turnstile captcha may load its script; measurements go nowhere without tags", async () => {
    await pushConfig((config) => {
      config.analytics = {};
    });
    const csp = directives((await get("/fr/")).headers.get("content-security-policy"));
    expect(csp.get("script-src")).toContain(TURNSTILE_ORIGIN);
    expect(csp.get("connect-src")).toEqual(["'self'"]);
  });

  it("with the sample's tags, measurements may reach exactly their endpoints, and Ads its frames", async () => {
    const tags = tagsView(sample.analytics, false);
    const csp = directives((await get("/fr/")).headers.get("content-security-policy"));
    expect(tagConnectSources(tags).length).toBeGreaterThan(0);
    expect(csp.get("connect-src")).toEqual(["'self'", ...tagConnectSources(tags)]);
    expect(csp.get("frame-src")).toEqual([
      "'self'",
      TURNSTILE_ORIGIN,
      ...EMBED_FRAME_SOURCES,
      ...tagFrameSources(tags),
    ]);
  });

  it("a page without the cookie dialog (a preview path) allows no tag endpoint", async () => {
    const response = await get("/fr/preview/");
    const csp = directives(response.headers.get("content-security-policy"));
    expect(csp.get("connect-src")).toEqual(["'self'"]);
  });
});

describe("cookies", () => {
  it("the language cookie and the consent reset are Secure, HttpOnly and SameSite", async () => {
    const language = await get("/nl/", { headers: { Cookie: "lng=fr" } });
    expect(language.headers.getSetCookie().some((c) => c.startsWith("lng=nl"))).toBe(true);
    expectCookieFlags(language);
    const reset = await get("/fr/?setcookies");
    expect(reset.headers.getSetCookie().some((c) => c.startsWith("consent="))).toBe(true);
    expectCookieFlags(reset);
  });

  it("the consent choice is Secure, HttpOnly and SameSite", async () => {
    const response = await get("/__consent", {
      method: "POST",
      headers: {
        Accept: "application/json",
        Origin: "https://agency.test",
        "Sec-Fetch-Site": "same-origin",
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: "choice=decline&return=%2Ffr%2F",
    });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().some((c) => c.startsWith("consent="))).toBe(true);
    expectCookieFlags(response);
    expectTransportHeaders(response);
  });

  it("the owner's session cookie is a __Host- cookie: Secure, HttpOnly, SameSite, Path=/, no Domain", async () => {
    const { id } = await ownerWithSession("Cookie Owner", []);
    const { cookie } = await createSession(env.DB, id, new Date());
    const attributes = cookie
      .split(";")
      .slice(1)
      .map((a) => a.trim().toLowerCase());
    expect(cookie.startsWith("__Host-")).toBe(true);
    expect(attributes).toEqual(expect.arrayContaining(["secure", "httponly", "samesite=lax", "path=/"]));
    expect(attributes.some((a) => a.startsWith("domain="))).toBe(false);
  });
});

describe("responses that are not pages", () => {
  it.each([
    ["robots.txt", "/robots.txt", 200],
    ["the sitemap", "/sitemap.xml", 200],
    ["the home redirect", "/", 302],
    ["a canonical redirect", "/fr/a-vendre", 301],
  ])("%s (%s) allows nothing as a document and may not be framed", async (_kind, path, status) => {
    const response = await get(path);
    expect(response.status).toBe(status);
    expectTransportHeaders(response);
    expect(response.headers.get("content-type") ?? "").not.toMatch(/^text\/html/);
    const csp = directives(response.headers.get("content-security-policy"));
    expect(csp.get("default-src")).toEqual(["'none'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(response.headers.get("x-frame-options")).toBe("DENY");
  });

  it("a JSON answer keeps its own headers and gains the transport ones", async () => {
    const response = await get("/__consent", { method: "POST", headers: { Accept: "application/json" }, body: "" });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expectTransportHeaders(response);
    expect(directives(response.headers.get("content-security-policy")).get("default-src")).toEqual(["'none'"]);
  });
});

describe("plain http", () => {
  const plain = (url: string, init: RequestInit = {}) =>
    exports.default.fetch(new Request(url, { redirect: "manual", ...init }));

  it("moves GET to the same address over https, permanently", async () => {
    const response = await plain("http://agency.test/fr/a-vendre/?sort=price");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("https://agency.test/fr/a-vendre/?sort=price");
  });

  it("moves a POST with 308, which keeps the method and body", async () => {
    const response = await plain("http://agency.test/__consent", { method: "POST", body: "choice=agree" });
    expect(response.status).toBe(308);
    expect(response.headers.get("location")).toBe("https://agency.test/__consent");
  });

  it("drops the default port and keeps any other", async () => {
    expect((await plain("http://agency.test:80/fr/")).headers.get("location")).toBe("https://agency.test/fr/");
    expect((await plain("http://agency.test:8080/fr/")).headers.get("location")).toBe("https://agency.test:8080/fr/");
  });

  it("leaves local development on loopback hosts alone", async () => {
    for (const origin of ["http://127.0.0.1:8787", "http://localhost:8787", "http://site.localhost:8787"]) {
      const response = await plain(`${origin}/fr/`);
      expect(response.status, origin).toBe(200);
    }
  });
});
