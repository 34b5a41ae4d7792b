// bench/results.json: one object with a key per part (lighthouse, bytes, throughput, d1, alerts, js,
// inp) and the machine of the last run. `npm run bench` and `npm run bench:list` both write it; a
// run replaces only the parts it measured, so `--only` keeps the others' latest figures.
import type { DemandAlertRun } from "./demand-alerts.ts";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import type { LatencySummary } from "./stats.ts";
import type { Machine } from "./machine.ts";
import type { ConsoleException } from "./pages.ts";
import type { ListQueryRun } from "./list-queries.ts";

export const RESULTS_FILE = "bench/results.json";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof CATEGORIES)[number];
export type Preset = "mobile" | "desktop";

export interface LighthouseMetrics {
  /** Largest Contentful Paint, ms. */
  lcp: number;
  /** Total Blocking Time, ms. */
  tbt: number;
  /** Cumulative Layout Shift. */
  cls: number;
  /** First Contentful Paint, ms. */
  fcp: number;
  /** Speed Index, ms. */
  si: number;
}

export interface LighthouseFigures {
  /** 0–100 per category. */
  scores: Record<Category, number>;
  metrics: LighthouseMetrics;
  /** Bytes transferred and requests by resource type (Lighthouse's resource-summary). */
  transfer: Record<string, { bytes: number; requests: number }>;
  /** Scores (0–1, null when not applicable) of the audits the image and script budgets rest on. */
  audits: Record<string, number | null>;
}

export interface LighthouseRun extends LighthouseFigures {
  /** Audits scored below 0.9 (binary, numeric and metric audits). */
  failing: string[];
  warnings: string[];
  /** The SEO score without the audits the page fails by design, for a page that has such audits. */
  seoWithoutExceptions?: number;
  /**
   * For a page that logs a console error by design: the best-practices score with errors-in-console
   * passing when that error was the only one, and the console errors beyond it.
   */
  bestPracticesWithoutExceptions?: number;
  unexpectedConsoleErrors?: string[];
  /** Per category, the audits that count towards its score and scored below full marks. */
  imperfect?: Partial<Record<Category, string[]>>;
}

/** A page's figures minus its limit copy's, pair by pair, and the median over the pairs. */
export interface CopyDifference {
  /** Performance score points. */
  performance: number;
  lcp: number;
  tbt: number;
  fcp: number;
  cls: number;
}

export interface LighthousePage {
  page: string;
  url: string;
  preset: Preset;
  /** The page's runs; the copy's run of the same pair has the same index in `copyRuns`. */
  runs: LighthouseRun[];
  copyRuns: LighthouseRun[];
  /** Each figure's median over the page's runs, taken figure by figure. */
  median: LighthouseFigures;
  copyMedian: LighthouseFigures;
  /** The median over the pairs of page minus copy, figure by figure. */
  difference: CopyDifference;
  /** Failing audits with the number of runs they failed in. */
  failing: Array<{ id: string; runs: number }>;
  copyFailing: Array<{ id: string; runs: number }>;
  /** SEO audits the page fails by design (noindex behind a login, a 404's status), left out of the copy's SEO verdict. */
  seoExceptions: string[];
  /** Console errors the page logs by design (the 404 page's own status), left out of the copy's best-practices verdict; absent in older results. */
  consoleExceptions?: ConsoleException[];
}

export interface LighthousePart {
  date: string;
  lighthouse: string;
  /** Runs of the page and of its limit copy, taken in turns. */
  pairsPerPage: number;
  pages: LighthousePage[];
}

export interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

export interface AssetBytes extends Sizes {
  url: string;
  /** entry, react runtime, island <Name>, shared chunk, stylesheet… */
  role: string;
}

export interface PageBytes {
  page: string;
  url: string;
  status: number;
  /** The HTML a first visit gets (the cookie dialog open). */
  html: Sizes;
  /** The HTML a returning visitor gets (consent given, dialog closed). */
  htmlReturning: Sizes;
  css: AssetBytes[];
  /** Scripts the page runs on load: its own, their static imports, React and its islands' chunks. */
  js: AssetBytes[];
  /** Chunks the page's islands import later, on demand (opening a slideshow, for instance). */
  jsOnDemand: AssetBytes[];
  islands: string[];
  /** External scripts that would block parsing (neither module, async nor defer). */
  blockingScripts: string[];
  images: {
    count: number;
    withoutDimensions: string[];
    legacyFormat: string[];
    lazy: number;
    highPriority: number;
    eager: string[];
  };
}

export interface ChunkBytes extends Sizes {
  file: string;
  role: string;
  /** Bytes of React and react-dom inside the chunk (esbuild's bytesInOutput, before compression). */
  react: number;
}

export interface BytesPart {
  date: string;
  /** How the sizes were computed. */
  compression: string;
  pages: PageBytes[];
  chunks: ChunkBytes[];
}

export type Visitor = "returning" | "first visit" | "static";

export interface ThroughputTarget {
  name: string;
  path: string;
  visitor: Visitor;
  /** Bytes of one response body as sent (compressed when the server compressed it). */
  bodyBytes: number;
  requests: number;
  errors: number;
  statuses: Record<string, number>;
  rps: number;
  latency: LatencySummary;
  /** req/s as a share of the static asset's. */
  ratio: number;
}

export interface ThroughputPart {
  date: string;
  concurrency: number;
  rounds: number;
  secondsPerRound: number;
  warmupSeconds: number;
  staticAsset: { path: string; rawBytes: number; chosenFor: string };
  targets: ThroughputTarget[];
}

export interface ScriptSize {
  /** The file's name (with the host for a script from another origin). */
  url: string;
  raw: number;
  gzip: number;
}

export interface PageJs {
  page: string;
  url: string;
  status: number;
  /** Every script response of the visit, largest first. */
  scripts: ScriptSize[];
  /** Their gzip sizes summed. */
  gzip: number;
  /** false when scripts were still starting when the wait ran out: the figures are what had loaded by then. */
  settled: boolean;
  /** How long after the load event the page went quiet (or the wait ran out). */
  waitedMs: number;
}

export interface JsPart {
  date: string;
  /** No script request started for this long: the page has loaded what it runs before any input. */
  quietMs: number;
  /** The longest wait after the load event. */
  boundMs: number;
  compression: string;
  pages: PageJs[];
}

export interface InpRun {
  /** The longest event duration of the interaction (its INP), ms; 0 when no event reached 16 ms; null when there was nothing to interact with. */
  latencyMs: number | null;
  /** Interactions the page counted during the measured one (1 when the click or the keys made a single one). */
  interactions: number;
  /** `<html data-client-loaded>` when the visitor acted: "true" once the idle islands have hydrated. */
  clientLoaded: string;
  /** What was done before or instead of the planned interaction. */
  note: string;
}

export interface IslandInp {
  island: string;
  page: string;
  url: string;
  /** What the visitor does. */
  interaction: string;
  runs: InpRun[];
  /** The median over the runs that had something to interact with. */
  medianMs: number;
}

export interface InpPart {
  date: string;
  cpuSlowdown: number;
  runsPerIsland: number;
  viewport: { width: number; height: number };
  islands: IslandInp[];
}

export interface Results {
  machine?: Machine;
  lighthouse?: LighthousePart;
  bytes?: BytesPart;
  throughput?: ThroughputPart;
  d1?: ListQueryRun;
  alerts?: DemandAlertRun;
  js?: JsPart;
  inp?: InpPart;
}

const PART_KEYS = ["machine", "lighthouse", "bytes", "throughput", "d1", "alerts", "js", "inp"] as const;

export function readResults(file = RESULTS_FILE): Results {
  if (!existsSync(file)) return {};
  try {
    const stored = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
    // Keys of another shape (an older bench:list file, Lighthouse runs without limit copies) are dropped.
    return Object.fromEntries(
      PART_KEYS.filter((key) => stored[key] && typeof stored[key] === "object")
        .filter((key) => key !== "lighthouse" || "pairsPerPage" in (stored[key] as object))
        .map((key) => [key, stored[key]]),
    ) as Results;
  } catch {
    return {};
  }
}

/** Writes the parts given over those already stored. */
export function writeResults(parts: Results, file = RESULTS_FILE): Results {
  const merged = { ...readResults(file), ...parts };
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(merged, null, 2)}\n`);
  return merged;
}
