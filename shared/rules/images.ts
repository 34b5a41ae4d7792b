/**
 * Which photo file a browser should fetch (widths 100, 400, 600, 1360 and the original;
 * card thumbnails 250 wide). The browser picks from srcset and sizes, so a phone on a list page
 * loads a 400 px file, not the original.
 */

export const PHOTO_WIDTHS = [100, 400, 600, 1360] as const;
export type PhotoWidth = (typeof PHOTO_WIDTHS)[number];

/** Width of the CRM's SmallPictureItem, the card thumbnail. */
export const THUMBNAIL_WIDTH = 250;

/** A photo row as stored (listing_photos, project_photos): the original and its resized copies. */
export interface PhotoSources {
  url: string;
  url_100?: string | null;
  url_400?: string | null;
  url_600?: string | null;
  url_1360?: string | null;
  /** Width of the original, when known. */
  width?: number | null;
}

function resized(photo: PhotoSources): Array<[string, number]> {
  return PHOTO_WIDTHS.flatMap((width): Array<[string, number]> => {
    const url = photo[`url_${width}`];
    return url ? [[url, width]] : [];
  });
}

/**
 * The srcset of a photo: each resized copy that exists, then the original when its width is known
 * and larger than the largest copy (a browser cannot use a candidate without a width). A copy
 * narrower than `smallest` is left out where the photo never shows that small: a browser would
 * never choose it, and each candidate is markup the page carries.
 */
export function srcSet(photo: PhotoSources, smallest = 0): string {
  const candidates = resized(photo).filter(([, width]) => width >= smallest);
  const largest = candidates.at(-1)?.[1] ?? 0;
  if (photo.width && photo.width > largest) candidates.push([photo.url, photo.width]);
  return candidates.map(([url, width]) => `${url} ${width}w`).join(", ");
}

/**
 * The src for browsers without srcset support and for crawlers: the smallest copy at least
 * `width` wide, else the largest copy, else the original.
 */
export function photoSrc(photo: PhotoSources, width: PhotoWidth = 600): string {
  const candidates = resized(photo);
  return (candidates.find(([, w]) => w >= width) ?? candidates.at(-1))?.[0] ?? photo.url;
}

// Page geometry (client/styles/base.css): content at most 1240 px wide from 1320 px viewports,
// side gutters of 20 / 32 / 40 px on mobile / tablet / desktop, 24 px between cards.
const CONTENT = 1240;
const CARD_GAP = 24;

/**
 * sizes for a property card in a grid of `perRow` cards on desktop, at most two per row on
 * tablets and one on phones. Written without the optional spaces: a list repeats it on every card.
 */
export function cardSizes(perRow = 4): string {
  const desktop = Math.ceil((CONTENT - (perRow - 1) * CARD_GAP) / perRow);
  const tablet = Math.min(perRow, 2);
  const tabletWidth = tablet === 1 ? "calc(100vw - 64px)" : `calc(${100 / tablet}vw - ${(64 + CARD_GAP) / tablet}px)`;
  return `(min-width:1280px) ${desktop}px,(min-width:767px) ${tabletWidth},calc(100vw - 40px)`;
}

/** The narrowest a card's photo shows: six cards to a desktop row (phones and tablets show it wider). */
export const CARD_NARROWEST = Math.ceil((CONTENT - 5 * CARD_GAP) / 6);

/** The narrowest a slide's photo shows: the full width of the narrowest phone. */
export const SLIDE_NARROWEST = 320;

/** sizes for the detail page slideshow: the content width on desktop, the full screen below. */
export const SLIDESHOW_SIZES = `(min-width: 1320px) ${CONTENT}px, 100vw`;

/** The slideshow fills the main column: ~800 px beside the sidebar on desktop, the screen below. */
export const SLIDE_SIZES = "(min-width: 1280px) 800px, (min-width: 767px) calc(100vw - 64px), 100vw";

/**
 * Widths of the copies the build makes of the site's own raster images (scripts/image-renditions.ts):
 * a phone at 1× and at 2×, a laptop, a large screen. They replace the scale parameter the original
 * site gave banner images on phones (decision 054).
 */
export const RENDITION_WIDTHS = [400, 800, 1360, 1920] as const;

/** A site image's size and resized copies, as the build lists them. */
export interface ImageRenditions {
  width: number;
  height: number;
  renditions: Array<{ src: string; width: number }>;
}

/** Where the build writes a copy: /images/banner/x.jpg at 800 → /images/banner/x-800w.webp. */
export function renditionPath(address: string, width: number): string {
  return `${address.replace(/\.[a-z]+$/i, "")}-${width}w.webp`;
}

/** A banner image fills the screen's width at every size. */
export const BANNER_SIZES = "100vw";

/** An image with what a browser needs to pick its size. */
export interface SizedImage {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/**
 * A banner image: every copy the build made of it (and the original, unless a copy is as wide), for the browser to pick by
 * the screen's width; `src` (browsers without srcset, crawlers) the copy for a laptop. An image
 * without copies (vector, or from elsewhere) is given as it is.
 */
export function bannerImage(src: string, known: ImageRenditions | undefined): SizedImage {
  if (!known || known.renditions.length === 0) return { src };
  // A JPEG or PNG original has a WebP copy at its own width: browsers never need the original then.
  const whole = known.renditions.some((candidate) => candidate.width >= known.width);
  const candidates = whole ? known.renditions : [...known.renditions, { src, width: known.width }];
  const fallback = candidates.find((candidate) => candidate.width >= 1360)?.src ?? src;
  return {
    src: fallback,
    srcSet: candidates.map((candidate) => `${candidate.src} ${candidate.width}w`).join(", "),
    sizes: BANNER_SIZES,
  };
}

/** A photo shown across the main column (a slide, a player's poster): its src, and srcset with sizes when it has copies. */
export function slideImage(photo: PhotoSources): SizedImage {
  const set = srcSet(photo);
  return { src: photoSrc(photo, 600), ...(set ? { srcSet: set, sizes: SLIDE_SIZES } : {}) };
}

/** The first image is likely the largest paint: load it at once; the rest as they scroll in. */
export function loadingFor(index: number): "eager" | "lazy" {
  return index === 0 ? "eager" : "lazy";
}

/** The first image jumps the queue; the others keep the browser's own order (no attribute: "auto"). */
export function fetchPriorityFor(index: number): "high" | undefined {
  return index === 0 ? "high" : undefined;
}

/**
 * A detail page's slideshow: the first photo jumps the queue; the other photos and every
 * thumbnail wait behind the first screen's photo and stylesheet, though the thumbnails show in it
 * (a browser otherwise raises images in view to high priority, and on a slow line they would share
 * it with the photo the page is judged by).
 */
export function slideshowPriority(index: number, thumbnail = false): "high" | "low" {
  return index === 0 && !thumbnail ? "high" : "low";
}
