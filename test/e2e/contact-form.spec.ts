import type { Page } from "@playwright/test";
import { challengeSecret, readChallenge } from "../../worker/forms/challenge.ts";
import { accessibilityProblems, clientLoaded, dataLayerEvents, expect, screenshotForReview, test } from "./fixtures.ts";
import { mailArrived } from "./mailbox.ts";

// The contact page's form in a real browser, with and without JavaScript: problems shown in the
// page's language with the values kept, the local captcha stand-in, the thank-you page.

async function fill(page: Page) {
  await page.getByRole("radio", { name: "Ms", exact: true }).check();
  await page.getByRole("textbox", { name: "First name" }).fill("Claire");
  await page.getByRole("textbox", { name: "Last name" }).fill("Dumont");
  await page.getByRole("textbox", { name: "Email" }).fill("claire.dumont@example.be");
  await page.getByRole("textbox", { name: "Phone" }).fill("+32 470 12 34 56");
  await page.getByRole("checkbox", { name: "10:00-13:00" }).check();
  await page.getByRole("textbox", { name: "Your message" }).fill("I would like to sell my flat in Ixelles.");
}

test("with JavaScript: problems show as the visitor goes, then the message is sent", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto("/en/contact/");
  await clientLoaded(page);
  const email = page.getByRole("textbox", { name: "Email" });
  await email.fill("claire@");
  await email.blur();
  await expect(page.getByText("This email address is not valid.").first()).toBeVisible();
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await fill(page);
  await expect(email).not.toHaveAttribute("aria-invalid", "true");
  // The local Turnstile stand-in: the visitor ticks the box.
  await page.getByRole("checkbox", { name: /human/i }).check();
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page).toHaveURL(/\/en\/thank-you\/site-contact\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // The page reports the sent form once its script has run.
  await expect
    .poll(() => dataLayerEvents(page))
    .toContainEqual(expect.objectContaining({ event: "form_submit", form_name: "site-contact" }));

  // The queue consumer sent both mails to the development mailbox: the agency's and the visitor's.
  const visitor = await mailArrived(page, { to: "claire.dumont@example.be" });
  expect(visitor.lead).toMatch(/^\d+$/);
  await mailArrived(page, (row) => row.to === "info@lambermont-immo.be" && row.lead === visitor.lead);
});

/** The summary of a refused form's problems, which the visitor lands on. */
const problemSummary = (page: Page) =>
  page.getByRole("alert", {
    name: /Your message was not sent|Uw bericht is niet verstuurd|Votre message n'a pas été envoyé/,
  });

test("with JavaScript: sending with empty fields lands on the summary of problems, the first field to correct on screen", async ({
  page,
}) => {
  await page.goto("/en/contact/");
  await clientLoaded(page);
  await page.getByRole("button", { name: "Send" }).click();
  const summary = problemSummary(page);
  await expect(summary).toBeFocused();
  await expect(summary).toBeInViewport();
  await expect(summary.getByRole("link", { name: "Title: choose one of the options." })).toBeVisible();
  await expect(page.getByRole("group", { name: /^Title/ })).toBeInViewport();
  await expect(page).toHaveURL(/\/en\/contact\/$/);
  // Each problem leads to its field.
  await summary.getByRole("link", { name: "Phone: this field is required." }).click();
  await expect(page.getByRole("textbox", { name: "Phone" })).toBeFocused();
});

test("with JavaScript on a phone: sent without ticking the captcha, the visitor lands on the summary right above it", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  await page.goto("/en/contact/");
  await clientLoaded(page);
  await fill(page);
  await page.getByRole("textbox", { name: "Email" }).fill(`claire.captcha.${Date.now()}@example.be`);
  await page.getByRole("button", { name: "Send" }).click();
  const summary = problemSummary(page);
  await expect(summary).toBeFocused();
  await expect(summary).toBeInViewport();
  await expect(
    summary.getByRole("link", { name: "Security check: the entered characters are not valid." }),
  ).toBeVisible();
  await expect(page.getByRole("group", { name: "Security check" })).toBeInViewport();
  // Everything typed is still there; ticking the box now sends it.
  await expect(page.getByRole("textbox", { name: "Your message" })).toHaveValue(
    "I would like to sell my flat in Ixelles.",
  );
  await page.getByRole("checkbox", { name: /human/i }).check();
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page).toHaveURL(/\/en\/thank-you\/site-contact\/$/);
  await context.close();
});

test("without JavaScript: the server says what is wrong in Dutch, keeps the values, then thanks", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  await page.goto("/nl/contact/");
  await page.getByRole("radio", { name: "Mevr." }).check();
  await page.getByRole("textbox", { name: "Voornaam" }).fill("Claire");
  await page.getByRole("textbox", { name: /^Naam/ }).fill("Dumont");
  await page.getByRole("main").getByRole("textbox", { name: "E-mail" }).fill("claire@");
  await page.getByRole("textbox", { name: "Telefoon" }).fill("0470 12 34 56");
  await page.getByRole("textbox", { name: "Uw bericht" }).fill("Ik wil mijn appartement verkopen.");
  await page.getByRole("button", { name: "Versturen" }).click();
  await expect(page.getByText("Dit e-mailadres is niet geldig.").first()).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Voornaam" })).toHaveValue("Claire");
  await expect(page.getByRole("textbox", { name: "Uw bericht" })).toHaveValue("Ik wil mijn appartement verkopen.");
  await page.getByRole("main").getByRole("textbox", { name: "E-mail" }).fill("claire.dumont@example.be");
  // Without JavaScript the captcha is typed characters. The test reads them the way the worker
  // does, with the development signing key.
  const id = await page.locator('.captcha__fallback input[name="challenge"]').inputValue();
  const read = await readChallenge(challengeSecret({ LOCAL_STANDINS: "on" }), id, new Date());
  if (!read.ok) throw new Error(`challenge ${id} could not be read: ${read.reason}`);
  await page.locator(".captcha__answer").fill(read.challenge.characters.toLowerCase());
  await page.getByRole("button", { name: "Versturen" }).click();
  await expect(page).toHaveURL(/\/nl\/bedankt\/contact-website\/$/);
  await context.close();
});

test("without JavaScript: a post that arrives without a contact choice comes back with none ticked", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/en/contact/");
  const group = page.getByRole("group", { name: /How should we contact you/ });
  // A fresh form proposes the phone.
  await expect(group.getByRole("radio", { name: "By phone" })).toBeChecked();
  // The post as a tampering client sends it: the contact choice left out.
  await page.route("**/en/contact/", async (route) => {
    const request = route.request();
    if (request.method() !== "POST") return route.continue();
    const body = new URLSearchParams(request.postData() ?? "");
    body.delete("contactDevice");
    await route.continue({ postData: body.toString() });
  });
  await page.getByRole("button", { name: "Send" }).click();
  await expect(group.getByText("Choose one of the options.")).toBeVisible();
  await expect(group.getByRole("radio", { name: "By phone" })).not.toBeChecked();
  await expect(group.getByRole("radio", { name: "By email" })).not.toBeChecked();
  await context.close();
});

for (const width of [375, 1366]) {
  test(`the contact page with its form has no WCAG A/AA violations at ${width} px`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.goto("/fr/contact/");
    await clientLoaded(page);
    await page.getByRole("button", { name: "Envoyer" }).click();
    await expect(page.locator(".form__problems")).toBeVisible();
    // The form is what this checks, in the page's main part; the contact page is checked whole by accessibility.spec.ts.
    expect(await accessibilityProblems(page, { include: ["main"] })).toEqual([]);
    await screenshotForReview(page, `/tmp/contact-${width}.png`);
    await context.close();
  });
}
