// bench/results.json: one object with a key per part (lighthouse, bytes, throughput, d1) and the
// machine of the last run. `npm run bench` and `npm run bench:list` both write it; a run replaces
// only the parts it measured, so `--only` keeps the others' latest figures.
import type { DemandAlertRun } from "./demand-alerts.ts";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import type { LatencySummary } from "./stats.ts";
import type { Machine } from "./machine.ts";
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
}

export interface LighthousePage {
  page: string;
  url: string;
  preset: Preset;
  runs: LighthouseRun[];
  /** Each figure's median over the runs, taken figure by figure. */
  median: LighthouseFigures;
  /** Failing audits with the number of runs they failed in. */
  failing: Array<{ id: string; runs: number }>;
}

export interface LighthousePart {
  date: string;
  lighthouse: string;
  runsPerPage: number;
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

export interface Results {
  machine?: Machine;
  lighthouse?: LighthousePart;
  bytes?: BytesPart;
  throughput?: ThroughputPart;
  d1?: ListQueryRun;
  alerts?: DemandAlertRun;
}

const PART_KEYS = ["machine", "lighthouse", "bytes", "throughput", "d1", "alerts"] as const;

export function readResults(file = RESULTS_FILE): Results {
  if (!existsSync(file)) return {};
  try {
    const stored = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
    // Keys of another shape (an older bench:list file) are dropped.
    return Object.fromEntries(
      PART_KEYS.filter((key) => stored[key] && typeof stored[key] === "object").map((key) => [key, stored[key]]),
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
