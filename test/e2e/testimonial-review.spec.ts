import type { Browser, Page } from "@playwright/test";
import { challengeSecret, readChallenge } from "../../worker/forms/challenge.ts";
import { pngImage } from "../support/images.ts";
import {
  accessibilityProblems,
  clientLoaded,
  expect,
  partScreenshotForReview,
  screenshotForReview,
  test,
} from "./fixtures.ts";
import { mailArrived, mailPage } from "./mailbox.ts";

// A testimonial with a photo, from the visitor's form to the site: the photo chosen and checked
// in the form, the agency's mail in the development mailbox with its review link, the review
// page that shows the testimonial and its photo, the agency's decision by a button, and the
// testimonial with its photo on the reviews page. With JavaScript, and without. An approval
// changes the reviews page the other files read, so this file runs after them
// (playwright.config.ts) and withdraws what it approved.

// One test's approval shows its testimonial (and its photo) on the reviews page the others open,
// until its end withdraws it: a page read in between asks for a photo that is gone. So the tests
// run one after another, in one worker.
test.describe.configure({ mode: "default" });

const COMMENT = "Selling our house in Uccle took three weeks, and every visit was well prepared.";

async function photo(): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  return { name: "portrait.png", mimeType: "image/png", buffer: Buffer.from(await pngImage(900, 1200)) };
}

/** The review link of the agency's mail about `name`, read from the development mailbox once the mail is there. */
async function reviewLink(page: Page, name: string): Promise<string> {
  const { text } = await mailPage(page, await mailArrived(page, { to: "info@lambermont-immo.be", mentions: name }));
  const link = /https?:\/\/[^\s<>"]+\/fr\/moderer-temoignage\/\?[^\s<>"]+/.exec(text)?.[0] ?? "";
  expect(link, "the review link in the agency's mail").not.toBe("");
  return new URL(link).pathname + new URL(link).search;
}

/** The captcha without JavaScript: its characters, read here the way the worker reads them. */
async function typeChallenge(page: Page) {
  const id = await page.locator('.captcha__fallback input[name="challenge"]').inputValue();
  const read = await readChallenge(challengeSecret({ LOCAL_STANDINS: "on" }), id, new Date());
  if (!read.ok) throw new Error(`challenge ${id} could not be read: ${read.reason}`);
  await page.locator(".captcha__answer").fill(read.challenge.characters.toLowerCase());
}

/** Each run has its own author, so an earlier run's mail cannot answer for this one. */
const author = () => `Chloé Martens ${Math.random().toString(36).slice(2, 7).toUpperCase()}`;

/**
 * The review links this file's tests opened: each testimonial is rejected again when the test
 * ends, so the reviews page the other tests read (now and in later runs on the same local data)
 * shows only the seed's testimonials.
 */
const opened: string[] = [];
test.afterEach(async ({ request, baseURL }) => {
  for (const link of opened.splice(0))
    await request.post(link, { form: { decision: "reject" }, headers: { Origin: new URL(baseURL!).origin } });
});

async function fill(page: Page, name: string) {
  await page.getByRole("textbox", { name: "Your name" }).fill(name);
  await page.getByRole("textbox", { name: "About you" }).fill("Sold a house in Uccle");
  await page.getByRole("main").getByRole("textbox", { name: "Email" }).fill("anne.vandamme@example.be");
  await page.getByRole("textbox", { name: "Your testimonial" }).fill(COMMENT);
  await page.getByRole("checkbox", { name: /I agree that my name/ }).check();
}

/** Whether the image has been loaded and drawn: what a person sees, not only that the element exists. */
async function expectDrawn(page: Page, name: string | RegExp) {
  const image = page.getByRole("img", { name });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
}

async function noScriptPage(browser: Browser, width = 375): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } });
  return context.newPage();
}

test("with JavaScript: a testimonial sent with a photo is approved from the agency's mail and shows with its photo", async ({
  page,
}) => {
  const name = author();
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto("/en/reviews/");
  await clientLoaded(page);
  await fill(page, name);
  const input = page.getByLabel("Your photo");
  await input.setInputFiles({ name: "portrait.gif", mimeType: "image/gif", buffer: Buffer.from("GIF89a") });
  await expect(page.getByText("Choose a JPEG, PNG or WebP photo.").first()).toBeVisible();
  await expect(input).toHaveAttribute("aria-invalid", "true");
  await input.setInputFiles(await photo());
  await expect(input).not.toHaveAttribute("aria-invalid", "true");
  await page.getByRole("checkbox", { name: /human/i }).check();
  await page.getByRole("button", { name: "Send my testimonial" }).click();
  await expect(page).toHaveURL(/\/en\/thank-you\/contact-testimonial\/$/);

  // The agency opens the link of its mail: the testimonial and its photo, waiting.
  const review = await reviewLink(page, name);
  opened.push(review);
  await page.goto(review);
  await expect(page.getByRole("heading", { name: /^Témoignage n° \d+$/ })).toBeVisible();
  await expect(page.getByText("En attente de votre décision")).toBeVisible();
  await expect(page.getByText(COMMENT)).toBeVisible();
  await expectDrawn(page, `La photo envoyée par ${name}`);
  await screenshotForReview(page, "/tmp/testimonial-review-1366.png");
  // Not on the site before the decision.
  const reviews = await page.request.get("/en/reviews/");
  expect(await reviews.text()).not.toContain(name);

  await page.getByRole("button", { name: "Approuver et publier" }).click();
  await expect(page.getByRole("status")).toContainText(
    "Approuvé : le témoignage apparaît désormais sur la page des témoignages.",
  );
  await expect(page.getByRole("button", { name: "Retirer du site" })).toBeVisible();

  await page.goto("/en/reviews/");
  const card = page.locator("article", { hasText: name });
  await expect(card).toBeVisible();
  // The portrait beside the name is decorative (the name says who it is): found as the card's picture.
  const portrait = card.locator("img");
  await portrait.scrollIntoViewIfNeeded();
  await expect
    .poll(() => portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  await partScreenshotForReview(card, "/tmp/testimonial-card-1366.png");
});

test("without JavaScript: the photo goes with the form, and the agency rejects the testimonial with a button", async ({
  browser,
}) => {
  const name = author();
  const page = await noScriptPage(browser);
  await page.goto("/en/reviews/");
  await fill(page, name);
  await page.getByLabel("Your photo").setInputFiles(await photo());
  await typeChallenge(page);
  await page.getByRole("button", { name: "Send my testimonial" }).click();
  await expect(page).toHaveURL(/\/en\/thank-you\/contact-testimonial\/$/);

  const review = await reviewLink(page, name);
  opened.push(review);
  await page.goto(review);
  await expectDrawn(page, `La photo envoyée par ${name}`);
  await screenshotForReview(page, "/tmp/testimonial-review-375.png");
  // The review page meets WCAG A/AA (axe runs as a script, so in a context with JavaScript).
  const checked = await browser.newContext({ viewport: { width: 375, height: 900 } });
  const checkedPage = await checked.newPage();
  await checkedPage.goto(review);
  expect(await accessibilityProblems(checkedPage)).toEqual([]);
  await checked.close();
  await page.getByRole("button", { name: "Refuser" }).click();
  await expect(page.getByRole("status")).toContainText("Refusé : le témoignage n'apparaîtra pas sur le site.");
  await expect(page.getByText(/^Refusé le .*: il n'apparaîtra jamais sur le site\.$/)).toBeVisible();
  await page.goto("/en/reviews/");
  await expect(page.getByRole("main")).not.toContainText(name);
  // A link that was tampered with says so, in the page's language.
  await page.goto(
    review.replace("/fr/moderer-temoignage/", "/en/review-testimonial/").replace(/sig=[^&]+/, "sig=tampered"),
  );
  await expect(page.getByRole("heading", { name: "This link is not valid" })).toBeVisible();
});

test("the form's photo field, at phone and desktop width", async ({ browser }) => {
  for (const width of [375, 1366]) {
    const page = await noScriptPage(browser, width);
    await page.goto("/fr/temoignages/");
    const field = page.getByLabel("Votre photo");
    await expect(field).toBeVisible();
    await field.scrollIntoViewIfNeeded();
    await partScreenshotForReview(page.locator(".share-experience"), `/tmp/testimonial-form-${width}.png`);
    await page.context().close();
  }
});
