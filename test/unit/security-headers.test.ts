import { describe, expect, it } from "vitest";
import type { TagsView } from "../../shared/consent/categories.ts";
import { LOCAL_TAG_SCRIPTS, TAG_SCRIPTS } from "../../worker/consent/view.ts";
import {
  contentSecurityPolicy,
  httpsRedirect,
  isLoopbackHost,
  NON_DOCUMENT_POLICY,
  securityHeaders,
  staticAssetHeaders,
  STRICT_TRANSPORT_SECURITY,
  tagConnectSources,
  tagFrameSources,
  withBaseHeaders,
} from "../../worker/http/security.ts";

function directive(csp: string, name: string): string[] {
  const found = csp
    .split(";")
    .map((d) => d.trim().split(/\s+/))
    .find(([n]) => n === name);
  return found ? found.slice(1) : [];
}

const GA4 = ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com"];
const SIGNALS = ["https://*.g.doubleclick.net", "https://*.google.com"];
const ADS = ["https://www.googleadservices.com", "https://pagead2.googlesyndication.com"];
const META = ["https://www.facebook.com", "https://connect.facebook.net"];
const ADS_FRAMES = ["https://td.doubleclick.net", "https://www.googletagmanager.com"];

const remote = {
  analytics: { gtag: { src: TAG_SCRIPTS.gtag, analyticsId: "G-ABC123" } },
  ads: { gtag: { src: TAG_SCRIPTS.gtag, adsId: "AW-123456" } },
  both: { gtag: { src: TAG_SCRIPTS.gtag, analyticsId: "G-ABC123", adsId: "AW-123456" } },
  gtm: { gtm: { src: TAG_SCRIPTS.gtm, id: "GTM-ABC123" } },
  pixel: { pixel: { src: TAG_SCRIPTS.pixel, id: "1234567890" } },
} satisfies Record<string, TagsView>;

describe("tagConnectSources: the measurement endpoints of the configured tags, and no others", () => {
  it("allows nothing when no tag is configured", () => {
    expect(tagConnectSources(undefined)).toEqual([]);
    expect(tagConnectSources({})).toEqual([]);
    expect(directive(contentSecurityPolicy("n", {}), "connect-src")).toEqual(["'self'"]);
    expect(directive(contentSecurityPolicy("n"), "connect-src")).toEqual(["'self'"]);
  });

  it("allows nothing for the local stand-ins, which are this site", () => {
    const local: TagsView = {
      gtag: { src: LOCAL_TAG_SCRIPTS.gtag, analyticsId: "G-ABC123", adsId: "AW-123456" },
      gtm: { src: LOCAL_TAG_SCRIPTS.gtm, id: "GTM-ABC123" },
      pixel: { src: LOCAL_TAG_SCRIPTS.pixel, id: "1234567890" },
    };
    expect(tagConnectSources(local)).toEqual([]);
    expect(tagFrameSources(local)).toEqual([]);
  });

  it("Google Analytics 4: its collection hosts and Google Signals', no ads hosts", () => {
    expect(tagConnectSources(remote.analytics)).toEqual([...GA4, ...SIGNALS]);
    expect(tagFrameSources(remote.analytics)).toEqual([]);
  });

  it("Google Ads alone: conversion and remarketing hosts, not Analytics'", () => {
    expect(tagConnectSources(remote.ads)).toEqual([...SIGNALS, ...ADS]);
    expect(tagFrameSources(remote.ads)).toEqual(ADS_FRAMES);
  });

  it("both Google ids, or a tag manager container (which may fire either): Analytics and Ads", () => {
    expect(tagConnectSources(remote.both)).toEqual([...GA4, ...SIGNALS, ...ADS]);
    expect(tagConnectSources(remote.gtm)).toEqual([...GA4, ...SIGNALS, ...ADS]);
    expect(tagFrameSources(remote.gtm)).toEqual(ADS_FRAMES);
  });

  it("the Meta pixel: its hit endpoint and script host only", () => {
    expect(tagConnectSources(remote.pixel)).toEqual(META);
    expect(tagFrameSources(remote.pixel)).toEqual([]);
  });

  it("every tag at once: each source once, all https, no wildcard beyond a named domain", () => {
    const all: TagsView = { ...remote.both, ...remote.gtm, ...remote.pixel };
    const sources = tagConnectSources(all);
    expect(new Set(sources).size).toBe(sources.length);
    expect(sources).toEqual([...GA4, ...SIGNALS, ...ADS, ...META]);
    for (const source of sources) expect(source).toMatch(/^https:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)+$/);
    const csp = contentSecurityPolicy("n", all);
    expect(directive(csp, "connect-src")).toEqual(["'self'", ...sources]);
    expect(directive(csp, "frame-src").slice(-2)).toEqual(ADS_FRAMES);
    // Their scripts come in through 'strict-dynamic', never by host.
    expect(directive(csp, "script-src").filter((s) => s.includes("google") || s.includes("facebook"))).toEqual([]);
  });
});

describe("the page policy", () => {
  it("allows nothing by default, scripts by nonce only, no inline or eval", () => {
    const csp = contentSecurityPolicy("abc");
    expect(directive(csp, "default-src")).toEqual(["'none'"]);
    expect(directive(csp, "script-src")).toEqual([
      "'nonce-abc'",
      "'strict-dynamic'",
      "https://challenges.cloudflare.com",
    ]);
    expect(directive(csp, "style-src")).toEqual(["'self'", "'nonce-abc'"]);
    expect(csp).not.toMatch(/unsafe-(inline|eval|hashes)/);
    expect(directive(csp, "object-src")).toEqual(["'none'"]);
    expect(directive(csp, "base-uri")).toEqual(["'none'"]);
    expect(directive(csp, "frame-ancestors")).toEqual(["'self'"]);
  });

  it("headers: two years of HSTS with subdomains, framing by this site, private referrer", () => {
    const headers = securityHeaders("abc");
    expect(headers["Strict-Transport-Security"]).toBe("max-age=63072000; includeSubDomains");
    expect(headers["X-Frame-Options"]).toBe("SAMEORIGIN");
    expect(headers["X-Content-Type-Options"]).toBe("nosniff");
    expect(headers["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["Cross-Origin-Resource-Policy"]).toBe("same-origin");
    expect(headers["Cross-Origin-Opener-Policy"]).toBe("same-origin");
  });
});

describe("plain http and loopback hosts", () => {
  it.each([
    ["localhost", true],
    ["LOCALHOST", true],
    ["site.localhost", true],
    ["127.0.0.1", true],
    ["127.1.2.3", true],
    ["[::1]", true],
    ["agency.test", false],
    ["localhost.example.com", false],
    ["127.0.0.1.nip.io", false],
    ["10.0.0.1", false],
  ])("%s is loopback: %s", (host, loopback) => {
    expect(isLoopbackHost(host)).toBe(loopback);
  });

  it("redirects plain http only", () => {
    expect(httpsRedirect(new URL("https://agency.test/fr/"), "GET")).toBeNull();
    expect(httpsRedirect(new URL("http://127.0.0.1:8787/fr/"), "GET")).toBeNull();
    const moved = httpsRedirect(new URL("http://agency.test/fr/?a=1#x"), "HEAD")!;
    expect(moved.status).toBe(301);
    expect(moved.headers.get("Location")).toBe("https://agency.test/fr/?a=1#x");
    expect(httpsRedirect(new URL("http://agency.test/__consent"), "POST")!.status).toBe(308);
  });
});

describe("withBaseHeaders", () => {
  it("gives a non-page answer the transport headers and a policy that allows nothing", async () => {
    const response = withBaseHeaders(
      new Response('{"ok":true}', { status: 201, headers: { "Content-Type": "application/json" } }),
    );
    expect(response.status).toBe(201);
    expect(await response.text()).toBe('{"ok":true}');
    expect(response.headers.get("Strict-Transport-Security")).toBe(STRICT_TRANSPORT_SECURITY);
    expect(response.headers.get("Content-Security-Policy")).toBe(NON_DOCUMENT_POLICY);
    expect(response.headers.get("X-Frame-Options")).toBe("DENY");
  });

  it("keeps what a route set itself, and leaves a page's policy to the page", () => {
    const own = withBaseHeaders(
      new Response("x", {
        headers: {
          "Content-Type": "image/svg+xml",
          "Content-Security-Policy": "default-src 'none'; sandbox",
          "Referrer-Policy": "no-referrer",
        },
      }),
    );
    expect(own.headers.get("Content-Security-Policy")).toBe("default-src 'none'; sandbox");
    expect(own.headers.get("Referrer-Policy")).toBe("no-referrer");
    expect(own.headers.get("X-Frame-Options")).toBeNull();
    const page = withBaseHeaders(new Response("<p>", { headers: { "Content-Type": "text/html; charset=utf-8" } }));
    expect(page.headers.get("Content-Security-Policy")).toBeNull();
    expect(page.headers.get("X-Content-Type-Options")).toBe("nosniff");
  });

  it("keeps every Set-Cookie", () => {
    const headers = new Headers({ "Content-Type": "application/json" });
    headers.append("Set-Cookie", "a=1; Secure");
    headers.append("Set-Cookie", "b=2; Secure");
    expect(withBaseHeaders(new Response(null, { headers })).headers.getSetCookie()).toEqual([
      "a=1; Secure",
      "b=2; Secure",
    ]);
  });
});

describe("static files (public/_headers)", () => {
  const rules = new Map<string, Map<string, string>>();
  let current: Map<string, string> | undefined;
  for (const line of staticAssetHeaders().split("\n")) {
    if (!line.trim()) continue;
    if (!line.startsWith(" ")) rules.set(line, (current = new Map()));
    else {
      const at = line.indexOf(":");
      current!.set(line.slice(0, at).trim().toLowerCase(), line.slice(at + 1).trim());
    }
  }

  it("every file gets HSTS, nosniff and the referrer policy", () => {
    const all = rules.get("/*")!;
    expect(all.get("strict-transport-security")).toBe(STRICT_TRANSPORT_SECURITY);
    expect(all.get("x-content-type-options")).toBe("nosniff");
    expect(all.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });

  it("scripts, styles and images may do nothing as documents and are never framed", () => {
    for (const path of ["/assets/*", "/images/*"]) {
      expect(rules.get(path)!.get("content-security-policy")).toBe(NON_DOCUMENT_POLICY);
      expect(rules.get(path)!.get("x-frame-options")).toBe("DENY");
    }
    expect(rules.get("/assets/*")!.get("cross-origin-resource-policy")).toBe("same-origin");
  });

  it("names each header in one matching rule only (Cloudflare would join repeats)", () => {
    const all = [...rules.get("/*")!.keys()];
    for (const [path, headers] of rules)
      if (path !== "/*") for (const name of headers.keys()) expect(all).not.toContain(name);
  });
});
