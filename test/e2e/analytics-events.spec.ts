import type { Page } from "@playwright/test";
import { clientLoaded, dataLayerEvents, expect, test } from "./fixtures.ts";

// The analytics events in a real browser, read back from window.dataLayer: a filtered list, a detail
// page and its prints, the home search, and the utm parameters kept for the visit.
// Every test runs with the cookie dialog answered "declined": the events still reach the data
// layer, where no tag reads them.

type Entry = Record<string, unknown> & { event?: string };

const named = (entries: Entry[], event: string) => entries.filter((e) => e.event === event);

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await clientLoaded(page);
}

const DETAIL = "/en/for-sale/ixelles/duplex/40112/";

test("a filtered list reports the list and the search once; reloading or paging does not repeat the search", async ({
  page,
}) => {
  await open(page, "/en/for-sale/?city=ixelles%7C1050&type=2");
  const first = await dataLayerEvents(page);
  const [list] = named(first, "view_item_list");
  expect(list).toMatchObject({
    item_list_id: "for_sale",
    goal: "sale",
    page_number: 1,
    city: "Ixelles (1050)",
    property_type: "Apartment",
    language: "en",
  });
  const cards = await page.locator(".property-card").count();
  expect(list!.results).toBe(cards);
  expect((list!.ecommerce as { items: unknown[] }).items).toHaveLength(cards);
  // The tag manager's ecommerce object is cleared before each ecommerce event.
  expect(first[first.indexOf(list!) - 1]).toEqual({ ecommerce: null });
  expect(named(first, "search")).toEqual([
    {
      event: "search",
      city: "Ixelles (1050)",
      property_type: "Apartment",
      goal: "sale",
      results: cards,
      language: "en",
    },
  ]);

  await page.reload();
  await clientLoaded(page);
  const again = await dataLayerEvents(page);
  expect(named(again, "view_item_list")).toHaveLength(1);
  expect(named(again, "search")).toEqual([]);

  // Sorting the same results is not a new search; removing a filter is.
  await open(page, "/en/for-sale/?city=ixelles%7C1050&type=2&sort=price-desc");
  expect(named(await dataLayerEvents(page), "search")).toEqual([]);
  await page.locator("a.filter-chip").first().click();
  await clientLoaded(page);
  expect(named(await dataLayerEvents(page), "search")).toHaveLength(1);
});

test("a list's items reach the data layer named as their cards, in the cards' order", async ({ page }) => {
  await open(page, "/en/for-rent/");
  const [list] = named(await dataLayerEvents(page), "view_item_list");
  const items = (list!.ecommerce as { items: Record<string, unknown>[] }).items;
  // A card's link reads its title, then its place and price.
  const titles = await page.locator("main article a > :first-child").allTextContents();
  expect(titles.length).toBeGreaterThan(1);
  expect(items.map((i) => i.item_name)).toEqual(titles);
  expect(items.map((i) => i.index)).toEqual(titles.map((_, i) => i));
  for (const item of items)
    expect(item).toMatchObject({ item_category: "rent", item_list_id: "for_rent", item_list_name: "For rent" });
  expect(list!.ecommerce).toMatchObject({ item_list_id: "for_rent", item_list_name: "For rent" });
});

test("a detail page reports view_item, and each print once: the button's and the browser's own", async ({ page }) => {
  await open(page, DETAIL);
  const [item] = named(await dataLayerEvents(page), "view_item");
  expect(item).toMatchObject({
    item_type: "listing",
    item_id: "40112",
    goal: "sale",
    currency: "EUR",
    city: "Ixelles",
    status: "available",
  });
  expect(typeof item!.price).toBe("number");
  // The item is named as the page's heading names it.
  expect((item!.ecommerce as { items: unknown[] }).items).toEqual([
    {
      item_id: "40112",
      item_name: await page.getByRole("heading", { level: 1 }).textContent(),
      item_category: "sale",
      item_category2: item!.property_type,
      item_category3: "Ixelles",
      item_variant: "available",
      price: item!.price,
    },
  ]);

  // A print dialog fires beforeprint and afterprint, as the browser's does.
  await page.evaluate(() => {
    const w = window as unknown as { printed: number };
    w.printed = 0;
    window.print = () => {
      window.dispatchEvent(new Event("beforeprint"));
      w.printed++;
      window.dispatchEvent(new Event("afterprint"));
    };
  });
  await page.getByRole("button", { name: "Print" }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  expect(named(await dataLayerEvents(page), "print")).toEqual([
    {
      event: "print",
      item_type: "listing",
      item_id: "40112",
      item_reference: item!.item_reference,
      language: "en",
      print_method: "button",
    },
  ]);

  // Ctrl+P, some time later: the browser's own command.
  await page.clock.install();
  await page.clock.fastForward(5000);
  await page.evaluate(() => window.dispatchEvent(new Event("beforeprint")));
  expect(named(await dataLayerEvents(page), "print").map((e) => e.print_method)).toEqual(["button", "browser"]);
});

test("the home search is reported on the list it lands on, once", async ({ page }) => {
  await open(page, "/en/");
  expect(named(await dataLayerEvents(page), "search")).toEqual([]);
  const box = page.getByRole("search", { name: "Search properties" });
  await box.getByRole("searchbox", { name: "Reference or city" }).fill("Uccle");
  // Typing wakes the search box; the search it reports is the one it sends once awake.
  await expect(page.locator('[data-island="SearchBox"]')).toHaveAttribute("data-hydrated", "true");
  await box.getByRole("button", { name: "Search now" }).click();
  await expect(page).toHaveURL(/\/en\/for-sale\/\?search=Uccle$/);
  await clientLoaded(page);
  const entries = await dataLayerEvents(page);
  const searches = named(entries, "search");
  expect(searches).toHaveLength(1);
  expect(searches[0]).toMatchObject({
    search_term: "Uccle",
    goal: "sale",
    results: await page.locator(".property-card").count(),
  });
  expect(named(entries, "view_item_list")[0]).toMatchObject({ search_term: "Uccle" });
});

test("utm parameters are kept for the visit, carried by later pages' events, and replaced by new ones", async ({
  page,
}) => {
  await open(page, "/en/?utm_source=newsletter&utm_medium=email&utm_campaign=spring&gclid=abc123");
  const stored = await page.evaluate(() => sessionStorage.getItem("utm_parameters"));
  expect(JSON.parse(stored!)).toEqual({ utm_source: "newsletter", utm_medium: "email", utm_campaign: "spring" });

  await open(page, DETAIL);
  const [item] = named(await dataLayerEvents(page), "view_item");
  expect(item).toMatchObject({
    item_id: "40112",
    utm_source: "newsletter",
    utm_medium: "email",
    utm_campaign: "spring",
  });
  expect(item).not.toHaveProperty("gclid");

  await open(page, "/en/for-rent/?utm_source=google&utm_medium=cpc");
  await open(page, "/en/for-sale/");
  const [list] = named(await dataLayerEvents(page), "view_item_list");
  expect(list).toMatchObject({ utm_source: "google", utm_medium: "cpc" });
  expect(list).not.toHaveProperty("utm_campaign");
});

test("a storage that refuses does not break the page; the address's utm still count", async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, "sessionStorage", {
      get() {
        throw new DOMException("The operation is insecure.", "SecurityError");
      },
    });
  });
  await open(page, `${DETAIL}?utm_source=private`);
  expect(named(await dataLayerEvents(page), "view_item")[0]).toMatchObject({ item_id: "40112", utm_source: "private" });
});
