import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { e2eState } from "../../scripts/e2e-server.ts";
import { runImport } from "../../scripts/import.ts";
import { openLocalState } from "../../scripts/local-state.ts";
import { localStateContext } from "../../scripts/tool-context.ts";
import { clientLoaded, expect, test } from "./fixtures.ts";
import { mailArrived, mailPage } from "./mailbox.ts";

// Search alerts end to end: a visitor registers a search, confirms it from the development mailbox,
// the CRM import brings a listing that fits, the alerts cron runs, and the alert is in the
// mailbox with a link to the listing. The import is `npm run import` run on this server's local
// D1 and KV, in this process as `npm run setup:local` runs it; the cron is wrangler's
// scheduled-event trigger. This spec runs after every other (playwright.config.ts, project
// "alerts"), since the new listing changes the catalogue; the next run starts from the seed again.

const STATE = e2eState();
const SEED = "migrations/seed/feed.json";
const DUPLEX = 40112;
// Not in the seed feed: the server's catalogue has never had it, so it is new (decision 046).
const NEW_ID = 900_000_001;
const ALERTS_CRON = "5,35 * * * *";

async function importFeed(file: string): Promise<void> {
  const state = await openLocalState(STATE);
  const errors: string[] = [];
  try {
    const status = await runImport([file, "--persist-to", STATE], {
      ...localStateContext(state),
      out: () => {},
      err: (line) => errors.push(line),
    });
    expect(status, errors.join("\n")).toBe(0);
  } finally {
    await state.dispose();
  }
}

/** The text of the newest mail to `email` whose subject matches `subject`. */
async function mailText(page: import("@playwright/test").Page, email: string, subject: RegExp): Promise<string> {
  return (await mailPage(page, await mailArrived(page, { to: email, subject }))).text;
}

test("register a search, confirm it from the mailbox, import a listing that fits, find the alert in the mailbox", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = `jonas.${Date.now()}@example.be`;
  await page.goto("/en/register/");
  await clientLoaded(page);
  await page.getByRole("radio", { name: "Mr", exact: true }).check();
  await page.getByRole("textbox", { name: "First name" }).fill("Jonas");
  await page.getByRole("textbox", { name: "Last name" }).fill("Peeters");
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByRole("textbox", { name: "Phone" }).fill("0486 11 22 33");
  await page.getByRole("radio", { name: "Buy", exact: true }).check();
  await page.getByRole("checkbox", { name: "Apartment", exact: true }).check();
  await page.getByRole("textbox", { name: "Postcodes" }).fill("1050");
  await page.getByRole("radio", { name: "As soon as a property fits" }).check();
  await page.getByRole("checkbox", { name: /human/i }).check();
  await page.getByRole("button", { name: "Keep me informed" }).click();
  await expect(page).toHaveURL(/\/en\/thank-you\/demand-register\/$/);
  await expect(page.getByText("we have sent you an e-mail with a link to confirm your address")).toBeVisible();

  // The confirmation mail's link, then the button on its page.
  const confirmation = await mailText(page, email, /./);
  const link = /https?:\/\/[^\s"<]+\/en\/confirm-search\/\?id=\d+&token=[\w-]+/.exec(confirmation)?.[0];
  expect(link).toBeDefined();
  await page.goto(link!);
  await expect(page.getByRole("heading", { name: "Start your property alerts?" })).toBeVisible();
  await page.getByRole("button", { name: "Confirm my search" }).click();
  await expect(page.getByRole("heading", { name: "Your search is confirmed" })).toBeVisible();

  // The CRM brings a new apartment for sale in 1050: the seed feed plus the duplex under a new id.
  const seed = JSON.parse(readFileSync(SEED, "utf8")) as {
    properties: Array<Record<string, unknown> & { ID: number }>;
  };
  const feed = {
    ...seed,
    properties: [
      ...seed.properties,
      ...seed.properties.filter((r) => r.ID === DUPLEX).map((r) => ({ ...r, ID: NEW_ID, Price: 410_000 })),
    ],
  };
  const dir = mkdtempSync(join(tmpdir(), "e2e-feed-"));
  try {
    writeFileSync(join(dir, "feed.json"), JSON.stringify(feed));
    await importFeed(join(dir, "feed.json"));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const cron = await page.request.get(`/__scheduled?cron=${encodeURIComponent(ALERTS_CRON)}`);
  expect(cron.ok()).toBe(true);

  const alert = await mailText(page, email, /fits your search/);
  expect(alert).toContain("New on the market");
  const detail = new RegExp(`https?://[^\\s"<]+/en/for-sale/[^\\s"<]+/${NEW_ID}/`).exec(alert)?.[0];
  expect(detail).toBeDefined();
  expect(alert).toMatch(/\/en\/register\/\?change=\d+&token=/);
  expect(alert).toMatch(/\/en\/unsubscribe\/\?kind=demand&id=\d+&token=/);
  await page.goto(detail!);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
