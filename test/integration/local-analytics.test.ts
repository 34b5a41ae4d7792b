import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { app } from "../../worker/app.ts";
import { COLLECT_BODY_LIMIT, keepHit, MAX_HITS } from "../../worker/local/analytics.ts";
import standIns from "../../worker/generated/local-analytics.json";
import { get } from "../support/fetch.ts";

const ORIGIN = "https://agency.test";

/** A request with the stand-ins on, as `npm start` and the end-to-end tests run the worker. */
function local(path: string, init: RequestInit = {}, standins = "on"): Promise<Response> {
  return Promise.resolve(
    app.fetch(new Request(`${ORIGIN}${path}`, { redirect: "manual", ...init }), { ...env, LOCAL_STANDINS: standins }),
  );
}

function collect(body: BodyInit, headers: Record<string, string> = {}): Promise<Response> {
  return local("/__local/analytics/collect", {
    method: "POST",
    body,
    headers: { "Content-Type": "application/json", Origin: ORIGIN, ...headers },
  });
}

const PAGE_VIEW = {
  tag: "gtag",
  id: "G-LAMB3RT0NT",
  event: "page_view",
  params: { page_location: "https://agency.test/en/", page_title: "Lambermont", language: "en" },
  consent: { analytics_storage: "granted", ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied" },
  page: "/en/",
} as const;

async function hits(): Promise<
  {
    at: string;
    tag: string;
    id: string;
    event: string;
    params: Record<string, unknown>;
    consent: Record<string, string>;
    page: string;
  }[]
> {
  return ((await (await local("/__local/analytics/hits.json")).json()) as { hits: never[] }).hits;
}

beforeEach(async () => {
  await local("/__local/analytics/forget", { method: "POST", headers: { Origin: ORIGIN } });
});

describe("the analytics tags' local stand-ins", () => {
  it("do not exist in production: every path is the site's not-found page", async () => {
    for (const path of [
      "/__local/analytics/gtag.js?id=G-LAMB3RT0NT",
      "/__local/analytics/gtm.js?id=GTM-W4XK9PQ",
      "/__local/analytics/fbevents.js",
      "/__local/analytics/",
      "/__local/analytics/hits.json",
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get("content-type"), path).toContain("text/html");
    }
    const posted = await get("/__local/analytics/collect", {
      method: "POST",
      body: JSON.stringify(PAGE_VIEW),
      headers: { "Content-Type": "application/json", Origin: ORIGIN },
    });
    expect(posted.status).not.toBe(204);
    expect(await hits()).toEqual([]);
  });

  it.each([
    ["/__local/analytics/gtag.js?id=G-LAMB3RT0NT", standIns.gtag],
    ["/__local/analytics/gtag.js?id=AW-123456789", standIns.gtag],
    ["/__local/analytics/gtm.js?id=GTM-W4XK9PQ", standIns.gtm],
    ["/__local/analytics/fbevents.js", standIns.fbevents],
  ])("serve %s as uncached JavaScript", async (path, source) => {
    const response = await local(path);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    const text = await response.text();
    expect(text).toBe(source);
    expect(text).toContain("/__local/analytics/collect");
    expect(text).not.toContain("console.error");
  });

  it.each([
    "/__local/analytics/gtag.js",
    "/__local/analytics/gtag.js?id=GTM-W4XK9PQ",
    "/__local/analytics/gtm.js?id=G-LAMB3RT0NT",
    "/__local/analytics/gtm.js?id=%3Cscript%3E",
  ])("answer 400 for %s, as Google does without a valid id", async (path) => {
    expect((await local(path)).status).toBe(400);
  });

  it("keep a valid hit and list it in hits.json with the time it arrived", async () => {
    const before = Date.now();
    const response = await collect(JSON.stringify(PAGE_VIEW));
    expect(response.status).toBe(204);
    const [hit, ...rest] = await hits();
    expect(rest).toEqual([]);
    expect(hit).toEqual({ at: expect.any(String), ...PAGE_VIEW });
    expect(Date.parse(hit!.at)).toBeGreaterThanOrEqual(before - 1000);
  });

  it.each([
    ["not JSON", "{tag:", 400],
    ["empty", "", 400],
    ["JSON but not a hit", JSON.stringify({ hello: "world" }), 400],
    ["an unknown tag", JSON.stringify({ ...PAGE_VIEW, tag: "matomo" }), 400],
    ["an id of another tag", JSON.stringify({ ...PAGE_VIEW, tag: "gtm" }), 400],
    ["an unknown consent signal value", JSON.stringify({ ...PAGE_VIEW, consent: { analytics_storage: "yes" } }), 400],
    ["an extra field", JSON.stringify({ ...PAGE_VIEW, email: "an@example.be" }), 400],
    ["a page that is not a path", JSON.stringify({ ...PAGE_VIEW, page: "https://elsewhere.test/" }), 400],
  ])("refuse %s (%i) and keep nothing", async (_name, body, status) => {
    expect((await collect(body)).status).toBe(status);
    expect(await hits()).toEqual([]);
  });

  it("refuse a body over the limit with 413, whether or not it says its length", async () => {
    const big = JSON.stringify({ ...PAGE_VIEW, params: { padding: "x".repeat(COLLECT_BODY_LIMIT) } });
    expect((await collect(big)).status).toBe(413);
    const unannounced = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big));
        controller.close();
      },
    });
    expect((await collect(unannounced)).status).toBe(413);
    expect((await collect("{}", { "Content-Length": String(COLLECT_BODY_LIMIT + 1) })).status).toBe(413);
    expect(await hits()).toEqual([]);
  });

  it("refuse bytes that are not UTF-8, and hits from another site", async () => {
    expect((await collect(new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]))).status).toBe(400);
    expect((await collect(JSON.stringify(PAGE_VIEW), { Origin: "https://elsewhere.test" })).status).toBe(403);
    expect(await hits()).toEqual([]);
  });

  it(`keep only the last ${MAX_HITS} hits`, async () => {
    for (let i = 0; i < MAX_HITS + 5; i++)
      keepHit({
        at: new Date().toISOString(),
        ...PAGE_VIEW,
        tag: "gtm",
        id: "GTM-W4XK9PQ",
        event: `event_${i}`,
        params: {},
      });
    const kept = await hits();
    expect(kept).toHaveLength(MAX_HITS);
    expect(kept[0]!.event).toBe("event_5");
    expect(kept.at(-1)!.event).toBe(`event_${MAX_HITS + 4}`);
  });

  it("show the hits newest first on a page for the developer, escaped, under a nonced CSP", async () => {
    await collect(JSON.stringify(PAGE_VIEW));
    await collect(
      JSON.stringify({
        tag: "gtm",
        id: "GTM-W4XK9PQ",
        event: "search<script>",
        params: { search_term: "<img src=x onerror=alert(1)>" },
        consent: {},
        page: "/en/?q=<b>",
      }),
    );
    const response = await local("/__local/analytics/");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const html = await response.text();
    const nonce = /style-src 'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
    expect(nonce).toBeTruthy();
    expect(response.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(html).toContain(`<style nonce="${nonce}">`);
    expect(html).not.toContain("<script");
    expect(html).not.toContain("<img");
    expect(html).toContain("search&lt;script&gt;");
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(html).toContain("/en/?q=&lt;b&gt;");
    expect(html).toContain("analytics_storage: granted");
    expect(html).toContain("2 hits, newest first");
    expect(html.indexOf("search&lt;script&gt;")).toBeLessThan(html.indexOf("page_view"));
  });

  it("forget the hits on request, from this site only", async () => {
    await collect(JSON.stringify(PAGE_VIEW));
    expect(
      (await local("/__local/analytics/forget", { method: "POST", headers: { Origin: "https://elsewhere.test" } }))
        .status,
    ).toBe(403);
    expect(await hits()).toHaveLength(1);
    const response = await local("/__local/analytics/forget", { method: "POST", headers: { Origin: ORIGIN } });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/__local/analytics/");
    expect(await hits()).toEqual([]);
    expect(await (await local("/__local/analytics/")).text()).toContain("No hits yet.");
  });
});
