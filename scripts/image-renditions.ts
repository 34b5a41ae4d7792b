// Resized copies of the site's own raster images (client/static/images: banners, photos the
// configuration names), so a phone loads a copy its width needs instead of the original
// (decision 054). Each JPEG, PNG or WebP gets a WebP copy in every RENDITION_WIDTHS width
// narrower than itself (and a JPEG or PNG one at its own width too), next to it: /images/banner/reviews.jpg → /images/banner/reviews-800w.webp.
// The build lists them in worker/generated/client-assets.json (`images`), where the worker finds
// a configured image's copies for its srcset. Vector images scale by themselves and get none.
import { mkdirSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { dirname, extname, join, relative } from "node:path";
import sharp from "sharp";
import { RENDITION_WIDTHS, renditionPath, type ImageRenditions } from "../shared/rules/images.ts";

const RASTER = new Set([".jpg", ".jpeg", ".png", ".webp"]);
/** WebP quality of the copies, as for the listing photos' smaller widths. */
const QUALITY = 72;

function rasterFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return rasterFiles(path);
    return RASTER.has(extname(name).toLowerCase()) ? [path] : [];
  });
}

/**
 * Writes the copies of every raster image under `sourceRoot`/images into `out` (the site root,
 * public/) and returns what it wrote, keyed by the original's address ("/images/banner/x.jpg").
 */
export async function writeImageRenditions(sourceRoot: string, out: string): Promise<Record<string, ImageRenditions>> {
  const listed: Record<string, ImageRenditions> = {};
  for (const file of rasterFiles(join(sourceRoot, "images"))) {
    const address = `/${relative(sourceRoot, file).split("\\").join("/")}`;
    const { width, height } = await sharp(file).metadata();
    if (!width || !height) throw new Error(`${address}: its size cannot be read`);
    const renditions: ImageRenditions["renditions"] = [];
    // A JPEG or PNG also gets a WebP copy at its own width, so no browser is sent the older format.
    const widths = [...RENDITION_WIDTHS.filter((w) => w < width), ...(/\.webp$/i.test(file) ? [] : [width])];
    for (const target of widths) {
      const copy = renditionPath(address, target);
      const path = join(out, copy);
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, await sharp(file).resize(target).webp({ quality: QUALITY }).toBuffer());
      renditions.push({ src: copy, width: target });
    }
    listed[address] = { width, height, renditions };
  }
  return listed;
}
