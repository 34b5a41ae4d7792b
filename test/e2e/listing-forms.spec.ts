import type { Locator, Page } from "@playwright/test";
import { challengeSecret, readChallenge } from "../../worker/forms/challenge.ts";
import {
  accessibilityProblems,
  clientLoaded,
  dataLayerEvents,
  expect,
  partScreenshotForReview,
  test,
} from "./fixtures.ts";
import { mailArrived, mailboxRows, mailPage, type Mail } from "./mailbox.ts";

// The forms of a listing's detail page in a real browser: each opened by the link under its
// heading, then a question about the listing, the documents without JavaScript and sending it to a
// friend, each followed by its thank-you page and its mail in the development mailbox (the
// friend's mail goes to the friend, with the listing's link).

const LISTING = "/en/for-sale/ixelles/duplex/40112/";
/** Addresses of this run: the mailbox keeps the mail of earlier runs. */
const run = Date.now().toString(36);

/**
 * A form's section once the visitor has opened it by the link under its heading: the page comes
 * back with that form open and scrolled to it, where its island hydrates.
 */
async function openForm(page: Page, name: string, link: string): Promise<Locator> {
  const section = page.locator(`#form-${name}`);
  await expect(section.getByRole("textbox")).toHaveCount(0);
  await section.getByRole("link", { name: link }).click();
  await expect(page).toHaveURL(new RegExp(`\\?form=${name}#form-${name}$`));
  await expect(section.getByRole("textbox").first()).toBeInViewport();
  return section;
}

/** The captured mail to `to`, once the queue has sent it. */
async function mailTo(page: Page, to: string): Promise<Mail> {
  return mailPage(page, await mailArrived(page, { to }, { only: true }));
}

test("with JavaScript: a question about the listing is sent and reaches the agency and the visitor", async ({
  page,
}) => {
  const email = `sofie.${run}@example.be`;
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(LISTING);
  await clientLoaded(page);
  const form = await openForm(page, "contact-me", "Ask your question");
  await clientLoaded(page);
  await expect(form.getByRole("heading", { name: "Ask a question" })).toBeVisible();
  // Checked as the visitor leaves the field, once the island has hydrated.
  const address = form.getByRole("textbox", { name: "Email" });
  await expect(async () => {
    await address.fill("sofie@");
    await address.blur();
    await expect(form.locator(".field__error", { hasText: "This email address is not valid." })).toBeVisible({
      timeout: 1_000,
    });
  }).toPass({ timeout: 10_000 });
  await form.getByRole("radio", { name: "Ms", exact: true }).check();
  await form.getByRole("textbox", { name: "First name" }).fill("Sofie");
  await form.getByRole("textbox", { name: "Last name" }).fill("Janssens");
  await address.fill(email);
  await form.getByRole("textbox", { name: "Phone" }).fill("0486 22 33 44");
  await form.getByRole("checkbox", { name: "16:00-19:00" }).check();
  await form.getByRole("textbox", { name: "Your question" }).fill("Is the terrace south-facing?");
  await form.getByRole("checkbox", { name: /human/i }).check();
  await form.getByRole("button", { name: "Send my question" }).click();
  await expect(page).toHaveURL(/\/en\/thank-you\/contact-me\/$/);
  // The page reports the sent form once its script has run.
  await expect
    .poll(() => dataLayerEvents(page))
    .toContainEqual(expect.objectContaining({ event: "form_submit", form_name: "contact-me" }));

  // The visitor's confirmation, and the agency's mail naming the listing's page.
  const confirmation = await mailTo(page, email);
  expect(confirmation.text).toContain("Is the terrace south-facing?");
  expect(confirmation.lead).toMatch(/^\d+$/);
  const agency = await mailPage(
    page,
    await mailArrived(page, (row) => row.lead === confirmation.lead && row.to !== email, { only: true }),
  );
  expect(agency.text).toContain(LISTING);
  expect(agency.text).toContain(email);
});

test("without JavaScript on a phone: a refused question lands on its summary of problems, the field to correct on screen", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  await page.goto(LISTING);
  const form = await openForm(page, "contact-me", "Ask your question");
  await form.getByRole("radio", { name: "Ms", exact: true }).check();
  await form.getByRole("textbox", { name: "First name" }).fill("Sofie");
  await form.getByRole("textbox", { name: "Last name" }).fill("Janssens");
  await form.getByRole("textbox", { name: "Email" }).fill(`sofie.nojs.${run}@example.be`);
  await form.getByRole("button", { name: "Send my question" }).click();
  // The page comes back far down the long listing page, at the question's summary, focused.
  const summary = page.getByRole("alert", { name: /Your message was not sent/ });
  await expect(summary).toBeFocused();
  await expect(summary).toBeInViewport();
  await expect(summary.getByRole("link", { name: "Phone: this field is required." })).toBeVisible();
  const phone = page.locator("#form-contact-me").getByRole("textbox", { name: "Phone" });
  await expect(phone).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(2000);
  await summary.getByRole("link", { name: "Phone: this field is required." }).click();
  await expect(phone).toBeFocused();
  await context.close();
});

test("with JavaScript: send to a friend refuses a link, then mails the friend the listing in the sender's name", async ({
  page,
}) => {
  const friend = `jonas.${run}@example.be`;
  const sender = `lotte.${run}@example.be`;
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(LISTING);
  await clientLoaded(page);
  const form = await openForm(page, "send-to-friend", "Send this property to a friend");
  await clientLoaded(page);
  await expect(form.getByRole("heading", { name: "Send to a friend" })).toBeVisible();
  await form.getByRole("textbox", { name: "Your name" }).fill("Lotte Maes");
  await form.getByRole("textbox", { name: "Your e-mail" }).fill(sender);
  await form.getByRole("textbox", { name: "Your friend's e-mail" }).fill(friend);
  const message = form.getByRole("textbox", { name: "A message for your friend" });
  await expect(async () => {
    // A bare name with a path, as a phishing mail would carry it.
    await message.fill("Please log in at kbc-secure-login.example/verify");
    await message.blur();
    await expect(form.locator(".field__error", { hasText: "it may contain no web or e-mail addresses" })).toBeVisible({
      timeout: 1_000,
    });
  }).toPass({ timeout: 10_000 });
  await form.getByRole("checkbox", { name: /human/i }).check();
  // The client refuses it before any round trip: the page stays where it is.
  await form.getByRole("button", { name: "Send to my friend" }).click();
  await expect(page).toHaveURL(new RegExp(`${LISTING}\\?form=send-to-friend#form-send-to-friend$`));
  await expect(form.getByRole("alert", { name: /Your message was not sent/ })).toBeFocused();
  await expect(message).toBeInViewport();
  await message.fill("This one has the terrace we talked about <3");
  // Leaving the field clears its problem and the summary above the form, which moves the button.
  await message.blur();
  await expect(form.locator(".form__problems")).toHaveCount(0);
  await form.getByRole("button", { name: "Send to my friend" }).click();
  await expect(page).toHaveURL(/\/en\/thank-you\/send-to-friend\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("The e-mail was sent to your friend");

  const origin = new URL(page.url()).origin;
  const mail = await mailTo(page, friend);
  expect(mail.subject).toMatch(/^Lotte Maes /);
  expect(mail.replyTo).toBe(sender);
  expect(mail.text).toContain(`Lotte Maes (${sender})`);
  expect(mail.text).toContain("This one has the terrace we talked about <3");
  expect(mail.text).toContain(`${origin}${LISTING}`);
  // Nothing was sent to the sender.
  expect((await mailboxRows(page)).filter((row) => `${row.to} ${row.subject}`.includes(sender))).toEqual([]);
});

test("without JavaScript: the documents are opened by their link, requested and mailed with their links", async ({
  browser,
}) => {
  const email = `pieter.nojs.${run}@example.be`;
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  await page.goto(LISTING);
  // The list of documents shows at once; their request opens on the page by a plain link.
  const documents = page.getByRole("region", { name: "Documents" });
  await expect(documents.getByRole("listitem").first()).toBeVisible();
  const form = await openForm(page, "contact-documents", "Request the documents");
  await expect(documents.getByRole("listitem").first()).toBeVisible();
  await form.getByRole("textbox", { name: /^Name/ }).fill("Pieter De Smet");
  await form.getByRole("textbox", { name: "Email" }).fill(email);
  await form.getByRole("textbox", { name: "Phone" }).fill("02 345 67 89");
  await form.getByRole("checkbox", { name: /sends me these documents/ }).check();
  // Without JavaScript the captcha is typed characters, read here the way the worker reads them.
  const id = await form.locator('.captcha__fallback input[name="challenge"]').inputValue();
  const read = await readChallenge(challengeSecret({ LOCAL_STANDINS: "on" }), id, new Date());
  if (!read.ok) throw new Error(`challenge ${id} could not be read: ${read.reason}`);
  await form.locator(".captcha__answer").fill(read.challenge.characters.toLowerCase());
  await form.getByRole("button", { name: "Send me the documents" }).click();
  await expect(page).toHaveURL(/\/en\/thank-you\/documents\/$/);

  const mail = await mailTo(page, email);
  expect(mail.text).toContain("Energy performance certificate");
  expect(mail.text).toContain("/media/documents/40112/epc.pdf");
  await context.close();
});

for (const width of [375, 1366]) {
  test(`the listing's question, documents and send-to-friend forms have no WCAG A/AA violations at ${width} px`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.goto(LISTING);
    await clientLoaded(page);
    const form = await openForm(page, "send-to-friend", "Send this property to a friend");
    await clientLoaded(page);
    await expect(async () => {
      await form.getByRole("button", { name: "Send to my friend" }).click();
      await expect(form.locator(".form__problems")).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
    await expect(form.locator(".form__problems")).toContainText("Your e-mail: this email address is not valid.");
    expect(
      await accessibilityProblems(page, { include: ["#form-contact-me", ".documents", "#form-send-to-friend"] }),
    ).toEqual([]);
    await partScreenshotForReview(page.locator(".documents"), `/tmp/h2-documents-${width}.png`);
    await partScreenshotForReview(form, `/tmp/h2-friend-${width}.png`);
    await context.close();
  });
}
