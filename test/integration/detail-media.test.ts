import { env } from "cloudflare:test";
import { afterEach, describe, expect, it } from "vitest";
import { recognizeMedia } from "../../shared/rules/video.ts";
import { playerAddress, type FramedEmbed } from "../../shared/rules/frames.ts";
import { get } from "../support/fetch.ts";
import { cardsIn } from "../support/list-pages.ts";
import {
  LANGS,
  LOCALES,
  escapeHtml,
  expectedPath,
  restoreSeed,
  seedRecord,
  seedRecords,
  type SeedRecord,
} from "../support/listing-pages.ts";
import { page as read, type Page } from "../support/page.ts";
import { mapMessageIn } from "../support/map-message.ts";

// Some tests change the catalogue; every test starts from the seed.
afterEach(restoreSeed);

async function page(id: number, lang: "nl" | "fr" | "en" = "en", consent?: string): Promise<string> {
  return at(await expectedPath(id, lang), consent);
}

async function at(path: string, consent?: string): Promise<string> {
  const response = await get(path, consent ? { headers: { Cookie: `consent=${consent}` } } : {});
  expect(response.status).toBe(200);
  return response.text();
}

/** Stored choices, as the consent cookie holds them: declined, social media alone, all but social media. */
const DECLINED = "1:integrationConsent0000:2026-11-01:10000";
const SOCIAL = "1:integrationConsent0000:2026-11-01:10010";
const ALL_BUT_SOCIAL = "1:integrationConsent0000:2026-11-01:11101";

/** A page read once, for the queries below to share. */
const view = (html: string | Page): Page => (typeof html === "string" ? read(html) : html);

/** The media players the page shows in frames: the address each loads, its title and whether it waits until near. */
const iframes = (html: string | Page) =>
  [...view(html).root.querySelectorAll("iframe.frame__player")].map((frame) => ({
    src: frame.getAttribute("src") ?? "",
    title: frame.getAttribute("title") ?? "",
    lazy: frame.getAttribute("loading") === "lazy",
  }));

/** Every address of another site the page loads in a frame. */
const thirdPartyFrameSources = (html: string | Page) =>
  [...view(html).root.querySelectorAll("iframe[src]")]
    .map((frame) => frame.getAttribute("src")!)
    .filter((src) => /^https?:/.test(src));

/** The forms that load a player on request (without JavaScript): where each goes and the query it keeps. */
const playerForms = (html: string | Page) =>
  [...view(html).root.querySelectorAll("form.frame__form")].map((form) => ({
    action: form.getAttribute("action"),
    method: form.getAttribute("method"),
    query: [...form.querySelectorAll('input[type="hidden"]')].map((input) => [
      input.getAttribute("name"),
      input.getAttribute("value"),
    ]),
    button: form.querySelector('button[type="submit"]'),
  }));

const player = (url: string, start = false) =>
  playerAddress(recognizeMedia(url) as FramedEmbed, { start, local: false });

interface MediaItem {
  Url: string;
  Title: string;
}

// Each test here reads up to 28 whole listing pages; parsing them takes longer than matching their text.
describe("videos and virtual tours", { timeout: 15_000 }, () => {
  const withMedia = () =>
    seedRecords(
      "en",
      (r) => ((r.Videos as MediaItem[]) ?? []).length + ((r.VirtualTours as MediaItem[]) ?? []).length > 0,
    );
  const linksOf = (record: SeedRecord) => [
    ...((record.Videos as MediaItem[]) ?? []),
    ...((record.VirtualTours as MediaItem[]) ?? []),
  ];

  async function expectWaiting(record: SeedRecord, path: string, consent?: string) {
    const html = read(await at(path, consent));
    const seen = `${path} ${consent ?? "no choice"}`;
    expect(thirdPartyFrameSources(html), seen).toEqual([]);
    const forms = playerForms(html);
    expect(forms, seen).toHaveLength(linksOf(record).length);
    for (const { button } of forms)
      expect(button?.getAttribute("class"), seen).toBe("button button--accent frame__load");
    const posters = html.images().filter((image) => image.element.getAttribute("class") === "frame__poster");
    expect(
      posters.some((poster) => poster.src.startsWith("/media/listings/")),
      seen,
    ).toBe(true);
  }

  it("are on seven listings, 28 pages with German", () => {
    expect(withMedia().map((record) => record.ID)).toHaveLength(7);
  });

  it.each(withMedia().map((record) => [record.ID, record] as const))(
    "wait before any cookie choice on listing %i's page in every language: the listing's photo and a button, no frame",
    async (_, record) => {
      const paths = await Promise.all([
        ...LANGS.map((lang) => expectedPath(record.ID, lang)),
        expectedPath(record.ID, "de", "fr"),
      ]);
      await Promise.all(paths.map((path) => expectWaiting(record, path)));
    },
  );

  it("wait after a refusal, and with every category but social media", async () => {
    const visits = [40112, 40118, 40125].flatMap((id) =>
      [DECLINED, ALL_BUT_SOCIAL].map((consent) => ({ record: seedRecord(id, "en"), consent })),
    );
    await Promise.all(
      visits.map(async ({ record, consent }) => expectWaiting(record, await expectedPath(record.ID, "en"), consent)),
    );
  });

  it("embed every video and tour of the seed by the recognition rules, lazily and with a title, once social media is allowed", async () => {
    for (const record of withMedia()) {
      const frames = iframes(await page(record.ID, "en", SOCIAL));
      expect(frames.map((f) => f.src)).toEqual(linksOf(record).map((l) => player(l.Url)));
      for (const frame of frames) {
        expect(frame.lazy).toBe(true);
        expect(frame.title.length).toBeGreaterThan(0);
      }
    }
  });

  it("use youtube-nocookie for YouTube, Vimeo's player asked not to track, and the tour's own page", async () => {
    const all = (await Promise.all([40112, 40125, 40118].map((id) => page(id, "en", SOCIAL))))
      .flatMap(iframes)
      .map((f) => f.src);
    expect(all.some((src) => src.startsWith("https://www.youtube-nocookie.com/embed/"))).toBe(true);
    expect(all.some((src) => src.startsWith("https://player.vimeo.com/video/") && src.includes("dnt=1"))).toBe(true);
    expect(all.some((src) => src.startsWith("https://my.matterport.com/show/"))).toBe(true);
  });

  it("load without JavaScript the one player the visitor asked for, started, for that page view only", async () => {
    const path = await expectedPath(40112, "en");
    const waiting = await at(path);
    // The button is a form that asks for this page with that player, and comes back to it.
    expect(playerForms(waiting)[0]).toMatchObject({
      action: "#frame-media-1",
      method: "get",
      query: [["play", "media-1"]],
    });
    const asked = await at(`${path}?play=media-1`, DECLINED);
    const [video] = seedRecord(40112, "en").Videos as MediaItem[];
    expect(iframes(asked)).toEqual([{ src: player(video!.Url, true), title: expect.any(String), lazy: false }]);
    const frame = read(asked).root.querySelector("#frame-media-1")!;
    expect([frame.tagName, frame.getAttribute("class")]).toEqual(["DIV", "frame frame--video frame--loaded"]);
    // Another key loads nothing, and the next page view waits again.
    expect(thirdPartyFrameSources(await at(`${path}?play=media-9`, DECLINED))).toEqual([]);
    expect(thirdPartyFrameSources(await at(path, DECLINED))).toEqual([]);
  });

  it("keep the page's own query when a player is asked for", async () => {
    const html = await at(`${await expectedPath(40118, "en")}?utm_source=mail&utm_campaign=autumn`);
    expect(playerForms(html)[0]).toMatchObject({
      action: "#frame-media-1",
      method: "get",
      query: [
        ["utm_source", "mail"],
        ["utm_campaign", "autumn"],
        ["play", "media-1"],
      ],
    });
  });

  it("plays a video file in a <video> with controls, frames a Facebook video with its plugin, and leaves out links it does not recognise", async () => {
    await env.DB.batch([
      env.DB.prepare("DELETE FROM listing_videos WHERE listing_id = 40131"),
      env.DB.prepare(
        "INSERT INTO listing_videos (listing_id, language, position, url, title) VALUES (40131, 'en', 0, '/media/videos/visit.mp4', 'Walk-through'), (40131, 'en', 1, 'https://www.facebook.com/agency/videos/1234567890/', 'On Facebook'), (40131, 'en', 2, 'https://example.com/page', 'Elsewhere'), (40131, 'en', 3, 'javascript:alert(1)', 'Bad'), (40131, 'en', 4, 'https://cdn.example.be/visit.mp4', 'Elsewhere too')",
      ),
    ]);
    const html = await page(40131, "en", SOCIAL);
    const videos = [...read(html).root.querySelectorAll("video")];
    expect(videos).toHaveLength(1);
    const video = videos[0]!;
    expect([video.getAttribute("class"), video.hasAttribute("controls"), video.getAttribute("preload")]).toEqual([
      "media-item__frame",
      true,
      "none",
    ]);
    expect(video.getAttribute("title")).toBe("Walk-through");
    const source = video.firstElementChild!;
    expect([source.tagName, source.getAttribute("src"), source.getAttribute("type")]).toEqual([
      "SOURCE",
      "/media/videos/visit.mp4",
      "video/mp4",
    ]);
    expect(iframes(html).map((f) => f.src)).toEqual([
      `https://www.facebook.com/plugins/video.php?href=${encodeURIComponent("https://www.facebook.com/agency/videos/1234567890/")}&show_text=false`,
    ]);
    expect(html).not.toContain("example.com/page");
    expect(html).not.toContain("javascript:");
    // A file on another host is a link: the page's CSP plays media from this site only.
    const download = read(html)
      .getAllByRole("link")
      .filter((link) => link.getAttribute("href") === "https://cdn.example.be/visit.mp4");
    expect(download).toHaveLength(1);
    expect([download[0]!.getAttribute("class"), download[0]!.getAttribute("target")]).toEqual([
      "media-item__download",
      "_blank",
    ]);
  });

  it("shows no video section for a listing without videos or tours", async () => {
    const [none] = seedRecords(
      "en",
      (r) => !((r.Videos as MediaItem[]) ?? []).length && !((r.VirtualTours as MediaItem[]) ?? []).length,
    );
    const html = await page(none!.ID);
    expect(html).not.toContain('class="listing-section media"');
    expect(html).not.toContain("data-third-party-frame");
  });

  it("is allowed by the page's Content-Security-Policy, which frames the recognised hosts only", async () => {
    const response = await get(await expectedPath(40118, "en"));
    const csp = response.headers.get("Content-Security-Policy") ?? "";
    const frameSrc = /frame-src ([^;]*)/.exec(csp)?.[1]?.split(" ") ?? [];
    expect(frameSrc).toEqual(
      expect.arrayContaining([
        "'self'",
        "https://www.youtube-nocookie.com",
        "https://player.vimeo.com",
        "https://www.facebook.com",
        "https://matterport.com",
        "https://*.matterport.com",
        "https://*.nodalview.com",
        "https://*.giraffe360.com",
      ]),
    );
    expect(frameSrc).not.toContain("*");
    expect(frameSrc).not.toContain("https:");
    expect(frameSrc.some((source) => source.includes("youtube.com"))).toBe(false);
    // Other directives are unchanged.
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("media-src 'self'");
  });
});

describe("photos", () => {
  it("give the first photo at once and the others lazily, each with the served widths", async () => {
    const record = seedRecord(40112, "en");
    const html = await page(40112);
    const slides = [...html.matchAll(/<div id="photo-\d+" class="swiper-slide"[^>]*>[\s\S]*?<img ([^>]*)\/>/g)].map(
      (m) => m[1]!,
    );
    expect(slides).toHaveLength((record.Photos as unknown[]).length);
    expect(slides[0]).toContain('loading="eager"');
    expect(slides[0]).toMatch(/fetchPriority="high"/i);
    for (const slide of slides.slice(1)) expect(slide).toContain('loading="lazy"');
    for (const width of [400, 600, 1360]) expect(slides[0]).toContain(` ${width}w`);
    // No slide is ever as narrow as the 100 px copy, so none offers it.
    expect(slides[0]).not.toContain(" 100w");
    // The thumbnails strip works before any JavaScript: each links to its slide.
    expect([...html.matchAll(/<a href="#photo-(\d+)"/g)].map((m) => Number(m[1]))).toEqual(slides.map((_, i) => i + 1));
    // The slideshow wakes when the visitor reaches for it, not as the page loads.
    expect(html).toContain('data-island="Slideshow" data-hydrate="interaction"');
  });

  it.each(LANGS)("%s: says 'No photo was found' when there are none", async (lang) => {
    await env.DB.prepare("DELETE FROM listing_photos WHERE listing_id = 40112").run();
    const html = await page(40112, lang);
    const none = read(html)
      .landmark("main")
      .getAllByRole("paragraph")
      .filter((paragraph) => paragraph.textContent === LOCALES[lang].listing.gallery.none);
    expect(none.map((paragraph) => paragraph.getAttribute("class"))).toEqual(["slideshow__none"]);
    expect(LOCALES.en.listing.gallery.none).toBe("No photo was found");
  });
});

describe("location", () => {
  it("links to street view at the coordinates and maps the exact address when it is published", async () => {
    const record = seedRecord(40112, "en");
    const html = await page(40112);
    expect(html).toContain(
      `href="https://www.google.com/maps/@?api=1&amp;map_action=pano&amp;viewpoint=${record.Latitude},${record.Longitude}"`,
    );
    const message = mapMessageIn(html);
    expect(message.properties).toEqual([
      expect.objectContaining({
        id: 40112,
        lat: record.Latitude,
        lng: record.Longitude,
        href: await expectedPath(40112, "en"),
      }),
    ]);
    expect(message.infoMessage).toBeUndefined();
    expect(html).toContain(escapeHtml(`${record.Street} ${record.HouseNumber}`));
  });

  it.each(LANGS)(
    "%s: without a published address, shows neither street nor street view, and an approximate map",
    async (lang) => {
      const record = seedRecord(40112, lang);
      await env.DB.prepare("UPDATE listings SET publish_address = 0 WHERE id = 40112").run();
      const html = await page(40112, lang);
      expect(html).not.toContain("map_action=pano");
      expect(html).not.toContain(escapeHtml(record.Street));
      expect(html).toContain(escapeHtml(LOCALES[lang].listing.location.addressOnRequest));
      const [pin] = mapMessageIn(html).properties;
      expect(pin!.lat).toBe(Math.round(record.Latitude * 100) / 100);
      expect(pin!.lng).toBe(Math.round(record.Longitude * 100) / 100);
      expect(mapMessageIn(html).infoMessage).toBe(LOCALES[lang].listing.mapApproximate);
      // Nor in the structured data.
      expect(html).not.toContain(`"latitude":${record.Latitude}`);
    },
  );

  it("lists points of interest with their distance, and the neighbourhoods", async () => {
    const record = seedRecord(40112, "en");
    const location = read(await page(40112));
    for (const poi of record.PointsOfInterest as { Name: string; Distance: number }[]) {
      const distance =
        poi.Distance < 1000
          ? `${Math.round(poi.Distance / 10) * 10} m`
          : `${(poi.Distance / 1000).toLocaleString("nl-BE", { maximumFractionDigits: 1 })} km`;
      // Each point's name, then its distance beside it.
      const names = [...location.root.querySelectorAll(".poi-list__name")].filter(
        (name) => name.textContent === poi.Name,
      );
      expect(
        names.map((name) => [name.nextElementSibling?.getAttribute("class"), name.nextElementSibling?.textContent]),
        poi.Name,
      ).toContainEqual(["poi-list__distance", distance]);
    }
    const neighbourhoods = location.headings(4).map((heading) => heading.name);
    for (const area of record.Neighbourhoods as { Name: string }[]) expect(neighbourhoods).toContain(area.Name);
  });
});

describe("documents", () => {
  // The files themselves are sent by e-mail on request (decision 031): the page names them, never links them.
  it.each(LANGS)(
    "%s: lists each document with its name and kind, without a link to the file, or says there are none",
    async (lang) => {
      const record = seedRecord(40125, lang);
      const html = await page(40125, lang);
      const textsOf = (selector: string) =>
        [...read(html).root.querySelectorAll(selector)].map((element) => element.textContent);
      for (const doc of record.Documents as { Name: string; Url: string }[]) {
        expect(textsOf(".documents__name")).toContain(doc.Name);
        expect(html).not.toContain(`href="${doc.Url}"`);
      }
      expect(textsOf(".documents__kind")).toContain(LOCALES[lang].listing.documents.kinds.epc);
      const [without] = seedRecords(lang, (r) => !((r.Documents as unknown[]) ?? []).length);
      const none = read(await page(without!.ID, lang))
        .landmark("main")
        .getAllByRole("paragraph")
        .filter((paragraph) => paragraph.textContent === LOCALES[lang].listing.documents.none);
      expect(none.map((paragraph) => paragraph.getAttribute("class"))).toEqual(["documents__none"]);
    },
  );
});

describe("similar properties", () => {
  // Which listings, for every seeded listing in every language: test/integration/listing-similar.test.ts.
  it("prefer listings at a similar price", async () => {
    // 40112 (Ixelles apartment, 425,000 €): the apartments for sale within 25 % come before the others.
    const record = seedRecord(40112, "en");
    const html = await page(40112);
    const shown = cardsIn(html.slice(html.indexOf('id="similar"'))).map((c) => seedRecord(c.id, "en"));
    const close = (r: SeedRecord) => Math.abs(r.Price - record.Price) / record.Price <= 0.25;
    const firstFar = shown.findIndex((r) => !close(r));
    if (firstFar >= 0) expect(shown.slice(firstFar).every((r) => !close(r))).toBe(true);
    expect(shown.length).toBeGreaterThan(0);
  });

  it("link each card to its own detail page", async () => {
    const html = await page(40112, "fr");
    for (const card of cardsIn(html.slice(html.indexOf('id="similar"'))))
      expect(card.href).toBe(await expectedPath(card.id, "fr"));
  });
});
