import type { Browser, Cookie, Page } from "@playwright/test";
import { expect } from "./fixtures.ts";

// A page's first screen drawn by its inlined rules alone and by the full stylesheet (decisions
// 041 and 078), both without JavaScript so that they share the same markup: first-screen.spec.ts
// compares them page by page, owner-portal.spec.ts on the dashboard, logged in.

const SITE_CSS = /\/assets\/site-[\w-]+\.css$/;

/**
 * The page's width, then the box (cut at the fold) and look of every element that shows in the
 * first screen, in document order. Every animation (the banner's crossfade without JavaScript) is
 * first paused at its start, so that two pages opened a moment apart are compared at the same
 * frame. The width catches what lies below the fold but widens the whole page (a wide table), which
 * on a phone lays out the first screen, the cookie dialog with it, on a wider page.
 */
function firstScreen(page: Page) {
  return page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      animation.pause();
      animation.currentTime = 0;
    }
    const width = `page width ${document.documentElement.scrollWidth}`;
    return [
      width,
      ...[...document.body.querySelectorAll("*")].flatMap((element, index) => {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0 || box.top >= innerHeight || box.bottom <= 0) return [];
        // Laid out but not drawn: what a closed disclosure holds (the browser skips its content).
        if (!element.checkVisibility()) return [];
        const style = getComputedStyle(element);
        if (style.visibility === "hidden") return [];
        const look = [
          "color",
          "background-color",
          "font-size",
          "font-weight",
          "border-top-width",
          "opacity",
          "position",
        ]
          .map((p) => style.getPropertyValue(p))
          .join(" ");
        // What shows of it: a tall block may end differently below the fold.
        const at = [box.left, box.top, box.width, Math.min(box.bottom, innerHeight) - box.top]
          .map((n) => Math.round(n))
          .join(",");
        return [`${index} ${element.tagName.toLowerCase()}.${element.getAttribute("class") ?? ""} @${at} ${look}`];
      }),
    ];
  });
}

/** A page without JavaScript, so that both renderings share the same markup: with the full stylesheet (the noscript link) or without it. */
async function openWithoutScripts(
  browser: Browser,
  viewport: { width: number; height: number },
  path: string,
  fullStylesheet: boolean,
  cookies: Cookie[],
) {
  const context = await browser.newContext({ viewport, javaScriptEnabled: false });
  await context.addCookies(cookies);
  const page = await context.newPage();
  if (!fullStylesheet) await page.route(SITE_CSS, (route) => route.abort());
  await page.goto(path);
  await page.evaluate(() => document.fonts.ready);
  return { page, context };
}

/**
 * The first screen of `path` with the full stylesheet (its noscript link) and with the inlined
 * rules alone, each as firstScreen lists it; `cookies` go with both visits (an owner's session).
 */
export async function sameFirstScreens(
  browser: Browser,
  viewport: { width: number; height: number },
  path: string,
  cookies: Cookie[] = [],
): Promise<{ full: string[]; inlined: string[] }> {
  const full = await openWithoutScripts(browser, viewport, path, true, cookies);
  const inlined = await openWithoutScripts(browser, viewport, path, false, cookies);
  // Without JavaScript the noscript link is the stylesheet, and nothing else is.
  expect(
    await full.page.evaluate(() => [...document.styleSheets].some((sheet) => sheet.href?.includes("/assets/site-"))),
  ).toBe(true);
  const screens = { full: await firstScreen(full.page), inlined: await firstScreen(inlined.page) };
  await full.context.close();
  await inlined.context.close();
  return screens;
}
