import type { Page } from "@playwright/test";
import { challengeSecret, readChallenge } from "../../worker/forms/challenge.ts";
import { clientLoaded, expect, test } from "./fixtures.ts";
import { mailboxRows } from "./mailbox.ts";

// A visitor who clicks "Send" again while the first answer is on its way (the browser drops the
// first post, sends the form again and shows the second answer) is thanked, and the agency hears
// of the message once: with and without JavaScript.

async function fill(page: Page, email: string) {
  await page.getByRole("radio", { name: "Ms", exact: true }).check();
  await page.getByRole("textbox", { name: "First name" }).fill("Claire");
  await page.getByRole("textbox", { name: "Last name" }).fill("Double");
  await page.getByRole("main").getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByRole("textbox", { name: "Phone" }).fill("+32 470 12 34 56");
  await page.getByRole("textbox", { name: "Your message" }).fill("Sent with a double click.");
}

/** Types the fallback captcha's characters, read the way the worker reads them; returns the challenge answered. */
async function answerChallenge(page: Page): Promise<string> {
  const id = await page.locator('.captcha__fallback input[name="challenge"]').inputValue();
  const read = await readChallenge(challengeSecret({ LOCAL_STANDINS: "on" }), id, new Date());
  if (!read.ok) throw new Error(`challenge ${id} could not be read: ${read.reason}`);
  await page.locator(".captcha__answer").fill(read.challenge.characters);
  return id;
}

/**
 * A slow line: the contact page's answers reach the browser only once `release` is called, so
 * the visitor can click again while the first post is on its way. Returns the posts the server
 * received.
 */
async function slowAnswers(page: Page): Promise<{ received: () => number; release: () => void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let received = 0;
  await page.route("**/en/contact/", async (route) => {
    if (route.request().method() !== "POST") return route.continue();
    received += 1;
    const answer = await route.fetch({ maxRedirects: 0 });
    await released;
    // The first post's answer has nobody left to read it: the browser dropped that request.
    await route.fulfill({ response: answer }).catch(() => undefined);
  });
  return { received: () => received, release };
}

/** Clicks Send, then again once the first post has reached the server, as an impatient visitor does. */
async function clickSendTwice(page: Page) {
  const line = await slowAnswers(page);
  const send = page.getByRole("button", { name: "Send" });
  await send.scrollIntoViewIfNeeded();
  const box = await send.boundingBox();
  if (!box) throw new Error("the Send button is not shown");
  // The mouse, as the visitor's: a locator would wait for the first post's page, which is held back.
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect.poll(line.received).toBe(1);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect.poll(line.received).toBe(2);
  line.release();
}

/** The mailbox's rows for one address, once the visitor's confirmation and the agency's mail have both arrived. */
async function mailsOfLead(page: Page, email: string): Promise<{ to: string; lead: string }[]> {
  let rows: { to: string; lead: string }[] = [];
  await expect(async () => {
    const all = await mailboxRows(page);
    const leads = new Set(all.filter((row) => row.to === email).map((row) => row.lead));
    rows = all.filter((row) => leads.has(row.lead));
    expect(rows.map((row) => row.to)).toContain(email);
    expect(rows.some((row) => row.to !== email)).toBe(true);
  }).toPass({ timeout: 30_000 });
  return rows;
}

test("with JavaScript: Send clicked again while the first answer is on its way thanks the visitor and stores one message", async ({
  page,
}) => {
  const email = `claire.double.js.${Date.now()}@example.be`;
  await page.goto("/en/contact/");
  await clientLoaded(page);
  await fill(page, email);
  await page.getByRole("checkbox", { name: /human/i }).check();
  await clickSendTwice(page);
  await expect(page).toHaveURL(/\/en\/thank-you\/site-contact\/$/);
  const rows = await mailsOfLead(page, email);
  // One lead: one confirmation to the visitor, one mail to the agency.
  expect(new Set(rows.map((row) => row.lead)).size).toBe(1);
  expect(rows).toHaveLength(2);
});

test("without JavaScript: Send clicked again while the first answer is on its way thanks the visitor and stores one message", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const email = `claire.double.nojs.${Date.now()}@example.be`;
  await page.goto("/en/contact/");
  await fill(page, email);
  await answerChallenge(page);
  await clickSendTwice(page);
  await expect(page).toHaveURL(/\/en\/thank-you\/site-contact\/$/);
  const rows = await mailsOfLead(page, email);
  expect(new Set(rows.map((row) => row.lead)).size).toBe(1);
  expect(rows).toHaveLength(2);
  await context.close();
});

test("without JavaScript: sent, then back and sent again as it was, thanks the visitor and stores one message", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const email = `claire.resent.nojs.${Date.now()}@example.be`;
  await page.goto("/en/contact/");
  await fill(page, email);
  const first = await answerChallenge(page);
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page).toHaveURL(/\/en\/thank-you\/site-contact\/$/);

  // Back: the browser fetches the page again (a new picture to read) and puts back what was typed.
  await page.goBack();
  await expect(page.getByRole("textbox", { name: "Your message" })).toHaveValue("Sent with a double click.");
  await expect(page.locator('.captcha__fallback input[name="challenge"]')).not.toHaveValue(first);
  await expect(page.getByRole("textbox", { name: /Type the characters/ })).toHaveValue("");
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page).toHaveURL(/\/en\/thank-you\/site-contact\/$/);
  await expect(page.getByText("The entered characters are not valid")).toHaveCount(0);
  const rows = await mailsOfLead(page, email);
  expect(new Set(rows.map((row) => row.lead)).size).toBe(1);
  expect(rows).toHaveLength(2);
  await context.close();
});
