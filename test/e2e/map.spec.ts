import type { FrameLocator, Page } from "@playwright/test";
import { accessibilityProblems, clientLoaded, expect, layoutShift, test } from "./fixtures.ts";

// The developer's map page (/__local/map-demo/, on with the local stand-ins) embeds the frame with
// ten pins: seven to draw, one ignored marquee, a hostile link and a listing without a geocode.
// Like a list's map view, it shows a drawn preview until the visitor reaches for the map
// (decision 082).
const DEMO = "/__local/map-demo/?lang=en";
const DRAWN = 7;

/** Waits until the page's map behaviour, which the entry loads on a page with a map, is wired. */
async function mapWired(page: Page): Promise<void> {
  await clientLoaded(page);
  await expect(page.locator("[data-map-embed]")).toHaveAttribute("data-map-embed", "wired");
}

/** Reaches for the map as a visitor does: the button over its drawn preview. */
async function useTheMap(page: Page, name = "Use the map"): Promise<void> {
  await page.getByRole("button", { name }).click();
}

/**
 * Opens the demo page, reaches for its map and waits until the frame has drawn the properties
 * and, unless the frame is kept from laying out, until the map is at rest on their view.
 */
async function openMap(page: Page, { atRest = true } = {}): Promise<FrameLocator> {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(DEMO);
  await clientLoaded(page);
  await useTheMap(page);
  const frame = page.frameLocator("iframe.map-embed__frame");
  await expect(frame.locator("#map")).toHaveAttribute("data-markers", String(DRAWN));
  if (atRest) await expect(frame.locator("#map")).toHaveAttribute("data-view", "settled");
  return frame;
}

/**
 * Runs `post`, which sends the map frame one message, and waits until the frame has handled it:
 * a listener added now runs after the frame's own, which handles a message at once.
 */
async function afterFrameHandles(page: Page, post: () => Promise<unknown>): Promise<void> {
  const frame = page.frames().find((f) => f.url().includes("/map/frame/"))!;
  await frame.evaluate(() => {
    const counted = window as unknown as { messagesHeard: number };
    counted.messagesHeard = 0;
    window.addEventListener("message", () => counted.messagesHeard++);
  });
  await post();
  await expect.poll(() => frame.evaluate(() => (window as unknown as { messagesHeard: number }).messagesHeard)).toBe(1);
}

/** Every property on the map, counted through the clusters that hold them. */
async function propertiesOnMap(frame: FrameLocator): Promise<number> {
  const pins = await frame.locator(".leaflet-marker-icon.map-pin").count();
  const clusters = await frame.locator(".marker-cluster [aria-hidden=true]").allTextContents();
  return pins + clusters.reduce((sum, count) => sum + Number(count), 0);
}

/**
 * Zooms into clusters until a single pin shows, then opens its popup. Enter on the focused marker
 * is Leaflet's keyboard click, and cannot land on the info overlay when a marker sits under it.
 */
async function openFirstPopup(page: Page, frame: FrameLocator): Promise<void> {
  for (let i = 0; i < 8; i++) {
    // Between zoom levels Leaflet swaps clusters for pins: wait until the map has settled.
    await expect(frame.locator(".leaflet-zoom-anim")).toHaveCount(0);
    await expect(frame.locator(".map-pin, .marker-cluster").first()).toBeVisible();
    if ((await frame.locator(".map-pin").count()) > 0) break;
    const cluster = await frame.locator(".marker-cluster").first().elementHandle();
    await cluster!.press("Enter");
    // The map zooms in (or spreads the cluster out): the cluster pressed goes, or pins show.
    await expect
      .poll(
        async () =>
          !(await cluster!.evaluate((element) => element.isConnected)) || (await frame.locator(".map-pin").count()) > 0,
      )
      .toBe(true);
  }
  await frame.locator(".map-pin").first().press("Enter");
  await expect(frame.locator(".map-popup")).toBeVisible();
}

test.describe("map of properties", () => {
  test("shows clustered markers over the local tiles, with the info message", async ({ page }) => {
    const frame = await openMap(page);
    await expect(frame.locator(".marker-cluster").first()).toBeVisible();
    await expect.poll(() => propertiesOnMap(frame)).toBe(DRAWN);
    await expect(frame.locator("#map")).toHaveAttribute("data-tiles", "loaded");
    await expect(frame.locator(".leaflet-tile-loaded").first()).toBeVisible();
    await expect(frame.locator(".map-info")).toHaveText(
      "7 of 9 properties shown on the map: the others have no published address.",
    );
    // The same seven properties as links for visitors without JavaScript.
    await expect(page.locator(".map-embed__list li")).toHaveCount(DRAWN);
  });

  test("a popup shows the property and opens its detail page in the top window", async ({ page }) => {
    const frame = await openMap(page);
    await openFirstPopup(page, frame);
    const link = frame.locator(".map-popup__link");
    await expect(link).toHaveAttribute("target", "_top");
    const href = await link.getAttribute("href");
    expect(href).toMatch(/^\/en\/for-(sale|rent)\/[a-z-]+\/[a-z-]+\/\d+\/$/);
    await expect(frame.locator(".map-popup__title")).not.toBeEmpty();
    await expect(frame.locator(".map-popup__price")).toContainText("€");
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href!.replace(/\//g, "\\/")}$`));
  });

  test("keyboard: a marker opens its popup with Enter and focus lands on the link", async ({ page }) => {
    const frame = await openMap(page);
    await expect(frame.locator(".marker-cluster").first()).toHaveAttribute("role", "button");
    await openFirstPopup(page, frame);
    await expect(frame.locator(".map-popup__link")).toBeFocused();
    await frame.locator(".map-popup__link").press("Escape");
    await expect(frame.locator(".map-popup")).toHaveCount(0);
    await expect(frame.locator(".map-pin:focus")).toHaveCount(1);
  });

  test("the page posting the same properties again leaves the open popup and the focus alone", async ({ page }) => {
    const frame = await openMap(page);
    await openFirstPopup(page, frame);
    await expect(frame.locator(".map-popup__link")).toBeFocused();
    // The frame says it is ready once more, and the page posts it the same properties again.
    await afterFrameHandles(page, () =>
      frame.locator("body").evaluate(() => window.parent.postMessage({ type: "agency-map:ready" }, location.origin)),
    );
    await expect(frame.locator(".map-popup")).toBeVisible();
    await expect(frame.locator(".map-popup__link")).toBeFocused();
  });

  test("the frame gets its address only when the map nears the screen", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 700 });
    await page.goto("/nl/te-koop/etterbeek/appartement/40142/");
    await clientLoaded(page);
    const iframe = page.locator("iframe.map-embed__frame");
    await expect(iframe).toHaveAttribute("data-src", /^\/map\/frame\/\?lang=nl$/);
    expect(await iframe.getAttribute("src")).toBeNull();
    await iframe.scrollIntoViewIfNeeded();
    await expect(iframe).toHaveAttribute("src", "/map/frame/?lang=nl");
    await expect(page.frameLocator("iframe.map-embed__frame").locator("#map")).toHaveAttribute("data-markers", "1");
  });

  test("markers still show on a neutral background when no tile can be reached", async ({ page }) => {
    await page.route("**/__local/tiles/**", (route) => route.abort("connectionrefused"));
    const frame = await openMap(page);
    await expect(frame.locator("#map")).toHaveAttribute("data-tiles", "unavailable");
    await expect(frame.locator(".leaflet-tile-loaded")).toHaveCount(0);
    await expect.poll(() => propertiesOnMap(frame)).toBe(DRAWN);
    const background = await frame.locator(".leaflet-container").evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(background).toBe("rgb(236, 232, 225)");
    await openFirstPopup(page, frame);
  });

  test("the map fills its frame even when its script runs before its stylesheet arrives", async ({ page }) => {
    // The frame's script is async: on a slow connection Leaflet starts before the stylesheet.
    let release!: () => void;
    const stylesheetHeld = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/map[^/]*\.css$/, async (route) => {
      await stylesheetHeld;
      await route.continue();
    });
    await page.setViewportSize({ width: 1366, height: 900 });
    // The page's load event waits for the frame, and so for the held stylesheet.
    await page.goto(DEMO, { waitUntil: "domcontentloaded" });
    await clientLoaded(page);
    await useTheMap(page);
    const frame = page.frameLocator("iframe.map-embed__frame");
    await expect(frame.locator("#map")).toHaveAttribute("data-markers", String(DRAWN));
    release();
    await expect.poll(() => propertiesOnMap(frame)).toBe(DRAWN);
    expect(await frame.locator("#map").evaluate((el) => el.clientHeight)).toBeGreaterThan(300);
  });

  test("properties sent while the frame has no size yet show once it is laid out", async ({ page }) => {
    // The frame gets its properties while collapsed, as a lazy frame can before layout settles.
    await page.addInitScript(() => {
      document.addEventListener("DOMContentLoaded", () => {
        document.querySelector<HTMLElement>(".map-embed__frame")?.style.setProperty("height", "0", "important");
      });
    });
    const frame = await openMap(page, { atRest: false });
    expect(await propertiesOnMap(frame)).toBe(0);
    await page.locator(".map-embed__frame").evaluate((element: HTMLElement) => element.style.removeProperty("height"));
    await expect.poll(() => propertiesOnMap(frame)).toBe(DRAWN);
    await expect(frame.locator(".leaflet-marker-icon").first()).toBeVisible();
  });

  test("a custom marker replaces the default pin", async ({ page }) => {
    await page.goto(`${DEMO}&marker=custom`);
    // The preview draws it too.
    await expect(page.locator('.map-preview image[href="/images/favicon.svg"]').first()).toBeVisible();
    await clientLoaded(page);
    await useTheMap(page);
    const frame = page.frameLocator("iframe.map-embed__frame");
    await expect(frame.locator("#map")).toHaveAttribute("data-markers", String(DRAWN));
    // Whether nearby pins cluster depends on the zoom fitBounds picks for the frame's size: open a
    // cluster when there is one, so that single markers are on the map either way.
    await expect(
      frame.locator('.marker-cluster, img.leaflet-marker-icon[src="/images/favicon.svg"]').first(),
    ).toBeVisible();
    const clusters = frame.locator(".marker-cluster");
    if ((await clusters.count()) > 0) await clusters.first().click();
    await expect(frame.locator('img.leaflet-marker-icon[src="/images/favicon.svg"]').first()).toBeVisible();
    await expect(frame.locator(".map-pin")).toHaveCount(0);
  });

  test("the frame ignores messages that do not come from its parent page", async ({ page }) => {
    await openMap(page);
    const frame = page.frames().find((f) => f.url().includes("/map/frame/"))!;
    // Posted by the frame's own window, not by the page that embeds it.
    await afterFrameHandles(page, () =>
      frame.evaluate(() =>
        window.postMessage(
          { type: "agency-map:show", properties: [], mapType: "roadmap", ignoredMarquees: [] },
          location.origin,
        ),
      ),
    );
    await expect(page.frameLocator("iframe.map-embed__frame").locator("#map")).toHaveAttribute(
      "data-markers",
      String(DRAWN),
    );
    // The parent page posting again is heard: the frame draws what it is sent.
    await page.evaluate(() => {
      const target = document.querySelector<HTMLIFrameElement>("iframe.map-embed__frame")!.contentWindow!;
      target.postMessage(
        {
          type: "agency-map:show",
          properties: [{ id: 1, lat: 50.85, lng: 4.35, title: "Only one", price: "€ 1", href: "/en/", marquee: 0 }],
          mapType: "roadmap",
          ignoredMarquees: [],
        },
        location.origin,
      );
    });
    const map = page.frameLocator("iframe.map-embed__frame");
    await expect(map.locator("#map")).toHaveAttribute("data-markers", "1");
    // One property: zoom 15, the street and its neighbourhood.
    await expect(map.locator('img.leaflet-tile-loaded[src^="/__local/tiles/15/"]').first()).toBeVisible();
    await expect(map.locator(".map-pin")).toHaveCount(1);
  });

  test("a new view the page asks for while the map zooms is shown once the zoom ends", async ({ page }) => {
    const map = await openMap(page);
    // The visitor zooms in, and while the zoom runs the page sends one property in Uccle (a filter
    // changed at the same moment): the map must end on that property, at a street's zoom.
    await page.evaluate(() => {
      const frame = document.querySelector<HTMLIFrameElement>("iframe.map-embed__frame")!;
      const pane = frame.contentDocument!.querySelector(".leaflet-map-pane")!;
      return new Promise<void>((resolve) => {
        new MutationObserver((_, observer) => {
          if (!pane.classList.contains("leaflet-zoom-anim")) return;
          observer.disconnect();
          const property = { id: 2, lat: 50.8, lng: 4.33, title: "In Uccle", price: "€ 1", href: "/en/", marquee: 0 };
          const message = { type: "agency-map:show", properties: [property], mapType: "roadmap", ignoredMarquees: [] };
          frame.contentWindow!.postMessage(message, location.origin);
          resolve();
        }).observe(pane, { attributes: true, attributeFilter: ["class"] });
        frame.contentDocument!.querySelector<HTMLElement>(".leaflet-control-zoom-in")!.click();
      });
    });
    await expect(map.locator("#map")).toHaveAttribute("data-markers", "1");
    await expect(map.locator(".map-pin")).toBeInViewport();
    await expect(map.locator('img.leaflet-tile-loaded[src^="/__local/tiles/15/"]').first()).toBeVisible();
  });

  // Without tiles the attribution sits on the plain land colour, where axe can measure its links;
  // over drawn tiles it cannot, and reports nothing either way.
  for (const [width, tiles] of [
    [375, "drawn"],
    [1366, "drawn"],
    [1366, "unavailable"],
  ] as const) {
    test(`the page and its map have no WCAG A/AA violations at ${width} px, tiles ${tiles}`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      if (tiles === "unavailable") await page.route("**/__local/tiles/**", (route) => route.abort());
      await page.goto(DEMO);
      await clientLoaded(page);
      // The drawn preview first, then the live map.
      expect(await accessibilityProblems(page)).toEqual([]);
      await useTheMap(page);
      const frame = page.frameLocator("iframe.map-embed__frame");
      await expect(frame.locator("#map")).toHaveAttribute("data-markers", String(DRAWN));
      if (tiles === "unavailable") await expect(frame.locator("#map")).toHaveAttribute("data-tiles", "unavailable");
      await page.locator(".map-embed__list summary").click();
      const problems = await accessibilityProblems(page);
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});

interface Mark {
  kind: "pin" | "cluster";
  count: number;
  /** The point it stands for, in pixels from the map's top left corner. */
  x: number;
  y: number;
}

/** The marks the drawn preview shows inside the map's box. */
function previewMarks(page: Page): Promise<Mark[]> {
  return page.evaluate(() => {
    const box = document.querySelector(".map-preview")!.getBoundingClientRect();
    return [...document.querySelectorAll(".map-preview a")].flatMap((mark): Mark[] => {
      const shape = mark.querySelector("use, image")!.getBoundingClientRect();
      // Not in this view.
      if (shape.width === 0) return [];
      const cluster = mark.hasAttribute("data-cluster");
      // A cluster stands for its centre, a pin for its tip.
      const x = shape.left + shape.width / 2 - box.left;
      const y = (cluster ? shape.top + shape.height / 2 : shape.bottom) - box.top;
      if (x < 0 || y < 0 || x > box.width || y > box.height) return [];
      return [{ kind: cluster ? "cluster" : "pin", count: cluster ? Number(mark.textContent) : 1, x, y }];
    });
  });
}

/** The marks the live map shows, measured the same way. */
async function liveMarks(page: Page): Promise<Mark[]> {
  const frame = page.frames().find((f) => f.url().includes("/map/frame/"))!;
  return frame.evaluate(() =>
    [...document.querySelectorAll(".leaflet-marker-icon")].flatMap((icon): Mark[] => {
      const box = icon.getBoundingClientRect();
      const cluster = icon.classList.contains("marker-cluster");
      const x = box.left + box.width / 2;
      // The pin's tip is one pixel above its icon's foot (its anchor, 15 × 39 of 30 × 40).
      const y = cluster ? box.top + box.height / 2 : box.bottom - 1;
      if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) return [];
      const count = cluster ? Number(icon.querySelector("[aria-hidden=true]")!.textContent) : 1;
      return [{ kind: cluster ? "cluster" : "pin", count, x, y }];
    }),
  );
}

function byPlace(marks: Mark[]): Mark[] {
  return [...marks].sort((a, b) => a.kind.localeCompare(b.kind) || a.count - b.count || a.x - b.x || a.y - b.y);
}

test.describe("the drawn preview of a list's map (decision 082)", () => {
  test("the live map loads only once the visitor reaches for it, in the preview's place, with nothing moving", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    const mapRequests: string[] = [];
    page.on("request", (request) => {
      if (/\/map\/frame\/|\/map-frame-/.test(request.url())) mapRequests.push(request.url());
    });
    await page.goto("/nl/te-koop/?view=map");
    await mapWired(page);
    await page.waitForLoadState("networkidle");
    expect(mapRequests).toEqual([]);
    const iframe = page.locator("iframe.map-embed__frame");
    expect(await iframe.getAttribute("src")).toBeNull();
    // The invitation is on the first screen, over the drawn map.
    await expect(page.getByRole("button", { name: "Gebruik de kaart" })).toBeInViewport();
    await expect(page.locator(".map-preview a").first()).toBeVisible();

    // A mouse coming over the map is a visitor about to use it.
    await page.locator(".map-preview").hover({ position: { x: 600, y: 150 } });
    await expect(iframe).toHaveAttribute("src", "/map/frame/?lang=nl");
    await expect(page.locator(".map-preview")).toBeHidden();
    const frame = page.frameLocator("iframe.map-embed__frame");
    await expect(frame.locator("#map")).toHaveAttribute("data-view", "settled");
    await expect(frame.locator(".leaflet-marker-icon").first()).toBeVisible();
    // The map only hovered over keeps the page's focus where it was.
    await expect(iframe).not.toBeFocused();
    expect(await layoutShift(page)).toBe(0);
  });

  for (const [width, height] of [
    [375, 812],
    [1366, 900],
  ] as const) {
    for (const [what, path] of [
      ["clusters", "/nl/te-koop/?view=map"],
      ["pins", "/fr/a-vendre/?city=etterbeek%7C1040&view=map"],
    ] as const) {
      test(`at ${width} px the preview's ${what} are where the live map puts them`, async ({ page }) => {
        await page.setViewportSize({ width, height });
        await page.goto(path);
        await clientLoaded(page);
        const drawn = byPlace(await previewMarks(page));
        expect(drawn.some((mark) => mark.kind === (what === "pins" ? "pin" : "cluster"))).toBe(true);
        await page.locator(".map-preview").hover({ position: { x: 5, y: 100 } });
        await expect(page.locator(".map-preview")).toBeHidden();
        const live = byPlace(await liveMarks(page));
        expect(live.map(({ kind, count }) => [kind, count])).toEqual(drawn.map(({ kind, count }) => [kind, count]));
        live.forEach((mark, i) => {
          expect(Math.abs(mark.x - drawn[i]!.x), `${mark.kind} ${i} across`).toBeLessThanOrEqual(1.5);
          expect(Math.abs(mark.y - drawn[i]!.y), `${mark.kind} ${i} down`).toBeLessThanOrEqual(1.5);
        });
      });
    }
  }

  test("a click on a pin of the preview opens that listing's popup on the live map", async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto("/en/for-sale/?city=etterbeek%7C1040&view=map");
    // A pin clicked before the map's behaviour has arrived opens its listing, as the link it is.
    await mapWired(page);
    const pin = page.locator(".map-preview a:not([data-cluster])").last();
    const href = (await pin.getAttribute("href"))!;
    const title = await page.locator(`.map-embed__list a[href="${href}"]`).textContent();
    // The click itself, made as the map is only starting to load, is what the map answers.
    await pin.click();
    const frame = page.frameLocator("iframe.map-embed__frame");
    await expect(frame.locator(".map-popup__title")).toHaveText(title!);
    await expect(frame.locator(".map-popup__link")).toHaveAttribute("href", href);
    await expect(frame.locator(".map-popup__link")).toBeFocused();
    await expect(page).toHaveURL(/view=map$/);
  });

  test("a click on a cluster of the preview zooms the live map in on it", async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto("/en/for-sale/?view=map");
    await mapWired(page);
    const clusters = page.locator(".map-preview a[data-cluster]");
    const counts = (await clusters.allTextContents()).map(Number);
    const largest = Math.max(...counts);
    await clusters.nth(counts.indexOf(largest)).click();
    await expect(page.locator(".map-preview")).toBeHidden();
    const frame = page.frameLocator("iframe.map-embed__frame");
    // Its properties spread out over the closer view.
    await expect(
      frame.locator(".marker-cluster [aria-hidden=true]", { hasText: new RegExp(`^${largest}$`) }),
    ).toHaveCount(0);
    await expect.poll(() => frame.locator(".leaflet-marker-icon").count()).toBeGreaterThan(2);
    await expect(frame.locator("#map")).toBeFocused();
  });

  test("keyboard: Tab reaches the button, and the focus goes on into the live map", async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(DEMO);
    await clientLoaded(page);
    const button = page.getByRole("button", { name: "Use the map" });
    // The frame under the preview takes no focus: the button comes first.
    await page.locator("h1").click();
    await page.keyboard.press("Tab");
    await expect(button).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator(".map-preview")).toBeHidden();
    await expect(page.locator("iframe.map-embed__frame")).toBeFocused();
    const frame = page.frameLocator("iframe.map-embed__frame");
    await expect(frame.locator("#map")).toBeFocused();
    // The keyboard works the map from there: its markers are next.
    await page.keyboard.press("Tab");
    await expect(frame.locator(".leaflet-marker-icon:focus")).toHaveCount(1);
  });
});
