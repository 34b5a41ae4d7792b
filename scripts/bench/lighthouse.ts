// Part 1: Lighthouse's mobile and desktop presets (simulated throttling) on each measured page, in
// Debian's Chromium. Every run launches its own Chromium with a new, empty profile: a first visit,
// so the cookie dialog shows. Each page and preset runs `runs` times; the figures reported are
// each figure's median over the runs, taken figure by figure (scores, metrics, bytes by type).
import { launch } from "chrome-launcher";
import lighthouse, { desktopConfig } from "lighthouse";
import { CHROME_PATH } from "./machine.ts";
import type { Page } from "./pages.ts";
import {
  CATEGORIES,
  type Category,
  type LighthouseFigures,
  type LighthousePage,
  type LighthousePart,
  type LighthouseRun,
  type Preset,
} from "./results.ts";
import { median } from "./stats.ts";

/** The flags these machines need (docs/decisions/010-toolchain.md): headless, no sandbox, nothing fetched from outside. */
export const CHROMIUM_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** Audits the image and script budgets rest on; kept for every run. */
export const WATCHED_AUDITS = [
  "render-blocking-insight",
  "unsized-images",
  "image-delivery-insight",
  "lcp-discovery-insight",
  "unused-javascript",
  "unused-css-rules",
  "cache-insight",
  "errors-in-console",
  "bootup-time",
  "mainthread-work-breakdown",
];

const METRIC_AUDITS = {
  lcp: "largest-contentful-paint",
  tbt: "total-blocking-time",
  cls: "cumulative-layout-shift",
  fcp: "first-contentful-paint",
  si: "speed-index",
} as const;

interface Audit {
  score: number | null;
  scoreDisplayMode: string;
  numericValue?: number;
  details?: { items?: Array<Record<string, unknown>> };
}
interface Report {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, Audit>;
  runWarnings: string[];
  runtimeError?: { code: string; message: string };
}

/** The figures of one Lighthouse report. */
export function figures(lhr: Report): LighthouseRun {
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? Number.NaN) * 100)]),
  ) as Record<Category, number>;
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const transfer: LighthouseFigures["transfer"] = {};
  for (const item of lhr.audits["resource-summary"]?.details?.items ?? []) {
    transfer[String(item.resourceType)] = { bytes: Number(item.transferSize), requests: Number(item.requestCount) };
  }
  const failing = Object.entries(lhr.audits)
    .filter(
      ([, a]) =>
        a.score !== null &&
        a.score < 0.9 &&
        !["informative", "notApplicable", "manual", "error"].includes(a.scoreDisplayMode),
    )
    .map(([id]) => id)
    .sort();
  return {
    scores,
    metrics: {
      lcp: metric(METRIC_AUDITS.lcp),
      tbt: metric(METRIC_AUDITS.tbt),
      cls: metric(METRIC_AUDITS.cls),
      fcp: metric(METRIC_AUDITS.fcp),
      si: metric(METRIC_AUDITS.si),
    },
    transfer,
    audits: Object.fromEntries(
      WATCHED_AUDITS.map((id) => [
        id,
        lhr.audits[id]?.scoreDisplayMode === "notApplicable" ? null : (lhr.audits[id]?.score ?? null),
      ]),
    ),
    failing,
    warnings: lhr.runWarnings,
  };
}

/** Each figure's median over the runs. */
export function medianFigures(runs: readonly LighthouseFigures[]): LighthouseFigures {
  const of = (pick: (r: LighthouseFigures) => number | undefined) =>
    median(runs.map(pick).filter((n): n is number => n !== undefined && Number.isFinite(n)));
  const types = [...new Set(runs.flatMap((r) => Object.keys(r.transfer)))];
  const audits = [...new Set(runs.flatMap((r) => Object.keys(r.audits)))];
  return {
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, of((r) => r.scores[c])])) as Record<Category, number>,
    metrics: {
      lcp: of((r) => r.metrics.lcp),
      tbt: of((r) => r.metrics.tbt),
      cls: of((r) => r.metrics.cls),
      fcp: of((r) => r.metrics.fcp),
      si: of((r) => r.metrics.si),
    },
    transfer: Object.fromEntries(
      types.map((t) => [t, { bytes: of((r) => r.transfer[t]?.bytes), requests: of((r) => r.transfer[t]?.requests) }]),
    ),
    audits: Object.fromEntries(
      audits.map((id) => {
        const scored = runs.map((r) => r.audits[id]).filter((s): s is number => typeof s === "number");
        return [id, scored.length ? median(scored) : null];
      }),
    ),
  };
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP) and asks to be run again: it is, twice at most. */
async function runOnce(
  url: string,
  preset: Preset,
  cookie: string | undefined,
  log: (line: string) => void,
): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await attemptOnce(url, preset, cookie);
    } catch (error) {
      if (attempt >= 3 || !(error instanceof RuntimeError)) throw error;
      log(`lighthouse: ${error.message}; running again`);
    }
  }
}

class RuntimeError extends Error {}

async function attemptOnce(url: string, preset: Preset, cookie: string | undefined): Promise<LighthouseRun> {
  const chrome = await launch({ chromePath: CHROME_PATH, chromeFlags: CHROMIUM_FLAGS, logLevel: "silent" });
  try {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        // The 404 page is a page type too: Lighthouse would otherwise refuse a 404 document.
        ignoreStatusCode: true,
        ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
      },
      preset === "desktop" ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const lhr = result.lhr as unknown as Report;
    if (lhr.runtimeError)
      throw new RuntimeError(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    return figures(lhr);
  } finally {
    chrome.kill();
  }
}

export async function runLighthouse(
  origin: string,
  pages: readonly Page[],
  runs: number,
  version: string,
  log: (line: string) => void,
): Promise<LighthousePart> {
  const results: LighthousePage[] = [];
  for (const preset of ["mobile", "desktop"] as const) {
    for (const page of pages) {
      const url = origin + page.path;
      const done: LighthouseRun[] = [];
      for (let i = 0; i < runs; i++) {
        const started = performance.now();
        const run = await runOnce(url, preset, page.cookie, log);
        done.push(run);
        log(
          `lighthouse: ${preset} ${page.name} run ${i + 1}/${runs}: perf ${run.scores.performance}, LCP ${Math.round(run.metrics.lcp)} ms, TBT ${Math.round(run.metrics.tbt)} ms (${((performance.now() - started) / 1000).toFixed(0)} s)`,
        );
      }
      const failing = [...new Set(done.flatMap((r) => r.failing))]
        .sort()
        .map((id) => ({ id, runs: done.filter((r) => r.failing.includes(id)).length }));
      results.push({ page: page.name, url: page.path, preset, runs: done, median: medianFigures(done), failing });
    }
  }
  return { date: new Date().toISOString(), lighthouse: version, runsPerPage: runs, pages: results };
}
