import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { app } from "../../worker/app.ts";
import { get } from "../support/fetch.ts";

function tile(path: string, standins: string): Promise<Response> {
  return Promise.resolve(app.fetch(new Request(`https://agency.test${path}`), { ...env, LOCAL_STANDINS: standins }));
}

describe("the local tile stand-in", () => {
  it("does not exist in production: the site's not-found page answers", async () => {
    const response = await get("/__local/tiles/15/16785/11013.svg");
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
  });

  it.each(["", "off", "true", "ON"])("stays off with LOCAL_STANDINS=%j", async (value) => {
    expect((await tile("/__local/tiles/1/0/0.svg", value)).status).toBe(404);
  });

  it("answers an SVG tile that browsers may keep for a year", async () => {
    const response = await tile("/__local/tiles/15/16785/11013.svg", "on");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/svg+xml");
    expect(Number(/max-age=(\d+)/.exec(response.headers.get("cache-control") ?? "")?.[1])).toBeGreaterThanOrEqual(
      31536000,
    );
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await response.text()).toMatch(/^<svg [^>]*width="256" height="256"/);
  });

  it.each([
    ["the whole world", "/__local/tiles/0/0/0.svg", 200],
    ["the last tile of zoom 19", "/__local/tiles/19/524287/524287.svg", 200],
    ["zoom 20", "/__local/tiles/20/0/0.svg", 404],
    ["x outside zoom 2", "/__local/tiles/2/4/0.svg", 404],
    ["y outside zoom 2", "/__local/tiles/2/0/4.svg", 404],
    ["a PNG", "/__local/tiles/2/0/0.png", 404],
    ["a negative x", "/__local/tiles/2/-1/0.svg", 404],
    ["a huge number", `/__local/tiles/2/${"9".repeat(40)}/0.svg`, 404],
    ["text", "/__local/tiles/a/b/c.svg", 404],
  ])("honours the tile contract: %s → %i", async (_, path, status) => {
    expect((await tile(path, "on")).status).toBe(status);
  });
});
