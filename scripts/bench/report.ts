// The bench's tables, for the terminal and for the "Latest figures" section of docs/performance.md.
import { demandAlertTable } from "./demand-alerts.ts";
import { evaluateBudgets, type Check } from "./budgets.ts";
import { listQuerySummary, listQueryTable } from "./list-queries.ts";
import { describeMachine } from "./machine.ts";
import type { BytesPart, LighthousePart, Results, ThroughputPart } from "./results.ts";
import { formatTable, markdownTable, type Table } from "./table.ts";

const kb = (bytes: number) => Number((bytes / 1000).toFixed(1));
const ms = (n: number) => Math.round(n);

export function lighthouseTables(part: LighthousePart): Table[] {
  const metrics: Table = {
    title: `Lighthouse ${part.lighthouse}, simulated throttling, first visit; median of ${part.runsPerPage} run(s) per page, figure by figure`,
    headers: ["preset", "page", "perf", "a11y", "bp", "seo", "LCP ms", "TBT ms", "CLS", "FCP ms", "SI ms"],
    rows: part.pages.map((p) => {
      const { scores, metrics: m } = p.median;
      return [
        p.preset,
        p.page,
        scores.performance,
        scores.accessibility,
        scores["best-practices"],
        scores.seo,
        ms(m.lcp),
        ms(m.tbt),
        Number(m.cls.toFixed(3)),
        ms(m.fcp),
        ms(m.si),
      ];
    }),
    notes: part.pages
      .filter((p) => p.preset === "mobile" && p.failing.length)
      .map(
        (p) =>
          `mobile ${p.page} failing: ${p.failing.map((f) => `${f.id}${f.runs < p.runs.length ? ` (${f.runs}/${p.runs.length})` : ""}`).join(", ")}`,
      ),
  };
  const types = ["total", "document", "script", "stylesheet", "image", "font", "other"];
  const transfer: Table = {
    title: "Lighthouse: KB transferred by resource type (requests), median",
    headers: ["preset", "page", ...types],
    rows: part.pages.map((p) => [
      p.preset,
      p.page,
      ...types.map((t) =>
        p.median.transfer[t] ? `${kb(p.median.transfer[t]!.bytes)} (${p.median.transfer[t]!.requests})` : "0",
      ),
    ]),
  };
  return [metrics, transfer];
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
        ...Object.fromEntries(
          ["lighthouse", "bytes", "throughput", "d1", "alerts"].filter((k) => !only.has(k)).map((k) => [k, undefined]),
        ),
      }
    : results;
  return tables(wanted).map(formatTable).join("\n\n");
}

/** The "Latest figures" section's body in markdown. */
export function latestFiguresMarkdown(results: Results): string {
  const dates = (["lighthouse", "bytes", "throughput", "d1", "alerts"] as const)
    .filter((k) => results[k])
    .map((k) => `${k} ${results[k]!.date.slice(0, 16).replace("T", " ")} UTC`);
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
