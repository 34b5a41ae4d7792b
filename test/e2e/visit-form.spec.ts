import type { Page } from "@playwright/test";
import { challengeSecret, readChallenge } from "../../worker/forms/challenge.ts";
import {
  accessibilityProblems,
  clientLoaded,
  dataLayerEvents,
  expect,
  partScreenshotForReview,
  test,
} from "./fixtures.ts";
import { mailArrived, mailPage } from "./mailbox.ts";

// The visit request on a listing's page in a real browser, with and without JavaScript: the price
// block's "Ask for a visit" or the link under the section's heading opens it, a free time is
// chosen, the confirmations with the listing's amounts are ticked, then the thank-you page and
// the visitor's mail with the visit.
// The two journeys take different times, so they never compete for the same seat.

const RENT = "/en/for-rent/ixelles/apartment/40232/";
const SALE = "/en/for-sale/ixelles/duplex/40112/";

/** A fresh address per run: the development mailbox keeps earlier runs' mails. */
const address = (name: string) => `${name}.${Date.now()}@example.be`;

/**
 * The text of the mail sent to `to`, once the queue has delivered it to the development mailbox.
 * The mail's page is read over HTTP: its HTML sits in a sandboxed frame the browser may not script.
 */
async function mailTo(page: Page, to: string): Promise<string> {
  const { text } = await mailPage(page, await mailArrived(page, { to }, { only: true }));
  return text.replace(/\u202f|\u00a0/g, " ");
}

test("with JavaScript: from the price block to a booked visit, its thank-you page and the visitor's mail", async ({
  page,
}) => {
  // A whole journey across four pages and the mailbox: about 15 s, twice that on a loaded machine.
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(RENT);
  await clientLoaded(page);
  await page.locator(".price-block").getByRole("link", { name: "Ask for a visit" }).click();
  // The same page again, with the visit request open and scrolled to.
  await expect(page).toHaveURL(/\?form=contact-appointment#form-contact-appointment$/);
  const form = page.locator("#form-contact-appointment");
  await expect(form.getByRole("heading", { name: "Request a visit" })).toBeInViewport();
  await clientLoaded(page);

  const email = address("ann");
  await form.getByRole("radio", { name: "Ms", exact: true }).check();
  await form.getByRole("textbox", { name: "First name" }).fill("Ann");
  await form.getByRole("textbox", { name: "Last name" }).fill("Peeters");
  await form.getByRole("textbox", { name: "Email" }).fill(email);
  await form.getByRole("textbox", { name: "Phone" }).fill("0475 12 34 56");
  const persons = form.getByRole("textbox", { name: /Number of persons/ });
  await persons.fill("9");
  await persons.blur();
  await form.locator(".visit-slots input[type=radio]").first().check();
  const time = await form.locator(".visit-slots input[type=radio]:checked + span").textContent();
  await expect(form.getByText("I have read the description of the property.")).toBeVisible();
  await expect(form.getByText("Our household's net monthly income is at least € 4.800.")).toBeVisible();
  // Sending without the confirmations: the browser lists them before any round trip.
  await form.getByRole("button", { name: "Book my visit" }).click();
  await expect(form.locator(".form__problems")).toContainText(": please tick this box to confirm.");
  // The visitor lands on the summary, right above the first box to tick.
  await expect(form.getByRole("alert", { name: /Your message was not sent/ })).toBeFocused();
  await expect(form.getByRole("checkbox", { name: /net monthly income/ })).toBeInViewport();
  for (const name of [/net monthly income/, /number of occupants/, /read the description/, /At signing I will pay/])
    await form.getByRole("checkbox", { name }).check();
  // Leaving the last box clears the summary of problems above: the form moves up once, before the next click.
  await form.getByRole("checkbox", { name: /At signing I will pay/ }).blur();
  await expect(form.locator(".form__problems")).toHaveCount(0);
  await form.getByRole("checkbox", { name: /human/i }).check();
  await form.getByRole("button", { name: "Book my visit" }).click();
  // Nine persons is more than the two bedrooms take: the server says so and keeps everything.
  await expect(page.locator("#contact-appointment-persons-error")).toHaveText(
    "That is more occupants than this property takes.",
  );
  await expect(form.getByRole("textbox", { name: "Last name" })).toHaveValue("Peeters");
  await expect(form.getByRole("checkbox", { name: /read the description/ })).toBeChecked();
  await clientLoaded(page);
  await form.getByRole("textbox", { name: /Number of persons/ }).fill("3");
  await form.locator(".visit-slots input[type=radio]").first().check();
  await form.getByRole("checkbox", { name: /human/i }).check();
  await form.getByRole("button", { name: "Book my visit" }).click();

  await expect(page).toHaveURL(/\/en\/thank-you\/contact-appointment\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // The page reports the sent form once its script has run.
  await expect
    .poll(() => dataLayerEvents(page))
    .toContainEqual(expect.objectContaining({ event: "form_submit", form_name: "contact-appointment" }));

  const text = await mailTo(page, email);
  expect(text).toContain("Your visit");
  expect(text).toContain(`Time: ${time}`);
  expect(text).toContain("Rent deposit, three months' rent (at signing): € 4.350");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the server says what is missing in French, keeps the values, books the visit and thanks", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(SALE);
    const french = await page.locator('link[rel="alternate"][hreflang="fr"]').getAttribute("href");
    await page.goto(new URL(french!).pathname);
    const form = page.locator("#form-contact-appointment");
    await expect(page.getByRole("heading", { name: "Demander une visite", exact: true })).toBeVisible();
    // The form opens by the plain link under its heading.
    await expect(form.getByRole("textbox")).toHaveCount(0);
    await form.getByRole("link", { name: "Planifier une visite" }).click();
    await expect(page).toHaveURL(/\?form=contact-appointment#form-contact-appointment$/);
    await expect(form.getByRole("textbox", { name: "Prénom" })).toBeInViewport();
    const email = address("marc");
    await form.getByRole("radio", { name: "M.", exact: true }).check();
    await form.getByRole("textbox", { name: "Prénom" }).fill("Marc");
    await form.getByRole("textbox", { name: /^Nom/ }).fill("Dubois");
    await form.getByRole("textbox", { name: "E-mail" }).fill(email);
    await form.getByRole("textbox", { name: "Téléphone" }).fill("02 512 34 56");
    await form.getByRole("checkbox", { name: /J'ai lu la description/ }).check();
    await form.getByRole("checkbox", { name: /acompte de 10 %/ }).check();
    await form.getByRole("button", { name: "Réserver ma visite" }).click();

    // No time chosen (and no captcha answered): 422, the values kept.
    await expect(page.getByText("Choisissez un moment pour votre visite.").first()).toBeVisible();
    await expect(form.getByRole("textbox", { name: "Prénom" })).toHaveValue("Marc");
    await expect(form.getByRole("checkbox", { name: /acompte de 10 %/ })).toBeChecked();
    await form.locator(".visit-slots input[type=radio]").last().check();
    // Without JavaScript the captcha is typed characters, read here the way the worker does.
    const id = await form.locator('.captcha__fallback input[name="challenge"]').inputValue();
    const read = await readChallenge(challengeSecret({ LOCAL_STANDINS: "on" }), id, new Date());
    if (!read.ok) throw new Error(`challenge ${id} could not be read: ${read.reason}`);
    await form.locator(".captcha__answer").fill(read.challenge.characters.toLowerCase());
    await form.getByRole("button", { name: "Réserver ma visite" }).click();
    await expect(page).toHaveURL(/\/fr\/merci\/contact-appointment\/$/);

    const text = await mailTo(page, email);
    expect(text).toContain("Votre visite");
    expect(text).toMatch(/Acompte à la signature du compromis de vente \(10 %\): [\d ]+ €/);
  });
});

test("the visit request has no WCAG A/AA violations once its problems show", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${RENT}?form=contact-appointment`);
  await clientLoaded(page);
  await page.locator("#form-contact-appointment").getByRole("button", { name: "Book my visit" }).click();
  await expect(page.locator("#form-contact-appointment .form__problems")).toBeVisible();
  expect(await accessibilityProblems(page, { include: ["#form-contact-appointment"] })).toEqual([]);
  await partScreenshotForReview(page.locator("#form-contact-appointment"), "/tmp/visit-form-375.png");
  await context.close();
});
