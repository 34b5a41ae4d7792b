// A first visit in Chromium through Playwright, for the parts that watch a page from the inside
// (the JavaScript it runs before any input, the latency of a first interaction): Debian's headless
// shell, a new context per visit (no cookie but the page's own), and a wait until the page has
// stopped starting scripts.
import { chromium, type Browser, type BrowserContext, type Page as BrowserPage } from "playwright";
import type { Page } from "./pages.ts";

export const HEADLESS_SHELL = process.env.CHROMIUM_HEADLESS_SHELL ?? "/usr/bin/chromium-headless-shell";

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: HEADLESS_SHELL, args: ["--no-sandbox"] });
}

/** A context with no cookie but the page's own (the owner's session on the dashboard). */
export async function firstVisitContext(browser: Browser, origin: string, page: Page): Promise<BrowserContext> {
  const context = await browser.newContext({ locale: "nl-BE" });
  if (page.cookie) {
    const cookies = page.cookie.split(";").map((pair) => {
      const at = pair.indexOf("=");
      return { name: pair.slice(0, at).trim(), value: pair.slice(at + 1).trim() };
    });
    // The session is a secure cookie with the path /; Chromium sends secure cookies to 127.0.0.1.
    const { hostname } = new URL(origin);
    await context.addCookies(cookies.map((c) => ({ ...c, domain: hostname, path: "/", secure: true, httpOnly: true })));
  }
  return context;
}

export interface Quiet {
  /** Whether the page stopped starting scripts before the bound. */
  settled: boolean;
  /** Milliseconds from the load event to the end of the wait. */
  waitedMs: number;
}

/**
 * When a page has settled: every script request has finished and none has started for `quietMs`.
 * `lastStart` and `now` are in the same clock; NaN `lastStart` means no script started yet.
 */
export function scriptsQuiet(pending: number, lastStart: number, since: number, now: number, quietMs: number): boolean {
  return pending === 0 && now - Math.max(Number.isFinite(lastStart) ? lastStart : since, since) >= quietMs;
}

/** Watches a page's script requests, from before its navigation. */
export function watchScripts(page: BrowserPage): { waitForQuiet(quietMs: number, boundMs: number): Promise<Quiet> } {
  let pending = 0;
  let lastStart = Number.NaN;
  const isScript = (type: string) => type === "script";
  page.on("request", (request) => {
    if (!isScript(request.resourceType())) return;
    pending++;
    lastStart = performance.now();
  });
  const done = (request: { resourceType(): string }) => {
    if (isScript(request.resourceType())) pending = Math.max(0, pending - 1);
  };
  page.on("requestfinished", done);
  page.on("requestfailed", done);
  return {
    async waitForQuiet(quietMs, boundMs) {
      const since = performance.now();
      for (;;) {
        const now = performance.now();
        if (scriptsQuiet(pending, lastStart, since, now, quietMs)) return { settled: true, waitedMs: now - since };
        if (now - since >= boundMs) return { settled: false, waitedMs: now - since };
        await new Promise((r) => setTimeout(r, 100));
      }
    },
  };
}
