import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { MAP_SHOW, markersToDraw, parseMapMessage } from "../../shared/map/contract.ts";
import { FRAME_SETTINGS_ATTRIBUTE, type FrameSettings } from "../../shared/map/frame-settings.ts";
import { app } from "../../worker/app.ts";
import manifest from "../../worker/generated/client-assets.json";
import { get, htmlLang } from "../support/fetch.ts";
import { page } from "../support/page.ts";
import { mapMessageIn } from "../support/map-message.ts";

/** Through the worker's app with some variables changed, as `wrangler dev --var` would. */
function getWith(vars: Partial<Env>, path: string): Promise<Response> {
  return Promise.resolve(
    app.fetch(new Request(`https://agency.test${path}`, { redirect: "manual" }), { ...env, ...vars }),
  );
}

function directives(csp: string | null): Map<string, string> {
  return new Map(
    (csp ?? "")
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name!, values.join(" ")]),
  );
}

function unescapeHtml(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

function frameSettings(html: string): FrameSettings {
  const raw = new RegExp(`${FRAME_SETTINGS_ATTRIBUTE}="([^"]*)"`).exec(html)?.[1];
  return JSON.parse(unescapeHtml(raw ?? "null")) as FrameSettings;
}

describe("GET /map/frame/", () => {
  it("answers a small HTML document that loads the frame bundle only", async () => {
    const response = await get("/map/frame/?lang=en");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("x-robots-tag")).toBe("noindex");
    const html = await response.text();
    const view = page(html);
    const scripts = [...view.root.querySelectorAll("script[src]")].map((script) => script.getAttribute("src"));
    expect(scripts).toEqual([(manifest as Record<string, unknown>).mapFrame]);
    const linked = [...view.root.querySelectorAll("link[href]")].map((link) => link.getAttribute("href"));
    expect(linked).toContain(manifest.mapFrameCss);
    expect(html).not.toContain(manifest.entry);
    expect(view.getAllByRole("region").map((region) => region.id)).toContain("map");
  });

  it.each([
    ["nl", "nl", "Kaart van de panden"],
    ["fr", "fr", "Carte des biens"],
    ["en", "en", "Map of the properties"],
    ["EN", "en", "Map of the properties"],
    // German is enabled but has no texts: its fallback is the default language, French.
    ["de", "de", "Carte des biens"],
    ["xx", "fr", "Carte des biens"],
    ["", "fr", "Carte des biens"],
  ])("?lang=%s gives a %s document titled %s", async (requested, lang, title) => {
    const response = await get(`/map/frame/?lang=${requested}`);
    const html = await response.text();
    expect(htmlLang(html)).toBe(lang);
    expect(response.headers.get("content-language")).toBe(lang);
    expect(page(html).title()).toBe(title);
    expect(frameSettings(html).texts.region).toBe(title);
  });

  it("passes the tile template, the attribution and the texts to the frame's script", async () => {
    const settings = frameSettings(await (await get("/map/frame/?lang=nl")).text());
    expect(settings.tiles).toEqual({ url: env.MAP_TILE_URL, attribution: env.MAP_TILE_ATTRIBUTION });
    expect(settings.texts).toMatchObject({
      viewProperty: "Bekijk het pand",
      zoomIn: "Inzoomen",
      cluster: "{{count}} panden hier: zoom in",
    });
  });

  it("sends a CSP that allows the tile host, nonced script and style, and framing by this site only", async () => {
    const response = await get("/map/frame/");
    const csp = directives(response.headers.get("content-security-policy"));
    const html = await response.text();
    const nonce = /'nonce-([^']+)'/.exec(csp.get("script-src") ?? "")?.[1];
    expect(nonce).toBeTruthy();
    expect(csp.get("script-src")).toBe(`'nonce-${nonce}'`);
    for (const tag of [...html.matchAll(/<(script|style)\b[^>]*>/g)].map((m) => m[0]))
      expect(tag).toContain(`nonce="${nonce}"`);
    expect(csp.get("default-src")).toBe("'none'");
    expect(csp.get("img-src")?.split(" ")).toEqual(["'self'", "data:", "https:"]);
    expect(csp.get("frame-ancestors")).toBe("'self'");
    expect(csp.get("base-uri")).toBe("'none'");
    expect(html).not.toMatch(/\sstyle="/);
  });

  it.each([
    [
      "a tile server on another port",
      "http://127.0.0.1:1/{z}/{x}/{y}.png",
      ["'self'", "data:", "https:", "http://127.0.0.1:1"],
    ],
    ["subdomains", "https://{s}.tile.example.org/{z}/{x}/{y}.png", ["'self'", "data:", "https:"]],
    ["the local stand-in", "/__local/tiles/{z}/{x}/{y}.svg", ["'self'", "data:", "https:"]],
  ])("follows MAP_TILE_URL for %s", async (_, url, images) => {
    const response = await getWith({ MAP_TILE_URL: url }, "/map/frame/");
    expect(directives(response.headers.get("content-security-policy")).get("img-src")?.split(" ")).toEqual(images);
    expect(frameSettings(await response.text()).tiles?.url).toBe(url);
  });

  it("still serves the map, without tiles, when MAP_TILE_URL is unusable", async () => {
    const response = await getWith(
      { MAP_TILE_URL: "https://tiles.example/{z}/{x}/{y}.png'; script-src *" },
      "/map/frame/",
    );
    expect(response.status).toBe(200);
    expect(directives(response.headers.get("content-security-policy")).get("img-src")).toBe("'self' data: https:");
    expect(frameSettings(await response.text()).tiles).toBeNull();
  });

  it.each([
    "?lang=%E0%A4%A",
    "?lang=%00",
    "?lang[]=nl",
    "?lang=nl&lang=en",
    "?lang=%3Cscript%3Ealert(1)%3C%2Fscript%3E",
    `?lang=${"x".repeat(5000)}`,
    "?%zz=%zz",
    "?&&&=&",
    "?lang=fr%0d%0aSet-Cookie:x=1",
  ])("never fails on %s", async (query) => {
    const response = await get(`/map/frame/${query}`);
    expect(response.status).toBe(200);
    expect(["nl", "fr", "en", "de"]).toContain(response.headers.get("content-language"));
    const html = await response.text();
    expect(html).not.toContain("<script>alert");
    expect(response.headers.get("set-cookie")).toBeNull();
  });

  it("answers HEAD like GET and refuses other methods", async () => {
    expect((await get("/map/frame/", { method: "HEAD" })).status).toBe(200);
    expect((await get("/map/frame/", { method: "POST" })).status).toBe(405);
  });
});

describe("the map demo page (local stand-ins only)", () => {
  it("is an unknown page without the stand-ins", async () => {
    const response = await get("/__local/map-demo/");
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(await response.text()).not.toContain("data-map-embed");
  });

  it("embeds the frame with the message, and lists what the map shows for visitors without JavaScript", async () => {
    const response = await getWith({ LOCAL_STANDINS: "on" }, "/__local/map-demo/?lang=en");
    expect(response.status).toBe(200);
    const html = await response.text();
    const iframe = /<iframe\b[^>]*>/.exec(html)?.[0] ?? "";
    // The address waits in data-src until the map nears the screen (client/behaviors/map.ts).
    expect(iframe).toContain('data-src="/map/frame/?lang=en"');
    expect(iframe).not.toMatch(/\ssrc=/);
    expect(iframe).toContain('title="Map of the properties"');

    const message = parseMapMessage(mapMessageIn(html), "https://agency.test");
    expect(message?.type).toBe(MAP_SHOW);
    // The hostile link and the listing without a geocode never leave the server.
    expect(html).not.toContain("javascript:");
    expect(message?.properties.map((p) => p.id)).not.toContain(9010);
    // Marquee 4 is ignored: its property is neither sent, drawn nor listed.
    expect(message?.ignoredMarquees).toEqual([4]);
    const drawn = markersToDraw(message!);
    expect(drawn).toEqual(message?.properties);
    // The list beside the map: one item a property, each its link.
    const listed = page(html)
      .getAllByRole("listitem")
      .filter((item) => item.firstElementChild?.matches("a[href]"))
      .map((item) => item.firstElementChild!.getAttribute("href"));
    expect(listed).toEqual(drawn.map((p) => p.href));
    expect(listed).toHaveLength(7);
    expect(html).toContain("7 of 9 properties shown on the map: the others have no published address.");
  });

  it("offers the custom marker when asked", async () => {
    const html = await (await getWith({ LOCAL_STANDINS: "on" }, "/__local/map-demo/?marker=custom")).text();
    expect(html).toContain('"customMarker":{"url":"/images/favicon.svg","width":32,"height":32}');
  });
});
