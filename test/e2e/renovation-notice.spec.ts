import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

// The notice that a home bought with an E or F label must be renovated within 5 years speaks to
// buyers of homes: an office building for sale and a house for rent with such a label do not get it.

async function energySection(page: Page, path: string) {
  await page.goto(path);
  const section = page.getByRole("region", { name: "Energy performance" });
  await expect(section.getByRole("img", { name: /^EPC label [EF]/ })).toBeVisible();
  return section;
}

test("a house for sale with label E tells its buyer about the renovation duty", async ({ page }) => {
  const section = await energySection(page, "/en/property/40131/");
  await expect(section.getByRole("note")).toHaveText(
    "A home with EPC label E or F bought from 2023 onwards must be renovated to label D or better within 5 years.",
  );
});

test("an office building for sale with label F carries no renovation notice", async ({ page }) => {
  const section = await energySection(page, "/en/property/40153/");
  await expect(section.getByRole("img", { name: "EPC label F (Flemish Region)" })).toBeVisible();
  await expect(page.getByText("must be renovated")).toHaveCount(0);
});

test("a house for rent with label F+ carries no renovation notice", async ({ page }) => {
  const section = await energySection(page, "/en/property/40245/");
  await expect(section.getByRole("img", { name: "EPC label F+ (Brussels-Capital Region)" })).toBeVisible();
  await expect(page.getByText("must be renovated")).toHaveCount(0);
});
