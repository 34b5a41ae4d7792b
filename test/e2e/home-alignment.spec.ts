import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

// The home page at 1366 px lines up: the search box's controls sit on one line whatever the
// length of their labels, a text cut to its box can be read in full (title), and in each row of
// the property modules the price lines and the facts lines are level, each facts line one line.
// In nl, fr and en, with and without JavaScript.

const TEXTS = {
  nl: {
    placeholder: "zoek op referentie of gemeente",
    summaries: ["Te koop", "Alle gemeenten", "Alle types", "Geen voorkeur"],
    minimum: "Minimumprijs",
  },
  fr: {
    placeholder: "recherche par référence ou commune",
    summaries: ["À vendre", "Toutes les communes", "Tous les types", "Indifférent"],
    minimum: "Prix minimum",
  },
  en: {
    placeholder: "search by reference or city",
    summaries: ["For sale", "All cities", "All types", "Any number"],
    minimum: "Minimum price",
  },
} as const;

const top = async (locator: Locator) => Math.round((await locator.boundingBox())!.y);
const middle = async (locator: Locator) => {
  const box = (await locator.boundingBox())!;
  return Math.round(box.y + box.height / 2);
};

/** The cards of each module grid on the page, row by row (cards sharing a top). */
async function cardRows(page: Page): Promise<Locator[][]> {
  const rows: Locator[][] = [];
  for (const grid of await page
    .getByRole("main")
    .getByRole("list")
    .filter({ has: page.getByRole("article") })
    .all()) {
    const byTop = new Map<number, Locator[]>();
    for (const card of await grid.getByRole("article").all()) {
      const y = await top(card);
      byTop.set(y, [...(byTop.get(y) ?? []), card]);
    }
    rows.push(...[...byTop.values()].filter((row) => row.length > 1));
  }
  return rows;
}

for (const javaScriptEnabled of [true, false]) {
  for (const lang of ["nl", "fr", "en"] as const) {
    test(`${lang} home at 1366 px ${javaScriptEnabled ? "with" : "without"} JavaScript: search controls and card lines are level`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, javaScriptEnabled });
      const page = await context.newPage();
      await page.goto(`/${lang}/`);
      if (javaScriptEnabled) await expect(page.locator("html")).toHaveAttribute("data-client-loaded", "true");
      const text = TEXTS[lang];
      const search = page.getByRole("search");

      // The text field, each select's summary and the price fields sit on one line.
      const field = search.getByRole("searchbox");
      const boxes = [
        field,
        search.getByRole("textbox", { name: text.minimum }),
        ...text.summaries.map((summary) => search.getByText(summary, { exact: true }).first()),
      ];
      const middles = await Promise.all(boxes.map(middle));
      for (const y of middles)
        expect(Math.abs(y - middles[0]!), `middles ${middles.join(", ")}`).toBeLessThanOrEqual(2);
      // What a box may cut, it gives in full.
      await expect(field).toHaveAttribute("title", text.placeholder);
      for (const summary of text.summaries) await expect(search.getByTitle(summary, { exact: true })).toBeVisible();

      const rows = await cardRows(page);
      expect(rows.length).toBeGreaterThan(1);
      for (const row of rows) {
        const prices = await Promise.all(row.map((card) => top(card.getByRole("heading").locator("span:last-child"))));
        expect(new Set(prices).size, `prices ${prices.join(", ")}`).toBe(1);
        // The facts are one line in every card, whatever rooms it counts.
        const facts = await Promise.all(row.map((card) => top(card.getByRole("list"))));
        expect(new Set(facts).size, `facts ${facts.join(", ")}`).toBe(1);
        for (const card of row) {
          const middles = await Promise.all((await card.getByRole("listitem").all()).map(middle));
          expect(
            Math.max(...middles) - Math.min(...middles),
            `facts of one card at ${middles.join(", ")}`,
          ).toBeLessThanOrEqual(2);
        }
      }
      await context.close();
    });
  }
}
