import type { Locator } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

// Two fields side by side line up: their boxes share a top and a height, even when one of them
// has a hint under it or a label that wraps and the other has not.

const PAIRS: { path: string; pairs: [RegExp, RegExp][] }[] = [
  {
    path: "/en/reviews/",
    pairs: [
      [/^Your name/, /^About you/],
      [/^Email/, /^Your website/],
    ],
  },
  {
    path: "/fr/temoignages/",
    pairs: [
      [/^Votre nom/, /^À propos de vous/],
      [/^E-mail/, /^Votre site web/],
    ],
  },
  {
    path: "/nl/getuigenissen/",
    pairs: [
      [/^Uw naam/, /^Over u/],
      [/^E-mail/, /^Uw website/],
    ],
  },
  { path: "/en/valuation/", pairs: [[/^Postcode/, /^Municipality/]] },
  { path: "/fr/estimation-gratuite/", pairs: [[/^Code postal/, /^Commune/]] },
  { path: "/nl/gratis-schatting/", pairs: [[/^Postcode/, /^Gemeente/]] },
];

const box = async (field: Locator) => {
  const { y, height } = (await field.boundingBox())!;
  return { top: Math.round(y), height: Math.round(height) };
};

test("fields side by side share a top and a height at 1366 px", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, javaScriptEnabled: false });
  const page = await context.newPage();
  for (const { path, pairs } of PAIRS) {
    await page.goto(path);
    for (const [left, right] of pairs) {
      const [a, b] = await Promise.all(
        [left, right].map((name) => box(page.getByRole("main").getByRole("textbox", { name }))),
      );
      expect(b, `${path}: ${String(left)} at ${JSON.stringify(a)}, ${String(right)} beside it`).toEqual(a);
    }
  }
  await context.close();
});
