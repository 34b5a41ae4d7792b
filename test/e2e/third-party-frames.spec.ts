import type { Page } from "@playwright/test";
import { accessibilityProblems, clientLoaded, expect, POLICY_VERSION, test } from "./fixtures.ts";
import { PLAYER_HOST, watchRequests } from "./third-party.ts";

// Videos and virtual tours come from other sites: none of them is asked for before the visitor's
// cookie choice allows it, or the visitor asks for that one (decision 054). Every request leaving
// the site is answered inside Chromium (test/e2e/third-party.ts), players by the local stand-in.

const DUPLEX = "/en/for-sale/ixelles/duplex/40112/"; // a YouTube video
const DUPLEX_TITLE = "Renovated duplex with south-west terrace near Place du Châtelain";
const DUPLEX_PLAYER = "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?rel=0";
const PENTHOUSE = "/en/for-sale/brussels/penthouse/40118/"; // a Matterport tour
const PENTHOUSE_PLAYER = "https://my.matterport.com/show/?m=SxQL3iGyoDo";

const SOCIAL_MEDIA = `1:e2eSocialConsent000000:${POLICY_VERSION}:10010`;

const players = (urls: string[]) => urls.filter((url) => PLAYER_HOST.test(url));
const media = (page: Page) => page.getByRole("region", { name: "Videos and virtual tours" });
const dialog = (page: Page) => page.getByRole("dialog", { name: "Cookies on our website" });
/** The stand-in's heading inside the player the page framed under `title`. */
const standIn = (page: Page, title: string, service: string) =>
  page.frameLocator(`iframe[title="${title}"]`).getByRole("heading", { name: `${service} player — local stand-in` });

test.describe("before any cookie choice", () => {
  test.use({ storedConsent: null });

  test("no player loads while the dialog waits, nor after Decline; the visitor's click loads that one player, told first what it loads", async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const requests = await watchRequests(context, request, baseURL!);
    await page.goto(DUPLEX);
    await clientLoaded(page);
    await expect(dialog(page)).toBeVisible();
    await expect(page.getByTitle(DUPLEX_TITLE)).toHaveCount(0);
    await dialog(page).getByRole("button", { name: "Decline", exact: true }).click();
    await expect(dialog(page)).toBeHidden();

    await media(page).scrollIntoViewIfNeeded();
    await expect(
      media(page).getByText(
        "This player comes from YouTube (www.youtube-nocookie.com). Loading it tells YouTube about your visit, and YouTube may set cookies.",
      ),
    ).toBeVisible();
    const play = media(page).getByRole("button", { name: `Play the video: ${DUPLEX_TITLE}` });
    await expect(play).toBeVisible();
    expect(players(requests.all)).toEqual([]);

    await play.click();
    await expect(standIn(page, DUPLEX_TITLE, "YouTube")).toBeVisible();
    await expect(page.getByTitle(DUPLEX_TITLE)).toBeFocused();
    await expect(play).toBeHidden();
    expect(page.url()).not.toContain("play=");
    expect(players(requests.thirdParty)).toEqual([`${DUPLEX_PLAYER}&autoplay=1`]);
  });
});

test("allowing social media in the cookie settings loads the players in place; withdrawing it brings their posters back", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const requests = await watchRequests(context, request, baseURL!);
  await page.goto(PENTHOUSE);
  await clientLoaded(page);
  const open = media(page).getByRole("button", { name: "Open the virtual tour: Virtual tour" });
  await expect(open).toBeVisible();
  await media(page)
    .getByRole("link", { name: "Allow social media cookies to show videos and tours straight away" })
    .click();
  await expect(dialog(page)).toBeVisible();
  await dialog(page).getByRole("checkbox", { name: "Social media" }).check();
  await dialog(page).getByRole("button", { name: "Agree partly" }).click();
  await expect(dialog(page)).toBeHidden();

  await media(page).scrollIntoViewIfNeeded();
  await expect(standIn(page, "Virtual tour", "Matterport")).toBeVisible();
  await expect(open).toBeHidden();
  expect(players(requests.thirdParty)).toEqual([PENTHOUSE_PLAYER]);

  await page.getByRole("link", { name: "Cookie settings" }).click();
  await dialog(page).getByRole("checkbox", { name: "Social media" }).uncheck();
  await dialog(page).getByRole("button", { name: "Agree partly" }).click();
  await expect(dialog(page)).toBeHidden();
  await expect(open).toBeVisible();
  await expect(page.getByTitle("Virtual tour")).toHaveCount(0);
});

test("without JavaScript the button asks for the page with that one player, for that page view only", async ({
  browser,
  request,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const requests = await watchRequests(context, request, baseURL!);
  const page = await context.newPage();
  await page.goto(DUPLEX);
  const play = media(page).getByRole("button", { name: `Play the video: ${DUPLEX_TITLE}` });
  await expect(play).toBeVisible();
  await expect(media(page).getByText(/This player comes from YouTube/)).toBeVisible();
  expect(players(requests.all)).toEqual([]);

  await play.click();
  await expect(page).toHaveURL(`${baseURL}${DUPLEX}?play=media-1#frame-media-1`);
  await expect(standIn(page, DUPLEX_TITLE, "YouTube")).toBeVisible();
  await expect(play).toBeHidden();
  expect(players(requests.thirdParty)).toEqual([`${DUPLEX_PLAYER}&autoplay=1`]);

  await page.goto(DUPLEX);
  await expect(play).toBeVisible();
  await expect(page.getByTitle(DUPLEX_TITLE)).toHaveCount(0);
  expect(players(requests.thirdParty)).toHaveLength(1);
  await context.close();
});

test.describe("with social media allowed", () => {
  test.use({ storedConsent: SOCIAL_MEDIA });

  for (const javaScriptEnabled of [true, false]) {
    test(`the players are in the page from the start, ${javaScriptEnabled ? "with" : "without"} JavaScript`, async ({
      browser,
      request,
      baseURL,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled });
      const requests = await watchRequests(context, request, baseURL!);
      const page = await context.newPage();
      await page.goto(PENTHOUSE);
      await media(page).scrollIntoViewIfNeeded();
      await expect(standIn(page, "Virtual tour", "Matterport")).toBeVisible();
      await expect(media(page).getByRole("button", { name: /Open the virtual tour/ })).toBeHidden();
      expect(players(requests.thirdParty)).toEqual([PENTHOUSE_PLAYER]);
      await context.close();
    });
  }
});

for (const width of [375, 1366]) {
  test(`a waiting player has no WCAG A/AA violations at ${width} px`, async ({ browser, request, baseURL }) => {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    await watchRequests(context, request, baseURL!);
    const page = await context.newPage();
    await page.goto(DUPLEX);
    await clientLoaded(page);
    await media(page).scrollIntoViewIfNeeded();
    expect(await accessibilityProblems(page, { include: [".media"] })).toEqual([]);
    await context.close();
  });
}
