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

  it("plays a self-hosted video on home, and links to a platform video", async () => {
    expect(banner(await withHome({ bannerType: "video", bannerVideo: "https://cdn.agency.test/home.mp4" }))).toMatch(/<video[^>]*src="https:\/\/cdn.agency.test\/home.mp4"/);
    const platform = banner(await withHome({ bannerType: "video", bannerVideo: "https://www.youtube.com/watch?v=aqz-KE-bpKQ" }))!;
    expect(platform).not.toContain("<video");
    expect(platform).toMatch(/href="https:\/\/www.youtube.com\/watch\?v=aqz-KE-bpKQ"[^>]*target="_blank"[^>]*>[\s\S]*Watch the video/);
  });

  it("links the reviews page's platform video from its banner, with a readable label", async () => {
    const section = banner(await (await get("/nl/getuigenissen/")).text())!;
    expect(section).toContain("banner--video");
    expect(section).toMatch(/class="button button--ghost banner__video-link"[^>]*target="_blank"[\s\S]*Bekijk de video/);
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
