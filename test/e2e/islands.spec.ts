import type { Page } from "@playwright/test";
import { clientLoaded, expect, test } from "./fixtures.ts";

// The page's islands sleep until the visitor reaches for one: React and the island's code load
// then, not while the page loads, and the click that woke the island does what the island does.

const DUPLEX = "/en/for-sale/ixelles/duplex/40112/";

/** The island code the page has asked for so far: React's runtime and the islands' own chunks. */
function islandCode(page: Page): () => string[] {
  const asked: string[] = [];
  page.on("request", (request) => {
    const name = /\/assets\/chunks\/(runtime|[A-Z][A-Za-z]+)-[^/]+\.js$/.exec(new URL(request.url()).pathname)?.[1];
    if (name) asked.push(name);
  });
  return () => [...new Set(asked)].sort();
}

test("the home page loads no React until the visitor reaches for the banner or the search box", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const asked = islandCode(page);
  await page.goto("/en/");
  await clientLoaded(page);
  await page.waitForLoadState("networkidle");
  expect(asked()).toEqual([]);
  await expect(page.locator("[data-island][data-hydrated]")).toHaveCount(0);
  // The sleeping box draws its price slider at rest, so it looks as it will once awake.
  const room = page.locator("form.search-box .price-range__slider");
  expect(await room.evaluate((row) => getComputedStyle(row).backgroundImage)).toContain("radial-gradient");

  await page.getByRole("search", { name: "Search properties" }).hover();
  await expect(page.locator('[data-island="SearchBox"]')).toHaveAttribute("data-hydrated", "true");
  expect(asked()).toEqual(["SearchBox", "runtime"]);
  // The banner still sleeps: each island wakes on its own.
  await expect(page.locator('[data-island="BannerGallery"]')).not.toHaveAttribute("data-hydrated", /./);
});

/** Holds an island's code back until released, so the visitor acts while the island is still waking. */
async function holdBack(page: Page, island: string): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`/assets/chunks/${island}-[^/]+\\.js$`), async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test("the click that wakes the banner moves it on", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  // Under reduced motion the images stand still: only the click can move the banner on.
  await page.emulateMedia({ reducedMotion: "reduce" });
  const release = await holdBack(page, "BannerGallery");
  await page.goto("/en/");
  await clientLoaded(page);
  await page.getByRole("button", { name: "Show image 2 of 3" }).click();
  release();
  await expect(page.locator('[data-island="BannerGallery"]')).toHaveAttribute("data-hydrated", "true");
  await expect(page.getByRole("button", { name: "Show image 2 of 3" })).toHaveAttribute("aria-current", "true");
});

test("the first click on a photo opens the lightbox, not the photo's file", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const release = await holdBack(page, "Slideshow");
  await page.goto(DUPLEX);
  await clientLoaded(page);
  await page.getByRole("link", { name: "Open photo 1 of 6 full screen" }).click();
  release();
  await expect(page.getByRole("dialog", { name: "Photo viewer" })).toBeVisible();
  await expect(page).toHaveURL(DUPLEX);
});
