import type { Page } from "@playwright/test";
import { challengeSecret, readChallenge } from "../../worker/forms/challenge.ts";
import { accessibilityProblems, clientLoaded, dataLayerEvents, expect, test } from "./fixtures.ts";

// The reviews page's testimonial form in a real browser, with and without JavaScript: problems
// shown in the page's language with the values kept, the thank-you page that says the
// testimonial shows once the agency has read it.

const COMMENT = "Selling our house in Uccle took three weeks, and every visit was well prepared.";

async function fill(page: Page) {
  await page.getByRole("textbox", { name: "Your name" }).fill("Anne Vandamme");
  await page.getByRole("textbox", { name: "About you" }).fill("Sold a house in Uccle");
  await page.getByRole("textbox", { name: "Email" }).fill("anne.vandamme@example.be");
  const comment = page.getByRole("textbox", { name: "Your testimonial" });
  await comment.fill(COMMENT);
  // Leaving the field clears its message, which moves what is below it: leave it first.
  await comment.blur();
  await page.getByRole("checkbox", { name: /I agree that my name/ }).check();
}

test("with JavaScript: problems show as the visitor goes, then the testimonial is sent", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto("/en/reviews/");
  await clientLoaded(page);
  await expect(page.getByRole("heading", { name: "Share your experience" })).toBeVisible();
  const comment = page.getByRole("textbox", { name: "Your testimonial" });
  await comment.fill("Great agency!");
  await comment.blur();
  await expect(page.getByText("Please write at least 20 characters.").first()).toBeVisible();
  await expect(comment).toHaveAttribute("aria-invalid", "true");
  const website = page.getByRole("textbox", { name: "Your website" });
  await website.fill("not a website");
  await website.blur();
  await expect(website).toHaveAttribute("aria-invalid", "true");
  await website.fill("www.atelier-vandamme.be");
  await fill(page);
  await website.blur();
  await expect(comment).not.toHaveAttribute("aria-invalid", "true");
  await expect(website).not.toHaveAttribute("aria-invalid", "true");
  await page.getByRole("checkbox", { name: /human/i }).check();
  await page.getByRole("button", { name: "Send my testimonial" }).click();
  await expect(page).toHaveURL(/\/en\/thank-you\/contact-testimonial\/$/);
  await expect(page.getByText("once our team has read it")).toBeVisible();
  // The page reports the sent form once its script has run.
  await expect
    .poll(() => dataLayerEvents(page))
    .toContainEqual(expect.objectContaining({ event: "form_submit", form_name: "contact-testimonial" }));
  // Pending until the agency approves it.
  await page.goto("/en/reviews/");
  await expect(page.locator(".reviews")).not.toContainText("Anne Vandamme");
});

test("with JavaScript: sending an empty form lands on the summary of problems, the first on screen", async ({
  page,
}) => {
  await page.goto("/en/reviews/");
  await clientLoaded(page);
  await page.getByRole("button", { name: "Send my testimonial" }).click();
  await expect(page.locator(".share-experience .form__problems")).toContainText(
    "Publication: tick this box so that we may publish your testimonial.",
  );
  await expect(page.getByRole("alert", { name: /Your message was not sent/ })).toBeFocused();
  await expect(page.getByRole("textbox", { name: "Your name" })).toBeInViewport();
  await expect(page).toHaveURL(/\/en\/reviews\/$/);
});

test("without JavaScript: the server says what is wrong in French, keeps the values, then thanks", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  await page.goto("/fr/temoignages/");
  await page.getByRole("textbox", { name: "Votre nom" }).fill("Anne Vandamme");
  await page.getByRole("textbox", { name: "À propos de vous" }).fill("Maison vendue à Uccle");
  await page.getByRole("main").getByRole("textbox", { name: "E-mail" }).fill("anne.vandamme@example.be");
  await page.getByRole("textbox", { name: "Votre témoignage" }).fill("Très bien !");
  await page.getByRole("button", { name: "Envoyer mon témoignage" }).click();
  await expect(page.getByText("Veuillez écrire au moins 20 caractères.").first()).toBeVisible();
  await expect(
    page.getByText("Cochez cette case pour que nous puissions publier votre témoignage.").first(),
  ).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Votre nom" })).toHaveValue("Anne Vandamme");
  await expect(page.getByRole("textbox", { name: "À propos de vous" })).toHaveValue("Maison vendue à Uccle");
  await page
    .getByRole("textbox", { name: "Votre témoignage" })
    .fill("La vente de notre maison à Uccle a pris trois semaines, visites très bien préparées.");
  await page.getByRole("checkbox", { name: /J'accepte que mon nom/ }).check();
  // Without JavaScript the captcha is typed characters, read here the way the worker reads them.
  const id = await page.locator('.captcha__fallback input[name="challenge"]').inputValue();
  const read = await readChallenge(challengeSecret({ LOCAL_STANDINS: "on" }), id, new Date());
  if (!read.ok) throw new Error(`challenge ${id} could not be read: ${read.reason}`);
  await page.locator(".captcha__answer").fill(read.challenge.characters.toLowerCase());
  await page.getByRole("button", { name: "Envoyer mon témoignage" }).click();
  await expect(page).toHaveURL(/\/fr\/merci\/contact-testimonial\/$/);
  await expect(page.getByText("dès que notre équipe l'aura lu")).toBeVisible();
  await context.close();
});

test("the reviews page with its form and problems has no WCAG A/AA violations at 375 px", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  await page.goto("/nl/getuigenissen/");
  await clientLoaded(page);
  await page.getByRole("button", { name: "Mijn getuigenis versturen" }).click();
  await expect(page.locator(".share-experience .form__problems")).toBeVisible();
  expect(await accessibilityProblems(page)).toEqual([]);
  await context.close();
});
