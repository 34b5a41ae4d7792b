// The performance budgets, word for word, and the checks that hold the figures against them.
// Pure: unit-tested in test/cli/bench-report.test.ts.
import { CATEGORIES, type Results } from "./results.ts";
import { kilobytes, milliseconds } from "./stats.ts";

/** The budgets as they are stated (Lighthouse mobile preset, simulated throttling). */
export const BUDGET_TEXT = [
  "Performance, accessibility, best practices and SEO all 100 on every measured page.",
  "LCP ≤ 1.5 s, TBT ≤ 50 ms, CLS ≤ 0.02, FCP ≤ 1.0 s.",
  "List page HTML ≤ 30 KB gzip. No JavaScript needed for first paint or for reading; total JavaScript per page ≤ 80 KB gzip with React included, loaded without blocking the main thread.",
  "Images in modern formats with explicit dimensions; the LCP image preloaded with high fetch priority, the others lazy.",
  "SSR throughput at least half of the static asset's on the same server.",
  "First-visit HTML ≤ 60 KB raw on every page type; list and detail HTML ≤ 25 KB gzip.",
] as const;

export interface Limit {
  max?: number;
  min?: number;
}

export const LIMITS = {
  score: { min: 100 },
  lcpMs: { max: 1500 },
  tbtMs: { max: 50 },
  cls: { max: 0.02 },
  fcpMs: { max: 1000 },
  listHtmlGzip: { max: 30_000 },
  firstVisitHtmlRaw: { max: 60_000 },
  listDetailHtmlGzip: { max: 25_000 },
  pageJsGzip: { max: 80_000 },
  throughputRatio: { min: 0.5 },
} satisfies Record<string, Limit>;

/** How far a value is past its limit: 0 when within it, NaN when there is no value. */
export function overshoot(value: number, limit: Limit): number {
  if (!Number.isFinite(value)) return Number.NaN;
  if (limit.max !== undefined && value > limit.max) return value - limit.max;
  if (limit.min !== undefined && value < limit.min) return limit.min - value;
  return 0;
}

export function within(value: number, limit: Limit): boolean {
  return overshoot(value, limit) === 0;
}

export interface Check {
  budget: string;
  subject: string;
  value: string;
  met: boolean;
  /** What misses, and by how much. */
  note: string;
}

const SHORT: Record<string, string> = {
  performance: "perf",
  accessibility: "a11y",
  "best-practices": "bp",
  seo: "seo",
};

/** Every check the stored figures allow; parts not measured give no checks. */
export function evaluateBudgets(results: Results): Check[] {
  const checks: Check[] = [];
  const mobile = results.lighthouse?.pages.filter((p) => p.preset === "mobile") ?? [];
  for (const page of mobile) {
    const { scores } = page.median;
    const low = CATEGORIES.filter((c) => !within(scores[c], LIMITS.score));
    checks.push({
      budget: "scores 100",
      subject: page.page,
      value: CATEGORIES.map((c) => scores[c]).join("/"),
      met: low.length === 0,
      note: low.map((c) => `${SHORT[c]} ${scores[c]} (−${overshoot(scores[c], LIMITS.score)})`).join(", "),
    });
  }
  for (const page of mobile) {
    const m = page.median.metrics;
    const metrics: Array<[string, number, Limit, (n: number) => string]> = [
      ["LCP", m.lcp, LIMITS.lcpMs, milliseconds],
      ["TBT", m.tbt, LIMITS.tbtMs, milliseconds],
      ["CLS", m.cls, LIMITS.cls, (n) => n.toFixed(3)],
      ["FCP", m.fcp, LIMITS.fcpMs, milliseconds],
    ];
    const missed = metrics.filter(([, value, limit]) => !within(value, limit));
    checks.push({
      budget: "LCP, TBT, CLS, FCP",
      subject: page.page,
      value: metrics.map(([name, value, , format]) => `${name} ${format(value)}`).join(", "),
      met: missed.length === 0,
      note: missed
        .map(([name, value, limit, format]) => `${name} over by ${format(overshoot(value, limit))}`)
        .join(", "),
    });
  }
  /** A check of a page's size in bytes against its limit. */
  const size = (budget: string, subject: string, bytes: number, limit: Limit): Check => {
    const over = overshoot(bytes, limit);
    return {
      budget,
      subject,
      value: kilobytes(bytes),
      met: over === 0,
      note: over ? `over by ${kilobytes(over)}` : "",
    };
  };
  for (const page of results.bytes?.pages ?? [])
    if (page.page === "list")
      checks.push(size("list HTML ≤ 30 KB gzip", page.page, page.html.gzip, LIMITS.listHtmlGzip));
  for (const page of results.bytes?.pages ?? []) {
    checks.push(size("first-visit HTML ≤ 60 KB raw", page.page, page.html.raw, LIMITS.firstVisitHtmlRaw));
    if (page.page === "list" || page.page === "detail")
      checks.push(size("list and detail HTML ≤ 25 KB gzip", page.page, page.html.gzip, LIMITS.listDetailHtmlGzip));
  }
  for (const page of results.bytes?.pages ?? []) {
    const gzip = page.js.reduce((n, a) => n + a.gzip, 0);
    const over = overshoot(gzip, LIMITS.pageJsGzip);
    const blocking = page.blockingScripts.length;
    checks.push({
      budget: "JS ≤ 80 KB gzip, not blocking",
      subject: page.page,
      value: `${kilobytes(gzip)}${blocking ? `, ${blocking} blocking script(s)` : ", no blocking script"}`,
      met: over === 0 && blocking === 0,
      note: [
        over ? `over by ${kilobytes(over, 2)}` : "",
        blocking ? `parser-blocking: ${page.blockingScripts.join(", ")}` : "",
      ]
        .filter(Boolean)
        .join("; "),
    });
  }
  for (const page of results.bytes?.pages ?? []) {
    const { images } = page;
    const eager = images.eager.length;
    const lcp = mobile.find((p) => p.page === page.page)?.median.audits["lcp-discovery-insight"];
    const problems = [
      images.withoutDimensions.length ? `${images.withoutDimensions.length} without width/height` : "",
      images.legacyFormat.length ? `${images.legacyFormat.length} in an older format` : "",
      eager > 0 ? `${eager} neither lazy nor high priority (${images.eager.join(", ")})` : "",
      typeof lcp === "number" && lcp < 0.9 ? "Lighthouse: LCP image not discoverable/prioritised" : "",
    ].filter(Boolean);
    checks.push({
      budget: "images",
      subject: page.page,
      value: `${images.count} img, ${images.lazy} lazy, ${images.highPriority} high priority`,
      met: problems.length === 0,
      note: problems.join("; "),
    });
  }
  for (const target of results.throughput?.targets ?? []) {
    if (target.visitor === "static") continue;
    const over = overshoot(target.ratio, LIMITS.throughputRatio);
    checks.push({
      budget: "SSR ≥ ½ static req/s",
      subject: `${target.name} (${target.visitor})`,
      value: `${target.rps} req/s = ${target.ratio.toFixed(2)} × static`,
      met: over === 0,
      note: over ? `short by ${over.toFixed(2)} × static` : "",
    });
  }
  return checks;
}
