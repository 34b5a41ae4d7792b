import type { Page } from "@playwright/test";
import { accessibilityProblems, expect, screenshotForReview, scrollThrough, test } from "./fixtures.ts";

const WCAG_A_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

const VIEWPORTS = [
  { name: "375", width: 375, height: 812 },
  { name: "1366", width: 1366, height: 900 },
] as const;

/** Scrolls through the page so the lazy portraits load: every one of them does. */
async function portraitsLoad(page: Page): Promise<void> {
  await scrollThrough(page);
  await page.waitForFunction(() => [...document.images].every((img) => img.complete));
}

async function expectNoSidewaysScroll(page: Page, width: number): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

for (const viewport of VIEWPORTS) {
  test.describe(`reviews at ${viewport.name} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test("a visitor reads the list, opens a testimonial, moves on to the next one and goes back to the list", async ({
      page,
    }) => {
      await page.goto("/en/reviews/");
      const cards = page.locator(".testimonial-card");
      await expect(cards).toHaveCount(6);
      await expect(cards.first().locator("h2")).toHaveText("Sophie Claes");
      // Portraits load as they come into view, at their fixed size.
      const portrait = cards.filter({ hasText: "Emma Whitfield" }).locator("img");
      await portrait.scrollIntoViewIfNeeded();
      await expect
        .poll(() => portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      expect(await portrait.evaluate((img) => img.getBoundingClientRect().width)).toBe(64);
      await expectNoSidewaysScroll(page, viewport.width);
      await portraitsLoad(page);
      await screenshotForReview(page, `/tmp/reviews-${viewport.name}.png`);

      await page.getByRole("link", { name: "Read more – the testimonial of Emma Whitfield" }).click();
      await expect(page).toHaveURL(/\/en\/reviews\/emma-whitfield-3\/$/);
      await expect(page.locator("h1")).toHaveText("Emma Whitfield");
      await expect(page.locator(".testimonial__comment")).toContainText(
        "I could not have asked for a better start in Belgium.",
      );
      await expect(page.locator(".testimonial__date time")).toHaveText("31 August 2026");
      await expectNoSidewaysScroll(page, viewport.width);
      await portraitsLoad(page);
      await screenshotForReview(page, `/tmp/reviews-article-${viewport.name}.png`);

      await page.getByRole("link", { name: /Next testimonial.*Luc Peeters/ }).click();
      await expect(page).toHaveURL(/\/en\/reviews\/luc-peeters-4\/$/);
      await page.getByRole("link", { name: "All testimonials" }).click();
      await expect(page).toHaveURL(/\/en\/reviews\/$/);

      await page.getByRole("link", { name: "Page 2" }).click();
      await expect(page).toHaveURL(/\/en\/reviews\/\?page=2$/);
      await expect(cards).toHaveCount(2);
      await expect(page.locator(".paging__status")).toHaveText("Page 2 of 2 · 8 testimonials");
    });

    test("list, article and a missing testimonial pass the accessibility checks", async ({ page }) => {
      for (const path of [
        "/nl/getuigenissen/",
        "/nl/getuigenissen/jean-marc-dubois-2/",
        "/nl/getuigenissen/marc-janssens-9/",
      ]) {
        await page.goto(path);
        expect(await accessibilityProblems(page, { tags: WCAG_A_AA, exclude: ["iframe"] }), path).toEqual([]);
      }
    });
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the list, paging and articles work as plain links", async ({ page }) => {
    await page.goto("/fr/temoignages/");
    await expect(page.locator(".testimonial-card")).toHaveCount(6);
    await page.getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/\/fr\/temoignages\/\?page=2$/);
    await page.getByRole("link", { name: "Lire la suite – le témoignage de Nadia El Amrani" }).click();
    await expect(page).toHaveURL(/\/fr\/temoignages\/nadia-el-amrani-7\/$/);
    await expect(page.locator("h1")).toHaveText("Nadia El Amrani");
    await expect(page.locator(".testimonial-portrait--initials")).toHaveText("NA");
    await page.getByRole("link", { name: /Témoignage précédent.*Thomas Meyer/ }).click();
    await expect(page).toHaveURL(/\/fr\/temoignages\/thomas-meyer-6\/$/);
    // Written in English, shown on a French page: the comment says which language it is in.
    await expect(page.locator(".testimonial__comment")).toHaveAttribute("lang", "en");
    await page.getByRole("navigation", { name: "Fil d'Ariane" }).getByRole("link", { name: "Témoignages" }).click();
    await expect(page).toHaveURL(/\/fr\/temoignages\/$/);
  });

  test("the original /temoignages/{slug}/ path opens the article in the visitor's language", async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      locale: "nl-BE",
      extraHTTPHeaders: { "Accept-Language": "nl-BE,nl;q=0.9" },
    });
    const page = await context.newPage();
    await page.goto("/temoignages/sophie-claes-1/");
    await expect(page).toHaveURL(/\/nl\/getuigenissen\/sophie-claes-1\/$/);
    await expect(page.locator("h1")).toHaveText("Sophie Claes");
    await context.close();
  });
});
