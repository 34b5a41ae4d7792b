import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { labelImageSize, labelSvg } from "../../ui/catalogue/energy/label-image.ts";
import { ENERGY_CLASSES, ENERGY_TONES, energyClass, energyImagePath } from "../../shared/rules/energy.ts";
import { REGIONS } from "../../shared/rules/region.ts";

const STATIC = "client/static";
const file = (path: string) => join(STATIC, path);

describe("energy label images (client/static/images/epc)", () => {
  it("exist for every class each region's scale can give", () => {
    const given = new Set<string>();
    for (const region of REGIONS) {
      for (let value = -50; value <= 700; value += 0.5) {
        const cls = energyClass(region, value);
        if (cls) given.add(energyImagePath(region, cls));
      }
      for (const cls of ENERGY_CLASSES[region]) given.add(energyImagePath(region, cls));
    }
    expect(given.size).toBe(7 + 19 + 9 + 10);
    const missing = [...given].filter((path) => !existsSync(file(path)));
    expect(missing).toEqual([]);
  });

  it("are exactly what scripts/generate-energy-labels.ts writes, and nothing else", () => {
    for (const region of REGIONS) {
      const dir = file(`images/epc/${region}`);
      expect(readdirSync(dir).sort()).toEqual(ENERGY_CLASSES[region].map((cls) => `${cls}.svg`).sort());
      for (const cls of ENERGY_CLASSES[region]) {
        expect(readFileSync(join(dir, `${cls}.svg`), "utf8"), `${region}/${cls}.svg is stale`).toBe(
          labelSvg(region, cls),
        );
      }
    }
  });

  it("are small, titled SVG using no external font or resource", () => {
    for (const region of REGIONS) {
      for (const cls of ENERGY_CLASSES[region]) {
        const path = file(energyImagePath(region, cls));
        const svg = readFileSync(path, "utf8");
        expect(statSync(path).size, path).toBeLessThan(2048);
        expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"'), path).toBe(true);
        expect(svg.trimEnd().endsWith("</svg>"), path).toBe(true);
        expect(svg).toMatch(/<title>Energy label [A-I][+-]{0,2} \([^)]+\)<\/title>/);
        expect(svg).toContain('font-family="system-ui, sans-serif"');
        expect(svg).not.toMatch(/href|@import|url\(|<script|@font-face/);
        const { width, height } = labelImageSize(region);
        expect(svg).toContain(`viewBox="0 0 ${width} ${height}"`);
        // Every opened element is closed: a cheap well-formedness check without an XML parser.
        const opened = (svg.match(/<(svg|g|text|title)[\s>]/g) ?? []).length;
        const closed = (svg.match(/<\/(svg|g|text|title)>/g) ?? []).length;
        expect(opened, path).toBe(closed);
      }
    }
  });

  it("show the pointer's class letter, so a C+ label reads C+", () => {
    expect(readFileSync(file("images/epc/brussels/c_plus.svg"), "utf8")).toMatch(/>C\+<\/text>\s*<\/svg>/);
    expect(readFileSync(file("images/epc/wallonia/a_plusplus.svg"), "utf8")).toMatch(/>A\+\+<\/text>\s*<\/svg>/);
    expect(readFileSync(file("images/epc/brussels/f_sub.svg"), "utf8")).toMatch(/>F-<\/text>\s*<\/svg>/);
  });
});

describe("energy badge colours (client/styles/energy.css)", () => {
  it("use the same ten tones as the label images", () => {
    const css = readFileSync("client/styles/energy.css", "utf8");
    ENERGY_TONES.forEach(({ fill, text }, tone) => {
      const rule = new RegExp(
        `\\.energy-badge\\[data-tone="${tone}"\\]\\s*\\{\\s*background:\\s*${fill};\\s*color:\\s*${text};\\s*\\}`,
      );
      expect(css).toMatch(rule);
    });
  });

  it("are part of the site stylesheet", () => {
    expect(readFileSync("client/styles/site.css", "utf8")).toContain('@import "./energy.css";');
  });
});
