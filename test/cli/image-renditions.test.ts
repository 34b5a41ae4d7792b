import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { writeImageRenditions } from "../../scripts/image-renditions.ts";

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "renditions-"));
  dirs.push(dir);
  return dir;
}

const raster = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#1d3557" } });

describe("the build's copies of the site's raster images", () => {
  it("makes a WebP copy in every width narrower than the original and at its own, lists them, and leaves vector images alone", async () => {
    const source = tempDir();
    const out = tempDir();
    mkdirSync(join(source, "images", "banner"), { recursive: true });
    await raster(1500, 500)
      .jpeg()
      .toFile(join(source, "images", "banner", "street.jpg"));
    await raster(600, 200)
      .png()
      .toFile(join(source, "images", "small.png"));
    writeFileSync(
      join(source, "images", "banner", "sale.svg"),
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 6"/>',
    );

    const listed = await writeImageRenditions(source, out);

    expect(listed).toEqual({
      "/images/banner/street.jpg": {
        width: 1500,
        height: 500,
        renditions: [
          { src: "/images/banner/street-400w.webp", width: 400 },
          { src: "/images/banner/street-800w.webp", width: 800 },
          { src: "/images/banner/street-1360w.webp", width: 1360 },
          { src: "/images/banner/street-1500w.webp", width: 1500 },
        ],
      },
      "/images/small.png": {
        width: 600,
        height: 200,
        renditions: [
          { src: "/images/small-400w.webp", width: 400 },
          { src: "/images/small-600w.webp", width: 600 },
        ],
      },
    });
    for (const [file, width] of [
      ["images/banner/street-400w.webp", 400],
      ["images/banner/street-1360w.webp", 1360],
      ["images/banner/street-1500w.webp", 1500],
      ["images/small-400w.webp", 400],
    ] as const) {
      const meta = await sharp(join(out, file)).metadata();
      expect(meta.format, file).toBe("webp");
      expect(meta.width, file).toBe(width);
    }
  });
});
