import { describe, expect, it } from "vitest";
import { get } from "../support/fetch.ts";

function directives(csp: string): Map<string, string> {
  return new Map(csp.split(";").map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name!, values.join(" ")]));
}

describe("security headers on every HTML response", () => {
  it.each([["/fr/", 200], ["/nl/te-koop/", 200], ["/en/nope/", 404]])("%s (%i)", async (path, status) => {
    const response = await get(path);
    expect(response.status).toBe(status);
    const html = await response.text();
    const csp = directives(response.headers.get("content-security-policy") ?? "");
    const nonce = /'nonce-([^']+)'/.exec(csp.get("script-src") ?? "")?.[1];
    expect(nonce).toBeTruthy();
    expect(csp.get("script-src")).not.toContain("unsafe-inline");
    expect(csp.get("object-src")).toBe("'none'");
    expect(csp.get("base-uri")).toBe("'none'");
    expect(csp.get("frame-ancestors")).toBeTruthy();
    // Every script in the page carries this response's nonce.
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    expect(html).not.toMatch(/\sstyle="/);
    const hsts = /max-age=(\d+)/.exec(response.headers.get("strict-transport-security") ?? "");
    expect(Number(hsts?.[1])).toBeGreaterThanOrEqual(31536000);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });

  it("lets the Turnstile captcha load its script and frame, and nothing else from its host", async () => {
    const csp = directives((await get("/fr/")).headers.get("content-security-policy") ?? "");
    expect(csp.get("script-src")?.split(" ")).toContain("https://challenges.cloudflare.com");
    expect(csp.get("frame-src")?.split(" ")).toContain("https://challenges.cloudflare.com");
    expect(csp.get("connect-src")).toBe("'self'");
  });

  it("uses a new nonce for every response", async () => {
    const a = (await get("/fr/")).headers.get("content-security-policy");
    const b = (await get("/fr/")).headers.get("content-security-policy");
    expect(a).not.toBe(b);
  });
});
