import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import en from "../../locales/en.json";
import { deviceFor } from "../../shared/device/breakpoints.ts";
import { I18nProvider } from "../../ui/i18n/context.tsx";
import { createTranslator } from "../../shared/i18n/translate.ts";
import { autoplayRuns, galleryControls, imageShownByFade, loops } from "../../ui/islands/banner-gallery-rules.ts";
import type { BannerView } from "../../ui/model.ts";
import { Banner } from "../../ui/shell/Banner.tsx";

describe("when the banner gallery plays by itself", () => {
  it.each([
    [{ wanted: true, hovered: false, focused: false }, true],
    [{ wanted: false, hovered: false, focused: false }, false],
    [{ wanted: true, hovered: true, focused: false }, false],
    [{ wanted: true, hovered: false, focused: true }, false],
    [{ wanted: false, hovered: true, focused: true }, false],
  ])("%o → %s", (state, runs) => {
    expect(autoplayRuns(state)).toBe(runs);
  });
});

describe("how the gallery goes round", () => {
  it("loops from three images, rewinds with two", () => {
    expect(loops(2)).toBe(false);
    expect(loops(3)).toBe(true);
    expect(loops(5)).toBe(true);
  });
});

describe("where the carousel starts when it takes over from the cross-fade", () => {
  it("starts on the first image while the others are still hidden", () => {
    expect(imageShownByFade([1, 0, 0])).toBe(0);
  });

  it("starts on the image faded in over the others", () => {
    expect(imageShownByFade([1, 1, 0])).toBe(1);
    expect(imageShownByFade([1, 0, 0.9])).toBe(2);
  });

  it("counts an image half faded in as shown, and one just starting as not yet", () => {
    expect(imageShownByFade([1, 0.5, 0])).toBe(1);
    expect(imageShownByFade([1, 0.2, 0])).toBe(0);
  });
});

describe("the gallery's controls by kind of screen", () => {
  it("has arrows on tablet and desktop, bullets everywhere; a phone swipes", () => {
    expect(galleryControls(deviceFor(375))).toEqual({ arrows: false, bullets: true });
    expect(galleryControls(deviceFor(800))).toEqual({ arrows: true, bullets: true });
    expect(galleryControls(deviceFor(1366))).toEqual({ arrows: true, bullets: true });
  });
});

describe("the banner as the server renders it", () => {
  const images = ["/images/banner/home-1.svg", "/images/banner/home-2.svg", "/images/banner/home-3.svg"].map((src) => ({
    src,
  }));
  const render = (banner: BannerView) =>
    renderToStaticMarkup(
      <I18nProvider value={createTranslator("en", [["en", en]])}>
        <Banner banner={banner} />
      </I18nProvider>,
    );
  const home = render({ type: "gallery", images, title: "Homes in Brussels", home: true });

  it("makes a gallery the BannerGallery island, with its images as props", () => {
    expect(home).toMatch(
      /<div class="island" data-island="BannerGallery" data-hydrate="interaction" data-props="[^"]*home-1.svg/,
    );
    expect(home.match(/class="swiper-slide banner__slide"/g)).toHaveLength(3);
  });

  it("fetches the first image first and eagerly, the others lazily", () => {
    const imgs = home.match(/<img [^>]*>/g)!;
    expect(imgs[0]).toMatch(/src="\/images\/banner\/home-1.svg"[^>]*fetchPriority="high"[^>]*loading="eager"/);
    expect(imgs.slice(1).every((img) => img.includes('loading="lazy"') && !img.includes("fetchPriority"))).toBe(true);
  });

  it("shows the controls only with JavaScript, waiting for swiper, and offers a pause checkbox without it", () => {
    expect(home).toMatch(
      /<div class="banner__controls script-only" role="group" aria-roledescription="carousel" aria-label="Banner images" data-ready="false">/,
    );
    expect(home).toMatch(
      /<noscript><label class="banner__hold"><input type="checkbox" class="banner__hold-toggle"\/><span>Pause the carousel<\/span><\/label><\/noscript>/,
    );
  });

  it("keeps the title outside the island, readable over the images", () => {
    expect(home).toMatch(
      /<\/noscript><div class="container banner__text"><h1 class="banner__title">Homes in Brussels<\/h1>/,
    );
  });

  it("shows a single image without the island", () => {
    const inner = render({ type: "image", images: [{ src: "/images/banner/sale.svg" }], home: false });
    expect(inner).not.toContain("data-island");
    expect(inner).toContain('<div class="banner__media"><img class="banner__image" src="/images/banner/sale.svg"');
  });
});
