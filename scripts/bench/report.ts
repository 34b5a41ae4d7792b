// The bench's tables, for the terminal and for the "Latest figures" section of docs/performance.md.
import { demandAlertTable } from "./demand-alerts.ts";
import { copyScores, evaluateBudgets, inpText, type Check } from "./budgets.ts";
import { listQuerySummary, listQueryTable } from "./list-queries.ts";
import { describeMachine } from "./machine.ts";
import {
  CATEGORIES,
  type BytesPart,
  type InpPart,
  type JsPart,
  type LighthousePage,
  type LighthousePart,
  type Results,
  type ThroughputPart,
} from "./results.ts";
import { formatTable, markdownTable, type Table } from "./table.ts";

/** The parts in the order the tables show them. */
const PART_NAMES = ["lighthouse", "js", "inp", "bytes", "throughput", "d1", "alerts"] as const;

const kb = (bytes: number) => Number((bytes / 1000).toFixed(1));
const ms = (n: number) => Math.round(n);

export function lighthouseTables(part: LighthousePart): Table[] {
  // A figure no run gave is stored as null (JSON has no NaN).
  const fixed = (n: number | null, digits: number) => (typeof n === "number" ? Number(n.toFixed(digits)) : Number.NaN);
  const metrics: Table = {
    title: `Lighthouse ${part.lighthouse}, simulated throttling, first visit: each page and its limit copy in turns, ${part.pairsPerPage} pair(s); medians, and Δ the median over the pairs of page − copy`,
    headers: [
      "preset",
      "page",
      "perf",
      "copy",
      "Δ",
      "LCP ms",
      "copy",
      "Δ",
      "TBT ms",
      "copy",
      "Δ",
      "FCP ms",
      "copy",
      "Δ",
      "CLS",
      "copy",
    ],
    rows: part.pages.map((p) => {
      const page = p.median.metrics;
      const copy = p.copyMedian.metrics;
      const d = p.difference;
      return [
        p.preset,
        p.page,
        p.median.scores.performance,
        p.copyMedian.scores.performance,
        fixed(d.performance, 1),
        ms(page.lcp),
        ms(copy.lcp),
        fixed(d.lcp, 0),
        ms(page.tbt),
        ms(copy.tbt),
        fixed(d.tbt, 0),
        ms(page.fcp),
        ms(copy.fcp),
        fixed(d.fcp, 0),
        fixed(page.cls, 3),
        fixed(copy.cls, 3),
      ];
    }),
    notes: [
      "limit copy: the page's first-visit HTML without its scripts, served as a static file beside the server, loading the same stylesheets and images",
      ...part.pages
        .filter((p) => p.preset === "mobile")
        .flatMap((p) => [
          failingNote(p.page, "", p.failing, p.runs.length),
          failingNote(p.page, " copy", p.copyFailing, p.copyRuns.length),
        ])
        .filter(Boolean),
    ],
  };
  const scores: Table = {
    title: "Lighthouse category scores, medians: the page and its limit copy",
    headers: [
      "preset",
      "page",
      "perf",
      "a11y",
      "bp",
      "seo",
      "copy perf",
      "a11y",
      "bp",
      "seo",
      "bp by design",
      "seo by design",
    ],
    rows: part.pages.map((p) => [
      p.preset,
      p.page,
      ...CATEGORIES.map((c) => p.median.scores[c]),
      ...CATEGORIES.map((c) => p.copyMedian.scores[c]),
      p.consoleExceptions?.length ? copyScores(p)["best-practices"] : "",
      p.seoExceptions.length ? copyScores(p).seo : "",
    ]),
    notes: [
      `bp by design: the copy's best-practices score without the console error the page logs on purpose (${[...new Set(part.pages.flatMap((p) => (p.consoleExceptions ?? []).map((e) => `${e.name}, "${e.text}"`)))].join("; ") || "none"}: Chrome logs a document answered with 404 as a resource that failed to load); any other console error counts`,
      `seo by design: the copy's SEO score without the audits the page fails on purpose (${[...new Set(part.pages.flatMap((p) => p.seoExceptions))].join(", ") || "none"}: the dashboard is noindex behind the login, the 404 page answers 404)`,
    ],
  };
  const types = ["total", "document", "script", "stylesheet", "image", "font", "other"];
  const transfer: Table = {
    title: "Lighthouse: KB transferred by resource type (requests), the page's median",
    headers: ["preset", "page", ...types],
    rows: part.pages.map((p) => [
      p.preset,
      p.page,
      ...types.map((t) =>
        p.median.transfer[t] ? `${kb(p.median.transfer[t]!.bytes)} (${p.median.transfer[t]!.requests})` : "0",
      ),
    ]),
  };
  return [metrics, scores, transfer];
}

/** "- mobile home copy failing: a, b (2/5)", a list item, or nothing when no audit failed. */
function failingNote(page: string, which: string, failing: LighthousePage["failing"], runs: number): string {
  if (failing.length === 0) return "";
  return `- mobile ${page}${which} failing: ${failing.map((f) => `${f.id}${f.runs < runs ? ` (${f.runs}/${runs})` : ""}`).join(", ")}`;
}

export function jsTable(part: JsPart): Table {
  return {
    title: `JavaScript run before the first interaction: a first visit in Chromium, no input, until no script request has started for ${part.quietMs / 1000} s (at most ${part.boundMs / 1000} s after the load event); KB, ${part.compression}`,
    headers: ["page", "status", "scripts", "raw", "gzip", "settled"],
    rows: part.pages.map((p) => [
      p.page,
      p.status,
      p.scripts.length,
      kb(p.scripts.reduce((n, s) => n + s.raw, 0)),
      kb(p.gzip),
      p.settled ? "yes" : `no (${(p.waitedMs / 1000).toFixed(0)} s)`,
    ]),
    notes: [
      "each script, KB gzip:",
      ...part.pages.map((p) => `- ${p.page}: ${p.scripts.map((s) => `${s.url} ${kb(s.gzip)}`).join(", ") || "none"}`),
    ],
  };
}

export function inpTable(part: InpPart): Table {
  return {
    title: `INP of the first interaction with each island: first visit, ${part.viewport.width}×${part.viewport.height}, CPU slowed down ${part.cpuSlowdown}× once the page's scripts are quiet; median of ${part.runsPerIsland} run(s)`,
    headers: ["island", "page", "interaction", "INP", "runs ms", "hydrated", "notes"],
    rows: part.islands.map((i) => [
      i.island,
      i.page,
      i.interaction,
      Number.isFinite(i.medianMs) ? inpText(i.medianMs) : "not measured",
      i.runs.map((r) => (r.latencyMs === null ? "–" : String(r.latencyMs))).join(", "),
      [...new Set(i.runs.map((r) => r.clientLoaded))].join(", "),
      [...new Set(i.runs.map((r) => r.note).filter(Boolean))].join("; "),
    ]),
    notes: [
      "INP: the longest event duration of the interaction (PerformanceObserver on event entries, 16 ms threshold: < 16 ms when no event reached it); hydrated: <html data-client-loaded> when the visitor acted",
    ],
  };
}

export function bytesTables(part: BytesPart): Table[] {
  const total = (items: Array<{ raw: number; gzip: number; brotli: number }>) =>
    items.reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli }), {
      raw: 0,
      gzip: 0,
      brotli: 0,
    });
  const pages: Table = {
    title: `Bytes per page type, KB raw / gzip / brotli (${part.compression})`,
    headers: [
      "page",
      "status",
      "HTML raw",
      "gzip",
      "br",
      "gzip returning",
      "CSS raw",
      "gzip",
      "br",
      "JS raw",
      "gzip",
      "br",
      "JS later gzip",
      "islands",
    ],
    rows: part.pages.map((p) => {
      const css = total(p.css);
      const js = total(p.js);
      return [
        p.page,
        p.status,
        kb(p.html.raw),
        kb(p.html.gzip),
        kb(p.html.brotli),
        kb(p.htmlReturning.gzip),
        kb(css.raw),
        kb(css.gzip),
        kb(css.brotli),
        kb(js.raw),
        kb(js.gzip),
        kb(js.brotli),
        kb(total(p.jsOnDemand).gzip),
        p.islands.join(", ") || "none",
      ];
    }),
    notes: [
      "HTML: a first visit (cookie dialog open); gzip returning: with consent given. JS: what the page runs on load (entry, its imports, React and the chunks of the islands it has); JS later: loaded on demand.",
    ],
  };
  const chunks: Table = {
    title: "Client JavaScript by chunk, KB",
    headers: ["file", "role", "raw", "gzip", "br", "React raw"],
    rows: part.chunks.map((c) => [c.file.split("/").pop()!, c.role, kb(c.raw), kb(c.gzip), kb(c.brotli), kb(c.react)]),
  };
  return [pages, chunks];
}

export function throughputTable(part: ThroughputPart): Table {
  return {
    title: `Throughput of wrangler dev on loopback: ${part.concurrency} connections, ${part.rounds} interleaved rounds of ${part.secondsPerRound} s per target after ${part.warmupSeconds} s warm-up`,
    headers: ["target", "visitor", "body KB", "requests", "req/s", "p50 ms", "p95 ms", "p99 ms", "× static", "not 200"],
    rows: part.targets.map((t) => [
      t.name,
      t.visitor,
      kb(t.bodyBytes),
      t.requests,
      t.rps,
      Number(t.latency.p50.toFixed(1)),
      Number(t.latency.p95.toFixed(1)),
      Number(t.latency.p99.toFixed(1)),
      Number(t.ratio.toFixed(2)),
      t.errors +
        Object.entries(t.statuses)
          .filter(([s]) => s !== "200")
          .reduce((n, [, c]) => n + c, 0),
    ]),
    notes: [
      `static asset: ${part.staticAsset.path} (${part.staticAsset.rawBytes} bytes raw), the ${part.staticAsset.chosenFor}. Bodies as sent (compressed); returning visitor: consent given, dialog closed.`,
    ],
  };
}

export function budgetTable(checks: readonly Check[]): Table {
  return {
    title: "Budgets",
    headers: ["budget", "page", "figure", "verdict", "missed by"],
    rows: checks.map((c) => [c.budget, c.subject, c.value, c.met ? "met" : "missed", c.note]),
  };
}

/** Every table the stored results allow, in the order of the parts. */
export function tables(results: Results): Table[] {
  return [
    ...(results.lighthouse ? lighthouseTables(results.lighthouse) : []),
    ...(results.js ? [jsTable(results.js)] : []),
    ...(results.inp ? [inpTable(results.inp)] : []),
    ...(results.bytes ? bytesTables(results.bytes) : []),
    ...(results.throughput ? [throughputTable(results.throughput)] : []),
    ...(results.d1
      ? [
          {
            ...listQueryTable(results.d1),
            notes: [...(listQueryTable(results.d1).notes ?? []), ...listQuerySummary(results.d1)],
          },
        ]
      : []),
    ...(results.alerts ? [demandAlertTable(results.alerts)] : []),
    budgetTable(evaluateBudgets(results)),
  ];
}

export function printResults(results: Results, only?: ReadonlySet<string>): string {
  const wanted = only
    ? {
        ...results,
        ...Object.fromEntries(PART_NAMES.filter((k) => !only.has(k)).map((k) => [k, undefined])),
      }
    : results;
  return tables(wanted).map(formatTable).join("\n\n");
}

/** The "Latest figures" section's body in markdown. */
export function latestFiguresMarkdown(results: Results): string {
  const dates = PART_NAMES.filter((k) => results[k]).map(
    (k) => `${k} ${results[k]!.date.slice(0, 16).replace("T", " ")} UTC`,
  );
  const lines = [
    `Measured: ${dates.join("; ")}.`,
    "",
    results.machine ? `Machine: ${describeMachine(results.machine)}.` : "Machine: not recorded.",
    "",
    // The verdicts first, then the figures behind them.
    ...[...tables(results).slice(-1), ...tables(results).slice(0, -1)].flatMap((t) => [markdownTable(t), ""]),
  ];
  return lines.join("\n").trimEnd();
}

export const DOCS_START = "<!-- bench:latest-figures:start -->";
export const DOCS_END = "<!-- bench:latest-figures:end -->";

/** Replaces what lies between the section's markers with `body`. */
export function replaceLatestFigures(document: string, body: string): string {
  const start = document.indexOf(DOCS_START);
  const end = document.indexOf(DOCS_END);
  if (start < 0 || end < start) throw new Error(`the markers ${DOCS_START} … ${DOCS_END} are missing`);
  return `${document.slice(0, start + DOCS_START.length)}\n${body}\n${document.slice(end)}`;
}
