import { describe, expect, it } from "vitest";
import sample from "../../config/sample.json";
import { menuAt, pushConfig } from "../support/config.ts";
import { get } from "../support/fetch.ts";
import { withoutStyles } from "../support/markup.ts";

const banner = (html: string) => /<section class="banner[^"]*"[\s\S]*?<\/section>/.exec(html)?.[0];

async function withHome(params: Record<string, unknown>): Promise<string> {
  await pushConfig((config) => {
    Object.assign(menuAt(config, "/home/").params, params);
  });
  return (await get("/en/")).text();
}

describe("banner (SPEC §2)", () => {
  it("shows a gallery on the home page with its public title and description", async () => {
    const html = await (await get("/en/")).text();
    const section = banner(html)!;
    expect(section).toContain("banner--gallery");
    expect(section.match(/class="banner__image"/g)?.length).toBe(sample.menus[0]!.params.bannerImages!.length);
    expect(section).toContain(`<h1 class="banner__title">${sample.menus[0]!.params.bannerTitle!.en}</h1>`);
  });

  it("never shows a single image on home: an image setting becomes the gallery", async () => {
    const section = banner(await withHome({ bannerType: "image" }))!;
    expect(section).toContain("banner--gallery");
  });

  it("plays a self-hosted video on home, a platform's video in the banner's player, and offers any other link as a link", async () => {
    expect(banner(await withHome({ bannerType: "video", bannerVideo: "https://cdn.agency.test/home.mp4" }))).toMatch(
      /<video[^>]*src="https:\/\/cdn.agency.test\/home.mp4"/,
    );
    const platform = banner(await withHome({ bannerType: "video", bannerVideo: "https://vimeo.com/76979871" }))!;
    expect(platform).not.toContain("<video");
    expect(platform).not.toContain('target="_blank"');
    expect(platform).toContain(
      '<div class="frame frame--video banner__player" id="frame-banner-video" data-third-party-frame="" data-frame-src="https://player.vimeo.com/video/76979871?dnt=1"',
    );
    const other = banner(await withHome({ bannerType: "video", bannerVideo: "https://video.example.be/agency" }))!;
    expect(other).toMatch(/href="https:\/\/video.example.be\/agency"[^>]*target="_blank"[^>]*>[\s\S]*Watch the video/);
  });

  it("plays the reviews page's YouTube video in its banner, privacy-enhanced, once the visitor allows it; until then the banner image and a button", async () => {
    const waiting = banner(await (await get("/nl/getuigenissen/")).text())!;
    expect(waiting).toContain("banner--video");
    expect(waiting).not.toMatch(/<iframe/);
    expect(waiting).toContain('<img class="banner__image" src="/images/banner/reviews-1360w.webp"');
    expect(waiting).toMatch(
      /<button type="submit" class="button button--accent frame__load" aria-label="De video afspelen: Getuigenissen">/,
    );
    const allowed = banner(
      await (
        await get("/nl/getuigenissen/", { headers: { Cookie: "consent=1:integrationConsent0000:2026-11-01:10010" } })
      ).text(),
    )!;
    expect(allowed).toContain(
      '<iframe class="frame__player" src="https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?rel=0" title="Getuigenissen" loading="lazy"',
    );
  });

  it("gives a raster banner image its resized copies, for a phone to load one its width needs", async () => {
    const section = banner(await (await get("/en/reviews/")).text())!;
    const image = /<img class="banner__image" [^>]*>/.exec(section)![0];
    expect(image).toContain(
      'srcSet="/images/banner/reviews-400w.webp 400w, /images/banner/reviews-800w.webp 800w, /images/banner/reviews-1360w.webp 1360w, /images/banner/reviews-1920w.webp 1920w, /images/banner/reviews.jpg 2400w"',
    );
    expect(image).toContain('sizes="100vw"');
    // A vector image scales by itself.
    expect(
      /<img class="banner__image" [^>]*>/.exec(banner(await (await get("/en/for-sale/")).text())!)![0],
    ).not.toContain("srcSet");
  });

  it("shows an image banner on inner pages, none where the page turns it off", async () => {
    const sale = banner(await (await get("/nl/te-koop/")).text())!;
    expect(sale).toContain("banner--image");
    expect(sale).toContain('src="/images/banner/sale.svg"');
    expect(banner(await (await get("/nl/login/")).text())).toBeUndefined();
  });

  it("hides the banner title and description when they are not set", async () => {
    const section = banner(await (await get("/en/insurance/")).text())!;
    expect(section).not.toContain("banner__title");
  });
});

describe("page title and breadcrumb", () => {
  it("are hidden on home and shown on inner pages", async () => {
    expect(withoutStyles(await (await get("/fr/")).text())).not.toContain("page-heading");
    expect(await (await get("/fr/contact/")).text()).toMatch(/<h1 class="page-heading__title">Contact<\/h1>/);
  });

  it("follow showBreadCrumb while keeping the page's h1", async () => {
    await pushConfig((config) => {
      menuAt(config, "/contact/").params.showBreadCrumb = false;
    });
    const html = await (await get("/fr/contact/")).text();
    expect(html).not.toContain('class="breadcrumb"');
    expect(html).toContain('<h1 class="page-heading__title">Contact</h1>');
  });

  it("use the shortened style only beyond 50 characters", async () => {
    expect(withoutStyles(await (await get("/nl/contact/")).text())).not.toContain("page-heading__title--long");
    expect(await (await get("/nl/verzekeringen/")).text()).toContain("page-heading__title--long");
  });

  it("give thank-you pages the feedback page as parent", async () => {
    const html = await (await get("/fr/merci/contact-me/")).text();
    expect(html).toMatch(/<a href="\/fr\/">[^<]+<\/a>[\s\S]*<a href="\/fr\/merci\/">/);
    expect(html).toContain("Merci pour votre confiance");
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });
});
