import type { BrowserContext, Page } from "@playwright/test";
import { accessibilityProblems, clientLoaded, expect, POLICY_VERSION, test } from "./fixtures.ts";
import { TAG_SCRIPT, watchRequests } from "./third-party.ts";

// The cookie dialog (decision 036): nothing third-party before a choice, each choice stored and
// applied as given. These tests start without a stored choice.
test.use({ storedConsent: null });

const KEYS = [
  "consent",
  "consentAnalyticsStorage",
  "consentAdStorage",
  "consentAdPersonalization",
  "consentAdUserData",
];

async function stored(page: Page): Promise<Record<string, string | null>> {
  return page.evaluate((keys) => Object.fromEntries(keys.map((key) => [key, localStorage.getItem(key)])), KEYS);
}

async function consentCookie(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies()).find((c) => c.name === "consent")?.value;
}

const dialog = (page: Page) => page.locator("dialog#cookie-consent");

/** Host and path of every script the page added from another site. */
function thirdPartyScripts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.scripts]
      .map((script) => script.src)
      .filter((src) => src && new URL(src).origin !== location.origin)
      .map((src) => new URL(src).host + new URL(src).pathname)
      .sort(),
  );
}

/** The analytics tags' scripts in the page, wherever they would come from. */
function tagScripts(page: Page): Promise<string[]> {
  return page.evaluate(
    (pattern) => [...document.scripts].map((script) => script.src).filter((src) => new RegExp(pattern).test(src)),
    TAG_SCRIPT.source,
  );
}

/**
 * Moves the page's clock (installed before it loaded) on by `ms`, firing every timer due, and
 * lets the page render a frame after them, so whatever they would add to the page is there.
 */
async function letTimePass(page: Page, ms: number): Promise<void> {
  await page.clock.runFor(ms);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
}

/** How many `consent update` commands the page has sent. */
function consentUpdates(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      (window as unknown as { dataLayer?: unknown[] }).dataLayer?.filter((entry) => {
        const args =
          Object.prototype.toString.call(entry) === "[object Arguments]" ? Array.from(entry as IArguments) : [];
        return args[0] === "consent" && args[1] === "update";
      }).length ?? 0,
  );
}

test("nothing third-party is requested before consent; agree loads the configured tags and stores all five choices", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const requests = await watchRequests(context, request, baseURL!);
  const run = `/en/?run=${Date.now()}${Math.random().toString(36).slice(2)}`;
  await page.clock.install();
  await page.goto(run);
  await clientLoaded(page);
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page)).toHaveJSProperty("open", true);
  expect(await dialog(page).evaluate((d) => d.matches(":modal"))).toBe(true);
  await letTimePass(page, 700); // longer than Consent Mode's 500 ms wait: still nothing may load
  expect(await tagScripts(page)).toEqual([]);
  expect(requests.thirdParty).toEqual([]);
  expect(requests.all.filter((url) => TAG_SCRIPT.test(url))).toEqual([]);
  // Consent Mode's defaults are the first thing in the data layer.
  const first = await page.evaluate(() => Array.from((window as unknown as { dataLayer: IArguments[] }).dataLayer[0]!));
  expect(first).toEqual([
    "consent",
    "default",
    {
      analytics_storage: "denied",
      ad_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
      wait_for_update: 500,
    },
  ]);

  const saved = page.waitForResponse((r) => r.url().endsWith("/__consent") && r.request().method() === "POST");
  await dialog(page).getByRole("button", { name: "Agree", exact: true }).click();
  expect((await saved).status()).toBe(200);
  await expect(dialog(page)).toBeHidden();
  expect(await stored(page)).toEqual(Object.fromEntries(KEYS.map((key) => [key, "true"])));
  expect(await consentCookie(context)).toMatch(new RegExp(`^1:[A-Za-z0-9_-]{22}:${POLICY_VERSION}:11111$`));

  await expect
    .poll(() => requests.thirdParty.map((url) => new URL(url).host + new URL(url).pathname).sort())
    .toEqual([
      "connect.facebook.net/en_US/fbevents.js",
      "www.googletagmanager.com/gtag/js",
      "www.googletagmanager.com/gtm.js",
    ]);
  expect(requests.thirdParty).toContain("https://www.googletagmanager.com/gtag/js?id=G-LAMB3RT0NT");
  expect(requests.thirdParty).toContain("https://www.googletagmanager.com/gtm.js?id=GTM-W4XK9PQ");
  // The update follows the choice, then the page view.
  const commands = await page.evaluate(() =>
    (window as unknown as { dataLayer: unknown[] }).dataLayer.map((entry) =>
      Object.prototype.toString.call(entry) === "[object Arguments]"
        ? Array.from(entry as IArguments)
            .slice(0, 2)
            .join(" ")
        : String((entry as { event?: string }).event),
    ),
  );
  const update = commands.indexOf("consent update");
  expect(update).toBeGreaterThan(0);
  expect(commands.indexOf("event page_view")).toBeGreaterThan(update);
  expect(commands).toContain("consent_update");
  // The tags measured the page view, with the consent given (the stand-ins' record of it).
  await expect
    .poll(async () => {
      const { hits } = (await (await request.get("/__local/analytics/hits.json")).json()) as {
        hits: { tag: string; id: string; event: string; page: string; consent: Record<string, string> }[];
      };
      return hits
        .filter((hit) => hit.page === run)
        .map((hit) => `${hit.tag} ${hit.id} ${hit.event}`)
        .sort();
    })
    .toEqual(expect.arrayContaining(["gtag G-LAMB3RT0NT page_view", "pixel 123456789012345 PageView"]));

  // The next page loads the tags at once and shows no dialog.
  requests.thirdParty.length = 0;
  await page.goto("/en/for-sale/");
  await clientLoaded(page);
  await expect(dialog(page)).toBeHidden();
  await expect.poll(() => requests.thirdParty.length).toBeGreaterThanOrEqual(3);
});

test("decline keeps only the strictly necessary and loads nothing, now or later", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const requests = await watchRequests(context, request, baseURL!);
  await page.clock.install();
  await page.goto("/fr/");
  await clientLoaded(page);
  await dialog(page).getByRole("button", { name: "Refuser", exact: true }).click();
  await expect(dialog(page)).toBeHidden();
  expect(await stored(page)).toEqual({
    consent: "true",
    consentAnalyticsStorage: "false",
    consentAdStorage: "false",
    consentAdPersonalization: "false",
    consentAdUserData: "false",
  });
  expect(await consentCookie(context)).toMatch(/:10000$/);
  await page.reload();
  await clientLoaded(page);
  await expect(dialog(page)).toBeHidden();
  await letTimePass(page, 700);
  expect(await tagScripts(page)).toEqual([]);
  expect(requests.thirdParty).toEqual([]);
  expect(requests.all.filter((url) => TAG_SCRIPT.test(url))).toEqual([]);
});

test("agree partly saves the chosen toggles and loads only what they allow", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const requests = await watchRequests(context, request, baseURL!);
  await page.clock.install();
  await page.goto("/nl/");
  await clientLoaded(page);
  await dialog(page).getByText("Instellingen wijzigen").click();
  await expect(dialog(page).getByRole("checkbox", { name: /Strikt noodzakelijk/ })).toBeChecked();
  await expect(dialog(page).getByRole("checkbox", { name: /Strikt noodzakelijk/ })).toBeDisabled();
  await dialog(page).getByRole("checkbox", { name: "Analytisch" }).check();
  await dialog(page).getByRole("button", { name: "Gedeeltelijk akkoord" }).click();
  await expect(dialog(page)).toBeHidden();
  expect(await stored(page)).toEqual({
    consent: "true",
    consentAnalyticsStorage: "true",
    consentAdStorage: "false",
    consentAdPersonalization: "false",
    consentAdUserData: "false",
  });
  await expect.poll(() => requests.thirdParty.some((url) => url.includes("/gtag/js?id=G-LAMB3RT0NT"))).toBe(true);
  await letTimePass(page, 500);
  expect((await tagScripts(page)).some((url) => url.includes("fbevents"))).toBe(false);
  expect(requests.thirdParty.some((url) => url.includes("fbevents"))).toBe(false);
  const update = await page.evaluate(
    () =>
      (window as unknown as { dataLayer: unknown[] }).dataLayer
        .filter((entry) => Object.prototype.toString.call(entry) === "[object Arguments]")
        .map((entry) => Array.from(entry as IArguments))
        .find((args) => args[0] === "consent" && args[1] === "update")?.[2],
  );
  expect(update).toEqual({
    analytics_storage: "granted",
    ad_storage: "denied",
    ad_user_data: "denied",
    ad_personalization: "denied",
  });
});

for (const { toggle, signals, loaded } of [
  {
    toggle: "Marketing",
    signals: {
      analytics_storage: "denied",
      ad_storage: "granted",
      ad_user_data: "granted",
      ad_personalization: "denied",
    },
    loaded: ["www.googletagmanager.com/gtag/js", "www.googletagmanager.com/gtm.js"],
  },
  {
    toggle: "Social media",
    signals: {
      analytics_storage: "denied",
      ad_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
    },
    loaded: ["connect.facebook.net/en_US/fbevents.js"],
  },
  {
    toggle: "Unclassified",
    signals: {
      analytics_storage: "denied",
      ad_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
    },
    loaded: [],
  },
]) {
  test(`"${toggle}" alone: the stored values say what the Google signals say, and only the tags it serves load`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await watchRequests(context, request, baseURL!);
    await page.goto("/en/");
    await clientLoaded(page);
    await dialog(page).getByText("Change settings").click();
    await dialog(page).getByRole("checkbox", { name: toggle }).check();
    await dialog(page).getByRole("button", { name: "Agree partly" }).click();
    await expect(dialog(page)).toBeHidden();
    const update = await page.evaluate(
      () =>
        (window as unknown as { dataLayer: unknown[] }).dataLayer
          .filter((entry) => Object.prototype.toString.call(entry) === "[object Arguments]")
          .map((entry) => Array.from(entry as IArguments))
          .find((args) => args[0] === "consent" && args[1] === "update")?.[2],
    );
    expect(update).toEqual(signals);
    expect(await stored(page)).toEqual({
      consent: "true",
      consentAnalyticsStorage: signals.analytics_storage === "granted" ? "true" : "false",
      consentAdStorage: signals.ad_storage === "granted" ? "true" : "false",
      consentAdUserData: signals.ad_user_data === "granted" ? "true" : "false",
      consentAdPersonalization: signals.ad_personalization === "granted" ? "true" : "false",
    });
    // The choice is applied at once: its scripts are in the page as soon as its update is.
    expect(await thirdPartyScripts(page)).toEqual(loaded);
    await page.reload();
    await clientLoaded(page);
    await expect.poll(() => consentUpdates(page)).toBe(1);
    expect(await thirdPartyScripts(page)).toEqual(loaded);
  });
}

test.describe("with a stored choice", () => {
  test.use({ storedConsent: `1:e2eAgreedConsent000000:${POLICY_VERSION}:11111` });

  test("?setcookies clears every stored choice and shows the dialog again", async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await watchRequests(context, request, baseURL!);
    await page.goto("/en/");
    await clientLoaded(page);
    await expect(dialog(page)).toBeHidden();
    expect((await stored(page)).consent).toBe("true");
    await page.goto("/en/?setcookies");
    await clientLoaded(page);
    await expect(dialog(page)).toBeVisible();
    expect(await stored(page)).toEqual(Object.fromEntries(KEYS.map((key) => [key, null])));
    expect(await consentCookie(context)).toBeUndefined();
    expect(new URL(page.url()).search).toBe("");
  });

  test("the footer link reopens the settings with the saved choice; Escape closes and focus returns to the link", async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await watchRequests(context, request, baseURL!);
    await page.goto("/en/contact/");
    await clientLoaded(page);
    const link = page.getByRole("link", { name: "Cookie settings" });
    await link.focus();
    await page.keyboard.press("Enter");
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page).getByRole("checkbox", { name: "Marketing" })).toBeChecked();
    await expect(page.locator("details.consent__settings")).toHaveJSProperty("open", true);
    await page.keyboard.press("Escape"); // back to the first layer
    await expect(dialog(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toBeHidden();
    await expect(link).toBeFocused();
  });
});

test("paths containing preview show no dialog and request nothing third-party", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const requests = await watchRequests(context, request, baseURL!);
  await page.clock.install();
  await page.goto("/en/preview/");
  await clientLoaded(page);
  await expect(dialog(page)).toHaveCount(0);
  await letTimePass(page, 700);
  expect(await thirdPartyScripts(page)).toEqual([]);
  expect(requests.thirdParty).toEqual([]);
});

test("the dialog works with the keyboard alone: focus starts inside, stays inside and comes back after", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await watchRequests(context, request, baseURL!);
  await page.goto("/en/");
  await clientLoaded(page);
  const inside = () => page.evaluate(() => !!document.activeElement?.closest("dialog#cookie-consent"));
  expect(await inside()).toBe(true);
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press("Tab");
    expect(await inside(), `after ${i + 1} Tab`).toBe(true);
  }
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press("Shift+Tab");
    expect(await inside(), `after ${i + 1} Shift+Tab`).toBe(true);
  }
  // A first visit needs a choice: Escape does not dismiss it.
  await page.keyboard.press("Escape");
  await expect(dialog(page)).toBeVisible();
  // Open the settings, switch on marketing, save partly — all from the keyboard.
  await dialog(page).getByText("Change settings").focus();
  await page.keyboard.press("Enter");
  await dialog(page).getByRole("checkbox", { name: "Marketing" }).focus();
  await page.keyboard.press("Space");
  await dialog(page).getByRole("button", { name: "Agree partly" }).focus();
  await page.keyboard.press("Enter");
  await expect(dialog(page)).toBeHidden();
  expect((await stored(page)).consentAdStorage).toBe("true");
  expect(await inside()).toBe(false);
  expect(await page.evaluate(() => document.activeElement?.id)).toBe("top");
});

test("without JavaScript the dialog is a form: agreeing returns to the page with the choice stored", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/fr/a-vendre/");
  await expect(dialog(page)).toBeVisible();
  await dialog(page).getByRole("button", { name: "Accepter", exact: true }).click();
  await expect(page).toHaveURL(/\/fr\/a-vendre\/$/);
  await expect(dialog(page)).toBeHidden();
  expect((await context.cookies()).find((c) => c.name === "consent")?.value).toMatch(/:11111$/);
  await context.close();
});

for (const width of [375, 1366]) {
  test(`the open dialog has no WCAG A/AA violations at ${width} px`, async ({ page, context, request, baseURL }) => {
    await watchRequests(context, request, baseURL!);
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/fr/");
    await clientLoaded(page);
    for (const settings of [false, true]) {
      if (settings) await dialog(page).getByText("Modifier les paramètres").click();
      expect(await accessibilityProblems(page, { include: ["#cookie-consent"] })).toEqual([]);
    }
  });
}
