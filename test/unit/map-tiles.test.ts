import { describe, expect, it } from "vitest";
import { parseTile, tileSvg } from "../../worker/local/tiles.ts";
import { tileSource } from "../../worker/map/tile-source.ts";

describe("the tile source from MAP_TILE_URL", () => {
  it.each([
    ["https://tile.openstreetmap.org/{z}/{x}/{y}.png", "https://tile.openstreetmap.org"],
    ["https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png", "https://*.tile.openstreetmap.org"],
    ["http://127.0.0.1:1/{z}/{x}/{y}.png", "http://127.0.0.1:1"],
    ["HTTPS://Tiles.Example.COM/v1/{z}/{x}/{y}{r}.png?key=abc", "https://tiles.example.com"],
    ["/__local/tiles/{z}/{x}/{y}.svg", "'self'"],
  ])("%s is allowed as %s", (template, csp) => {
    const result = tileSource(template, " © OpenStreetMap contributors ");
    expect(result).toEqual({
      ok: true,
      source: { url: template, attribution: "© OpenStreetMap contributors", cspSource: csp },
    });
  });

  it.each([
    ["empty", ""],
    ["missing", undefined],
    ["without {z}", "https://tile.example/{x}/{y}.png"],
    ["another scheme", "ftp://tile.example/{z}/{x}/{y}.png"],
    ["protocol-relative", "//tile.example/{z}/{x}/{y}.png"],
    ["a quote that would end the policy", "https://tile.example'/{z}/{x}/{y}.png"],
    ["a semicolon that would add a directive", "https://tile.example/{z}/{x}/{y}.png; script-src *"],
    ["a space", "https://tile.example /{z}/{x}/{y}.png"],
    ["a template in the host", "https://{z}.example/{z}/{x}/{y}.png"],
  ])("%s is refused", (_, template) => {
    expect(tileSource(template, "").ok).toBe(false);
  });
});

describe("the local tile stand-in's tile contract", () => {
  it.each([
    ["0", "0", "0.svg", { z: 0, x: 0, y: 0 }],
    ["1", "1", "1.svg", { z: 1, x: 1, y: 1 }],
    ["15", "16785", "11013.svg", { z: 15, x: 16785, y: 11013 }],
    ["19", "524287", "524287.svg", { z: 19, x: 524287, y: 524287 }],
  ])("%s/%s/%s exists", (z, x, file, tile) => {
    expect(parseTile(z, x, file)).toEqual(tile);
  });

  it.each([
    ["zoom beyond 19", "20", "0", "0.svg"],
    ["x beyond the zoom's width", "1", "2", "0.svg"],
    ["y beyond the zoom's height", "3", "0", "8.svg"],
    ["negative", "2", "-1", "0.svg"],
    ["not a number", "z", "0", "0.svg"],
    ["another format", "1", "0", "0.png"],
    ["no extension", "1", "0", "0"],
    ["a fraction", "1", "0.5", "0.svg"],
  ])("%s does not", (_, z, x, file) => {
    expect(parseTile(z, x, file)).toBeNull();
  });
});

describe("the local tile drawing", () => {
  it("is a 256 px square SVG on a land colour, with no script or outside reference", () => {
    const svg = tileSvg(15, 16785, 11013);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="256" height="256" viewBox="0 0 256 256">/);
    expect(svg).toContain('<rect width="256" height="256" fill="#f2efe9"/>');
    expect(svg).not.toMatch(/<script|href=|url\(/i);
  });

  it("is the same drawing for the same tile, and differs between tiles", () => {
    expect(tileSvg(15, 16785, 11013)).toBe(tileSvg(15, 16785, 11013));
    expect(tileSvg(15, 16785, 11013)).not.toBe(tileSvg(15, 16786, 11013));
  });

  it("draws a street grid at street level and only land from far away", () => {
    expect(tileSvg(16, 33570, 22026)).toMatch(/<path d="M[\d.]+ 0V256/);
    expect(tileSvg(2, 1, 1)).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256"><rect width="256" height="256" fill="#f2efe9"/></svg>',
    );
  });

  it("lets vertical streets run on into the tile below", () => {
    const vertical = (svg: string) => [...svg.matchAll(/M([\d.]+) 0V256/g)].map((m) => m[1]);
    expect(vertical(tileSvg(15, 16785, 11013)).length).toBeGreaterThan(0);
    expect(vertical(tileSvg(15, 16785, 11014))).toEqual(vertical(tileSvg(15, 16785, 11013)));
  });
});
