import { describe, expect, it } from "vitest";
import sample from "../../config/sample.json";
import { menuAt, pushConfig } from "../support/config.ts";
import { get } from "../support/fetch.ts";
import { withoutStyles } from "../support/markup.ts";
import { page, type Page } from "../support/page.ts";

/** The page's banner (its top image, gallery or video), or undefined when the page shows none. */
function banner(html: string): (Page & { kind: string }) | undefined {
  const section = page(html).root.querySelector("section.banner");
  if (!section) return undefined;
  // The banner's kind is the modifier its stylesheet lays it out by (gallery, image or video).
  const kind = /banner--(\w+)/.exec(section.getAttribute("class") ?? "")![1]!;
  return Object.assign(page(html).within(section), { kind });
}

async function withHome(params: Record<string, unknown>): Promise<string> {
  await pushConfig((config) => {
    Object.assign(menuAt(config, "/home/").params, params);
  });
  return (await get("/en/")).text();
}

describe("banner: image, gallery or video, and its public title and description", () => {
  it("shows a gallery on the home page with its public title and description", async () => {
    const html = await (await get("/en/")).text();
    const section = banner(html)!;
    expect(section.kind).toBe("gallery");
    expect(section.root.querySelectorAll("img.banner__image").length).toBe(
      sample.menus[0]!.params.bannerImages!.length,
    );
    expect(section.heading(1)).toBe(sample.menus[0]!.params.bannerTitle!.en);
  });

  it("never shows a single image on home: an image setting becomes the gallery", async () => {
    const section = banner(await withHome({ bannerType: "image" }))!;
    expect(section.kind).toBe("gallery");
  });

  it("plays a self-hosted video on home, a platform's video in the banner's player, and offers any other link as a link", async () => {
    const selfHosted = banner(
      await withHome({ bannerType: "video", bannerVideo: "https://cdn.agency.test/home.mp4" }),
    )!;
    expect(selfHosted.root.querySelector("video")?.getAttribute("src")).toBe("https://cdn.agency.test/home.mp4");
    const platform = banner(await withHome({ bannerType: "video", bannerVideo: "https://vimeo.com/76979871" }))!;
    expect(platform.root.querySelector("video")).toBeNull();
    expect(platform.root.querySelector('[target="_blank"]')).toBeNull();
    // The player's frame, which the browser script fills with the platform's player once allowed.
    const player = platform.root.querySelector("[data-third-party-frame]")!;
    expect(player.id).toBe("frame-banner-video");
    expect(player.getAttribute("class")).toBe("frame frame--video banner__player");
    expect(player.getAttribute("data-frame-src")).toBe("https://player.vimeo.com/video/76979871?dnt=1");
    const other = banner(await withHome({ bannerType: "video", bannerVideo: "https://video.example.be/agency" }))!;
    const watch = other.getByRole("link", { name: /Watch the video/ });
    expect(watch.getAttribute("href")).toBe("https://video.example.be/agency");
    expect(watch.getAttribute("target")).toBe("_blank");
  });

  it("plays the reviews page's YouTube video in its banner, privacy-enhanced, once the visitor allows it; until then the banner image and a button", async () => {
    const waiting = banner(await (await get("/nl/getuigenissen/")).text())!;
    expect(waiting.kind).toBe("video");
    expect(waiting.root.querySelector("iframe")).toBeNull();
    expect(waiting.images().map((image) => image.src)).toContain("/images/banner/reviews-1360w.webp");
    expect(waiting.getByRole("button", { name: "De video afspelen: Getuigenissen" }).getAttribute("type")).toBe(
      "submit",
    );
    const allowed = banner(
      await (
        await get("/nl/getuigenissen/", { headers: { Cookie: "consent=1:integrationConsent0000:2026-11-01:10010" } })
      ).text(),
    )!;
    const frame = allowed.root.querySelector("iframe")!;
    expect(frame.getAttribute("src")).toBe("https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?rel=0");
    expect(frame.getAttribute("title")).toBe("Getuigenissen");
    expect(frame.getAttribute("loading")).toBe("lazy");
  });

  it("gives a raster banner image its resized copies, for a phone to load one its width needs", async () => {
    const section = banner(await (await get("/en/reviews/")).text())!;
    const [image] = section.images();
    expect(image!.srcset).toBe(
      "/images/banner/reviews-400w.webp 400w, /images/banner/reviews-800w.webp 800w, /images/banner/reviews-1360w.webp 1360w, /images/banner/reviews-1920w.webp 1920w, /images/banner/reviews-2400w.webp 2400w",
    );
    expect(image!.sizes).toBe("100vw");
    // A vector image scales by itself.
    expect(banner(await (await get("/en/for-sale/")).text())!.images()[0]!.srcset).toBeNull();
  });

  it("shows an image banner on inner pages, none where the page turns it off", async () => {
    const sale = banner(await (await get("/nl/te-koop/")).text())!;
    expect(sale.kind).toBe("image");
    expect(sale.images().map((image) => image.src)).toContain("/images/banner/sale.svg");
    expect(banner(await (await get("/nl/login/")).text())).toBeUndefined();
  });

  it("hides the banner title and description when they are not set", async () => {
    const section = banner(await (await get("/en/insurance/")).text())!;
    expect(section.headings()).toEqual([]);
  });
});

describe("page title and breadcrumb", () => {
  it("are hidden on home and shown on inner pages", async () => {
    expect(withoutStyles(await (await get("/fr/")).text())).not.toContain("page-heading");
    expect(page(await (await get("/fr/contact/")).text()).heading(1)).toBe("Contact");
  });

  it("follow showBreadCrumb while keeping the page's h1", async () => {
    await pushConfig((config) => {
      menuAt(config, "/contact/").params.showBreadCrumb = false;
    });
    const contact = page(await (await get("/fr/contact/")).text());
    expect(contact.queryByRole("navigation", { name: "Fil d'Ariane" })).toBeUndefined();
    expect(contact.heading(1)).toBe("Contact");
  });

  it("use the shortened style only beyond 50 characters", async () => {
    expect(withoutStyles(await (await get("/nl/contact/")).text())).not.toContain("page-heading__title--long");
    expect(await (await get("/nl/verzekeringen/")).text()).toContain("page-heading__title--long");
  });

  it("give thank-you pages the feedback page as parent", async () => {
    const thanks = page(await (await get("/fr/merci/contact-me/")).text());
    const crumbs = thanks.landmark("navigation", "Fil d'Ariane").links();
    expect(crumbs.map((link) => link.href)).toEqual(["/fr/", "/fr/merci/"]);
    expect(thanks.text()).toContain("Merci pour votre confiance");
    expect(thanks.meta("robots")).toBe("noindex");
  });
});
