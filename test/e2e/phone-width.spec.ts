import { expect, test } from "./fixtures.ts";

// No page scrolls sideways on a phone: at 360 and 375 px, in every filled language, with and
// without JavaScript, the document is never wider than the screen. A representative page of
// each kind, the lists with filters, a sort and the map view among them.

const PAGES = {
  nl: ["/nl/", "/nl/te-koop/", "/nl/te-huur/", "/nl/te-koop/?type=2&bedrooms=2&sort=price-desc", "/nl/te-koop/?view=map", "/nl/te-koop/elsene/duplex/40112/", "/nl/projecten/", "/nl/contact/", "/nl/gratis-schatting/"],
  fr: ["/fr/", "/fr/a-vendre/", "/fr/a-louer/", "/fr/a-vendre/?type=2&bedrooms=2&sort=price-desc", "/fr/a-vendre/?view=map", "/fr/a-vendre/ixelles/duplex/40112/", "/fr/projets/", "/fr/contact/", "/fr/estimation-gratuite/"],
  en: ["/en/", "/en/for-sale/", "/en/for-rent/", "/en/for-sale/?type=2&bedrooms=2&sort=price-desc", "/en/for-sale/?view=map", "/en/for-sale/ixelles/duplex/40112/", "/en/projects/", "/en/contact/", "/en/valuation/"],
} as const;

const SORT_LABEL = { nl: "Sorteren op", fr: "Trier par", en: "Sort by" } as const;

for (const lang of ["nl", "fr", "en"] as const) {
  for (const width of [360, 375]) {
    for (const javaScriptEnabled of [true, false]) {
      test(`${lang} pages at ${width} px ${javaScriptEnabled ? "with" : "without"} JavaScript are no wider than the screen`, async ({ browser }) => {
        const context = await browser.newContext({ viewport: { width, height: 800 }, javaScriptEnabled });
        const page = await context.newPage();
        const documentWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
        for (const path of PAGES[lang]) {
          await page.goto(path);
          expect(await documentWidth(), path).toBeLessThanOrEqual(width);
        }
        // The sort's orders, opened, stay on the screen too.
        await page.goto(PAGES[lang][3]);
        await page.getByText(SORT_LABEL[lang]).click();
        await expect(page.getByRole("link", { name: /price|prix|prijs/i }).first()).toBeVisible();
        expect(await documentWidth(), "sort opened").toBeLessThanOrEqual(width);
        await context.close();
      });
    }
  }
}
