import { accessibilityProblems, clientLoaded, expect, test } from "./fixtures.ts";
import { mailArrived } from "./mailbox.ts";

// The offer to buy in a real browser, opened for a sale listing with ?property=: JavaScript
// writes the amount in words and the 10 % deposit as the buyer types the digits, the offer is
// sent, the thank-you page follows and the agency's mail reaches the development mailbox.

const SALE = 40112;

/** An ISO date `days` from today (the browser's day; Brussels in these tests). */
function inDays(days: number): string {
  const today = new Date();
  return new Date(Date.UTC(today.getFullYear(), today.getMonth(), today.getDate() + days)).toISOString().slice(0, 10);
}

test("with JavaScript: the words and the deposit follow the amount, then the offer is sent", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/en/make-an-offer/?property=${SALE}`);
  await clientLoaded(page);
  await expect(page.getByText("Renovated duplex with south-west terrace near Place du Châtelain")).toBeVisible();
  await expect(page.getByText("10 % of the asking price: € 42.500")).toBeVisible();

  const field = (name: string) => page.locator(`#offer-to-buy-${name}`);
  await page.getByRole("radio", { name: "Mr", exact: true }).first().check();
  await field("firstName").fill("Thomas");
  await field("lastName").fill("Dubois");
  await field("email").fill("thomas.dubois.e2e@example.be");
  await field("phone").fill("0477 11 22 33");
  await field("street").fill("Avenue Brugmann");
  await field("houseNumber").fill("250");
  await field("zip").fill("1180");
  await field("city").fill("Uccle");
  await field("birthDate").fill("1985-09-02");

  const amount = page.getByRole("textbox", { name: /Amount offered \(€, in digits\)/ });
  const words = page.getByRole("textbox", { name: /Amount offered in words/ });
  await amount.fill("410000");
  await expect(words).toHaveValue("four hundred and ten thousand euros");
  await expect(page.locator(".offer-deposit")).toContainText("10 % of your offer: € 41.000");
  // The words keep following the digits while the buyer has not rewritten them.
  await amount.fill("415.000");
  await expect(words).toHaveValue("four hundred and fifteen thousand euros");
  await expect(page.locator(".offer-deposit")).toContainText("10 % of your offer: € 41.500");

  await field("startDate").fill(inDays(1));
  await field("endDate").fill(inDays(15));
  await field("place").fill("Uccle");
  await field("signDate").fill(inDays(1));
  await expect(page.getByText("Your offer binds you only once it is signed.")).toBeVisible();
  await page.getByRole("checkbox", { name: /human/i }).check();
  await page.getByRole("button", { name: "Send my offer" }).click();
  await expect(page).toHaveURL(/\/en\/thank-you\/offer\/$/);
  await expect(page.getByText("An offer is binding only once it is signed.")).toBeVisible();

  // The agency's mail reached the development mailbox.
  await mailArrived(page, { mentions: "thomas.dubois.e2e@example.be" });
});

test("with JavaScript: a second buyer half filled in and an end date before the start are shown before sending", async ({
  page,
}) => {
  await page.goto(`/nl/bod-uitbrengen/?property=${SALE}`);
  await clientLoaded(page);
  await page.locator("#offer-to-buy-bFirstName").fill("Claire");
  await page.locator("#offer-to-buy-startDate").fill(inDays(5));
  await page.locator("#offer-to-buy-endDate").fill(inDays(2));
  await page.getByRole("button", { name: "Mijn bod versturen" }).click();
  await expect(page.locator(".form__problems")).toBeVisible();
  await expect(page.locator(".form__problems")).toContainText(
    "Bod geldig tot en met: de einddatum moet na de begindatum liggen.",
  );
  await expect(page.locator("#offer-to-buy-bLastName")).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#offer-to-buy-bEmail")).not.toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL(/\/nl\/bod-uitbrengen\/\?property=40112$/);
});

test("without a sale listing the page explains where offers are made and links to the sale list", async ({ page }) => {
  await page.goto("/fr/faire-une-offre/");
  await expect(page.getByRole("heading", { name: "Une offre se fait depuis la page d'un bien" })).toBeVisible();
  await expect(page.locator("form.form")).toHaveCount(0);
  await page.getByRole("link", { name: "Voir les biens à vendre" }).click();
  await expect(page).toHaveURL(/\/fr\/a-vendre\/$/);
});

test("the offer page with its problems shown has no WCAG A/AA violations", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 900 } });
  const page = await context.newPage();
  await page.goto(`/en/make-an-offer/?property=${SALE}`);
  await clientLoaded(page);
  await page.getByRole("button", { name: "Send my offer" }).click();
  await expect(page.locator(".form__problems")).toBeVisible();
  expect(await accessibilityProblems(page)).toEqual([]);
  await context.close();
});
