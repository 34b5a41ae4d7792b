import { expect, test } from "./fixtures.ts";

// No page scrolls sideways on a phone: at 360 and 375 px, in every filled language, with and
// without JavaScript, the document is never wider than the screen. A representative page of
// each kind, the lists with filters, a sort and the map view among them.

const PAGES = {
  nl: [
    "/nl/",
    "/nl/te-koop/",
    "/nl/te-huur/",
    "/nl/te-koop/?type=2&bedrooms=2&sort=price-desc",
    "/nl/te-koop/?view=map",
    "/nl/te-koop/elsene/duplex/40112/",
    "/nl/projecten/",
    "/nl/contact/",
    "/nl/gratis-schatting/",
  ],
  fr: [
    "/fr/",
    "/fr/a-vendre/",
    "/fr/a-louer/",
    "/fr/a-vendre/?type=2&bedrooms=2&sort=price-desc",
    "/fr/a-vendre/?view=map",
    "/fr/a-vendre/ixelles/duplex/40112/",
    "/fr/projets/",
    "/fr/contact/",
    "/fr/estimation-gratuite/",
  ],
  en: [
    "/en/",
    "/en/for-sale/",
    "/en/for-rent/",
    "/en/for-sale/?type=2&bedrooms=2&sort=price-desc",
    "/en/for-sale/?view=map",
    "/en/for-sale/ixelles/duplex/40112/",
    "/en/projects/",
    "/en/contact/",
    "/en/valuation/",
  ],
} as const;

const SORT_LABEL = { nl: "Sorteren op", fr: "Trier par", en: "Sort by" } as const;
const WIDTHS = [360, 375];

for (const lang of ["nl", "fr", "en"] as const) {
  for (const javaScriptEnabled of [true, false]) {
    test(`the ${lang} pages are no wider than a 360 or 375 px screen, JavaScript ${javaScriptEnabled ? "on" : "off"}`, async ({
      browser,
    }) => {
      // One browser for the language's pages, each loaded once and resized from one width to
      // the other: the page lays itself out again.
      const context = await browser.newContext({ viewport: { width: WIDTHS[0]!, height: 800 }, javaScriptEnabled });
      const page = await context.newPage();
      for (const path of PAGES[lang]) {
        await page.setViewportSize({ width: WIDTHS[0]!, height: 800 });
        await page.goto(path);
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 800 });
          const how = `${path} at ${width} px, JavaScript ${javaScriptEnabled ? "on" : "off"}`;
          await expect.poll(() => page.evaluate(() => window.innerWidth), how).toBe(width);
          expect(await page.evaluate(() => document.documentElement.scrollWidth), how).toBeLessThanOrEqual(width);
          if (path.includes("sort=")) {
            // The sort's orders, opened, stay on the screen too.
            const sort = page.locator("summary", { hasText: SORT_LABEL[lang] });
            await sort.click();
            await expect(page.getByRole("link", { name: /price|prix|prijs/i }).first()).toBeVisible();
            expect(
              await page.evaluate(() => document.documentElement.scrollWidth),
              `${how}, sort opened`,
            ).toBeLessThanOrEqual(width);
            await sort.click();
            await expect(page.getByRole("link", { name: /price|prix|prijs/i }).first()).toBeHidden();
          }
        }
      }
      await context.close();
    });
  }
}
