import type { Locator } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

// A sold or rented listing points its visitor to alternatives: the link in its notice leads to
// similar properties that can still be bought or rented, even when none is of the same type.

async function expectFourOnTheMarket(similar: Locator, goalPath: RegExp): Promise<void> {
  const cards = similar.getByRole("article");
  await expect(cards).toHaveCount(4);
  for (const card of await cards.all()) {
    await expect(card.getByRole("link")).toHaveAttribute("href", goalPath);
    for (const closed of ["Sold", "Rented", "Sold out"])
      await expect(card.getByText(closed, { exact: true })).toHaveCount(0);
  }
}

for (const [what, path, goalPath] of [
  ["a sold studio", "/en/property/40137/", /^\/en\/for-sale\//],
  ["a rented studio", "/en/property/40236/", /^\/en\/for-rent\//],
] as const) {
  test(`${what} points to similar properties still on the market`, async ({ page }) => {
    await page.goto(path);
    await page.getByRole("status").getByRole("link", { name: "See similar properties" }).click();
    await expect(page).toHaveURL(/#similar$/);
    const similar = page.getByRole("region", { name: "Similar properties" });
    await expect(similar.getByRole("heading", { name: "Similar properties" })).toBeInViewport();
    await expectFourOnTheMarket(similar, goalPath);
  });
}

test("a garage for sale, the only one, suggests other properties for sale", async ({ page }) => {
  await page.goto("/en/property/40180/");
  await expectFourOnTheMarket(page.getByRole("region", { name: "Similar properties" }), /^\/en\/for-sale\//);
});
