import type { Page } from "@playwright/test";
import { clientLoaded, expect, test } from "./fixtures.ts";
import { PLAYER_HOST, watchRequests } from "./third-party.ts";

// The banner's own media (decision 054): a raster banner image in a size for the screen, and a
// video platform's video played in the banner, privacy-enhanced, once the visitor allows it.
// Every request leaving the site is answered inside Chromium (test/e2e/third-party.ts).

const REVIEWS = "/en/reviews/";
const PLAYER = "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?rel=0";
const players = (urls: string[]) => urls.filter((url) => PLAYER_HOST.test(url));
const banner = (page: Page) => page.getByRole("banner");
/** The width of the file the browser chose for the banner image. */
const bannerImageWidth = (page: Page) =>
  page.locator(".banner__image").evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0));

for (const { width, largest, smallest } of [
  { width: 375, smallest: 1, largest: 800 },
  { width: 1366, smallest: 1360, largest: 1920 },
]) {
  test(`at ${width} px the banner image is a copy made for that width`, async ({ browser, request, baseURL }) => {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    await watchRequests(context, request, baseURL!);
    const page = await context.newPage();
    await page.goto(REVIEWS);
    await expect.poll(() => bannerImageWidth(page)).toBeGreaterThanOrEqual(smallest);
    const loaded = await bannerImageWidth(page);
    expect(loaded).toBeLessThanOrEqual(largest);
    await context.close();
  });
}

test("the banner video waits for the visitor, then plays in the banner, from youtube-nocookie", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const requests = await watchRequests(context, request, baseURL!);
  await page.goto(REVIEWS);
  await clientLoaded(page);
  const play = banner(page).getByRole("button", { name: "Play the video: Reviews" });
  await expect(play).toBeVisible();
  await expect(
    banner(page).getByText("This player comes from YouTube (www.youtube-nocookie.com).", { exact: false }),
  ).toBeVisible();
  await expect(banner(page).getByRole("link", { name: "Watch the video" })).toHaveCount(0);
  expect(players(requests.all)).toEqual([]);

  await play.click();
  await expect(
    page.frameLocator('iframe[title="Reviews"]').getByRole("heading", { name: "YouTube player — local stand-in" }),
  ).toBeVisible();
  await expect(page.getByTitle("Reviews")).toBeFocused();
  expect(players(requests.thirdParty)).toEqual([`${PLAYER}&autoplay=1`]);
});

test("without JavaScript the banner video plays after the visitor asks for it", async ({
  browser,
  request,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const requests = await watchRequests(context, request, baseURL!);
  const page = await context.newPage();
  await page.goto("/fr/temoignages/");
  expect(players(requests.all)).toEqual([]);
  await banner(page).getByRole("button", { name: "Lire la vidéo : Témoignages" }).click();
  await expect(page).toHaveURL(/\/fr\/temoignages\/\?play=banner-video#frame-banner-video$/);
  await expect(
    page.frameLocator('iframe[title="Témoignages"]').getByRole("heading", { name: "YouTube player — local stand-in" }),
  ).toBeVisible();
  expect(players(requests.thirdParty)).toEqual([`${PLAYER}&autoplay=1`]);
  await context.close();
});
