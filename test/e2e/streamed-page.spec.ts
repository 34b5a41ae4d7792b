import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "@playwright/test";
import { clientLoaded, expect, test } from "./fixtures.ts";

// Pages stream in, so the browser can run scripts and paint before the whole page has arrived.
// A relay in front of the site sends each page in two parts and holds the second back, which
// makes the moments a slow connection leaves to chance happen every time:
// - the client entry running before the lower part of the body is there (the head's starter
//   loads it at the visitor's first input, which can come that early): the listing's forms must
//   still load their captcha when used, the behaviours there work, and the cookie dialog at the
//   very end become modal;
// - a first paint with only part of the cookie dialog, a card anchored to the bottom of the
//   screen, which must not appear and then grow upwards as the rest arrives (a layout shift).

const DETAIL = "/en/for-rent/ixelles/apartment/40232/";
const HOLD_AFTER_ENTRY_MS = 400;
/** A page is never held longer than this, should its entry come from the browser's cache. */
const HOLD_AT_MOST_MS = 5_000;

/** Where the relay cuts a page that loads the client entry, and how long it holds each next part. */
interface Plan {
  cuts: (html: string) => number[];
  until: "entry" | number;
}
const AFTER_HEAD: Plan = { cuts: (html) => [html.indexOf("<body")], until: "entry" };
let plan: Plan = AFTER_HEAD;

let relay: Server;
let relayOrigin = "";
/** Whether the relay held the last page's body until its entry had been served. */
let heldUntilEntry = false;

test.beforeAll(async ({ baseURL }) => {
  const site = new URL(baseURL!);
  let entryServed: () => void = () => {};
  // The handler is async; a failed relay fails the test through the page it leaves unanswered.
  relay = createServer(
    (request, response) =>
      void (async () => {
        const url = new URL(request.url ?? "/", site);
        const headers = new Headers();
        for (const [name, value] of Object.entries(request.headers))
          if (typeof value === "string" && name !== "host") headers.set(name, value);
        headers.set("accept-encoding", "identity");
        const upstream = await fetch(url, { method: request.method, headers, redirect: "manual" });
        const body = Buffer.from(await upstream.arrayBuffer());
        const outgoing: Record<string, string | string[]> = {};
        upstream.headers.forEach((value, name) => {
          if (!["content-length", "content-encoding", "transfer-encoding", "set-cookie"].includes(name))
            outgoing[name] = value;
        });
        const cookies = upstream.headers.getSetCookie();
        if (cookies.length) outgoing["set-cookie"] = cookies;
        response.writeHead(upstream.status, outgoing);
        const html = upstream.headers.get("content-type")?.startsWith("text/html") ?? false;
        if (/^\/assets\/entry-[\w-]+\.js$/.test(url.pathname)) {
          const served = entryServed;
          response.end(body, () => setTimeout(served, HOLD_AFTER_ENTRY_MS));
          return;
        }
        const text = html ? body.toString("utf8") : "";
        const cuts = html ? plan.cuts(text) : [];
        // Only pages that load the client entry are held (not the map's frame, for one).
        if (cuts.length === 0 || cuts.includes(-1) || !text.includes("/assets/entry-")) {
          response.end(body);
          return;
        }
        const until = plan.until;
        let from = 0;
        heldUntilEntry = false;
        for (const cut of cuts) {
          response.write(text.slice(from, cut));
          from = cut;
          await new Promise<void>((resolve) => {
            entryServed =
              until === "entry"
                ? () => {
                    heldUntilEntry = true;
                    resolve();
                  }
                : () => {};
            setTimeout(resolve, until === "entry" ? HOLD_AT_MOST_MS : until);
          });
        }
        response.end(text.slice(from));
      })(),
  );
  await new Promise<void>((listening) => relay.listen(0, "127.0.0.1", listening));
  relayOrigin = `http://127.0.0.1:${(relay.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((closed) => relay.close(closed));
});

test.afterEach(() => {
  plan = AFTER_HEAD;
});

/**
 * Opens `path` through the relay and, once the head's starter has run (the stylesheet it applies
 * says so), presses a key while the body is held: the starter then loads the entry at once.
 */
async function openAndReachEarly(page: Page, path: string): Promise<void> {
  await page.goto(relayOrigin + path, { waitUntil: "commit" });
  await page.waitForFunction(
    () => document.querySelector("link[data-site-styles]")?.getAttribute("rel") === "stylesheet",
  );
  await page.keyboard.press("Shift");
}

/** The relay held the page's body until the entry had been served: the entry ran before the body came. */
function entryRanBeforeTheBody(): void {
  expect(heldUntilEntry, "the body was held until the entry had been served").toBe(true);
}

test("a page whose body arrives after the client entry has run still gets its captcha, islands and dialog", async ({
  page,
}) => {
  test.setTimeout(45_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  // The page with its visit request open (its link's page).
  await openAndReachEarly(page, `${DETAIL}?form=contact-appointment`);
  await clientLoaded(page);
  entryRanBeforeTheBody();
  // The visit form's captcha, far down the page, loads when the visitor starts on the form.
  const form = page.locator("#form-contact-appointment");
  await form.getByRole("textbox", { name: "First name" }).fill("Ann");
  await expect(form.getByRole("checkbox", { name: /human/i })).toBeVisible();
  // The back-to-top button, at the end of the page, is wired: it shows once scrolled.
  await expect(page.locator("a.back-to-top")).toHaveAttribute("data-visible", "true");
});

test.describe("on a first visit", () => {
  test.use({ storedConsent: null });

  test("the cookie dialog at the end of a late body is modal", async ({ page }) => {
    await openAndReachEarly(page, DETAIL);
    await clientLoaded(page);
    entryRanBeforeTheBody();
    const dialog = page.locator("dialog[data-consent]");
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((d) => d.matches(":modal"))).toBe(true);
  });
});

test.describe("with the cookie dialog cut in two", () => {
  test.use({ storedConsent: null });

  test("the dialog appears whole, without a layout shift", async ({ page }) => {
    // Part of the dialog, then the rest of it without the end of the page: two frames at least
    // with the dialog as a plain open element, before the client entry makes it modal.
    plan = { cuts: (html) => [html.indexOf('id="consent-text"'), html.lastIndexOf("</body>")], until: 700 };
    await page.setViewportSize({ width: 412, height: 823 });
    await page.addInitScript(() => {
      const shifts: { value: number; sources: string[] }[] = [];
      (window as unknown as { shifts: typeof shifts }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; sources: { node?: Node }[] }[]) {
          shifts.push({
            value: entry.value,
            sources: entry.sources.map((source) =>
              source.node instanceof Element ? source.node.id || source.node.className : String(source.node),
            ),
          });
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto(relayOrigin + DETAIL);
    const dialog = page.locator("dialog[data-consent]");
    await expect(dialog).toBeVisible();
    await clientLoaded(page);
    expect(await dialog.evaluate((d) => d.matches(":modal"))).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { shifts: unknown[] }).shifts)).toEqual([]);
  });
});
