import { accessibilityProblems, clientLoaded, expect, test } from "./fixtures.ts";

// WCAG 2.2 AA rules on representative pages of the shell, on a phone and a desktop.
const PAGES = [
  "/fr/",
  "/nl/te-koop/",
  "/en/insurance/",
  "/fr/contact/",
  "/en/thank-you/contact-me/",
  "/nl/bestaat-niet/",
  "/de/",
];

for (const width of [375, 1366]) {
  test.describe(`accessibility at ${width} px`, () => {
    for (const path of PAGES) {
      test(`${path} has no WCAG A/AA violations`, async ({ browser }) => {
        const context = await browser.newContext({ viewport: { width, height: 900 } });
        const page = await context.newPage();
        await page.goto(path);
        await clientLoaded(page);
        const problems = await accessibilityProblems(page);
        expect(problems).toEqual([]);
        await context.close();
      });
    }
  });
}
