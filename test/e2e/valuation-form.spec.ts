import type { Page } from "@playwright/test";
import { challengeSecret, readChallenge } from "../../worker/forms/challenge.ts";
import { accessibilityProblems, clientLoaded, dataLayerEvents, expect, screenshotForReview, test } from "./fixtures.ts";
import { mailArrived } from "./mailbox.ts";

// The free valuation form in a real browser, with and without JavaScript: the property's address
// is required, problems show in the page's language with the values kept, then the thank-you page.

async function fill(page: Page) {
  await page.getByRole("radio", { name: "Mr", exact: true }).check();
  await page.getByRole("textbox", { name: "First name" }).fill("Marc");
  await page.getByRole("textbox", { name: "Last name" }).fill("Vandenberghe");
  await page.getByRole("textbox", { name: "Email" }).fill("marc.vandenberghe@example.be");
  await page.getByRole("textbox", { name: "Phone" }).fill("0475 12 34 56");
  await page.getByRole("textbox", { name: "Street" }).fill("Rue du Bailli");
  await page.getByRole("textbox", { name: "House number" }).fill("27B");
  await page.getByRole("textbox", { name: "Municipality" }).fill("Ixelles");
  await page.getByRole("radio", { name: "Apartment" }).check();
  await page.getByRole("radio", { name: "Rent out" }).check();
  await page.getByRole("checkbox", { name: "14:00-16:00" }).check();
}

test("with JavaScript: a wrong postcode shows as the owner goes, then the request is sent", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto("/en/valuation/");
  await clientLoaded(page);
  const zip = page.getByRole("textbox", { name: "Postcode" });
  await zip.fill("105");
  await zip.blur();
  await expect(
    page.getByText("Enter a four-digit Belgian postcode, or a Luxembourg one such as L-1234.").first(),
  ).toBeVisible();
  await expect(zip).toHaveAttribute("aria-invalid", "true");
  await fill(page);
  await zip.fill("1050");
  await zip.blur();
  await expect(zip).not.toHaveAttribute("aria-invalid", "true");
  await page.getByRole("checkbox", { name: /human/i }).check();
  await page.getByRole("button", { name: "Request my valuation" }).click();
  await expect(page).toHaveURL(/\/en\/thank-you\/valuation\/$/);
  // The page reports the sent form once its script has run.
  await expect
    .poll(() => dataLayerEvents(page))
    .toContainEqual(expect.objectContaining({ event: "form_submit", form_name: "contact-demand" }));

  // The agency's mail reached the development mailbox.
  await mailArrived(page, { mentions: "marc.vandenberghe@example.be" });
});

test("with JavaScript: sending without the property's address lands on the summary of problems, the first on screen", async ({
  page,
}) => {
  await page.goto("/en/valuation/");
  await clientLoaded(page);
  await page.getByRole("radio", { name: "Mr", exact: true }).check();
  await page.getByRole("textbox", { name: "First name" }).fill("Marc");
  await page.getByRole("textbox", { name: "Last name" }).fill("Vandenberghe");
  await page.getByRole("textbox", { name: "Email" }).fill("marc.vandenberghe@example.be");
  await page.getByRole("textbox", { name: "Phone" }).fill("0475 12 34 56");
  await page.getByRole("button", { name: "Request my valuation" }).click();
  await expect(page.locator(".form__problems")).toContainText("Your message was not sent");
  await expect(page.getByRole("alert", { name: /Your message was not sent/ })).toBeFocused();
  await expect(page.getByRole("textbox", { name: "Street" })).toBeInViewport();
  await expect(page.getByRole("textbox", { name: "Municipality" })).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL(/\/en\/valuation\/$/);
});

test("without JavaScript: the server says what is wrong in French, keeps the values, then thanks", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  await page.goto("/fr/estimation-gratuite/");
  await page.getByRole("radio", { name: "Mme", exact: true }).check();
  await page.getByRole("textbox", { name: "Prénom" }).fill("Anne");
  await page.getByRole("textbox", { name: /^Nom/ }).fill("Peeters");
  await page.getByRole("main").getByRole("textbox", { name: "E-mail" }).fill("anne.peeters@example.be");
  await page.getByRole("textbox", { name: "Téléphone" }).fill("02 512 34 56");
  await page.getByRole("textbox", { name: "Rue" }).fill("Chaussée de Waterloo");
  await page.getByRole("textbox", { name: "Numéro" }).fill("1120");
  await page.getByRole("textbox", { name: "Code postal" }).fill("B-1180");
  await page.getByRole("textbox", { name: "Commune" }).fill("Uccle");
  await page.getByRole("radio", { name: "Maison", exact: true }).check();
  await page.getByRole("radio", { name: "Vendre", exact: true }).check();
  await page.getByRole("button", { name: "Demander l'estimation" }).click();
  await expect(
    page.getByText("Indiquez un code postal belge à quatre chiffres, ou luxembourgeois comme L-1234.").first(),
  ).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Rue" })).toHaveValue("Chaussée de Waterloo");
  await expect(page.getByRole("radio", { name: "Maison", exact: true })).toBeChecked();
  await page.getByRole("textbox", { name: "Code postal" }).fill("1180");
  // Without JavaScript the captcha is typed characters, read here the way the worker does.
  const id = await page.locator('.captcha__fallback input[name="challenge"]').inputValue();
  const read = await readChallenge(challengeSecret({ LOCAL_STANDINS: "on" }), id, new Date());
  if (!read.ok) throw new Error(`challenge ${id} could not be read: ${read.reason}`);
  await page.locator(".captcha__answer").fill(read.challenge.characters.toLowerCase());
  await page.getByRole("button", { name: "Demander l'estimation" }).click();
  await expect(page).toHaveURL(/\/fr\/merci\/estimation-gratuite\/$/);
  await context.close();
});

for (const width of [375, 1366]) {
  test(`the valuation page with its form has no WCAG A/AA violations at ${width} px`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.goto("/nl/gratis-schatting/");
    await clientLoaded(page);
    await page.getByRole("button", { name: "Schatting aanvragen" }).click();
    await expect(page.locator(".form__problems")).toBeVisible();
    await expect(page.locator(".form__problems")).toContainText(": kies een van de opties.");
    await expect(page.locator(".form__problems")).not.toContainText("Invalid key");
    expect(await accessibilityProblems(page)).toEqual([]);
    await screenshotForReview(page, `/tmp/valuation-${width}.png`);
    await context.close();
  });
}
