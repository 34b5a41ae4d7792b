import type { FrameLocator, Page, TestInfo } from "@playwright/test";
import { clientLoaded, expect, test } from "./fixtures.ts";
import { mailArrived } from "./mailbox.ts";

// Mails as their readers see them, sent from a running site and read in its development mailbox:
// the agency's in French (the site's default), the visitor's in the page's language. Dates and
// amounts are written out, nothing is left empty, the property is named by its title and
// reference with a link, each form has its own subject and opening, and a listing's photo is a
// JPEG a mail program shows. With E2E_SCREENSHOTS set, every mail read is also kept as
// screenshots (375 and 1366 px wide) with the test's results, for a person to look at.

const SALE = 40112;
const LISTING = `/en/for-sale/ixelles/duplex/${SALE}/`;
const TITLE = "Renovated duplex with south-west terrace near Place du Châtelain";
const AGENCY = "info@lambermont-immo.be";
/** Names and addresses of this run: the mailbox keeps the mail of earlier runs. */
const run = Date.now().toString(36);

test.describe.configure({ mode: "serial" });

/** An ISO date `days` from today (the browser's day; Brussels in these tests). */
function inDays(days: number): string {
  const today = new Date();
  return new Date(Date.UTC(today.getFullYear(), today.getMonth(), today.getDate() + days)).toISOString().slice(0, 10);
}

/** The address of the mail to `to` with that subject, once the queue has sent it. */
async function mailHref(page: Page, to: string, subject: string | RegExp): Promise<string> {
  return (await mailArrived(page, { to, subject }, { only: true })).href;
}

/** Opens the mail's page in the mailbox and returns its HTML as the sandboxed frame shows it. */
async function openMail(page: Page, href: string): Promise<FrameLocator> {
  await page.goto(href);
  return page.frameLocator("iframe");
}

/** The mail's HTML on its own, as a phone's and a desktop's mail program show it, kept with the test's results. */
async function keepScreenshots(page: Page, testInfo: TestInfo, href: string, name: string): Promise<void> {
  if (!process.env.E2E_SCREENSHOTS) return;
  for (const width of [375, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${href}html`);
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
  }
}

/** Playwright's own probes of a mail's document are refused by its sandbox, as they should be. */
function withoutSandboxProbes(errors: string[]): void {
  const probe =
    /^Blocked script execution in '[^']*\/__local\/mailbox\/\d+\/html' because the document's (frame )?is sandboxed/;
  errors.splice(0, errors.length, ...errors.filter((error) => !probe.test(error)));
}

const buyer = { first: "Thomas", last: `Dubois-${run}`, email: `thomas.${run}@example.be` };

test("an offer to buy: the agency's mail writes the amounts and dates out, names the property and leaves the empty second buyer out", async ({
  page,
  consoleErrors,
}, testInfo) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/en/make-an-offer/?property=${SALE}`);
  await clientLoaded(page);
  const field = (name: string) => page.locator(`#offer-to-buy-${name}`);
  await page.getByRole("radio", { name: "Mr", exact: true }).first().check();
  await field("firstName").fill(buyer.first);
  await field("lastName").fill(buyer.last);
  await field("email").fill(buyer.email);
  await field("phone").fill("0477 11 22 33");
  await field("street").fill("Avenue Brugmann");
  await field("houseNumber").fill("250");
  await field("zip").fill("1180");
  await field("city").fill("Uccle");
  await field("birthDate").fill("1985-09-02");
  await page.getByRole("textbox", { name: /Amount offered \(€, in digits\)/ }).fill("415000");
  await expect(page.getByRole("textbox", { name: /Amount offered in words/ })).toHaveValue(
    "four hundred and fifteen thousand euros",
  );
  await field("startDate").fill(inDays(1));
  await field("endDate").fill(inDays(15));
  await field("place").fill("Uccle");
  await field("signDate").fill(inDays(1));
  await page.getByRole("checkbox", { name: /human/i }).check();
  await page.getByRole("button", { name: "Send my offer" }).click();
  await expect(page).toHaveURL(/\/en\/thank-you\/offer\/$/);

  const href = await mailHref(page, AGENCY, `[Offre d'achat] ${buyer.first} ${buyer.last} — ${TITLE} (Réf. 20417)`);
  const mail = await openMail(page, href);
  await expect(mail.getByText(`${buyer.first} ${buyer.last} a fait une offre d'achat pour un bien.`)).toBeVisible();
  const body = mail.locator("body");
  await expect(body).toContainText(/Montant offert\s*415\s000\s€/);
  await expect(body).toContainText(/Acompte : 10 % de l'offre\s*41\s500\s€/);
  await expect(body).toContainText(/Date de naissance\s*2 septembre 1985/);
  await expect(body).toContainText(/Offre valable jusqu'au\s*\d{1,2} [a-zéû]+ \d{4}/);
  await expect(body).not.toContainText("Second acheteur");
  await expect(body).not.toContainText("Remarque");
  await expect(body).not.toContainText(/\d{4}-\d{2}-\d{2}/);
  await expect(mail.getByRole("link", { name: `${TITLE} (Réf. 20417)` })).toHaveAttribute(
    "href",
    new RegExp(`${LISTING}$`),
  );
  await keepScreenshots(page, testInfo, href, "offer-agency");
  withoutSandboxProbes(consoleErrors);
});

test("an offer to buy: the buyer's confirmation has its own subject and opening, in English", async ({
  page,
  consoleErrors,
}, testInfo) => {
  const href = await mailHref(page, buyer.email, "Your offer to buy – Lambermont Real Estate");
  const mail = await openMail(page, href);
  await expect(mail.getByText(`Dear ${buyer.first} ${buyer.last},`)).toBeVisible();
  await expect(
    mail.getByText("Thank you for your offer. Lambermont Real Estate will pass it to the owner"),
  ).toBeVisible();
  await expect(mail.getByRole("heading", { name: "Your offer" })).toBeVisible();
  const body = mail.locator("body");
  await expect(body).toContainText(/Amount offered\s*€\s415\.000/);
  await expect(body).toContainText(/Date of birth\s*2 September 1985/);
  await expect(body).not.toContainText("Second buyer");
  await expect(body).not.toContainText("Thank you for contacting");
  await expect(mail.getByRole("link", { name: `${TITLE} (Ref. 20417)` })).toHaveAttribute(
    "href",
    new RegExp(`${LISTING}$`),
  );
  await keepScreenshots(page, testInfo, href, "offer-visitor");
  withoutSandboxProbes(consoleErrors);
});

test("a listing sent to a friend: the friend's mail shows the listing's photo as a JPEG", async ({
  page,
  consoleErrors,
}, testInfo) => {
  const friend = `jonas.${run}@example.be`;
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(LISTING);
  await clientLoaded(page);
  const form = page.locator("#form-send-to-friend");
  await form.getByRole("link", { name: "Send this property to a friend" }).click();
  await expect(page).toHaveURL(/\?form=send-to-friend#form-send-to-friend$/);
  await clientLoaded(page);
  await form.getByRole("textbox", { name: "Your name" }).fill("Lotte Maes");
  await form.getByRole("textbox", { name: "Your e-mail" }).fill(`lotte.${run}@example.be`);
  await form.getByRole("textbox", { name: "Your friend's e-mail" }).fill(friend);
  await form.getByRole("checkbox", { name: /human/i }).check();
  await form.getByRole("button", { name: "Send to my friend" }).click();
  await expect(page).toHaveURL(/\/en\/thank-you\/send-to-friend\/$/);

  const href = await mailHref(page, friend, /^Lotte Maes thinks this property may interest you/);
  const photo = page.waitForResponse((response) => new URL(response.url()).pathname === `/files/photo/${SALE}.jpg`);
  const mail = await openMail(page, href);
  const shown = await photo;
  expect(shown.status()).toBe(200);
  expect(shown.headers()["content-type"]).toBe("image/jpeg");
  await expect(mail.getByRole("img", { name: TITLE })).toBeVisible();
  await keepScreenshots(page, testInfo, href, "friend");
  withoutSandboxProbes(consoleErrors);
});

test("a newsletter sign-up is welcomed as one, not as a message, in French for both readers", async ({
  page,
  consoleErrors,
}, testInfo) => {
  const email = `lucas.${run}@example.be`;
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto("/fr/lettre-d-information/");
  await clientLoaded(page);
  const main = page.getByRole("main");
  await main.getByRole("textbox", { name: /^E-mail/ }).fill(email);
  await main.getByRole("textbox", { name: "Prénom", exact: true }).fill(`Lucas${run}`);
  await main.getByRole("checkbox", { name: /humain/i }).check();
  await main.getByRole("button", { name: "S'inscrire" }).click();
  await expect(page).toHaveURL(/\/fr\/merci\/lettre-d-information\/$/);

  const welcome = await mailHref(page, email, "Bienvenue dans la lettre d'information de Lambermont Real Estate");
  const mail = await openMail(page, welcome);
  await expect(
    mail.getByText("Merci pour votre inscription à la lettre d'information de Lambermont Real Estate."),
  ).toBeVisible();
  await expect(mail.locator("body")).not.toContainText("Merci d'avoir contacté");
  await keepScreenshots(page, testInfo, welcome, "newsletter-visitor");

  const notice = await mailHref(page, AGENCY, `[Inscription à la lettre d'information] Lucas${run}`);
  await expect(
    (await openMail(page, notice)).getByText(`Nouvelle inscription à la lettre d'information : Lucas${run}.`),
  ).toBeVisible();
  withoutSandboxProbes(consoleErrors);
});
