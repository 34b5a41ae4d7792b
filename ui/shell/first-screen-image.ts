/**
 * The image a page's first screen is built around, which the head preloads at high priority so
 * the browser fetches it before the stylesheet and scripts (decision 041): the banner's first
 * image (or a banner video's poster), else a detail page's first photo.
 */
import type { PageView } from "../model.ts";
import { slideImage } from "../../shared/rules/images.ts";

export interface PreloadImage {
  href: string;
  srcSet?: string;
  sizes?: string;
}

export function firstScreenImage(page: PageView): PreloadImage | undefined {
  if (page.banner) {
    const image = page.banner.images[0];
    // A platform video shows its poster as the banner image; a self-hosted one too, until it plays.
    return image
      ? { href: image.src, ...(image.srcSet ? { srcSet: image.srcSet, sizes: image.sizes } : {}) }
      : undefined;
  }
  const { body } = page;
  if (body.kind !== "listing" && body.kind !== "project") return undefined;
  const photo = "photos" in body.view ? body.view.photos[0] : undefined;
  if (!photo) return undefined;
  const { src, ...set } = slideImage(photo);
  return { href: src, ...set };
}
