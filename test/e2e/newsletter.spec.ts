import { accessibilityProblems, clientLoaded, expect, test } from "./fixtures.ts";
import { mailArrived, mailPage } from "./mailbox.ts";

// The newsletter journey in a real browser: the footer's line takes the address to the
// newsletter page, the sign-up's confirmation reaches the development mailbox with an
// unsubscribe link, and that link unsubscribes without logging in. Then the demand register's
// page, checked for accessibility with its problems showing.

test("sign up from the footer, find the mail in the mailbox, follow its unsubscribe link and confirm", async ({
  page,
}) => {
  const email = `nina.${Date.now()}@example.be`;
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto("/en/for-sale/");
  const footer = page.locator("footer");
  await footer.getByRole("textbox", { name: "Your e-mail address" }).fill(email);
  await footer.getByRole("button", { name: "Subscribe" }).click();

  // The newsletter page starts with the address filled in; its footer does not repeat the line.
  await expect(page).toHaveURL(/\/en\/newsletter\/\?email=/);
  await clientLoaded(page);
  await expect(page.getByRole("textbox", { name: "Email" })).toHaveValue(email);
  await expect(page.locator("footer").getByRole("button", { name: "Subscribe" })).toHaveCount(0);
  await page.getByRole("textbox", { name: "First name" }).fill("Nina");
  await page.getByRole("checkbox", { name: /human/i }).check();
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page).toHaveURL(/\/en\/thank-you\/newsletter\/$/);
  await expect(page.getByRole("heading", { level: 2, name: "You are subscribed to our newsletter" })).toBeVisible();

  // The confirmation reaches the development mailbox, with its unsubscribe link.
  // The mail's text, read without opening its sandboxed HTML frame.
  const { text } = await mailPage(page, await mailArrived(page, { to: email }));
  const link = /https?:\/\/[^\s"<]+\/en\/unsubscribe\/\?kind=newsletter&id=\d+&token=[\w-]+/.exec(text)?.[0] ?? "";
  expect(link, "the unsubscribe link in the confirmation").not.toBe("");

  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Unsubscribe from our newsletter?" })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("heading", { name: "You have been unsubscribed" })).toBeVisible();
  // The page's own content is checked here; the header and footer around it are checked on
  // every other page's accessibility test, and checking them again made this journey slow.
  expect(await accessibilityProblems(page, { include: ["main"] })).toEqual([]);

  // Repeating is harmless.
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "You have been unsubscribed" })).toBeVisible();
});

test("without JavaScript the demand register says what is missing in Dutch and keeps the values", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  await page.goto("/nl/zoekopdracht/");
  await page.getByRole("radio", { name: "Dhr.", exact: true }).check();
  await page.getByRole("textbox", { name: "Voornaam" }).fill("Tom");
  await page.getByRole("radio", { name: "Huren", exact: true }).check();
  await page.getByRole("checkbox", { name: "Appartement", exact: true }).check();
  await page.getByRole("textbox", { name: "Minimumprijs" }).fill("1500");
  await page.getByRole("textbox", { name: "Maximumprijs" }).fill("900");
  await page.getByRole("button", { name: "Hou me op de hoogte" }).click();
  await expect(page.getByText("De maximumprijs mag niet lager zijn dan de minimumprijs.").first()).toBeVisible();
  await expect(page.getByText("Vink minstens één gemeente aan of geef een postcode.").first()).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Voornaam" })).toHaveValue("Tom");
  await expect(page.getByRole("checkbox", { name: "Appartement", exact: true })).toBeChecked();
  await expect(page.getByRole("textbox", { name: "Minimumprijs" })).toHaveValue("1500");
  await context.close();
});

for (const width of [375, 1366]) {
  test(`the demand register with its problems showing has no WCAG A/AA violations at ${width} px`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.goto("/fr/recherche/");
    await clientLoaded(page);
    await page.getByRole("button", { name: "Tenez-moi informé" }).click();
    await expect(page.locator(".form__problems")).toContainText(
      "Types de biens : choisissez au moins un type de bien.",
    );
    await expect(page.locator(".form__problems")).toContainText(
      "Codes postaux : cochez au moins une commune ou indiquez un code postal.",
    );
    expect(await accessibilityProblems(page, { include: ["main"] })).toEqual([]);
    await context.close();
  });
}
