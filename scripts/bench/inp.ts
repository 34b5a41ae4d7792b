// Part 7: how long the first interaction with each island takes to show its result (INP, the
// longest event duration of that interaction), with the CPU slowed down four times. A first visit
// in Chromium (scripts/bench/browser.ts), left alone until its scripts are quiet; then the CPU is
// slowed and the visitor acts once, with Playwright's real mouse and keyboard (trusted events).
// A PerformanceObserver on `event` entries, registered before the page's own scripts, records the
// durations.
import type { Locator, Page as BrowserPage } from "playwright";
import { firstVisitContext, launchBrowser, watchScripts } from "./browser.ts";
import { BOUND_MS, QUIET_MS } from "./js-before-input.ts";
import type { Page } from "./pages.ts";
import type { InpPart, InpRun, IslandInp } from "./results.ts";
import { median } from "./stats.ts";

export const CPU_SLOWDOWN = 4;
export const RUNS_PER_ISLAND = 3;
/** How long the page has to report the interaction's events. */
const SETTLE_MS = 1000;
const VIEWPORT = { width: 1280, height: 720 };

export interface EventTiming {
  name: string;
  /** 0 for events that are no interaction (a mouse moving over the page). */
  interactionId: number;
  duration: number;
  startTime: number;
}

/**
 * The INP of a single interaction: the longest duration among the events from `since` on that
 * belong to an interaction. The observer reports events of 16 ms or more only, so 0 means
 * the interaction took less than that.
 */
export function interactionLatency(entries: readonly EventTiming[], since: number): number {
  return entries
    .filter((e) => e.interactionId > 0 && e.startTime >= since)
    .reduce((longest, e) => Math.max(longest, e.duration), 0);
}

/** The control to act on, found before the CPU slows down, or why there is none. */
type Found = { control: Locator; note: string } | { missing: string };

interface IslandTarget {
  island: string;
  page: string;
  interaction: string;
  find(tab: BrowserPage): Promise<Found>;
  act(tab: BrowserPage, control: Locator): Promise<void>;
}

/** The first of `candidates` that is visible, with its note. */
async function firstVisible(candidates: Array<[Locator, string]>, missing: string): Promise<Found> {
  for (const [control, note] of candidates) if (await control.isVisible()) return { control, note };
  return { missing };
}

const click = async (_tab: BrowserPage, control: Locator) => control.click();

export const ISLAND_TARGETS: readonly IslandTarget[] = [
  {
    island: "SearchBox",
    page: "home",
    interaction: "click the city field",
    find: (tab) => {
      const box = tab.locator('[data-island="SearchBox"]').first();
      return firstVisible(
        [
          [box.locator('[role="combobox"][id$="-city-input"]'), ""],
          [
            box.locator('summary:has([id$="-city-label"])'),
            "city field not hydrated yet: clicked its plain disclosure",
          ],
        ],
        "no city field in the search box",
      );
    },
    act: click,
  },
  {
    island: "BannerGallery",
    page: "home",
    interaction: "click the banner's next arrow",
    find: (tab) => {
      const steps = tab.locator('[data-island="BannerGallery"] .banner__controls:not([hidden]) .banner__steps').first();
      return firstVisible(
        [
          [steps.locator(":scope > button.banner__button").last(), ""],
          [steps.locator(".banner__bullet").nth(1), "no arrows: clicked the second bullet"],
        ],
        "the banner's controls are hidden: the gallery has not started",
      );
    },
    act: click,
  },
  {
    island: "Slideshow",
    page: "detail",
    interaction: "click the gallery's next button",
    find: (tab) => {
      const show = tab.locator('[data-island="Slideshow"]').first();
      return firstVisible(
        [
          [show.locator(".slideshow__controls:not([hidden]) .slideshow__button").last(), ""],
          [show.locator(".slideshow__thumbs a").first(), "gallery controls hidden: clicked the first thumbnail"],
        ],
        "no gallery controls or thumbnails",
      );
    },
    act: click,
  },
  {
    island: "SiteContactForm",
    page: "contact",
    interaction: "click the first text field and type one letter",
    find: (tab) =>
      firstVisible(
        [[tab.locator('[data-island="SiteContactForm"] input[type="text"]:not([tabindex="-1"])').first(), ""]],
        "no text field in the contact form",
      ),
    act: async (tab, control) => {
      await control.click();
      await tab.keyboard.type("a");
    },
  },
];

/** Registered before the page's scripts: every event entry of 16 ms or more, kept on the window. */
function observeEventTimings(): void {
  const seen: Array<{ name: string; interactionId: number; duration: number; startTime: number }> = [];
  (window as unknown as { benchEventTimings: typeof seen }).benchEventTimings = seen;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as PerformanceEventTiming[])
      seen.push({ name: e.name, interactionId: e.interactionId ?? 0, duration: e.duration, startTime: e.startTime });
  }).observe({ type: "event", durationThreshold: 16, buffered: true } as PerformanceObserverInit);
}

/** Whether the cookie dialog stands in the way: modal (everything else is inert) or over the control. */
async function dialogInTheWay(tab: BrowserPage, control: Locator): Promise<boolean> {
  if (!(await tab.locator("dialog[data-consent][open]").isVisible())) return false;
  await control.scrollIntoViewIfNeeded();
  return control.evaluate((element) => {
    if (document.querySelector("dialog[data-consent]:modal")) return true;
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return !hit || !(hit === element || element.contains(hit));
  });
}

async function measureOnce(
  browser: Awaited<ReturnType<typeof launchBrowser>>,
  origin: string,
  page: Page,
  target: IslandTarget,
): Promise<InpRun> {
  const context = await firstVisitContext(browser, origin, page);
  try {
    const tab = await context.newPage();
    await tab.setViewportSize(VIEWPORT);
    await tab.addInitScript(observeEventTimings);
    const scripts = watchScripts(tab);
    await tab.goto(origin + page.path, { waitUntil: "load" });
    await scripts.waitForQuiet(QUIET_MS, BOUND_MS);
    let found = await target.find(tab);
    if ("missing" in found)
      return { latencyMs: null, interactions: 0, clientLoaded: await clientLoaded(tab), note: found.missing };
    const notes = [found.note];
    if (await dialogInTheWay(tab, found.control)) {
      // Declined at full speed and before the measurement: the interaction measured is the island's.
      await tab
        .locator('dialog[data-consent][open] button[name="choice"][value="decline"]')
        .filter({ visible: true })
        .first()
        .click();
      await tab.locator("dialog[data-consent][open]").waitFor({ state: "hidden" });
      await tab.waitForTimeout(SETTLE_MS);
      notes.unshift("cookies declined first");
      found = await target.find(tab);
      if ("missing" in found)
        return { latencyMs: null, interactions: 0, clientLoaded: await clientLoaded(tab), note: found.missing };
    }
    const cdp = await context.newCDPSession(tab);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    const before = await tab.evaluate(() => ({
      now: performance.now(),
      count: (performance as unknown as { interactionCount?: number }).interactionCount ?? Number.NaN,
    }));
    const loaded = await clientLoaded(tab);
    await target.act(tab, found.control);
    await tab.waitForTimeout(SETTLE_MS);
    const after = await tab.evaluate(() => ({
      entries: (window as unknown as { benchEventTimings: EventTiming[] }).benchEventTimings,
      // Chromium counts the page's interactions; the measured one should make it one more.
      count: (performance as unknown as { interactionCount?: number }).interactionCount ?? Number.NaN,
    }));
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    return {
      latencyMs: interactionLatency(after.entries, before.now),
      interactions: after.count - before.count,
      clientLoaded: loaded,
      note: notes.filter(Boolean).join("; "),
    };
  } finally {
    await context.close();
  }
}

async function clientLoaded(tab: BrowserPage): Promise<string> {
  return tab.evaluate(() => document.documentElement.dataset.clientLoaded ?? "no");
}

export async function measureInp(options: {
  origin: string;
  pages: readonly Page[];
  runs?: number;
  log: (line: string) => void;
}): Promise<InpPart> {
  const { origin, log } = options;
  const runs = options.runs ?? RUNS_PER_ISLAND;
  const browser = await launchBrowser();
  const islands: IslandInp[] = [];
  try {
    for (const target of ISLAND_TARGETS) {
      const page = options.pages.find((p) => p.name === target.page);
      if (!page) continue;
      const done: InpRun[] = [];
      for (let i = 0; i < runs; i++) {
        const run = await measureOnce(browser, origin, page, target);
        done.push(run);
        log(
          `inp: ${target.island} on ${page.name} run ${i + 1}/${runs}: ${run.latencyMs === null ? "not measured" : `${run.latencyMs} ms`}${run.note ? ` (${run.note})` : ""}`,
        );
      }
      islands.push({
        island: target.island,
        page: page.name,
        url: page.path,
        interaction: target.interaction,
        runs: done,
        medianMs: median(done.map((r) => r.latencyMs).filter((n): n is number => n !== null)),
      });
    }
  } finally {
    await browser.close();
  }
  return {
    date: new Date().toISOString(),
    cpuSlowdown: CPU_SLOWDOWN,
    runsPerIsland: runs,
    viewport: VIEWPORT,
    islands,
  };
}
