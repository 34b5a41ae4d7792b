import { describe, expect, it } from "vitest";
import { cardSizes, fetchPriorityFor, loadingFor, PHOTO_WIDTHS, photoSrc, SLIDESHOW_SIZES, srcSet, THUMBNAIL_WIDTH } from "../../client/rules/images.ts";

const full = {
  url: "/photos/12/1.jpg",
  url_100: "/photos/12/1-100.webp",
  url_400: "/photos/12/1-400.webp",
  url_600: "/photos/12/1-600.webp",
  url_1360: "/photos/12/1-1360.webp",
  width: 2048,
};

// SPEC §9: widths 100, 400, 600, 1360 and original; thumbnail width 250.
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

  it("skips absent copies and an original of unknown or smaller width", () => {
    expect(srcSet({ ...full, url_100: null, url_1360: undefined, width: null })).toBe("/photos/12/1-400.webp 400w, /photos/12/1-600.webp 600w");
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
    expect(cardSizes()).toBe("(min-width: 1280px) 292px, (min-width: 767px) calc(50vw - 44px), calc(100vw - 40px)");
    expect(cardSizes(1)).toBe("(min-width: 1280px) 1240px, (min-width: 767px) calc(100vw - 64px), calc(100vw - 40px)");
    expect(cardSizes(3)).toContain("(min-width: 1280px) 398px");
  });

  it("describes the slideshow", () => {
    expect(SLIDESHOW_SIZES).toBe("(min-width: 1320px) 1240px, 100vw");
  });

  it.each([
    [0, "eager", "high"],
    [1, "lazy", "auto"],
    [7, "lazy", "auto"],
  ] as const)("image %s loads %s with %s priority", (index, loading, priority) => {
    expect(loadingFor(index)).toBe(loading);
    expect(fetchPriorityFor(index)).toBe(priority);
  });
});
