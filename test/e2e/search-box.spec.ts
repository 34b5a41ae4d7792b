import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { accessibilityProblems, clientLoaded, expect, screenshotForReview, scrollThrough, test } from "./fixtures.ts";

// The home search box in a real browser: by keyboard only, by mouse on a phone, and without
// JavaScript, each landing on the list with the search's query string and the listings it asks for.

interface SeedListing {
  ID: number;
  language: string;
  Goal: number;
  City: string;
  Zip: string;
  WebID: number | null;
  WebIDs: string;
  Bedrooms: number | null;
  Price: number | null;
  PublishPrice: number;
}
const SEED: SeedListing[] = JSON.parse(readFileSync("migrations/seed/feed.json", "utf8")).properties;

/** What the list should show for a search, worked out from the feed (not from the page). */
function expectedIds(search: {
  goal: 0 | 1;
  cities: string[];
  type?: number;
  bedrooms?: number;
  maxPrice?: number;
}): number[] {
  return SEED.filter(
    (l) =>
      l.language === "en" &&
      l.Goal === search.goal &&
      search.cities.includes(`${l.City} (${l.Zip})`) &&
      (search.type === undefined || l.WebID === search.type || l.WebIDs.split(",").map(Number).includes(search.type)) &&
      (search.bedrooms === undefined || (l.Bedrooms ?? 0) >= search.bedrooms) &&
      (search.maxPrice === undefined || (l.PublishPrice === 1 && l.Price !== null && l.Price <= search.maxPrice)),
  )
    .map((l) => l.ID)
    .sort((a, b) => a - b);
}

// The listings the list page shows. The URL changes before the new page's cards arrive, so callers
// poll it until the cards match.
async function shownIds(page: Page): Promise<number[]> {
  const hrefs = await page
    .locator(".property-card a[href]")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  return [...new Set(hrefs.map((href) => Number(/\/(\d+)\/$/.exec(href)?.[1])).filter(Boolean))].sort((a, b) => a - b);
}

const box = (page: Page) => page.getByRole("search", { name: "Search properties" });

/** The visitor's mouse comes over the box: it wakes up, its controls enhanced. */
async function wake(page: Page): Promise<void> {
  await clientLoaded(page);
  await box(page).hover();
  await expect(box(page)).toHaveAttribute("data-enhanced", "true");
}

test("by keyboard only: goal, city filter, type, rooms and a typed maximum land on the rent list", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto("/en/");
  await clientLoaded(page);
  const search = box(page);

  // Reaching the box by keyboard wakes it, and the visitor stays on the control they reached.
  await search.locator("summary").first().focus();
  const goal = search.getByRole("combobox", { name: "I am looking for" });
  await expect(goal).toBeFocused();
  // Single mode: the arrow selects.
  await page.keyboard.press("ArrowDown");
  await expect(goal).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(goal).toHaveAttribute("aria-expanded", "false");
  await expect(search.locator(".select").first()).toContainText("For rent");

  // Free text is left empty: Tab passes through it to the cities.
  await page.keyboard.press("Tab");
  await expect(search.getByRole("searchbox", { name: "Reference or city" })).toBeFocused();
  await page.keyboard.press("Tab");
  const city = search.getByRole("combobox", { name: "City" });
  await expect(city).toBeFocused();
  // Typing filters by label; a label nothing matches says so.
  await page.keyboard.type("zzz");
  await expect(search.getByText("No results")).toBeVisible();
  for (let i = 0; i < 3; i++) await page.keyboard.press("Backspace");
  await page.keyboard.type("ixel");
  const listbox = search.getByRole("listbox", { name: "City" });
  await expect(listbox.getByRole("option")).toHaveText(["Ixelles (1050)"]);
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Space");
  await expect(listbox.getByRole("option", { name: "Ixelles (1050)" })).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Escape");
  await expect(city).toHaveAttribute("aria-expanded", "false");

  // Enter opens, arrows move, Space toggles in multiple mode, Tab closes and moves on.
  await page.keyboard.press("Tab");
  const type = search.getByRole("combobox", { name: "Type of property" });
  await expect(type).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(type).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Space");
  await expect(
    search.getByRole("listbox", { name: "Type of property" }).getByRole("option", { name: "Apartment" }),
  ).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Tab");
  await expect(type).toHaveAttribute("aria-expanded", "false");

  // The room counters open from their box; the + button adds a bedroom.
  await expect(search.locator(".rooms-filter summary")).toBeFocused();
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(search.getByRole("button", { name: "More bedrooms" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(search.getByRole("spinbutton", { name: "Bedrooms" })).toHaveValue("1");
  await page.keyboard.press("Escape");
  await expect(search.locator(".rooms-filter summary")).toContainText("1+ bedrooms");

  // The maximum label takes digits only and is read on Enter.
  const max = search.getByRole("textbox", { name: "Maximum price" });
  await max.focus();
  await page.keyboard.type("1,5x00");
  await expect(max).toHaveValue("1500");
  await page.keyboard.press("Enter");
  await max.blur();
  await expect(max).toHaveValue(/1.500/);

  await search.getByRole("button", { name: "Search now" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/en\/for-rent\/\?city=ixelles%7C1050&type=2&bedrooms=1&price=0-1500$/);
  const expected = expectedIds({ goal: 1, cities: ["Ixelles (1050)"], type: 2, bedrooms: 1, maxPrice: 1500 });
  expect(expected.length).toBeGreaterThan(0);
  await expect.poll(() => shownIds(page)).toEqual(expected);
});

test("by mouse on a phone: two cities, two bedrooms and a maximum land on the sale list", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/en/");
  await clientLoaded(page);
  const search = box(page);

  // The first click on the closed list wakes the box, and the list it opened stays open.
  await search.locator(".select__trigger").filter({ hasText: "City" }).click();
  const cities = search.getByRole("listbox", { name: "City" });
  await expect(cities).toBeVisible();
  await cities.getByRole("option", { name: "Uccle (1180)" }).click();
  await cities.getByRole("option", { name: "Etterbeek (1040)" }).click();
  // A click elsewhere closes the list.
  await search.getByText("Reference or city").click();
  await expect(cities).toBeHidden();
  await expect(search.locator(".select").nth(1)).toContainText("Etterbeek (1040), Uccle (1180)");

  await search.locator(".rooms-filter summary").click();
  await search.getByRole("button", { name: "More bedrooms" }).click();
  await search.getByRole("button", { name: "More bedrooms" }).click();
  // At 0 the − button says it is unavailable (aria-disabled keeps it focusable) and does nothing.
  await expect(search.getByRole("button", { name: "Fewer bathrooms" })).toHaveAttribute("aria-disabled", "true");
  await search.getByRole("button", { name: "Fewer bathrooms" }).click({ force: true });
  await expect(search.getByRole("spinbutton", { name: "Bathrooms" })).toHaveValue("0");
  await search.locator(".rooms-filter summary").click();

  const max = search.getByRole("textbox", { name: "Maximum price" });
  await max.click();
  await page.keyboard.type("600000");
  await search.getByText("Price", { exact: true }).click();
  await expect(max).toHaveValue(/600.000/);
  // Dragging the minimum thumb snaps to 1,000 steps and stops a step short of the maximum.
  const thumb = search.getByRole("slider", { name: "Minimum price" });
  const track = (await search.locator(".price-range__slider").boundingBox())!;
  const y = track.y + track.height / 2;
  // The thumb's centre for a value: the native range input keeps half a thumb inside each end.
  const thumbX = async (value: number) => {
    const inset = 14;
    return track.x + inset + (value / 3_000_000) * (track.width - 2 * inset);
  };
  await page.mouse.move(await thumbX(0), y);
  await page.mouse.down();
  await page.mouse.move(track.x + track.width + 40, y, { steps: 8 });
  await page.mouse.up();
  expect(Number(await thumb.inputValue())).toBe(599_000);
  // A press on the track left of both thumbs brings the minimum there.
  await page.mouse.click(await thumbX(0), y);
  expect(Number(await thumb.inputValue())).toBe(0);

  await search.getByRole("button", { name: "Search now" }).click();
  await expect(page).toHaveURL(/\/en\/for-sale\/\?city=etterbeek%7C1040&city=uccle%7C1180&bedrooms=2&price=0-600000$/);
  const expected = expectedIds({
    goal: 0,
    cities: ["Etterbeek (1040)", "Uccle (1180)"],
    bedrooms: 2,
    maxPrice: 600_000,
  });
  expect(expected.length).toBeGreaterThan(0);
  await expect.poll(() => shownIds(page)).toEqual(expected);
});

test("choosing a goal resets the price range and keeps only the choices that goal offers", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto("/en/");
  await wake(page);
  const search = box(page);
  const max = search.getByRole("textbox", { name: "Maximum price" });
  await max.fill("");
  await max.click();
  await page.keyboard.type("800000");
  await page.keyboard.press("Enter");
  await expect(max).toHaveValue("800000");
  await max.blur();
  await expect(max).toHaveValue(/800.000/);
  await search.getByRole("combobox", { name: "I am looking for" }).click();
  await search.getByRole("option", { name: "For rent" }).click();
  await expect(max).toHaveValue("");
  await expect(max).toHaveAttribute("placeholder", "MAX");
  await expect(search.getByRole("slider", { name: "Maximum price" })).toHaveAttribute("max", "2000");
  await search.getByRole("button", { name: "Search now" }).click();
  await expect(page).toHaveURL(/\/en\/for-rent\/$/);
});

test("without JavaScript the form lands on the same URL and results", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await page.goto("/en/");
  const search = box(page);
  await search.locator("details").filter({ hasText: "I am looking for" }).locator("summary").click();
  await search.getByRole("radio", { name: "For rent" }).check();
  await search.locator("details").filter({ hasText: "City" }).locator("summary").click();
  await search.getByRole("checkbox", { name: "Ixelles (1050)" }).check();
  await search.locator("details").filter({ hasText: "Type of property" }).locator("summary").click();
  await search.getByRole("checkbox", { name: "Apartment" }).check();
  await search.locator(".rooms-filter summary").click();
  await search.getByRole("spinbutton", { name: "Bedrooms" }).fill("1");
  await search.getByRole("textbox", { name: "Maximum price" }).fill("1500");
  await search.getByRole("button", { name: "Search now" }).click();
  await expect(page).toHaveURL(/\/en\/for-rent\/\?city=ixelles%7C1050&type=2&bedrooms=1&price=0-1500$/);
  await expect
    .poll(() => shownIds(page))
    .toEqual(expectedIds({ goal: 1, cities: ["Ixelles (1050)"], type: 2, bedrooms: 1, maxPrice: 1500 }));
  await context.close();
});

test("without JavaScript the types follow the display order and a tiny maximum still searches a range", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await page.goto("/en/");
  const search = box(page);
  await search.locator("details").filter({ hasText: "Type of property" }).locator("summary").click();
  const types = search.getByRole("group", { name: "Type of property" }).getByRole("checkbox");
  const displayOrder = [
    "House",
    "Apartment",
    "Studio",
    "Plot of land",
    "Investment property",
    "Commercial property",
    "Industrial property",
    "Offices",
    "Garage/parking",
  ];
  await expect(types).toHaveCount(displayOrder.length);
  for (const [i, name] of displayOrder.entries()) await expect(types.nth(i)).toHaveAccessibleName(name);
  await search.getByRole("textbox", { name: "Maximum price" }).fill("400");
  await search.getByRole("button", { name: "Search now" }).click();
  // Below half a step the maximum is one step, never 0: a range something can fall in.
  await expect(page).toHaveURL(/\/en\/for-sale\/\?price=0-1000$/);
  await context.close();
});

test("choices made in the plain form before the box wakes up are kept", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  // Hold the search box's code back while the visitor already uses the plain form.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/chunks\/SearchBox-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/en/");
  await clientLoaded(page);
  const search = box(page);
  await search.locator("details").filter({ hasText: "City" }).locator("summary").click();
  await search.getByRole("checkbox", { name: "Uccle (1180)" }).check();
  await search.getByRole("searchbox", { name: "Reference or city" }).fill("garden");
  await search.getByRole("textbox", { name: "Maximum price" }).fill("900000");
  release();
  await expect(search).toHaveAttribute("data-enhanced", "true");
  await expect(search.getByRole("combobox", { name: "City" })).toBeVisible();
  await expect(search.locator(".select").nth(1)).toContainText("Uccle (1180)");
  await expect(search.getByRole("searchbox", { name: "Reference or city" })).toHaveValue("garden");
  await search.getByRole("button", { name: "Search now" }).click();
  await expect(page).toHaveURL(/\/en\/for-sale\/\?search=garden&city=uccle%7C1180&price=0-900000$/);
});

test("a search box reached for before the page's scripts have run wakes once they run", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  // The head's starter loads the entry once the page has loaded, or at the visitor's first input:
  // the entry is held back, so the click lands before it has wired anything.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/entry-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/en/");
  const search = box(page);
  await search.locator("details").filter({ hasText: "City" }).locator("summary").click();
  await expect(search).toHaveAttribute("data-enhanced", "false");
  release();
  await clientLoaded(page);
  await expect(search).toHaveAttribute("data-enhanced", "true");
  await expect(search.getByRole("combobox", { name: "City" })).toBeVisible();
});

test("the list page's box starts from the current search", async ({ page }) => {
  await page.goto("/en/for-rent/?city=ixelles%7C1050&bedrooms=1&price=0-1500");
  await clientLoaded(page);
  const search = box(page);
  await expect(search.locator(".select").first()).toContainText("For rent");
  await expect(search.locator(".select").nth(1)).toContainText("Ixelles (1050)");
  await expect(search.locator(".rooms-filter summary")).toContainText("1+ bedrooms");
  await search.getByRole("button", { name: "Search now" }).click();
  await expect(page).toHaveURL(/\/en\/for-rent\/\?city=ixelles%7C1050&bedrooms=1&price=0-1500$/);
});

for (const width of [375, 1366]) {
  test(`the home page with an open city list has no WCAG A/AA violations at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/en/");
    await wake(page);
    await box(page).getByRole("combobox", { name: "City" }).click();
    await expect(box(page).getByRole("listbox", { name: "City" })).toBeVisible();
    // The open list is what this checks; the home page is checked whole by accessibility.spec.ts.
    expect(await accessibilityProblems(page, { include: ["form.search-box"] })).toEqual([]);
  });
}

for (const width of [375, 1366]) {
  test(`at ${width} px the box keeps its height when it wakes up; without JavaScript it keeps no empty row`, async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/en/");
    await wake(page);
    await expect(box(page).getByRole("slider", { name: "Maximum price" })).toBeVisible();
    // Every shift the page recorded that moved part of the box or what follows it.
    const moved = await page.evaluate(() => {
      const observer = new PerformanceObserver(() => {});
      observer.observe({ type: "layout-shift", buffered: true });
      const entries = observer.takeRecords() as (PerformanceEntry & { sources: { node?: Node | null }[] })[];
      observer.disconnect();
      const form = document.querySelector("form.search-box");
      if (!form) throw new Error("the page has no search box");
      return entries
        .flatMap((entry) => entry.sources)
        .map((source) => source.node)
        .filter((node): node is Element => node instanceof Element)
        .filter(
          (node) => form.contains(node) || !!(form.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING),
        )
        .map((node) => `${node.tagName.toLowerCase()}.${node.className}`);
    });
    expect(moved, "elements moved when the box woke up").toEqual([]);

    const plain = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } });
    const without = await plain.newPage();
    await without.goto("/en/");
    const price = box(without).getByRole("group", { name: "Price" });
    const fields = box(without).getByRole("textbox", { name: "Maximum price" });
    // The price group ends with its fields: no row is kept for a slider that will not come.
    const [group, field] = await Promise.all([price.boundingBox(), fields.boundingBox()]);
    expect(group!.y + group!.height - (field!.y + field!.height)).toBeLessThan(4);
    await plain.close();
  });
}

// One page, resized from the widest screen down: each width gets its own layout once hydrated.
for (const lang of ["nl", "fr", "en"]) {
  test(`home in ${lang} at 1366, 800 and 375 px: nothing overflows (screenshots for review)`, async ({ page }) => {
    for (const [width, height] of [
      [1366, 900],
      [800, 1000],
      [375, 812],
    ] as const) {
      await page.setViewportSize({ width, height });
      if (width === 1366) {
        await page.goto(`/${lang}/`);
        await clientLoaded(page);
      }
      // Laid out again at this width, resize handlers and all.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${width} px`).toBeLessThanOrEqual(0);
      await screenshotForReview(page, `/tmp/home-${lang}-${width}.png`);
    }
    // Scrolled through, every picture on the page loads.
    await scrollThrough(page);
    await expect.poll(() => page.evaluate(() => [...document.images].every((img) => img.complete))).toBe(true);
  });
}
