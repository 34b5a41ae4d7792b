import type { Browser, Page } from "@playwright/test";
import { clientLoaded, expect, layoutShift, test } from "./fixtures.ts";

// The first screen's inlined rules (decision 041, ui/first-screen.ts) in a real
// browser: before the full stylesheet arrives, everything the visitor sees without scrolling
// already sits where, and looks as, it will once the stylesheet has loaded; the full stylesheet
// then applies without a layout shift, and without JavaScript the noscript link applies it.

const PAGES = [
  ["home", "/nl/"],
  ["sale list", "/nl/te-koop/?type=1&bedrooms=2"],
  ["sale map", "/nl/te-koop/?view=map"],
  ["detail", "/nl/te-koop/etterbeek/appartement/40142/"],
  // Opened by its link, a detail page's form is its first screen (decision 076).
  [
    "detail's visit request",
    "/nl/te-koop/etterbeek/appartement/40142/?form=contact-appointment#form-contact-appointment",
  ],
  [
    "project's question",
    "/nl/projecten/les-terrasses-de-strassen-7003/?form=contact-construction#form-contact-construction",
  ],
  ["contact", "/nl/contact/"],
  ["testimonial", "/nl/getuigenissen/sophie-claes-1/"],
  ["login", "/nl/login/"],
] as const;

const VIEWPORTS = [
  ["phone", { width: 412, height: 823 }],
  ["desktop", { width: 1350, height: 940 }],
] as const;

const SITE_CSS = /\/assets\/site-[\w-]+\.css$/;

/**
 * Box (cut at the fold) and look of every element that shows in the first screen, in document
 * order. Every animation (the banner's crossfade without JavaScript) is first paused at its start,
 * so that two pages opened a moment apart are compared at the same frame.
 */
function firstScreen(page: Page) {
  return page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      animation.pause();
      animation.currentTime = 0;
    }
    return [...document.body.querySelectorAll("*")].flatMap((element, index) => {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.top >= innerHeight || box.bottom <= 0) return [];
      // Laid out but not drawn: what a closed disclosure holds (the browser skips its content).
      if (!element.checkVisibility()) return [];
      const style = getComputedStyle(element);
      if (style.visibility === "hidden") return [];
      const look = ["color", "background-color", "font-size", "font-weight", "border-top-width", "opacity", "position"]
        .map((p) => style.getPropertyValue(p))
        .join(" ");
      // What shows of it: a tall block may end differently below the fold.
      const at = [box.left, box.top, box.width, Math.min(box.bottom, innerHeight) - box.top]
        .map((n) => Math.round(n))
        .join(",");
      return [`${index} ${element.tagName.toLowerCase()}.${element.getAttribute("class") ?? ""} @${at} ${look}`];
    });
  });
}

/** A page without JavaScript, so that both renderings share the same markup: with the full stylesheet (the noscript link) or without it. */
async function openWithoutScripts(
  browser: Browser,
  viewport: { width: number; height: number },
  path: string,
  fullStylesheet: boolean,
) {
  const context = await browser.newContext({ viewport, javaScriptEnabled: false });
  const page = await context.newPage();
  if (!fullStylesheet) await page.route(SITE_CSS, (route) => route.abort());
  await page.goto(path);
  await page.evaluate(() => document.fonts.ready);
  return { page, context };
}

for (const [viewportName, viewport] of VIEWPORTS) {
  for (const [name, path] of PAGES) {
    test(`the ${name} page's first screen on a ${viewportName} is the same before the full stylesheet arrives`, async ({
      browser,
    }) => {
      const full = await openWithoutScripts(browser, viewport, path, true);
      const inlined = await openWithoutScripts(browser, viewport, path, false);
      // Without JavaScript the noscript link is the stylesheet, and nothing else is.
      expect(
        await full.page.evaluate(() =>
          [...document.styleSheets].some((sheet) => sheet.href?.includes("/assets/site-")),
        ),
      ).toBe(true);
      expect(await firstScreen(inlined.page)).toEqual(await firstScreen(full.page));
      await full.context.close();
      await inlined.context.close();
    });
  }
}

test.describe("on a first visit, with the cookie dialog open", () => {
  test.use({ storedConsent: null });

  for (const [name, path] of PAGES) {
    test(`the ${name} page applies the full stylesheet in the head without a layout shift`, async ({ page }) => {
      await page.setViewportSize({ width: 412, height: 823 });
      await page.goto(path);
      await clientLoaded(page);
      await expect(page.locator("#cookie-consent")).toBeVisible();
      const sheets = await page.evaluate(() => {
        const link = document.querySelector<HTMLLinkElement>("link[data-site-styles]")!;
        return {
          rel: link.rel,
          priority: link.getAttribute("fetchpriority"),
          inHead: link.parentElement === document.head,
          applied: [...document.styleSheets].some((sheet) => sheet.ownerNode === link),
        };
      });
      expect(sheets).toEqual({ rel: "stylesheet", priority: "low", inHead: true, applied: true });
      expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
    });
  }
});
