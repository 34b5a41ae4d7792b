import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type BrowserContext, type Locator, type Page, type TestInfo } from "@playwright/test";
import { HEADER_FIXED_FROM_PX } from "../../client/behaviors/scroll.ts";

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

/** Contexts already given the test's consent cookie and console watch. */
const prepared = new WeakSet<BrowserContext>();

/**
 * Gives `context` the test's stored consent, and records the console errors, uncaught exceptions
 * and failed loads of every page it opens. Once per context: the test's own context is opened
 * through browser.newContext too.
 */
async function prepareContext(
  context: BrowserContext,
  { consent, url, errors }: { consent: string | null; url: string; errors: string[] },
): Promise<void> {
  if (prepared.has(context)) return;
  prepared.add(context);
  if (consent) await context.addCookies([consentCookie(consent, url)]);
  context.on("page", (page) => {
    page.on("console", (message) => {
      if (message.type() !== "error") return;
      const text = message.text();
      if (!text.startsWith("Failed to load resource")) {
        errors.push(text);
        return;
      }
      // A file the server refused, named by its URL. The page's own document may be a 404 page a
      // test asks for, and a load the test aborts itself (net::) is no refusal. Read from the
      // console rather than from every response: one event per failure, not one per file.
      const { url } = message.location();
      if (/status of [45]\d\d/.test(text) && url !== page.url()) errors.push(`${text}: ${url}`);
    });
    page.on("pageerror", (error) => errors.push(String(error)));
  });
}

/**
 * Every page fails its test on a console error or an uncaught exception, in the test's own
 * context and in any a test opens itself (other viewports, no JavaScript). Every test starts with
 * the cookie dialog answered ("declined"), unless it sets `storedConsent: null` to see the dialog.
 * Every test is a visitor of its own (visitorAddress). A test that opens only contexts of its own
 * gets no default page: a browser page costs a process.
 */
export const test = base.extend<{ consoleErrors: string[]; storedConsent: string | null; ownContexts: void }>({
  storedConsent: [DECLINED_CONSENT, { option: true }],
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, "CF-Connecting-IP": visitorAddress(testInfo) });
  },
  consoleErrors: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern; this has none.
    // oxlint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const errors: string[] = [];
      await use(errors);
      expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
  context: async ({ context, storedConsent, baseURL, consoleErrors }, use, testInfo) => {
    await prepareContext(context, { consent: storedConsent, url: baseURL!, errors: consoleErrors });
    await use(context);
    await screenshotIfFailed([context], testInfo);
  },
  ownContexts: [
    async ({ browser, storedConsent, baseURL, consoleErrors }, use, testInfo) => {
      // Contexts a test opens itself start with the same choice, from the same visitor's address.
      const newContext = browser.newContext.bind(browser);
      const opened: BrowserContext[] = [];
      browser.newContext = async (...args: Parameters<typeof newContext>) => {
        const [options = {}] = args;
        const extraHTTPHeaders = { "CF-Connecting-IP": visitorAddress(testInfo), ...options.extraHTTPHeaders };
        const context = await newContext({ ...options, extraHTTPHeaders });
        await prepareContext(context, { consent: storedConsent, url: baseURL!, errors: consoleErrors });
        opened.push(context);
        return context;
      };
      await use();
      await screenshotIfFailed(opened, testInfo);
      // Back to the browser's own method.
      Reflect.deleteProperty(browser, "newContext");
    },
    { auto: true },
  ],
});

/**
 * A failed test keeps a screenshot of every page still open in `contexts`. Taken here, before the
 * contexts close, rather than by Playwright's `screenshot: "only-on-failure"`, which draws every
 * page of every test as it closes and keeps the picture only on failure: a tenth of a second of
 * the browser's time per test.
 */
async function screenshotIfFailed(contexts: BrowserContext[], testInfo: TestInfo): Promise<void> {
  if (testInfo.status === testInfo.expectedStatus) return;
  const pages = contexts.flatMap((context) => context.pages()).filter((page) => !page.isClosed());
  for (const page of pages) {
    // Numbered across the test's contexts, so a second context's pictures do not replace the first's.
    const number = testInfo.attachments.filter((attachment) => attachment.name === "screenshot").length + 1;
    const path = testInfo.outputPath(`test-failed-${number}.png`);
    // A page that cannot be drawn any more (a crash, the time limit) leaves no screenshot.
    const taken = await page.screenshot({ path, timeout: 5_000 }).then(
      () => true,
      () => false,
    );
    // Listed as Playwright lists its own: the file stays where it was written.
    if (taken) testInfo.attachments.push({ name: "screenshot", path, contentType: "image/png" });
  }
}

/** The consent cookie holding `value`, as the site sets it. */
function consentCookie(value: string, url: string) {
  return { name: "consent", value, url, secure: true, httpOnly: true, sameSite: "Lax" as const };
}

export { expect };

/** Sum of the layout shifts the page has recorded so far. */
export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => {
    // A buffered observer is handed the entries recorded so far at once: no entry means no shift.
    const observer = new PerformanceObserver(() => {});
    observer.observe({ type: "layout-shift", buffered: true });
    const entries = observer.takeRecords();
    observer.disconnect();
    return entries.reduce((sum, entry) => sum + (entry as PerformanceEntry & { value: number }).value, 0);
  });
}

/**
 * Waits until the header has taken its place for the page's scroll. Past HEADER_FIXED_FROM_PX the
 * header is fixed at the top and slides in over the page once the page has seen the scroll: a
 * click aimed at what it is about to cover would land on the header instead.
 */
export async function headerSettled(page: Page): Promise<void> {
  const header = page.locator("[data-header]");
  const scrolled = await page.evaluate(() => window.scrollY);
  await expect(header).toHaveAttribute("data-scrolled", String(scrolled > HEADER_FIXED_FROM_PX));
  await expect.poll(() => header.evaluate((element) => element.getAnimations().length)).toBe(0);
}

/**
 * Waits until the client entry has wired the page; its islands wake (hydrate) when the visitor
 * reaches for them, each then marked data-hydrated.
 */
export async function clientLoaded(page: Page): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("data-client-loaded", "true");
}

/**
 * Opens `path` with the page's clock (page.clock) stopped, and moves it on in small steps only
 * until `ready` holds. The page's timers so run for as long as
 * loading needed, however busy the machine: a carousel that is ready has not moved on by itself.
 * The clock stays stopped; page.clock.runFor moves it on, page.clock.resume lets it run.
 */
export async function openOnTestClock(page: Page, path: string, ready: () => Promise<boolean>): Promise<void> {
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1_000);
  await page.goto(path, { waitUntil: "commit" });
  await runClockUntil(page, ready);
}

/** Moves the stopped clock (openOnTestClock) on in small steps until `ready` holds. */
export async function runClockUntil(page: Page, ready: () => Promise<boolean>): Promise<void> {
  await expect
    .poll(
      async () => {
        await page.clock.runFor(50);
        // Right after the navigation commits the document may not exist yet, or be replaced:
        // that is "not ready yet", not a failure.
        return ready().catch(() => false);
      },
      { timeout: 25_000 },
    )
    .toBe(true);
}

/**
 * How many animation frames the page asks for while its stopped clock (openOnTestClock) moves on
 * by `ms`: a page that is only waiting asks for none.
 */
export async function animationFramesDuring(page: Page, ms: number): Promise<number> {
  await page.evaluate(() => {
    const request = window.requestAnimationFrame.bind(window);
    const counted = window as Window & { framesAsked?: number };
    counted.framesAsked = 0;
    window.requestAnimationFrame = (callback) => {
      counted.framesAsked! += 1;
      return request(callback);
    };
  });
  await page.clock.runFor(ms);
  return page.evaluate(() => (window as Window & { framesAsked?: number }).framesAsked ?? 0);
}

/** The WCAG 2.2 A/AA rules the pages are held to, with axe's best practices. */
/** The data layer's event objects (Consent Mode's gtag commands left out). */
export function dataLayerEvents(page: Page): Promise<(Record<string, unknown> & { event?: string })[]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [])
      .filter((entry) => Object.prototype.toString.call(entry) !== "[object Arguments]")
      .map((entry) => JSON.parse(JSON.stringify(entry)) as Record<string, unknown>),
  );
}

export const WCAG_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/**
 * The accessibility violations axe finds on the page, or only inside `include` (the part a test is
 * about; every kind of page is also checked whole by accessibility.spec.ts), one line each with
 * the first elements it concerns.
 */
export async function accessibilityProblems(
  page: Page,
  { include, exclude, tags = WCAG_AA }: { include?: string[]; exclude?: string[]; tags?: string[] } = {},
): Promise<string[]> {
  // Axe runs inside the page and its frames in one pass: its newer mode opens a blank page per
  // check to merge the frames' results, which doubled the time of a check. The only frames it
  // cannot enter so are other sites' players, which the site does not draw.
  // Only violations are read: axe then lists one node of each passing or inapplicable rule
  // instead of all of them, a quarter of a check's time.
  let builder = new AxeBuilder({ page })
    .options({ resultTypes: ["violations"] })
    .withTags(tags)
    .setLegacyMode(true);
  for (const selector of include ?? []) builder = builder.include(selector);
  for (const selector of exclude ?? []) builder = builder.exclude(selector);
  const results = await builder.analyze();
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 5)
        .join(", ")}`,
  );
}

/**
 * Scrolls through the page as a visitor would, a rendered frame at each step so lazy images and
 * frames start loading, waits until every image in view has loaded, and goes back to the top.
 */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let y = 0; y < document.documentElement.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await frame();
    }
  });
  // Slides beside the visible one stay lazy until the slideshow moves: only what is in view counts.
  await page.waitForFunction(() =>
    [...document.images].every((img) => {
      const box = img.getBoundingClientRect();
      return img.complete || box.right <= 0 || box.left >= window.innerWidth;
    }),
  );
  await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * With E2E_SCREENSHOTS set, scrolls through the page so lazy images and frames load and saves a
 * full-page screenshot to look at. The tests' assertions never depend on it, so a normal run
 * spends no time loading photos nobody looks at.
 */
export async function screenshotForReview(page: Page, path: string): Promise<void> {
  if (!process.env.E2E_SCREENSHOTS) return;
  await scrollThrough(page);
  await page.screenshot({ path, fullPage: true });
}

/** The part is shown; with E2E_SCREENSHOTS set, a screenshot of it is saved to look at. */
export async function partScreenshotForReview(part: Locator, path: string): Promise<void> {
  await expect(part).toBeVisible();
  if (process.env.E2E_SCREENSHOTS) await part.screenshot({ path });
}
