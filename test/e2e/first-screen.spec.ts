import { clientLoaded, expect, layoutShift, test } from "./fixtures.ts";
import { sameFirstScreens } from "./first-screen.ts";

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
  ["project", "/nl/projecten/les-terrasses-de-strassen-7003/"],
  ["contact", "/nl/contact/"],
  ["reviews", "/nl/getuigenissen/"],
  ["testimonial", "/nl/getuigenissen/sophie-claes-1/"],
  ["login", "/nl/login/"],
] as const;
// The owner's dashboard is checked the same way in owner-portal.spec.ts, logged in.

const VIEWPORTS = [
  ["phone", { width: 412, height: 823 }],
  ["desktop", { width: 1350, height: 940 }],
] as const;

for (const [viewportName, viewport] of VIEWPORTS) {
  for (const [name, path] of PAGES) {
    test(`the ${name} page's first screen on a ${viewportName} is the same before the full stylesheet arrives`, async ({
      browser,
    }) => {
      const { full, inlined } = await sameFirstScreens(browser, viewport, path);
      expect(inlined).toEqual(full);
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
