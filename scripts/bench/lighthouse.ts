// Part 1: Lighthouse's mobile preset (simulated throttling; the desktop preset on request) on each
// measured page and on its limit copy (scripts/bench/limit-copy.ts), in Debian's Chromium. Every
// run launches its own Chromium with a new, empty profile: a first visit, so the cookie dialog
// shows. The page and its copy run in turns, `pairs` times each; the figures reported are each
// figure's median over the runs, taken figure by figure (scores, metrics, bytes by type), and the
// median over the pairs of the page's figure minus the copy's.
import { launch } from "chrome-launcher";
import lighthouse, { desktopConfig } from "lighthouse";
import { CHROME_PATH } from "./machine.ts";
import type { ConsoleException, Page } from "./pages.ts";
import {
  CATEGORIES,
  type Category,
  type CopyDifference,
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
interface CategoryResult {
  score: number | null;
  auditRefs?: Array<{ id: string; weight: number }>;
}
interface Report {
  categories: Record<string, CategoryResult>;
  audits: Record<string, Audit>;
  runWarnings: string[];
  runtimeError?: { code: string; message: string };
  /** The address of the document Lighthouse measured, after redirects. */
  mainDocumentUrl?: string;
  finalDisplayedUrl?: string;
}

/**
 * A category's score (0–100) as Lighthouse computes it, the weighted mean of its audits' scores,
 * with the audits in `without` left out and those in `scored` given that score (0–1) instead of
 * their own. Lighthouse already gives a weight of 0 to audits that do not apply.
 */
export function scoreWithout(
  category: CategoryResult,
  audits: Report["audits"],
  without: readonly string[],
  scored: Readonly<Record<string, number>> = {},
): number {
  let weight = 0;
  let sum = 0;
  for (const ref of category.auditRefs ?? []) {
    if (ref.weight <= 0 || without.includes(ref.id)) continue;
    const score = scored[ref.id] ?? audits[ref.id]?.score;
    if (typeof score !== "number") return Number.NaN;
    weight += ref.weight;
    sum += score * ref.weight;
  }
  return weight > 0 ? Math.round((sum / weight) * 100) : Number.NaN;
}

/** An address without its fragment, as two reports of one document write it alike. */
function withoutFragment(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.hash = "";
    return parsed.href;
  } catch {
    return url;
  }
}

/**
 * The console errors of a report (Lighthouse's errors-in-console) that are none of `exceptions`:
 * an exception covers an error from its source, whose text begins with its text, about the
 * measured document's own address, and nothing else.
 */
export function unexpectedConsoleErrors(lhr: Report, exceptions: readonly ConsoleException[]): string[] {
  const documentUrl = withoutFragment(lhr.mainDocumentUrl ?? lhr.finalDisplayedUrl ?? "");
  return (lhr.audits["errors-in-console"]?.details?.items ?? [])
    .filter((item) => {
      const location = item.sourceLocation as { url?: unknown } | undefined;
      const url = String(location?.url ?? item.url ?? "");
      return !exceptions.some(
        (exception) =>
          item.source === exception.source &&
          String(item.description ?? "").startsWith(exception.text) &&
          documentUrl !== "" &&
          withoutFragment(url) === documentUrl,
      );
    })
    .map((item) => String(item.description ?? item.source ?? "console error"));
}

/**
 * The figures of one Lighthouse report. `seoExceptions` are the SEO audits the page fails by
 * design; `consoleExceptions` the console errors it logs by design, which leave errors-in-console
 * passing when they are the only ones.
 */
export function figures(
  lhr: Report,
  seoExceptions: readonly string[] = [],
  consoleExceptions: readonly ConsoleException[] = [],
): LighthouseRun {
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
    imperfect: Object.fromEntries(
      CATEGORIES.map((c) => [
        c,
        (lhr.categories[c]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => ref.id),
      ]),
    ),
    ...(seoExceptions.length && lhr.categories.seo
      ? { seoWithoutExceptions: scoreWithout(lhr.categories.seo, lhr.audits, seoExceptions) }
      : {}),
    ...(consoleExceptions.length && lhr.categories["best-practices"]
      ? consoleFigures(lhr, lhr.categories["best-practices"], unexpectedConsoleErrors(lhr, consoleExceptions))
      : {}),
  };
}

/** The best-practices score with errors-in-console passing unless `unexpected` errors remain. */
function consoleFigures(
  lhr: Report,
  bestPractices: CategoryResult,
  unexpected: string[],
): Pick<LighthouseRun, "bestPracticesWithoutExceptions" | "unexpectedConsoleErrors"> {
  const scored: Record<string, number> = unexpected.length ? {} : { "errors-in-console": 1 };
  return {
    bestPracticesWithoutExceptions: scoreWithout(bestPractices, lhr.audits, [], scored),
    unexpectedConsoleErrors: unexpected,
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

/**
 * The median over the pairs of the page's figure minus its copy's, figure by figure: `page[i]`
 * and `copy[i]` are the runs of pair i. A pair where either run lacks the figure is left out.
 */
export function medianDifference(
  page: readonly LighthouseFigures[],
  copy: readonly LighthouseFigures[],
): CopyDifference {
  const of = (pick: (r: LighthouseFigures) => number) =>
    median(page.map((run, i) => (copy[i] ? pick(run) - pick(copy[i]) : Number.NaN)).filter((n) => Number.isFinite(n)));
  return {
    performance: of((r) => r.scores.performance),
    lcp: of((r) => r.metrics.lcp),
    tbt: of((r) => r.metrics.tbt),
    fcp: of((r) => r.metrics.fcp),
    cls: of((r) => r.metrics.cls),
  };
}

/** Failing audits with the number of runs they failed in. */
function failingAudits(runs: readonly LighthouseRun[]): Array<{ id: string; runs: number }> {
  return [...new Set(runs.flatMap((r) => r.failing))]
    .sort()
    .map((id) => ({ id, runs: runs.filter((r) => r.failing.includes(id)).length }));
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP) and asks to be run again: it is, twice at most. */
async function runOnce(url: string, preset: Preset, page: Page, log: (line: string) => void): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await attemptOnce(url, preset, page);
    } catch (error) {
      if (attempt >= 3 || !(error instanceof RuntimeError)) throw error;
      log(`lighthouse: ${error.message}; running again`);
    }
  }
}

class RuntimeError extends Error {}

async function attemptOnce(url: string, preset: Preset, page: Page): Promise<LighthouseRun> {
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
        ...(page.cookie ? { extraHeaders: { Cookie: page.cookie } } : {}),
      },
      preset === "desktop" ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const lhr = result.lhr as unknown as Report;
    if (lhr.runtimeError)
      throw new RuntimeError(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    return figures(lhr, page.seoExceptions, page.consoleExceptions);
  } finally {
    chrome.kill();
  }
}

/**
 * Runs Lighthouse on each page and on its limit copy (at the same path on `copyOrigin`) in turns,
 * `pairs` times each; the copy goes first in every other pair, so a machine growing busier or
 * quieter weighs on both alike.
 */
export async function runLighthouse(options: {
  origin: string;
  copyOrigin: string;
  pages: readonly Page[];
  pairs: number;
  presets: readonly Preset[];
  version: string;
  log: (line: string) => void;
}): Promise<LighthousePart> {
  const { pages, pairs, log } = options;
  const results: LighthousePage[] = [];
  const short = (run: LighthouseRun) =>
    `perf ${run.scores.performance}, LCP ${Math.round(run.metrics.lcp)} ms, TBT ${Math.round(run.metrics.tbt)} ms`;
  for (const preset of options.presets) {
    for (const page of pages) {
      const runs: LighthouseRun[] = [];
      const copyRuns: LighthouseRun[] = [];
      for (let i = 0; i < pairs; i++) {
        const started = performance.now();
        const order = i % 2 === 0 ? (["page", "copy"] as const) : (["copy", "page"] as const);
        for (const which of order) {
          const origin = which === "page" ? options.origin : options.copyOrigin;
          (which === "page" ? runs : copyRuns).push(await runOnce(origin + page.path, preset, page, log));
        }
        log(
          `lighthouse: ${preset} ${page.name} pair ${i + 1}/${pairs}: page ${short(runs[i]!)}; copy ${short(copyRuns[i]!)} (${((performance.now() - started) / 1000).toFixed(0)} s)`,
        );
      }
      results.push({
        page: page.name,
        url: page.path,
        preset,
        runs,
        copyRuns,
        median: medianFigures(runs),
        copyMedian: medianFigures(copyRuns),
        difference: medianDifference(runs, copyRuns),
        failing: failingAudits(runs),
        copyFailing: failingAudits(copyRuns),
        seoExceptions: [...(page.seoExceptions ?? [])],
        consoleExceptions: [...(page.consoleExceptions ?? [])],
      });
    }
  }
  return { date: new Date().toISOString(), lighthouse: options.version, pairsPerPage: pairs, pages: results };
}
