import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

// Bathrooms and shower rooms, as a buyer compares them: the card in the list, the key facts under
// the photos and the field table further down say the same, and never add the two up.

/** The value the field table gives a label ("Bathrooms" → "3"). */
function fieldValue(page: Page, label: string) {
  return page
    .locator("dl div")
    .filter({ has: page.getByRole("term").getByText(label, { exact: true }) })
    .getByRole("definition");
}

const keyFact = (page: Page, label: string) =>
  page.getByRole("list", { name: "Key facts" }).getByRole("listitem").filter({ hasText: label });

test("a villa with three bathrooms and a shower room says so in its key facts and its field table", async ({
  page,
}) => {
  await page.goto("/en/property/40125/");
  await expect(keyFact(page, "Bathrooms")).toHaveText("3Bathrooms");
  await expect(keyFact(page, "Shower rooms")).toHaveText("1Shower rooms");
  await expect(fieldValue(page, "Bathrooms")).toHaveText("3");
  await expect(fieldValue(page, "Shower rooms")).toHaveText("1");
});

test("a house's card in the list gives the bathrooms and shower rooms its page gives", async ({ page }) => {
  await page.goto("/en/for-sale/?search=40149");
  const card = page
    .getByRole("article")
    .filter({ has: page.getByRole("link", { name: /Sint-Pieters-Woluwe|Woluwe-Saint-Pierre/ }) });
  await expect(card.getByRole("listitem").filter({ hasText: "bathrooms" })).toHaveText(/2 bathrooms/);
  await expect(card.getByRole("listitem").filter({ hasText: "shower room" })).toHaveText(/1 shower room/);
  await card.getByRole("link").first().click();
  await expect(keyFact(page, "Bathrooms")).toHaveText("2Bathrooms");
  await expect(keyFact(page, "Shower rooms")).toHaveText("1Shower rooms");
  await expect(fieldValue(page, "Bathrooms")).toHaveText("2");
  await expect(fieldValue(page, "Shower rooms")).toHaveText("1");
});

test("the French key facts name bathrooms, not every room with water", async ({ page }) => {
  await page.goto("/fr/property/40125/");
  await expect(
    page.getByRole("list", { name: "Points clés" }).getByRole("listitem").filter({ hasText: "Salles de bains" }),
  ).toHaveText("3Salles de bains");
  await expect(
    page.getByRole("list", { name: "Points clés" }).getByRole("listitem").filter({ hasText: "Salles de douche" }),
  ).toHaveText("1Salles de douche");
});
