import type { Browser } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

// A list opens on its results (decision 052): one title in a slim banner, then the search, the
// count, the sort and the cards. At 1366×900 the count, the sort and the first results show on
// the first screen; on a phone the filters fold behind one Filters button saying how many are in
// force, so the first card starts on the first screen. With and without JavaScript.

const LISTS = [
  {
    lang: "nl",
    path: "/nl/te-koop/",
    title: "Ons aanbod te koop",
    count: /^\d+ panden te koop$/,
    sort: "Sorteren op",
    filters: "Filters",
    active: 0,
    activeWord: "actief",
    submit: "Zoek nu",
  },
  {
    lang: "fr",
    path: "/fr/a-vendre/?type=2&bedrooms=2",
    title: "Nos biens à vendre",
    count: /^\d+ biens? à vendre$/,
    sort: "Trier par",
    filters: "Filtres",
    active: 2,
    activeWord: "actifs",
    submit: "Rechercher",
  },
  {
    lang: "en",
    path: "/en/for-rent/?bedrooms=1",
    title: "Properties to let",
    count: /^\d+ propert(y|ies) for rent$/,
    sort: "Sort by",
    filters: "Filters",
    active: 1,
    activeWord: "active",
    submit: "Search now",
  },
] as const;

async function open(
  browser: Browser,
  viewport: { width: number; height: number },
  path: string,
  javaScriptEnabled: boolean,
) {
  const context = await browser.newContext({ viewport, javaScriptEnabled });
  const page = await context.newPage();
  await page.goto(path);
  if (javaScriptEnabled) await expect(page.locator("html")).toHaveAttribute("data-client-loaded", "true");
  return { page, context };
}

for (const javaScriptEnabled of [true, false]) {
  const how = javaScriptEnabled ? "with" : "without";
  for (const list of LISTS) {
    test(`${list.lang} at 1366×900 ${how} JavaScript: one title, then the count, the sort and the first results on the first screen`, async ({
      browser,
    }) => {
      const { page, context } = await open(browser, { width: 1366, height: 900 }, list.path, javaScriptEnabled);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(list.title);
      await expect(page.getByRole("search")).toBeVisible();
      await expect(page.getByText(list.filters, { exact: true })).toBeHidden();
      const count = (await page.getByRole("heading", { level: 2, name: list.count }).boundingBox())!;
      expect(count.y + count.height).toBeLessThanOrEqual(900);
      const sort = (await page.getByText(list.sort).boundingBox())!;
      expect(sort.y + sort.height).toBeLessThanOrEqual(900);
      // The first row of cards: at least a third of each card shows without scrolling.
      const card = (await page.locator(".property-card").first().boundingBox())!;
      expect(card.y + card.height / 3).toBeLessThanOrEqual(900);
      if (process.env.E2E_SCREENSHOTS)
        await page.screenshot({ path: `/tmp/list-first-screen-${list.lang}-1366-${how}-js.png` });
      await context.close();
    });

    test(`${list.lang} at 375×812 ${how} JavaScript: the filters fold behind one button and the first card starts on the first screen`, async ({
      browser,
    }) => {
      const { page, context } = await open(browser, { width: 375, height: 812 }, list.path, javaScriptEnabled);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(list.title);
      const toggle = page.getByText(list.filters, { exact: true });
      await expect(toggle).toBeVisible();
      // The button says how many filters are in force.
      const button = page.locator("summary", { has: toggle });
      if (list.active > 0)
        await expect(button).toHaveText(
          new RegExp(`^${list.filters}\\s*${list.active}\\s*\\(${list.active} ${list.activeWord}\\)$`),
        );
      else await expect(button).toHaveText(list.filters);
      await expect(page.getByRole("search")).toBeHidden();
      const card = (await page.locator(".property-card").first().boundingBox())!;
      expect(card.y).toBeLessThan(812);
      if (process.env.E2E_SCREENSHOTS)
        await page.screenshot({ path: `/tmp/list-first-screen-${list.lang}-375-${how}-js.png` });

      // Opened, the search is there, filled with the current search, and sends it again.
      await toggle.click();
      await expect(page.getByRole("search")).toBeVisible();
      await page.getByRole("search").getByRole("button", { name: list.submit }).click();
      await expect(page).toHaveURL(new RegExp(`${list.path.replace(/[?]/g, "\\?")}$`));
      await context.close();
    });
  }
}
