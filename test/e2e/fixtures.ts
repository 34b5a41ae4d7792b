import { test as base, expect, type Page, type TestInfo } from "@playwright/test";

/** The cookie policy version of config/sample.json, which consent is given for. */
export const POLICY_VERSION = "2026-11-01";

/** A stored "declined" choice (only strictly necessary cookies), as the consent cookie holds it. */
export const DECLINED_CONSENT = `1:e2eDeclinedConsent0000:${POLICY_VERSION}:10000`;

/**
 * The address a test's visitor sends from (CF-Connecting-IP, which the local server keeps): one of
 * its own per test and attempt, so the forms' rate limit (10 a minute per address) counts each
 * test alone, however many tests the other workers send in the same minute.
 */
export function visitorAddress(testInfo: TestInfo): string {
  let hash = 2166136261;
  for (const char of `${testInfo.testId}:${testInfo.retry}:${testInfo.repeatEachIndex}`)
    hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  const bytes = [hash >>> 16, hash >>> 8, hash].map((byte) => byte & 255);
  return `10.${bytes.join(".")}`;
}

/**
 * Every page fails its test on a console error or an uncaught exception. Every test starts with
 * the cookie dialog answered ("declined"), unless it sets `storedConsent: null` to see the dialog.
 * Every test is a visitor of its own (visitorAddress).
 */
export const test = base.extend<{ consoleErrors: string[]; storedConsent: string | null; consentCookie: void }>({
  storedConsent: [DECLINED_CONSENT, { option: true }],
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, "CF-Connecting-IP": visitorAddress(testInfo) });
  },
  consentCookie: [
    async ({ context, browser, storedConsent, baseURL }, use, testInfo) => {
      const cookie = {
        name: "consent",
        value: storedConsent ?? "",
        url: baseURL!,
        secure: true,
        httpOnly: true,
        sameSite: "Lax" as const,
      };
      if (storedConsent) await context.addCookies([cookie]);
      // Contexts a test opens itself (other viewports, no JavaScript) start with the same choice,
      // from the same visitor's address.
      const newContext = browser.newContext;
      browser.newContext = async (...args: Parameters<typeof newContext>) => {
        const [options = {}] = args;
        const extraHTTPHeaders = { "CF-Connecting-IP": visitorAddress(testInfo), ...options.extraHTTPHeaders };
        const opened = await newContext.call(browser, { ...options, extraHTTPHeaders });
        if (storedConsent) await opened.addCookies([cookie]);
        return opened;
      };
      await use();
      browser.newContext = newContext;
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        // Failed loads are reported below with their URL.
        if (message.type() === "error" && !message.text().startsWith("Failed to load resource"))
          errors.push(message.text());
      });
      page.on("response", (response) => {
        if (response.status() >= 400 && response.request().resourceType() !== "document")
          errors.push(`${response.status()} ${response.url()}`);
      });
      page.on("pageerror", (error) => errors.push(String(error)));
      await use(errors);
      expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Sum of the layout shifts the page has recorded so far. */
export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          resolve(
            list.getEntries().reduce((sum, entry) => sum + (entry as PerformanceEntry & { value: number }).value, 0),
          );
        }).observe({ type: "layout-shift", buffered: true });
        // No entry at all means no shift: the observer then never calls back.
        setTimeout(() => resolve(0), 500);
      }),
  );
}

/** Waits until the client entry has hydrated the page's islands. */
export async function clientLoaded(page: Page): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("data-client-loaded", "true");
}
