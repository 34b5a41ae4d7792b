// The performance budgets, word for word, and the checks that hold the figures against them.
// Pure: unit-tested in test/cli/bench-report.test.ts.
import { CATEGORIES, type Category, type LighthousePage, type LighthouseRun, type Results } from "./results.ts";
import { kilobytes, median, milliseconds } from "./stats.ts";

/** The budgets as they are stated (Lighthouse mobile preset, simulated throttling). */
export const BUDGET_TEXT = [
  "Every page type's limit copy (its first-visit HTML without scripts, served as a static file) scores 100 in performance, accessibility, best practices and SEO.",
  "Over pairs of Lighthouse runs of each page type and its limit copy: median (page − copy) TBT ≤ 30 ms, LCP ≤ 100 ms, performance score ≥ −1 point; CLS ≤ 0.02 in every run; FCP ≤ 1.0 s.",
  "List page HTML ≤ 30 KB gzip. No JavaScript needed for first paint or for reading; total JavaScript per page ≤ 80 KB gzip with React included, loaded without blocking the main thread.",
  "Images in modern formats with explicit dimensions; the LCP image preloaded with high fetch priority, the others lazy.",
  "SSR throughput at least half of the static asset's on the same server.",
  "First-visit HTML ≤ 60 KB raw on every page type; list and detail HTML ≤ 25 KB gzip.",
  "JavaScript executed before the first interaction ≤ 20 KB gzip on every page type.",
  "INP of the first interaction with each island ≤ 200 ms with the CPU slowed down 4×.",
] as const;

export interface Limit {
  max?: number;
  min?: number;
}

export const LIMITS = {
  score: { min: 100 },
  /** Page minus limit copy, median over the pairs. */
  copyTbtMs: { max: 30 },
  copyLcpMs: { max: 100 },
  copyPerformance: { min: -1 },
  cls: { max: 0.02 },
  fcpMs: { max: 1000 },
  listHtmlGzip: { max: 30_000 },
  firstVisitHtmlRaw: { max: 60_000 },
  listDetailHtmlGzip: { max: 25_000 },
  pageJsGzip: { max: 80_000 },
  jsBeforeInputGzip: { max: 20_000 },
  inpMs: { max: 200 },
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

/** A signed figure: "+12 ms", "−3 points", "0 ms". */
export function signed(value: number, format: (n: number) => string): string {
  if (!Number.isFinite(value)) return "–";
  return `${value > 0 ? "+" : value < 0 ? "−" : ""}${format(Math.abs(value))}`;
}

/** An INP as the tables show it: the observer sees no event under 16 ms. */
export function inpText(ms: number): string {
  return ms === 0 ? "< 16 ms" : milliseconds(ms);
}

function finiteOr(n: number | null, fallback: number): number {
  return typeof n === "number" && Number.isFinite(n) ? n : fallback;
}

/**
 * The limit copy's median scores; for a page with audits it fails by design, the SEO score is the
 * one computed without them, and for a page that logs a console error by design, the best-practices
 * score is the one computed as if it had not (any other console error still counts).
 */
export function copyScores(page: LighthousePage): Record<Category, number> {
  const scores = { ...page.copyMedian.scores };
  const medianOf = (values: Array<number | undefined>) =>
    median(values.filter((n): n is number => typeof n === "number"));
  if (page.seoExceptions.length) scores.seo = medianOf(page.copyRuns.map((r) => r.seoWithoutExceptions));
  if (page.consoleExceptions?.length)
    scores["best-practices"] = medianOf(page.copyRuns.map((r) => r.bestPracticesWithoutExceptions));
  return scores;
}

/** Whether an audit a copy failed is one the page fails by design, in that category. */
function byDesign(page: LighthousePage, category: Category, audit: string): boolean {
  if (category === "seo") return page.seoExceptions.includes(audit);
  // errors-in-console is excused only while no copy run logged any other console error.
  return (
    category === "best-practices" &&
    audit === "errors-in-console" &&
    !!page.consoleExceptions?.length &&
    page.copyRuns.every((r) => (r.unexpectedConsoleErrors ?? []).length === 0)
  );
}

/** What a copy's scores leave out by design, as the budget's figure says it. */
function exceptionsText(page: LighthousePage): string {
  const parts = [
    page.seoExceptions.length ? `SEO without ${page.seoExceptions.join(", ")}` : "",
    page.consoleExceptions?.length
      ? `best practices without ${page.consoleExceptions.map((e) => e.name).join(", ")}`
      : "",
  ].filter(Boolean);
  return parts.length ? ` (${parts.join("; ")}, by design)` : "";
}

/** Every check the stored figures allow; parts not measured give no checks. */
export function evaluateBudgets(results: Results): Check[] {
  const checks: Check[] = [];
  const mobile = results.lighthouse?.pages.filter((p) => p.preset === "mobile") ?? [];
  for (const page of mobile) {
    const scores = copyScores(page);
    const low = CATEGORIES.filter((c) => !within(scores[c], LIMITS.score));
    checks.push({
      budget: "limit copy scores 100",
      subject: page.page,
      value: `${CATEGORIES.map((c) => scores[c]).join("/")}${exceptionsText(page)}`,
      met: low.length === 0,
      note: low
        .map((c) => {
          const audits = [...new Set(page.copyRuns.flatMap((r) => r.imperfect?.[c] ?? []))].filter(
            (id) => !byDesign(page, c, id),
          );
          return `${SHORT[c]} ${scores[c]} (−${overshoot(scores[c], LIMITS.score)}${audits.length ? `: ${audits.join(", ")}` : ""})`;
        })
        .join(", "),
    });
  }
  for (const page of mobile) {
    const d = page.difference;
    const differences: Array<[string, number, Limit, (n: number) => string, string]> = [
      ["TBT", d.tbt, LIMITS.copyTbtMs, milliseconds, "over by"],
      ["LCP", d.lcp, LIMITS.copyLcpMs, milliseconds, "over by"],
      ["perf", d.performance, LIMITS.copyPerformance, (n) => `${n} point${n === 1 ? "" : "s"}`, "short by"],
    ];
    const missed = differences.filter(([, value, limit]) => !within(value, limit));
    checks.push({
      budget: "page − copy: TBT ≤ 30 ms, LCP ≤ 100 ms, perf ≥ −1",
      subject: page.page,
      value: differences.map(([name, value, , format]) => `${name} ${signed(value, format)}`).join(", "),
      met: missed.length === 0,
      note: missed
        .map(([name, value, limit, format, past]) => `${name} ${past} ${format(overshoot(value, limit))}`)
        .join(", "),
    });
  }
  for (const page of mobile) {
    const worst = (runs: readonly LighthouseRun[]) => Math.max(...runs.map((r) => finiteOr(r.metrics.cls, Infinity)));
    const over = (runs: readonly LighthouseRun[]) => runs.filter((r) => !within(r.metrics.cls, LIMITS.cls)).length;
    const cls = (n: number) => (Number.isFinite(n) ? n.toFixed(3) : "–");
    const pageOver = over(page.runs);
    const copyOver = over(page.copyRuns);
    checks.push({
      budget: "CLS ≤ 0.02 in every run",
      subject: page.page,
      value: `worst ${cls(worst(page.runs))} page, ${cls(worst(page.copyRuns))} copy`,
      met: pageOver === 0 && copyOver === 0 && page.runs.length > 0,
      note: [
        pageOver ? `${pageOver} of ${page.runs.length} page runs over` : "",
        copyOver ? `${copyOver} of ${page.copyRuns.length} copy runs over` : "",
      ]
        .filter(Boolean)
        .join(", "),
    });
  }
  for (const page of mobile) {
    const fcp = page.median.metrics.fcp;
    const over = overshoot(fcp, LIMITS.fcpMs);
    checks.push({
      budget: "FCP ≤ 1.0 s",
      subject: page.page,
      value: milliseconds(fcp),
      met: over === 0,
      note: over ? `over by ${milliseconds(over)}` : "",
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
  for (const page of results.js?.pages ?? []) {
    const over = overshoot(page.gzip, LIMITS.jsBeforeInputGzip);
    checks.push({
      budget: "JS before the first input ≤ 20 KB gzip",
      subject: page.page,
      value: `${kilobytes(page.gzip)} in ${page.scripts.length} script(s)${page.settled ? "" : ", still loading when the wait ran out"}`,
      met: over === 0,
      note: over ? `over by ${kilobytes(over)}` : "",
    });
  }
  for (const island of results.inp?.islands ?? []) {
    const measured = Number.isFinite(island.medianMs);
    const over = overshoot(island.medianMs, LIMITS.inpMs);
    checks.push({
      budget: `INP ≤ 200 ms at ${results.inp!.cpuSlowdown}× CPU slowdown`,
      subject: `${island.island} (${island.page})`,
      value: measured ? inpText(island.medianMs) : "not measured",
      met: measured && over === 0,
      note: measured
        ? over
          ? `over by ${milliseconds(over)}`
          : ""
        : [...new Set(island.runs.map((r) => r.note))].join("; "),
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
