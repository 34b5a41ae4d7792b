import { accessibilityProblems, clientLoaded, expect, screenshotForReview, test } from "./fixtures.ts";

const VIEWPORTS = [
  { name: "375", width: 375, height: 812 },
  { name: "1366", width: 1366, height: 900 },
] as const;

for (const viewport of VIEWPORTS) {
  test.describe(`projects at ${viewport.name} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test("the list shows every project as a card with a photo, the sold-out one with its ribbon", async ({ page }) => {
      await page.goto("/en/projects/");
      const cards = page.locator(".project-card");
      await expect(cards).toHaveCount(3);
      for (const card of await cards.all()) {
        const photo = card.locator("img");
        await photo.scrollIntoViewIfNeeded();
        await expect
          .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
          .toBeGreaterThan(0);
      }
      await expect(page.locator(".project-card--sold-out .project-ribbon")).toHaveText("Sold out");
      // Nothing overflows the screen sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await screenshotForReview(page, `/tmp/projects-list-${viewport.name}.png`);
    });

    test("a card opens the project, whose units, prices and contact actions are shown", async ({ page }) => {
      await page.goto("/en/projects/");
      await page.locator(".project-card").filter({ hasText: "Résidence Lumière" }).click();
      await expect(page).toHaveURL(/\/en\/projects\/residence-lumiere-7001\/$/);
      await expect(page.locator("h1")).toHaveText("Résidence Lumière");
      await expect(page.locator(".units__table tbody tr")).toHaveCount(8);
      await expect(page.locator(".project-summary__price")).toHaveText("€ 285.000 – € 595.000");
      await expect(page.getByRole("link", { name: "Ask for information" })).toBeVisible();
      // The unit that is also a listing opens that listing.
      const unitLink = page.getByRole("link", { name: "View unit A.1.1" });
      await expect(unitLink).toHaveAttribute("href", /\/en\/for-sale\/.+\/40215\/$/);
      await clientLoaded(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await screenshotForReview(page, `/tmp/projects-detail-${viewport.name}.png`);
    });

    test("a sold-out project says so at the top", async ({ page }) => {
      await page.goto("/fr/projets/hof-ter-linden-7002/");
      await expect(page.locator(".project-status")).toContainText("entièrement vendu");
      await expect(page.locator(".unit-status--available")).toHaveCount(0);
    });

    for (const path of ["/nl/projecten/", "/nl/projecten/residence-lumiere-7001/"]) {
      test(`${path} passes the accessibility checks`, async ({ page }) => {
        await page.goto(path);
        expect(await accessibilityProblems(page, { exclude: ["iframe"] })).toEqual([]);
      });
    }
  });
}

test("the projects list works without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  await page.goto("/nl/projecten/");
  await page.getByRole("link", { name: "Hof ter Linden" }).click();
  await expect(page).toHaveURL(/\/nl\/projecten\/hof-ter-linden-7002\/$/);
  await expect(page.locator(".slideshow img").first()).toBeVisible();
  await context.close();
});
