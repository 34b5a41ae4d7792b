import {
  accessibilityProblems,
  animationFramesDuring,
  clientLoaded,
  expect,
  layoutShift,
  openOnTestClock,
  runClockUntil,
  test,
} from "./fixtures.ts";
import type { Page } from "@playwright/test";

// The home banner's gallery in a real browser (decision 024): a CSS cross-fade until the visitor
// reaches for it (and without JavaScript), then a carousel; the device attribute; lazy module
// backgrounds. The carousel's
// timers run on a clock the tests move on (page.clock), so waiting for it costs no time.

const IMAGES = 3;
const bullets = (page: Page) => page.locator(".banner__bullet");

/** The index of the image the carousel shows, from its bullets. */
const current = (page: Page) =>
  bullets(page).evaluateAll((buttons) => buttons.findIndex((button) => button.getAttribute("aria-current") === "true"));

/** Waits until the carousel's move has ended: the image shown lies square in the gallery. */
async function settled(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.locator(".banner__gallery").evaluate((gallery) => {
        const active = gallery.querySelector(".swiper-slide-active");
        return active ? Math.round(active.getBoundingClientRect().left - gallery.getBoundingClientRect().left) : null;
      }),
    )
    .toBe(0);
}

/** A visitor's mouse passes over the banner's controls and moves on: the carousel wakes up. */
async function passOver(page: Page): Promise<void> {
  await page.locator(".banner__controls").hover();
  await page.mouse.move(0, 0);
}

const carouselRuns = (page: Page) =>
  page.evaluate(
    () =>
      !!document.querySelector(".banner__gallery.swiper-initialized") &&
      document.querySelector(".banner__controls")?.getAttribute("data-ready") === "true",
  );

async function carouselReady(page: Page): Promise<void> {
  await clientLoaded(page);
  await passOver(page);
  await expect(page.locator(".banner__controls")).toBeVisible();
  await expect(page.locator(".banner__gallery")).toHaveClass(/swiper-initialized/);
}

/**
 * Opens the home page on a stopped clock (openOnTestClock), wakes the carousel as a passing mouse
 * does, and moves the clock on only until it runs.
 */
async function openCarousel(page: Page): Promise<void> {
  await openOnTestClock(page, "/en/", () =>
    page.evaluate(
      () =>
        document.documentElement?.dataset.clientLoaded === "true" &&
        !!document.querySelector(".banner__controls")?.checkVisibility(),
    ),
  );
  await passOver(page);
  await runClockUntil(page, () => carouselRuns(page));
  await carouselReady(page);
}

for (const width of [375, 1366]) {
  test(`at ${width} px the gallery becomes a carousel without moving anything when reached for, and plays by itself every 3 s`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await openCarousel(page);
    await expect(bullets(page)).toHaveCount(IMAGES);
    expect(await current(page)).toBe(0);
    // Nothing shifted when swiper took over the server's markup.
    expect(await layoutShift(page)).toBeLessThan(0.01);
    // The title stays over the images.
    await expect(page.locator(".banner__title")).toBeVisible();
    if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: `/tmp/home-gallery-${width}.png` });

    // The timings are read from the carousel itself: wall-clock checks fail on a busy machine.
    const timings = await page.locator(".banner__gallery.swiper-initialized").evaluate((element) => {
      const { params } = (
        element as HTMLElement & { swiper: { params: { speed: number; autoplay: { delay: number } } } }
      ).swiper;
      return { delay: params.autoplay.delay, speed: params.speed };
    });
    expect(timings).toEqual({ delay: 3_000, speed: 500 });
    await page.clock.runFor(3_500);
    await expect.poll(() => current(page)).toBe(1);
    await expect(page.locator(".banner__gallery .swiper-slide-active img")).toHaveAttribute(
      "src",
      "/images/banner/home-2.svg",
    );
    // Waiting for the next image is one timer, not work on every frame (60 a second on a phone).
    expect(await animationFramesDuring(page, 2_000)).toBeLessThan(10);
  });
}

test("the pause button stops the carousel and works from the keyboard", async ({ page }) => {
  await page.clock.install();
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto("/en/");
  await carouselReady(page);
  const pause = page.getByRole("button", { name: "Pause the carousel" });
  await pause.focus();
  await page.keyboard.press("Enter");
  const play = page.getByRole("button", { name: "Play the carousel" });
  await expect(play).toBeFocused();
  const shown = await current(page);
  await page.clock.runFor(3_800);
  expect(await current(page)).toBe(shown);

  await page.keyboard.press("Space");
  await expect(page.getByRole("button", { name: "Pause the carousel" })).toBeFocused();
  await page.clock.runFor(3_500);
  await expect.poll(() => current(page)).toBe((shown + 1) % IMAGES);
});

test("keyboard focus on the arrows or bullets holds the carousel until it moves on", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await openCarousel(page);
  await page.getByRole("button", { name: "Pause the carousel" }).focus();
  await page.keyboard.press("Shift+Tab");
  await expect(page.getByRole("button", { name: "Next image" })).toBeFocused();
  // The image the carousel opened on: on a slow machine the cross-fade may have moved on first.
  const shown = await current(page);
  await page.clock.runFor(3_800);
  expect(await current(page)).toBe(shown);
  // Back on pause/play, which does not hold it.
  await page.keyboard.press("Tab");
  await page.clock.runFor(3_500);
  await expect.poll(() => current(page)).toBe((shown + 1) % IMAGES);
});

test("a mouse over the banner holds the carousel; bullets and arrows move it, round from the last image", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await openCarousel(page);
  // Over the title, which lets the pointer through to the images.
  const title = (await page.locator(".banner__title").boundingBox())!;
  await page.mouse.move(title.x + 20, title.y + title.height / 2);
  // The image the carousel opened on: on a slow machine the cross-fade may have moved on first.
  const shown = await current(page);
  await page.clock.runFor(3_800);
  expect(await current(page)).toBe(shown);
  await page.clock.resume();

  // Each move is let finish: swiper ignores a loop move started mid-slide.
  await page.getByRole("button", { name: `Show image ${IMAGES} of ${IMAGES}` }).click();
  await expect.poll(() => current(page)).toBe(IMAGES - 1);
  await settled(page);
  await page.getByRole("button", { name: "Next image" }).click();
  await expect.poll(() => current(page)).toBe(0);
  await settled(page);
  await page.getByRole("button", { name: "Previous image" }).click();
  await expect.poll(() => current(page)).toBe(IMAGES - 1);
});

test("on a phone the carousel has bullets and no arrows", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/en/");
  await carouselReady(page);
  await expect(bullets(page)).toHaveCount(IMAGES);
  await expect(page.getByRole("button", { name: "Next image" })).toHaveCount(0);
});

test("on a phone a swipe across the title moves to the next image", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await page.goto("/en/");
  await carouselReady(page);
  await page.getByRole("button", { name: "Pause the carousel" }).tap();
  await expect(page.getByRole("button", { name: "Play the carousel" })).toBeVisible();
  const title = (await page.locator(".banner__title").boundingBox())!;
  const y = title.y + title.height / 2;
  const touch = await context.newCDPSession(page);
  await touch.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: 300, y }] });
  for (let x = 280; x >= 60; x -= 20)
    await touch.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x, y }] });
  await touch.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await expect.poll(() => current(page)).toBe(1);
  await context.close();
});

test("under reduced motion the carousel waits for the play button", async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: "reduce", viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await page.clock.install();
  await page.goto("/en/");
  await carouselReady(page);
  await expect(page.getByRole("button", { name: "Play the carousel" })).toBeVisible();
  await page.clock.runFor(3_800);
  expect(await current(page)).toBe(0);
  await context.close();
});

test("without JavaScript the first image shows, the others cross-fade, and a checkbox pauses them", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await page.goto("/en/");
  const slides = page.locator(".banner__slide");
  await expect(slides).toHaveCount(IMAGES);
  const first = slides.first().locator("img");
  await expect(first).toBeInViewport();
  expect(await first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(await slides.evaluateAll((all) => all.map((slide) => getComputedStyle(slide).opacity))).toEqual([
    "1",
    "0",
    "0",
  ]);
  // Every slide lies over the first until the carousel would take over.
  const boxes = await slides.evaluateAll((all) => all.map((slide) => Math.round(slide.getBoundingClientRect().left)));
  expect(new Set(boxes).size).toBe(1);
  await expect(page.locator(".banner__controls")).toBeHidden();

  await page.getByRole("checkbox", { name: "Pause the carousel" }).check();
  expect(await slides.nth(1).evaluate((slide) => getComputedStyle(slide).animationPlayState)).toBe("paused");
  await context.close();
});

test("html[data-device] follows the page shell's breakpoints as the window is resized", async ({ page }) => {
  const html = page.locator("html");
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/en/");
  await expect(html).toHaveAttribute("data-device", "mobile");
  await page.setViewportSize({ width: 800, height: 800 });
  await expect(html).toHaveAttribute("data-device", "tablet");
  await page.setViewportSize({ width: 1366, height: 800 });
  await expect(html).toHaveAttribute("data-device", "desktop");
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(html).toHaveAttribute("data-device", "mobile");
});

test("a module's background image loads only once the visitor scrolls near it", async ({ page }) => {
  const requested: string[] = [];
  page.on("request", (request) => requested.push(new URL(request.url()).pathname));
  await page.clock.install();
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto("/en/");
  await clientLoaded(page);
  const module = page.locator("#module-104");
  await expect(module).toHaveClass(/module--bg-image/);
  // Past the checks' 300 ms wait.
  await page.clock.runFor(500);
  await expect(module).not.toHaveAttribute("data-bg", "loaded");
  expect(await module.evaluate((el) => getComputedStyle(el).backgroundImage)).toBe("none");
  expect(requested).not.toContain("/images/banner/contact.svg");

  await module.scrollIntoViewIfNeeded();
  await expect(module).toHaveAttribute("data-bg", "loaded");
  expect(await module.evaluate((el) => getComputedStyle(el).backgroundImage)).toContain("/images/banner/contact.svg");
  await expect.poll(() => requested).toContain("/images/banner/contact.svg");
});

for (const width of [375, 1366]) {
  test(`/en/ with its carousel has no WCAG A/AA violations at ${width} px`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.goto("/en/");
    await carouselReady(page);
    // The carousel is what this checks; the home page is checked whole by accessibility.spec.ts.
    const problems = await accessibilityProblems(page, { include: [".banner"] });
    expect(problems).toEqual([]);
    await context.close();
  });
}
