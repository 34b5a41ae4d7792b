import { describe, expect, it } from "vitest";
import {
  bannerImage,
  cardSizes,
  fetchPriorityFor,
  loadingFor,
  PHOTO_WIDTHS,
  photoSrc,
  renditionPath,
  RENDITION_WIDTHS,
  slideshowPriority,
  SLIDESHOW_SIZES,
  srcSet,
  CARD_NARROWEST,
  SLIDE_NARROWEST,
  THUMBNAIL_WIDTH,
} from "../../shared/rules/images.ts";

const full = {
  url: "/photos/12/1.jpg",
  url_100: "/photos/12/1-100.webp",
  url_400: "/photos/12/1-400.webp",
  url_600: "/photos/12/1-600.webp",
  url_1360: "/photos/12/1-1360.webp",
  width: 2048,
};

// Widths 100, 400, 600, 1360 and original; thumbnail width 250.
describe("photo widths the site serves", () => {
  it("are 100, 400, 600 and 1360 besides the original, and 250 for the thumbnail", () => {
    expect(PHOTO_WIDTHS).toEqual([100, 400, 600, 1360]);
    expect(THUMBNAIL_WIDTH).toBe(250);
  });

  it("lists every copy and then the original when it is larger", () => {
    expect(srcSet(full)).toBe(
      "/photos/12/1-100.webp 100w, /photos/12/1-400.webp 400w, /photos/12/1-600.webp 600w, /photos/12/1-1360.webp 1360w, /photos/12/1.jpg 2048w",
    );
  });

  it("leaves out the copies narrower than a photo ever shows: a card's, a slide's", () => {
    expect(srcSet(full, CARD_NARROWEST)).toBe(
      "/photos/12/1-400.webp 400w, /photos/12/1-600.webp 600w, /photos/12/1-1360.webp 1360w, /photos/12/1.jpg 2048w",
    );
    expect(srcSet(full, SLIDE_NARROWEST)).not.toContain("100w");
    // Six cards to a row are each wider than the 100 px copy.
    expect(CARD_NARROWEST).toBeGreaterThan(100);
  });

  it("skips absent copies and an original of unknown or smaller width", () => {
    expect(srcSet({ ...full, url_100: null, url_1360: undefined, width: null })).toBe(
      "/photos/12/1-400.webp 400w, /photos/12/1-600.webp 600w",
    );
    expect(srcSet({ ...full, width: 1200 })).not.toContain("1.jpg");
    expect(srcSet({ url: "/photos/1.jpg", width: 800 })).toBe("/photos/1.jpg 800w");
    expect(srcSet({ url: "/photos/1.jpg" })).toBe("");
  });

  it.each([
    [100, "/photos/12/1-100.webp"],
    [400, "/photos/12/1-400.webp"],
    [600, "/photos/12/1-600.webp"],
    [1360, "/photos/12/1-1360.webp"],
  ] as const)("picks the %s copy as plain src", (width, src) => {
    expect(photoSrc(full, width)).toBe(src);
  });

  it("falls back to a larger copy, then the largest, then the original", () => {
    expect(photoSrc({ ...full, url_600: null })).toBe("/photos/12/1-1360.webp");
    expect(photoSrc({ url: "/o.jpg", url_100: "/s.webp" }, 600)).toBe("/s.webp");
    expect(photoSrc({ url: "/o.jpg" })).toBe("/o.jpg");
  });
});

describe("sizes and loading", () => {
  it("describes a card in a four-per-row grid", () => {
    expect(cardSizes()).toBe("(min-width:1280px) 292px,(min-width:767px) calc(50vw - 44px),calc(100vw - 40px)");
    expect(cardSizes(1)).toBe("(min-width:1280px) 1240px,(min-width:767px) calc(100vw - 64px),calc(100vw - 40px)");
    expect(cardSizes(3)).toContain("(min-width:1280px) 398px");
  });

  it("describes the slideshow", () => {
    expect(SLIDESHOW_SIZES).toBe("(min-width: 1320px) 1240px, 100vw");
  });

  it.each([
    [0, "eager", "high"],
    [1, "lazy", undefined],
    [7, "lazy", undefined],
  ] as const)("image %s loads %s with %s priority (none written: the browser's own)", (index, loading, priority) => {
    expect(loadingFor(index)).toBe(loading);
    expect(fetchPriorityFor(index)).toBe(priority);
  });

  it("puts a slideshow's first photo first, and its other photos and all its thumbnails behind the first screen", () => {
    expect(slideshowPriority(0)).toBe("high");
    expect(slideshowPriority(1)).toBe("low");
    expect(slideshowPriority(0, true)).toBe("low");
    expect(slideshowPriority(4, true)).toBe("low");
  });
});

describe("banner images: resized copies instead of a scale parameter", () => {
  const copies = (address: string, widths: readonly number[]) =>
    widths.map((width) => ({ src: renditionPath(address, width), width }));

  it.each([
    // original width, copies the build makes, src for browsers without srcset
    [2400, [400, 800, 1360, 1920], "/images/banner/x-1360w.webp"],
    [1500, [400, 800, 1360], "/images/banner/x-1360w.webp"],
    [1000, [400, 800], "/images/banner/x.jpg"],
  ])("a %i px original: copies at %j, src %s", (width, widths, src) => {
    expect(RENDITION_WIDTHS.filter((w) => w < width)).toEqual(widths);
    const image = bannerImage("/images/banner/x.jpg", {
      width,
      height: 600,
      renditions: copies("/images/banner/x.jpg", widths),
    });
    expect(image).toEqual({
      src,
      srcSet: [...widths.map((w) => `/images/banner/x-${w}w.webp ${w}w`), `/images/banner/x.jpg ${width}w`].join(", "),
      sizes: "100vw",
    });
  });

  it("leaves the original out once a WebP copy is as wide as it", () => {
    const image = bannerImage("/images/banner/x.jpg", {
      width: 2400,
      height: 600,
      renditions: copies("/images/banner/x.jpg", [400, 800, 1360, 1920, 2400]),
    });
    expect(image.srcSet).toBe(
      "/images/banner/x-400w.webp 400w, /images/banner/x-800w.webp 800w, /images/banner/x-1360w.webp 1360w, /images/banner/x-1920w.webp 1920w, /images/banner/x-2400w.webp 2400w",
    );
  });

  it("leaves an image without copies as it is: a vector image, or one from elsewhere", () => {
    expect(bannerImage("/images/banner/sale.svg", undefined)).toEqual({ src: "/images/banner/sale.svg" });
    expect(bannerImage("https://cdn.example.be/banner.jpg", undefined)).toEqual({
      src: "https://cdn.example.be/banner.jpg",
    });
    expect(bannerImage("/images/banner/small.png", { width: 300, height: 100, renditions: [] })).toEqual({
      src: "/images/banner/small.png",
    });
  });

  it("names a copy after its original and width", () => {
    expect(renditionPath("/images/banner/reviews.jpg", 800)).toBe("/images/banner/reviews-800w.webp");
    expect(renditionPath("/images/a.b/photo.PNG", 400)).toBe("/images/a.b/photo-400w.webp");
  });
});
