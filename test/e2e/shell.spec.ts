import { clientLoaded, expect, test } from "./fixtures.ts";

test.describe("language switcher", () => {
  test("switching on a translated page lands on the translated path and is remembered", async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto("/fr/a-vendre/");
    await clientLoaded(page);
    await page.locator(".lang-switch--header summary").click();
    await page.locator('.lang-switch--header a[lang="nl"]').click();
    await expect(page).toHaveURL(/\/nl\/te-koop\/$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "nl");
    await clientLoaded(page);
    expect(await page.evaluate(() => localStorage.getItem("i18nextLng"))).toBe("nl");
    // The root now sends this visitor to Dutch: the server remembered the choice.
    await page.goto("/");
    await expect(page).toHaveURL(/\/nl\/$/);
  });

  test("on a listing, a project and a testimonial it leads to the same page in the other language", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto("/en/for-sale/ixelles/duplex/40112/");
    await page.locator(".lang-switch--header summary").click();
    await page.getByRole("link", { name: "Nederlands" }).click();
    await expect(page).toHaveURL(/\/nl\/te-koop\/elsene\/duplex\/40112\/$/);
    await expect(page.getByText("Ref. 20417").first()).toBeVisible();

    // Each language leads where the page's own hreflang links say its version is.
    for (const path of [
      "/fr/projets/hof-ter-linden-7002/",
      "/fr/temoignages/sophie-claes-1/",
      "/nl/te-koop/elsene/duplex/40112/",
    ]) {
      await page.goto(path);
      for (const lang of ["nl", "fr", "en"]) {
        const alternate = new URL(
          (await page.locator(`link[rel="alternate"][hreflang="${lang}"]`).getAttribute("href"))!,
        ).pathname;
        await expect(page.locator(`.lang-switch--header a[lang="${lang}"]`), `${path} → ${lang}`).toHaveAttribute(
          "href",
          alternate,
        );
      }
    }
  });

  test("on a list it keeps every filter, with the city names of the other language", async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto("/nl/te-koop/?city=elsene%7C1050&city=brussel%7C1050&type=2&bedrooms=2&sort=price-desc");
    await page.locator(".lang-switch--header summary").click();
    await page.getByRole("link", { name: "Français" }).click();
    await expect(page).toHaveURL(
      /\/fr\/a-vendre\/\?city=ixelles%7C1050&city=bruxelles%7C1050&type=2&bedrooms=2&sort=price-desc$/,
    );
    for (const filter of ["Ixelles (1050)", "Bruxelles (1050)", "Appartement", "2+ chambres"]) {
      await expect(page.getByRole("link", { name: `Retirer le filtre : ${filter}` })).toBeVisible();
    }
  });

  test("the switcher works from the drawer on a phone", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/en/insurance/");
    await page.locator("label.header__burger").click();
    await page.locator("#drawer").getByRole("link", { name: "Français" }).click();
    await expect(page).toHaveURL(/\/fr\/assurances\/$/);
  });
});

test.describe("mobile drawer at 375 px", () => {
  test("opens and closes, locks body scroll and switches the header to its open style", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/nl/");
    await clientLoaded(page);
    const burger = page.locator("label.header__burger");
    const panel = page.locator("#drawer");
    await expect(burger).toBeVisible();
    await expect(panel).toBeHidden();
    const closedHeader = await page.locator(".header").evaluate((el) => getComputedStyle(el).backgroundColor);

    await burger.click();
    await expect(panel).toBeVisible();
    await expect(panel.getByRole("link", { name: "Te koop", exact: true })).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");
    const openHeader = await page.locator(".header").evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(openHeader).not.toBe(closedHeader);

    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden");
  });

  test("opening and closing keeps the reader where they were, with and without JavaScript", async ({ browser }) => {
    for (const javaScriptEnabled of [true, false]) {
      const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 375, height: 812 } });
      const page = await context.newPage();
      await page.goto("/nl/te-koop/");
      if (javaScriptEnabled) await clientLoaded(page);
      // Without JavaScript the header stays at the top of the page: the reader scrolls only as far
      // as its menu button still shows whole.
      const burger = page.locator("label.header__burger");
      const at = javaScriptEnabled
        ? 1500
        : Math.max(1, Math.floor(await burger.evaluate((el) => el.getBoundingClientRect().top + window.scrollY)) - 4);
      await page.evaluate((top) => window.scrollTo(0, top), at);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(at);
      // With JavaScript the header is fixed, and slides in, once the page has seen the scroll.
      if (javaScriptEnabled) await expect(page.locator("[data-header]")).toHaveAttribute("data-scrolled", "true");
      // A finger on the button where it shows (a locator's click would first scroll the menu's
      // checkbox, which the button stands for, into view).
      const tap = async (target: typeof burger) => {
        // Where it shows once the drawer and the header have stopped sliding.
        await expect
          .poll(() =>
            page.evaluate(
              () =>
                document
                  .getAnimations()
                  .filter(
                    (a) =>
                      a.playState === "running" &&
                      ((a.effect as KeyframeEffect | null)?.target as Element | null)?.closest(
                        "#drawer, .drawer__backdrop, [data-header]",
                      ),
                  ).length,
            ),
          )
          .toBe(0);
        const box = (await target.boundingBox())!;
        await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      };

      await tap(burger);
      const menu = page.getByRole("navigation", { name: "Hoofdmenu" });
      await expect(menu.getByRole("link", { name: "Te koop", exact: true })).toBeVisible();
      expect(await page.evaluate(() => window.scrollY), `open, JavaScript ${javaScriptEnabled}`).toBe(at);
      // The page under the menu does not scroll while it is open.
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe("hidden");

      // The menu button, a cross while the menu is open, closes it.
      await tap(burger);
      await expect(menu.getByRole("link", { name: "Te koop", exact: true })).toBeHidden();
      expect(await page.evaluate(() => window.scrollY), `closed, JavaScript ${javaScriptEnabled}`).toBe(at);

      if (javaScriptEnabled) {
        // Escape closes it the same way.
        await tap(burger);
        await expect(menu.getByRole("link", { name: "Te koop", exact: true })).toBeVisible();
        await page.keyboard.press("Escape");
        await expect(menu.getByRole("link", { name: "Te koop", exact: true })).toBeHidden();
        expect(await page.evaluate(() => window.scrollY), "closed with Escape").toBe(1500);
      }
      await context.close();
    }
  });

  test("works without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    await page.goto("/fr/");
    await page.locator("label.header__burger").click();
    await expect(page.locator("#drawer")).toBeVisible();
    await page.locator("#drawer").getByRole("link", { name: "À vendre", exact: true }).click();
    await expect(page).toHaveURL(/\/fr\/a-vendre\/$/);
    await context.close();
  });
});

test.describe("header on scroll", () => {
  test("is absolute and transparent over the banner, then fixed with a smaller logo past 30 px", async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto("/fr/");
    await clientLoaded(page);
    const header = page.locator(".header");
    const logo = page.locator(".header__logo");
    await expect(header).toHaveAttribute("data-scrolled", "false");
    expect(await header.evaluate((el) => getComputedStyle(el).position)).toBe("absolute");
    expect(await header.evaluate((el) => getComputedStyle(el).backgroundColor)).toMatch(
      /rgba\(0, 0, 0, 0\)|transparent/,
    );
    const before = (await logo.boundingBox())!.height;

    await page.mouse.wheel(0, 20);
    await page.waitForFunction(() => window.scrollY >= 20);
    await expect(header).toHaveAttribute("data-scrolled", "false");

    await page.mouse.wheel(0, 300);
    await expect(header).toHaveAttribute("data-scrolled", "true");
    expect(await header.evaluate((el) => getComputedStyle(el).position)).toBe("fixed");
    await expect.poll(async () => (await logo.boundingBox())!.height).toBeLessThan(before);
  });
});

test.describe("landmarks", () => {
  test("the main menu is one landmark, at every width, and no label is hidden from assistive technology", async ({
    page,
  }) => {
    for (const width of [375, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/en/contact/");
      // Hidden ones count too: a screen reader's list of landmarks must not name the menu twice.
      await expect(page.getByRole("navigation", { name: "Main menu", includeHidden: true })).toHaveCount(1);
      expect(await page.locator("label[aria-hidden]").count(), "labels hidden from assistive technology").toBe(0);
    }
    await expect(
      page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "For sale", exact: true }),
    ).toBeVisible();
    // On a phone the drawer's links are in that one landmark.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.locator("label.header__burger").click();
    await expect(
      page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "For sale", exact: true }),
    ).toBeVisible();
  });
});

test.describe("back to top", () => {
  test("on a phone it covers nothing of the page: no form field, no line of a listing's facts", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    for (const path of ["/en/valuation/", "/en/for-sale/ixelles/duplex/40112/"]) {
      await page.goto(path);
      await clientLoaded(page);
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 400; y < Math.min(height - 1200, 6000); y += 500) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        const button = page.getByRole("link", { name: "Back to top" });
        await expect(button).toBeVisible();
        // The header and the button have settled where they stay.
        await expect
          .poll(() =>
            page.evaluate(
              () =>
                [...document.querySelectorAll("[data-header], [data-back-to-top]")]
                  .flatMap((el) => el.getAnimations())
                  .filter((a) => a.playState === "running").length,
            ),
          )
          .toBe(0);
        // What the button lies on, at its corners and centre: never the page's content.
        const covered = await button.evaluate((el) => {
          const box = el.getBoundingClientRect();
          const points = [
            [box.left + 1, box.top + 1],
            [box.right - 1, box.top + 1],
            [box.left + 1, box.bottom - 1],
            [box.right - 1, box.bottom - 1],
            [box.left + box.width / 2, box.top + box.height / 2],
          ];
          return points.flatMap(([x, y]) => {
            const under = document.elementsFromPoint(x!, y!).find((candidate) => !el.contains(candidate));
            return under?.closest("main, footer")
              ? [`${under.tagName} ${(under.textContent ?? "").trim().slice(0, 30)}`]
              : [];
          });
        });
        expect(covered, `${path} scrolled to ${y}`).toEqual([]);
      }
    }
  });

  test("appears after scrolling and brings the visitor smoothly back to the top", async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto("/en/privacy-statement/");
    await clientLoaded(page);
    const button = page.locator("a.back-to-top");
    await expect(button).toHaveAttribute("data-visible", "false");
    // Not shown yet: see-through, and no click reaches it.
    await expect(button).toHaveCSS("opacity", "0");
    await expect(button).toHaveCSS("pointer-events", "none");

    await page.evaluate(() => window.scrollTo(0, 900));
    await expect(button).toHaveAttribute("data-visible", "true");
    await expect(button).toBeVisible();

    // A fake clock makes the animation deterministic: halfway through it is between the two
    // positions, and it has arrived after about 500 ms.
    // install() alone lets fake time flow at real speed; pausing it makes the test independent
    // of machine load.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
    await button.click();
    await page.clock.runFor(250);
    const halfway = await page.evaluate(() => window.scrollY);
    expect(halfway).toBeGreaterThan(0);
    expect(halfway).toBeLessThan(900);
    await page.clock.runFor(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // The browser dispatches the last scroll event with its next rendering frame, which runs on
    // real time; only then is the 100 ms check scheduled on the paused clock. Advance the fake
    // clock a check interval at a time until the button has hidden itself.
    await expect
      .poll(async () => {
        await page.clock.runFor(100);
        return button.getAttribute("data-visible");
      })
      .toBe("false");
  });
});
