import { expect, test } from "./fixtures.ts";

// The captcha in a real browser, with the local Turnstile stand-in (decision 027): the script is
// loaded only where a form has a captcha, the widget gives a token, a failing site key fails
// visibly, and without JavaScript the fallback challenge takes its place.

test("the Turnstile script is not loaded on pages without a form", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/turnstile/")) scripts.push(request.url());
  });
  await page.goto("/en/");
  await expect(page.locator("html")).toHaveAttribute("data-client-loaded", "true");
  expect(scripts).toEqual([]);
});

test("the widget renders in the page's language and puts a token in the form", async ({ page }) => {
  // The visitor reaches for the form before the page has finished loading: that first focus is
  // what starts the page's script, and the widget must still come.
  await page.goto("/fr/contact/", { waitUntil: "domcontentloaded" });
  const form = page.locator("form").filter({ has: page.locator(".cf-turnstile") });
  await form.locator("input:visible").first().focus();
  const human = page.getByRole("checkbox", { name: "Je suis humain" });
  await expect(human).toBeVisible();
  const token = form.locator('input[name="cf-turnstile-response"]');
  await expect(token).toHaveValue("");
  await human.check();
  await expect(token).toHaveValue(/^XXXX\.DUMMY\.TOKEN\.[0-9a-f]{24}$/);
});

test("the failing test site key fails visibly and gives no token", async ({ page }) => {
  await page.goto("/en/contact/");
  await page.locator("form .cf-turnstile").first().scrollIntoViewIfNeeded();
  await expect(page.getByRole("checkbox", { name: "I am human" })).toBeVisible();
  await page.evaluate(() => {
    const box = document.createElement("div");
    box.id = "failing-widget";
    document.querySelector("form")!.appendChild(box);
    (window as unknown as { turnstile: { render(el: HTMLElement, o: object): void } }).turnstile.render(box, {
      sitekey: "2x00000000000000000000AB",
    });
  });
  const failing = page.locator("#failing-widget");
  // The stand-in unticks the box again, as the real widget refuses: a click, not check().
  await failing.getByRole("checkbox", { name: "I am human" }).click();
  await expect(failing.getByRole("status")).toHaveText("Verification failed");
  await expect(failing.locator('input[name="cf-turnstile-response"]')).toHaveValue("");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the fallback challenge shows its characters, a field to type them and a way round it", async ({ page }) => {
    await page.goto("/en/contact/");
    const image = page.getByRole("img", { name: "security characters" });
    await expect(image).toBeVisible();
    expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(page.getByRole("textbox", { name: /Type the characters/ })).toBeVisible();
    await expect(page.getByText(/read the characters\? Call us/)).toBeVisible();
  });
});
