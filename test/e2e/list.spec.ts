import type { Locator, Page } from "@playwright/test";
import { clientLoaded, expect, headerSettled, screenshotForReview, test } from "./fixtures.ts";

// The sale list in a real browser at a phone's and a laptop's width: cards, sorting, paging and
// the map view, all plain links (the list needs no JavaScript). With E2E_SCREENSHOTS set,
// screenshots go to /tmp for review.

const amount = (text: string) => Number(text.replace(/\D/g, ""));

/** The amounts shown on the cards (sold and rented cards show their status instead). */
async function prices(page: Page): Promise<number[]> {
  // The price is the last line of a card's heading, after its title and place.
  const lines = page.getByRole("article").getByRole("heading").locator("span:last-child");
  return (await lines.allTextContents()).filter((text) => /\d/.test(text)).map(amount);
}

for (const [width, height] of [
  [375, 812],
  [1366, 900],
] as const) {
  test.describe(`property list at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height });
    });

    test("shows a page of cards, each one link to its detail page", async ({ page }) => {
      await page.goto("/en/for-sale/");
      const cards = page.locator(".property-card");
      await expect(cards).toHaveCount(12);
      // Nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      // The first photo is loaded at once and decoded; the card has room for it before it arrives.
      const photo = cards.first().locator("img");
      // Not lazy: a browser loads an image at once by default.
      await expect(photo).not.toHaveAttribute("loading", "lazy");
      await expect
        .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      await expect(cards.nth(5).locator("img")).toHaveAttribute("loading", "lazy");
      // One link per card, named by title, place and price; clicking anywhere on the card follows it.
      const duplex = page.getByRole("link", { name: /^Renovated duplex .* 1050 Ixelles € ?425\.000$/ });
      await expect(duplex).toHaveCount(1);
      const card = page.locator('.property-card[data-listing-id="40112"]');
      await card.scrollIntoViewIfNeeded();
      await headerSettled(page);
      await card.click({ position: { x: 30, y: 30 } });
      await expect(page).toHaveURL(/\/en\/for-sale\/ixelles\/duplex\/40112\/$/);
      if (width === 1366) {
        await page.goBack();
        const columns = await page
          .locator(".property-grid")
          .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(" ").length);
        expect(columns).toBe(3);
      }
    });

    test("sorts by price and pages through the results", async ({ page }) => {
      await page.goto("/en/for-sale/");
      await screenshotForReview(page, `/tmp/list-${width}.png`);
      // The sort reads like a select: the current order, opening onto the others.
      const sort = page.getByRole("group").filter({ hasText: /^Sort by/ });
      const sortButton = page.locator("summary", { hasText: "Sort by" });
      await expect(sort).toHaveText(/^Sort by\s*Newest/);
      await expect(page.getByRole("link", { name: "Lowest price" })).toBeHidden();
      await sortButton.click();
      await expect(page.getByRole("link", { name: "Lowest price" })).toBeVisible();
      // Escape closing the disclosure is the page script's, which the click itself may have started loading.
      await clientLoaded(page);
      await page.keyboard.press("Escape");
      await expect(page.getByRole("link", { name: "Lowest price" })).toBeHidden();
      await sortButton.click();
      await page.getByRole("link", { name: "Lowest price" }).click();
      await expect(page).toHaveURL(/\?sort=price-asc$/);
      await expect(sort).toHaveText(/^Sort by\s*Lowest price/);
      await sortButton.click();
      await expect(page.getByRole("link", { name: "Lowest price" })).toHaveAttribute("aria-current", "true");
      await sortButton.click();
      await expect(page.locator(".property-card")).toHaveCount(12);
      // Sold listings show their status where the price would be.
      const first = await prices(page);
      expect(first.length).toBeGreaterThan(6);
      expect(first).toEqual([...first].sort((a, b) => a - b));

      await page.getByRole("link", { name: "Next" }).click();
      await expect(page).toHaveURL(/\?sort=price-asc&page=2$/);
      await expect(page.locator(".paging__status")).toHaveText(/^Page 2 of \d+$/);
      const second = await prices(page);
      expect(second.length).toBeGreaterThan(0);
      expect(Math.min(...second)).toBeGreaterThanOrEqual(Math.max(...first));

      await sortButton.click();
      await page.getByRole("link", { name: "Highest price" }).click();
      await expect(page).toHaveURL(/\?sort=price-desc$/);
      const descending = await prices(page);
      expect(descending).toEqual([...descending].sort((a, b) => b - a));
    });

    test("switches to the map view with every result, and back", async ({ page }) => {
      await page.goto("/en/for-sale/?bedrooms=2");
      await page.getByRole("link", { name: "Map" }).click();
      await expect(page).toHaveURL(/\?bedrooms=2&view=map$/);
      const frame = page.frameLocator("iframe.map-embed__frame");
      // The map shows a drawn preview until the visitor reaches for it (decision 082).
      await clientLoaded(page);
      await page.getByRole("button", { name: "Use the map" }).click();
      const expected = await page.locator(".map-embed__list li").count();
      expect(expected).toBeGreaterThan(0);
      await expect(frame.locator("#map")).toHaveAttribute("data-markers", String(expected));
      await expect(frame.locator(".leaflet-marker-icon").first()).toBeVisible();
      await screenshotForReview(page, `/tmp/list-map-${width}.png`);
      await page.getByRole("link", { name: "List" }).click();
      await expect(page).toHaveURL(/\?bedrooms=2$/);
      await expect(page.locator(".property-card").first()).toBeVisible();
    });
  });
}

for (const [width, height] of [
  [375, 812],
  [900, 1000],
  [1366, 900],
] as const) {
  test(`at ${width} px the search card ends above the results' count on the lists`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    /** Where an element starts or ends on the page, whatever the scroll. */
    const pageY = (locator: Locator, edge: "top" | "bottom") =>
      locator.evaluate((element, side) => element.getBoundingClientRect()[side] + scrollY, edge);
    for (const [path, count, filters] of [
      ["/nl/te-huur/", /panden te huur$/, "Filters"],
      ["/fr/a-vendre/?type=2", /biens? à vendre$/, "Filtres"],
      ["/en/for-sale/", /properties for sale$/, "Filters"],
    ] as const) {
      await page.goto(path);
      // On phones the card is folded behind the Filters button: opened, it still ends above.
      if (width < 767) await page.locator("summary", { hasText: filters }).click();
      const heading = page.getByRole("heading", { level: 2, name: count });
      expect(await pageY(page.getByRole("search"), "bottom"), path).toBeLessThanOrEqual(await pageY(heading, "top"));
      // Nothing lies over the count: its own text is what shows at its corners.
      await heading.scrollIntoViewIfNeeded();
      const uncovered = await heading.evaluate((element) => {
        const r = element.getBoundingClientRect();
        const corners = [
          [r.left + 2, r.top + 2],
          [r.right - 2, r.top + 2],
          [r.left + 2, r.bottom - 2],
        ] as const;
        return corners.every(([x, y]) => element.contains(document.elementFromPoint(x, y)));
      });
      expect(uncovered, path).toBe(true);
    }
  });
}

test("the list works without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await page.goto("/nl/te-koop/?type=2");
  await expect(page.locator(".property-card").first()).toBeVisible();
  await page.locator("summary", { hasText: "Sorteren op" }).click();
  await page.getByRole("link", { name: "Hoogste prijs" }).click();
  await expect(page).toHaveURL(/\?type=2&sort=price-desc$/);
  await expect(page.locator(".paging__status")).toContainText("panden");
  await page.getByRole("link", { name: /^Filter verwijderen: Appartement$/ }).click();
  await expect(page).toHaveURL(/\/nl\/te-koop\/\?sort=price-desc$/);
  await context.close();
});

test("without JavaScript the map view shows its drawn preview and the list of results", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  await page.goto("/en/for-sale/?bedrooms=2&view=map");
  // The frame needs its script to draw anything; the preview draws the results without one, and
  // its button, which would load the live map, is not there.
  await expect(page.getByTitle("Map of the properties")).toBeHidden();
  await expect(page.locator(".map-preview a").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Use the map" })).toBeHidden();
  const results = page.locator(".map-embed").getByRole("link");
  const count = await results.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) await expect(results.nth(i)).toBeVisible();
  await results.first().click();
  await expect(page).toHaveURL(/\/en\/for-sale\/[a-z-]+\/[a-z-]+\/\d+\/$/);

  // A pin of the preview is a link to its listing.
  await page.goto("/en/for-sale/?city=etterbeek%7C1040&view=map");
  const pin = page.locator(".map-preview a:not([data-cluster])").first();
  const href = await pin.getAttribute("href");
  await pin.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  // A cluster leads to the list that names what it holds.
  await page.goto("/en/for-sale/?view=map");
  await page.locator(".map-preview a[data-cluster]").first().click();
  await expect(page.locator(".map-embed__list")).toBeInViewport();
  await context.close();
});
