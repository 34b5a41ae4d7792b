// Part 6: the JavaScript each page type runs before the visitor does anything. A first visit in
// Chromium (scripts/bench/browser.ts), no input at all: the load event, then the wait until no
// script request has started for a while. Every script response counts (classic scripts, module
// chunks, dynamic imports), each gzipped on its own (level 6, node:zlib's default) as it travels.
import { gzipSync } from "node:zlib";
import { firstVisitContext, launchBrowser, watchScripts } from "./browser.ts";
import type { Page } from "./pages.ts";
import type { JsPart, PageJs, ScriptSize } from "./results.ts";

export const QUIET_MS = 3000;
export const BOUND_MS = 20_000;

/** Each script's raw and gzip size (level 6, on its own), largest first, and their gzip total. */
export function scriptSizes(bodies: ReadonlyArray<{ url: string; body: Uint8Array }>): {
  scripts: ScriptSize[];
  gzip: number;
} {
  const scripts = bodies
    .map(({ url, body }) => ({ url, raw: body.length, gzip: gzipSync(body, { level: 6 }).length }))
    .sort((a, b) => b.gzip - a.gzip);
  return { scripts, gzip: scripts.reduce((n, s) => n + s.gzip, 0) };
}

/** A script's name in the tables: its file, with the path of a script from another origin. */
export function scriptName(url: string, origin: string): string {
  const parsed = new URL(url);
  return parsed.origin === origin ? parsed.pathname.split("/").pop() || parsed.pathname : parsed.host + parsed.pathname;
}

export async function measureJsBeforeInput(options: {
  origin: string;
  pages: readonly Page[];
  log: (line: string) => void;
}): Promise<JsPart> {
  const { origin, log } = options;
  const browser = await launchBrowser();
  const pages: PageJs[] = [];
  try {
    for (const page of options.pages) {
      const context = await firstVisitContext(browser, origin, page);
      try {
        const tab = await context.newPage();
        const scripts = watchScripts(tab);
        const bodies = new Map<string, Promise<Uint8Array | undefined>>();
        tab.on("response", (response) => {
          if (response.request().resourceType() !== "script" || bodies.has(response.url())) return;
          bodies.set(
            response.url(),
            response.body().catch(() => undefined),
          );
        });
        const answer = await tab.goto(origin + page.path, { waitUntil: "load" });
        const quiet = await scripts.waitForQuiet(QUIET_MS, BOUND_MS);
        const read = await Promise.all(
          [...bodies].map(async ([url, body]) => ({ url: scriptName(url, origin), body: await body })),
        );
        const { scripts: sizes, gzip } = scriptSizes(
          read.filter((r): r is { url: string; body: Uint8Array } => r.body !== undefined),
        );
        pages.push({
          page: page.name,
          url: page.path,
          status: answer?.status() ?? 0,
          scripts: sizes,
          gzip,
          settled: quiet.settled,
          waitedMs: Math.round(quiet.waitedMs),
        });
        log(
          `js: ${page.name}: ${sizes.length} script(s), ${(gzip / 1000).toFixed(1)} KB gzip${quiet.settled ? "" : ` (scripts still loading after ${BOUND_MS / 1000} s)`}`,
        );
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return {
    date: new Date().toISOString(),
    quietMs: QUIET_MS,
    boundMs: BOUND_MS,
    compression: "gzip level 6 (node:zlib's default), each script on its own",
    pages,
  };
}
