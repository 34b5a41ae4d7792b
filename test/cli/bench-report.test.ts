import { describe, expect, it } from "vitest";
import { evaluateBudgets, inpText, overshoot, signed, within } from "../../scripts/bench/budgets.ts";
import { chunkRole, pageScripts, sizes, startScripts, tags } from "../../scripts/bench/bytes.ts";
import {
  figures,
  medianDifference,
  medianFigures,
  scoreWithout,
  unexpectedConsoleErrors,
} from "../../scripts/bench/lighthouse.ts";
import {
  firstLinkUnder,
  firstListingPath,
  LIST_PATH,
  NOT_FOUND_CONSOLE_ERROR,
  onlyPages,
  visitCookie,
  type ConsoleException,
} from "../../scripts/bench/pages.ts";
import { DOCS_END, DOCS_START, replaceLatestFigures } from "../../scripts/bench/report.ts";
import type {
  Category,
  LighthouseFigures,
  LighthouseMetrics,
  LighthousePage,
  LighthouseRun,
  Preset,
  Results,
} from "../../scripts/bench/results.ts";
import { kilobytes, latencySummary, median, milliseconds, percentile, ratio } from "../../scripts/bench/stats.ts";
import { formatTable, markdownTable } from "../../scripts/bench/table.ts";

describe("percentiles and medians", () => {
  const samples = [5, 1, 4, 2, 3, 10, 9, 8, 7, 6];

  it("takes the nearest rank, so every percentile is a measured value", () => {
    expect(percentile(samples, 0.5)).toBe(5);
    expect(percentile(samples, 0.95)).toBe(10);
    expect(percentile(samples, 0.9)).toBe(9);
    expect(percentile(samples, 0)).toBe(1);
    expect(percentile(samples, 1)).toBe(10);
    expect(percentile([], 0.5)).toBeNaN();
  });

  it("summarises latencies as p50, p95, p99 and max", () => {
    const hundred = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(latencySummary(hundred)).toEqual({ p50: 50, p95: 95, p99: 99, max: 100 });
  });

  it("gives the middle value of an odd count and the mean of the middle two of an even count", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it("leaves the samples in their order", () => {
    const copy = [...samples];
    percentile(samples, 0.5);
    median(samples);
    expect(samples).toEqual(copy);
  });
});

describe("ratios and units", () => {
  it("divides by a positive whole only", () => {
    expect(ratio(40, 80)).toBe(0.5);
    expect(ratio(1, 0)).toBeNaN();
  });

  it("counts a kilobyte as 1,000 bytes and switches to seconds from 1,000 ms", () => {
    expect(kilobytes(30_000)).toBe("30.0 KB");
    expect(kilobytes(80_450, 2)).toBe("80.45 KB");
    expect(milliseconds(49.6)).toBe("50 ms");
    expect(milliseconds(1500)).toBe("1.50 s");
  });
});

describe("budget verdicts", () => {
  it("measures how far a value is past its limit", () => {
    expect(overshoot(1600, { max: 1500 })).toBe(100);
    expect(overshoot(1500, { max: 1500 })).toBe(0);
    expect(overshoot(96, { min: 100 })).toBe(4);
    expect(overshoot(Number.NaN, { max: 1 })).toBeNaN();
    expect(within(0.02, { max: 0.02 })).toBe(true);
    expect(within(Number.NaN, { max: 1 })).toBe(false);
  });

  const run = (
    metrics: Partial<LighthouseMetrics> = {},
    scores: Partial<Record<Category, number>> = {},
    more: Partial<LighthouseRun> = {},
  ): LighthouseRun => ({
    scores: { performance: 100, accessibility: 100, "best-practices": 100, seo: 100, ...scores },
    metrics: { lcp: 1200, tbt: 30, cls: 0, fcp: 900, si: 1000, ...metrics },
    transfer: {},
    audits: { "lcp-discovery-insight": 1 },
    failing: [],
    warnings: [],
    ...more,
  });
  const paired = (
    page: string,
    runs: LighthouseRun[],
    copyRuns: LighthouseRun[],
    preset: Preset = "mobile",
    seoExceptions: string[] = [],
    consoleExceptions: ConsoleException[] = [],
  ): LighthousePage => ({
    page,
    url: `/nl/${page}/`,
    preset,
    runs,
    copyRuns,
    median: medianFigures(runs),
    copyMedian: medianFigures(copyRuns),
    difference: medianDifference(runs, copyRuns),
    failing: [],
    copyFailing: [],
    seoExceptions,
    consoleExceptions,
  });
  // Chrome logs the 404 document itself as a resource that failed to load: by design on the 404 page.
  const notFoundCopy = (unexpectedConsoleErrors: string[], bestPracticesWithoutExceptions: number) =>
    run(
      {},
      { "best-practices": 96, seo: 69 },
      {
        seoWithoutExceptions: 100,
        bestPracticesWithoutExceptions,
        unexpectedConsoleErrors,
        imperfect: { "best-practices": ["errors-in-console"], seo: ["is-crawlable", "http-status-code"] },
      },
    );
  const image = { count: 2, withoutDimensions: [], legacyFormat: [], lazy: 1, highPriority: 1, eager: [] };
  const results: Results = {
    lighthouse: {
      date: "2026-11-22T10:00:00.000Z",
      lighthouse: "13.5.0",
      pairsPerPage: 3,
      pages: [
        // The medians' difference would be 70 − 30 = 40 ms of TBT; the differences' median is 20 ms.
        paired(
          "home",
          [
            run({ tbt: 100, lcp: 1300 }, { performance: 98 }),
            run({ tbt: 40, lcp: 1300 }, { performance: 99 }),
            run({ tbt: 70, lcp: 1300 }, { performance: 97 }),
          ],
          [run({ tbt: 90, lcp: 1250 }), run({ tbt: 20, lcp: 1200 }), run({ tbt: 30, lcp: 1150 })],
        ),
        paired(
          "detail",
          [run({ fcp: 1100 }), run({ fcp: 1100 }), run({ fcp: 1100 })],
          [
            run({ cls: 0.03 }, { accessibility: 96 }, { imperfect: { accessibility: ["color-contrast"] } }),
            run(),
            run({}, { accessibility: 96 }, { imperfect: { accessibility: ["color-contrast", "target-size"] } }),
          ],
        ),
        paired(
          "404",
          [run({}, { seo: 69 }), run({}, { seo: 69 }), run({}, { seo: 69 })],
          [1, 2, 3].map(() => notFoundCopy([], 100)),
          "mobile",
          ["is-crawlable", "http-status-code"],
          [NOT_FOUND_CONSOLE_ERROR],
        ),
        paired(
          "dashboard",
          [run(), run(), run()],
          [1, 2, 3].map(() =>
            run(
              {},
              { seo: 61 },
              { seoWithoutExceptions: 88, imperfect: { seo: ["is-crawlable", "meta-description"] } },
            ),
          ),
          "mobile",
          ["is-crawlable", "http-status-code"],
        ),
        // Desktop figures are reported but hold no budget.
        paired("detail", [run({ lcp: 9000 })], [run()], "desktop"),
      ],
    },
    js: {
      date: "2026-11-22T10:00:00.000Z",
      quietMs: 3000,
      boundMs: 20_000,
      compression: "gzip",
      pages: [
        {
          page: "home",
          url: "/nl/",
          status: 200,
          scripts: [
            { url: "runtime.js", raw: 1, gzip: 15_000 },
            { url: "entry.js", raw: 1, gzip: 6_500 },
          ],
          gzip: 21_500,
          settled: true,
          waitedMs: 3100,
        },
        {
          page: "login",
          url: "/nl/login/",
          status: 200,
          scripts: [{ url: "entry.js", raw: 1, gzip: 6_500 }],
          gzip: 6_500,
          settled: false,
          waitedMs: 20_000,
        },
      ],
    },
    inp: {
      date: "2026-11-22T10:00:00.000Z",
      cpuSlowdown: 4,
      runsPerIsland: 1,
      viewport: { width: 1280, height: 720 },
      islands: [
        { island: "SearchBox", page: "home", url: "/nl/", interaction: "", runs: [], medianMs: 72 },
        { island: "Slideshow", page: "detail", url: "/nl/x/", interaction: "", runs: [], medianMs: 240 },
        { island: "SiteContactForm", page: "contact", url: "/nl/contact/", interaction: "", runs: [], medianMs: 0 },
        {
          island: "BannerGallery",
          page: "home",
          url: "/nl/",
          interaction: "",
          runs: [{ latencyMs: null, interactions: 0, clientLoaded: "true", note: "the controls are hidden" }],
          medianMs: Number.NaN,
        },
      ],
    },
    bytes: {
      date: "2026-11-22T10:00:00.000Z",
      compression: "zlib",
      chunks: [],
      pages: [
        {
          page: "list",
          url: "/nl/te-koop/",
          status: 200,
          html: { raw: 90_000, gzip: 31_200, brotli: 25_000 },
          htmlReturning: { raw: 0, gzip: 0, brotli: 0 },
          css: [],
          js: [
            { url: "/a.js", role: "entry", raw: 1, gzip: 60_000, brotli: 1 },
            { url: "/b.js", role: "React", raw: 1, gzip: 20_000, brotli: 1 },
          ],
          jsOnDemand: [{ url: "/c.js", role: "later", raw: 1, gzip: 50_000, brotli: 1 }],
          islands: [],
          blockingScripts: [],
          images: { ...image, count: 3, eager: ["/logo.svg"] },
        },
      ],
    },
    throughput: {
      date: "2026-11-22T10:00:00.000Z",
      concurrency: 8,
      rounds: 1,
      secondsPerRound: 1,
      warmupSeconds: 1,
      staticAsset: { path: "/a.css", rawBytes: 1, chosenFor: "" },
      targets: [
        {
          name: "home",
          path: "/nl/",
          visitor: "returning",
          bodyBytes: 1,
          requests: 1,
          errors: 0,
          statuses: {},
          rps: 300,
          latency: { p50: 1, p95: 1, p99: 1, max: 1 },
          ratio: 0.5,
        },
        {
          name: "detail",
          path: "/nl/x/",
          visitor: "first visit",
          bodyBytes: 1,
          requests: 1,
          errors: 0,
          statuses: {},
          rps: 240,
          latency: { p50: 1, p95: 1, p99: 1, max: 1 },
          ratio: 0.4,
        },
        {
          name: "static",
          path: "/a.css",
          visitor: "static",
          bodyBytes: 1,
          requests: 1,
          errors: 0,
          statuses: {},
          rps: 600,
          latency: { p50: 1, p95: 1, p99: 1, max: 1 },
          ratio: 1,
        },
      ],
    },
  };
  const checks = evaluateBudgets(results);
  const find = (budget: string, subject: string) => checks.find((c) => c.budget === budget && c.subject === subject)!;

  it("wants every limit copy to score 100, leaving out the SEO audits and the console error a page fails on by design", () => {
    expect(find("limit copy scores 100", "home")).toMatchObject({ met: true, value: "100/100/100/100" });
    expect(find("limit copy scores 100", "detail")).toMatchObject({
      met: false,
      note: "a11y 96 (−4: color-contrast, target-size)",
    });
    expect(find("limit copy scores 100", "dashboard")).toMatchObject({
      met: false,
      note: "seo 88 (−12: meta-description)",
    });
    expect(find("limit copy scores 100", "404")).toMatchObject({
      met: true,
      value:
        "100/100/100/100 (SEO without is-crawlable, http-status-code; best practices without the console error of its own 404, by design)",
    });
    // The same page with one of its images missing, in two runs of three: that console error counts.
    const missing = "Failed to load resource: the server responded with a status of 404 (Not Found)";
    const imageMissing = paired(
      "404",
      [run(), run(), run()],
      [notFoundCopy([missing], 96), notFoundCopy([], 100), notFoundCopy([missing], 96)],
      "mobile",
      ["is-crawlable", "http-status-code"],
      [NOT_FOUND_CONSOLE_ERROR],
    );
    const [verdict] = evaluateBudgets({ lighthouse: { ...results.lighthouse!, pages: [imageMissing] } });
    expect(verdict).toMatchObject({
      budget: "limit copy scores 100",
      met: false,
      value:
        "100/100/96/100 (SEO without is-crawlable, http-status-code; best practices without the console error of its own 404, by design)",
      note: "bp 96 (−4: errors-in-console)",
    });
  });

  it("holds the median over the pairs of page − copy, not the difference of the medians", () => {
    expect(find("page − copy: TBT ≤ 30 ms, LCP ≤ 100 ms, perf ≥ −1", "home")).toMatchObject({
      met: false,
      value: "TBT +20 ms, LCP +100 ms, perf −2 points",
      note: "perf short by 1 point",
    });
    expect(find("page − copy: TBT ≤ 30 ms, LCP ≤ 100 ms, perf ≥ −1", "detail")).toMatchObject({
      met: true,
      value: "TBT 0 ms, LCP 0 ms, perf 0 points",
    });
  });

  it("wants CLS within 0.02 in every run of the page and of its copy, and the page's FCP within 1.0 s", () => {
    expect(find("CLS ≤ 0.02 in every run", "home")).toMatchObject({ met: true, value: "worst 0.000 page, 0.000 copy" });
    expect(find("CLS ≤ 0.02 in every run", "detail")).toMatchObject({
      met: false,
      value: "worst 0.000 page, 0.030 copy",
      note: "1 of 3 copy runs over",
    });
    expect(find("FCP ≤ 1.0 s", "home").met).toBe(true);
    expect(find("FCP ≤ 1.0 s", "detail")).toMatchObject({ met: false, note: "over by 100 ms" });
    expect(checks.filter((c) => c.budget === "FCP ≤ 1.0 s")).toHaveLength(4);
  });

  it("holds the JavaScript run before the first input to 20 KB gzip, and says when scripts were still loading", () => {
    expect(find("JS before the first input ≤ 20 KB gzip", "home")).toMatchObject({
      met: false,
      value: "21.5 KB in 2 script(s)",
      note: "over by 1.5 KB",
    });
    expect(find("JS before the first input ≤ 20 KB gzip", "login")).toMatchObject({
      met: true,
      value: "6.5 KB in 1 script(s), still loading when the wait ran out",
    });
  });

  it("holds each island's first interaction to 200 ms, and misses an island it could not reach", () => {
    const inp = "INP ≤ 200 ms at 4× CPU slowdown";
    expect(find(inp, "SearchBox (home)")).toMatchObject({ met: true, value: "72 ms" });
    expect(find(inp, "Slideshow (detail)")).toMatchObject({ met: false, note: "over by 40 ms" });
    expect(find(inp, "SiteContactForm (contact)")).toMatchObject({ met: true, value: "< 16 ms" });
    expect(find(inp, "BannerGallery (home)")).toMatchObject({
      met: false,
      value: "not measured",
      note: "the controls are hidden",
    });
  });

  it("weighs the list's HTML and each page's JavaScript without what loads later", () => {
    expect(find("list HTML ≤ 30 KB gzip", "list")).toMatchObject({ met: false, note: "over by 1.2 KB" });
    expect(find("JS ≤ 80 KB gzip, not blocking", "list")).toMatchObject({
      met: true,
      value: "80.0 KB, no blocking script",
    });
  });

  it("holds every page's first-visit HTML to 60 KB raw, and the list's and detail's to 25 KB gzip", () => {
    expect(find("first-visit HTML ≤ 60 KB raw", "list")).toMatchObject({ met: false, note: "over by 30.0 KB" });
    expect(find("list and detail HTML ≤ 25 KB gzip", "list")).toMatchObject({ met: false, note: "over by 6.2 KB" });
    expect(checks.filter((c) => c.budget === "list and detail HTML ≤ 25 KB gzip").map((c) => c.subject)).toEqual([
      "list",
    ]);
  });

  it("wants every image lazy but the one with high priority", () => {
    expect(find("images", "list")).toMatchObject({ met: false, note: "1 neither lazy nor high priority (/logo.svg)" });
  });

  it("wants each page at half the static asset's throughput, first visits included", () => {
    expect(find("SSR ≥ ½ static req/s", "home (returning)").met).toBe(true);
    expect(find("SSR ≥ ½ static req/s", "detail (first visit)")).toMatchObject({
      met: false,
      note: "short by 0.10 × static",
    });
    expect(checks.some((c) => c.subject.startsWith("static"))).toBe(false);
  });

  it("gives no verdict on parts that were not measured", () => {
    expect(evaluateBudgets({})).toEqual([]);
  });
});

describe("Lighthouse medians", () => {
  it("takes each figure's median on its own", () => {
    const run = (lcp: number, perf: number, script: number | undefined): LighthouseFigures => ({
      scores: { performance: perf, accessibility: 100, "best-practices": 100, seo: 100 },
      metrics: { lcp, tbt: 0, cls: 0, fcp: 0, si: 0 },
      transfer: script === undefined ? {} : { script: { bytes: script, requests: 2 } },
      audits: { "unsized-images": null, "lcp-discovery-insight": perf / 100 },
    });
    const m = medianFigures([run(1500, 98, 1000), run(1300, 100, 3000), run(1400, 99, undefined)]);
    expect(m.metrics.lcp).toBe(1400);
    expect(m.scores.performance).toBe(99);
    expect(m.transfer.script).toEqual({ bytes: 2000, requests: 2 });
    expect(m.audits["unsized-images"]).toBeNull();
    expect(m.audits["lcp-discovery-insight"]).toBe(0.99);
  });
});

describe("a page against its limit copy", () => {
  const run = (lcp: number, tbt: number, performance: number): LighthouseFigures => ({
    scores: { performance, accessibility: 100, "best-practices": 100, seo: 100 },
    metrics: { lcp, tbt, cls: 0, fcp: 800, si: 0 },
    transfer: {},
    audits: {},
  });

  it("takes the median of the pairs' differences, pair by pair", () => {
    const page = [run(1500, 120, 97), run(1300, 60, 99), run(1400, 200, 95)];
    const copy = [run(1450, 100, 100), run(1350, 10, 100), run(1200, 20, 100)];
    expect(medianDifference(page, copy)).toEqual({ performance: -3, lcp: 50, tbt: 50, fcp: 0, cls: 0 });
  });

  it("leaves out a pair whose run lacks the figure, and a page run without its copy", () => {
    const page = [run(Number.NaN, 10, 100), run(1300, 30, 100), run(1400, 50, 100)];
    const copy = [run(1000, 0, 100), run(1200, 0, 100)];
    expect(medianDifference(page, copy)).toMatchObject({ lcp: 100, tbt: 20 });
    expect(medianDifference([], []).tbt).toBeNaN();
  });

  it("keeps what holds each category under 100, and the SEO score without a page's deliberate failures", () => {
    const lhr = {
      categories: {
        performance: { score: 0.98, auditRefs: [{ id: "total-blocking-time", weight: 30 }] },
        accessibility: { score: 1, auditRefs: [{ id: "image-alt", weight: 10 }] },
        "best-practices": { score: 1, auditRefs: [] },
        seo: {
          score: 0.61,
          auditRefs: [
            { id: "is-crawlable", weight: 4 },
            { id: "document-title", weight: 1 },
          ],
        },
      },
      audits: {
        "total-blocking-time": { score: 0.93, scoreDisplayMode: "numeric", numericValue: 120 },
        "image-alt": { score: 1, scoreDisplayMode: "binary" },
        "is-crawlable": { score: 0, scoreDisplayMode: "binary" },
        "document-title": { score: 1, scoreDisplayMode: "binary" },
      },
      runWarnings: [],
    };
    const noindex = figures(lhr, ["is-crawlable"]);
    expect(noindex.imperfect).toEqual({
      performance: ["total-blocking-time"],
      accessibility: [],
      "best-practices": [],
      seo: ["is-crawlable"],
    });
    expect(noindex.seoWithoutExceptions).toBe(100);
    expect(figures(lhr).seoWithoutExceptions).toBeUndefined();
  });

  it("lets the 404 page's own status pass errors-in-console, and no other console error", () => {
    const own = "http://127.0.0.1:8791/nl/deze-pagina-bestaat-niet/";
    const error = (source: string, description: string, url: string) => ({
      source,
      description,
      sourceLocation: { type: "source-location", url, urlProvider: "network", line: 0, column: 0 },
    });
    const report = (...items: ReturnType<typeof error>[]) => ({
      categories: {
        "best-practices": {
          score: 0.96,
          auditRefs: [
            { id: "errors-in-console", weight: 1 },
            { id: "doctype", weight: 1 },
            { id: "is-on-https", weight: 23 },
          ],
        },
      },
      audits: {
        "errors-in-console": { score: 0, scoreDisplayMode: "binary", details: { items } },
        doctype: { score: 1, scoreDisplayMode: "binary" },
        "is-on-https": { score: 1, scoreDisplayMode: "binary" },
      },
      runWarnings: [],
      mainDocumentUrl: own,
    });
    const status = "Failed to load resource: the server responded with a status of 404 (Not Found)";
    const itself = error("network", status, own);
    const alone = figures(report(itself), [], [NOT_FOUND_CONSOLE_ERROR]);
    expect(alone).toMatchObject({ bestPracticesWithoutExceptions: 100, unexpectedConsoleErrors: [] });
    // wrangler answers without a reason phrase: "404 ()".
    expect(
      unexpectedConsoleErrors(report(error("network", status.replace("(Not Found)", "()"), `${own}#x`)), [
        NOT_FOUND_CONSOLE_ERROR,
      ]),
    ).toEqual([]);
    // An image of the page answered 404, a script's console.error, a 500 of the document: they count.
    const image = error("network", status, "http://127.0.0.1:8791/images/gone.svg");
    const logged = error("console-api", status, own);
    const failed = error("network", "Failed to load resource: the server responded with a status of 500 ()", own);
    for (const other of [image, logged, failed]) {
      const run = figures(report(itself, other), [], [NOT_FOUND_CONSOLE_ERROR]);
      expect(run.bestPracticesWithoutExceptions).toBe(96);
      expect(run.unexpectedConsoleErrors).toEqual([other.description]);
    }
    // Other pages have no exception: the document's own 404 counts there.
    expect(unexpectedConsoleErrors(report(itself), [])).toEqual([status]);
    expect(figures(report(itself)).bestPracticesWithoutExceptions).toBeUndefined();
  });

  it("scores a category as Lighthouse does, without the audits named", () => {
    const seo = {
      score: 0.69,
      auditRefs: [
        { id: "is-crawlable", weight: 4.043 },
        { id: "http-status-code", weight: 1 },
        { id: "document-title", weight: 1 },
        { id: "meta-description", weight: 1 },
        { id: "hreflang", weight: 0 },
      ],
    };
    const audits = {
      "is-crawlable": { score: 0, scoreDisplayMode: "binary" },
      "http-status-code": { score: 0, scoreDisplayMode: "binary" },
      "document-title": { score: 1, scoreDisplayMode: "binary" },
      "meta-description": { score: 0, scoreDisplayMode: "binary" },
      hreflang: { score: null, scoreDisplayMode: "notApplicable" },
    };
    expect(scoreWithout(seo, audits, [])).toBe(14);
    expect(scoreWithout(seo, audits, ["is-crawlable", "http-status-code"])).toBe(50);
    expect(scoreWithout({ score: 1, auditRefs: [] }, audits, [])).toBeNaN();
    // An audit given another score counts with it.
    expect(scoreWithout(seo, audits, ["is-crawlable", "http-status-code"], { "meta-description": 1 })).toBe(100);
  });

  it("writes differences with their sign, and an INP under the observer's threshold as such", () => {
    const ms = (n: number) => `${n} ms`;
    expect(signed(12, ms)).toBe("+12 ms");
    expect(signed(-3, ms)).toBe("−3 ms");
    expect(signed(0, ms)).toBe("0 ms");
    expect(signed(Number.NaN, ms)).toBe("–");
    expect(inpText(0)).toBe("< 16 ms");
    expect(inpText(72)).toBe("72 ms");
  });
});

describe("tables", () => {
  const table = {
    title: "Throughput",
    headers: ["target", "req/s", "note"],
    rows: [
      ["home", 81.5, "a|b"],
      ["static asset", 572, ""],
    ],
    notes: ["one note"],
  };

  it("pads columns and right-aligns numbers", () => {
    expect(formatTable(table).split("\n")).toEqual([
      "Throughput",
      "target        req/s  note",
      "------------  -----  ----",
      "home           81.5  a|b",
      "static asset    572",
      "one note",
    ]);
  });

  it("writes the same rows as markdown, escaping pipes", () => {
    expect(markdownTable(table).split("\n")).toEqual([
      "**Throughput**",
      "",
      "| target | req/s | note |",
      "|---|---:|---|",
      "| home | 81.5 | a\\|b |",
      "| static asset | 572 |  |",
      "",
      "one note",
    ]);
  });

  it("shows a missing number as a dash", () => {
    expect(
      formatTable({ title: "t", headers: ["a"], rows: [[Number.NaN]] })
        .split("\n")
        .at(-1),
    ).toBe("–");
  });

  it("replaces only what lies between the markers of the latest figures", () => {
    const doc = `# Performance\n\n## Latest figures\n${DOCS_START}\nold\n${DOCS_END}\n\n## After\n`;
    expect(replaceLatestFigures(doc, "new")).toBe(
      `# Performance\n\n## Latest figures\n${DOCS_START}\nnew\n${DOCS_END}\n\n## After\n`,
    );
    expect(() => replaceLatestFigures("# no markers", "new")).toThrow(/markers/);
  });
});

describe("what a page loads", () => {
  const out = (
    entryPoint: string | undefined,
    imports: Array<[string, string]>,
    inputs: Record<string, number> = {},
    bytes = 100,
  ) => ({
    bytes,
    entryPoint,
    imports: imports.map(([path, kind]) => ({ path, kind })),
    inputs: Object.fromEntries(Object.entries(inputs).map(([k, v]) => [k, { bytesInOutput: v }])),
  });
  const metafile = {
    outputs: {
      "public/entry.js": out("client/entry.ts", [
        ["public/shared.js", "import-statement"],
        ["public/runtime.js", "dynamic-import"],
      ]),
      "public/shared.js": out(undefined, [], { "client/behaviors/a.ts": 50 }),
      "public/runtime.js": out(
        "client/islands/runtime.tsx",
        [
          ["public/react.js", "import-statement"],
          ["public/Slideshow.js", "dynamic-import"],
          ["public/SearchBox.js", "dynamic-import"],
        ],
        { "node_modules/react-dom/cjs/x.js": 90 },
      ),
      "public/react.js": out(undefined, [], { "node_modules/react/index.js": 80 }),
      "public/Slideshow.js": out("ui/islands/Slideshow.tsx", [
        ["public/react.js", "import-statement"],
        ["public/swiper.js", "dynamic-import"],
      ]),
      "public/SearchBox.js": out("ui/search/SearchBox.tsx", [["public/react.js", "import-statement"]]),
      "public/swiper.js": out("ui/islands/slideshow-swiper.ts", [["public/react.js", "import-statement"]]),
    },
  };
  const known = new Set(["Slideshow", "SearchBox"]);

  it("follows static imports only when the page has no island", () => {
    expect(pageScripts(metafile, ["public/entry.js"], new Set(), known)).toEqual({
      loaded: ["public/entry.js", "public/shared.js"],
      onDemand: [],
    });
  });

  it("adds the island runtime and the chunks of the page's islands, and what they load later", () => {
    const { loaded, onDemand } = pageScripts(metafile, ["public/entry.js"], new Set(["Slideshow"]), known);
    expect(loaded.sort()).toEqual([
      "public/Slideshow.js",
      "public/entry.js",
      "public/react.js",
      "public/runtime.js",
      "public/shared.js",
    ]);
    expect(onDemand).toEqual(["public/swiper.js"]);
  });

  it("names chunks by what they hold", () => {
    expect(chunkRole(metafile.outputs["public/entry.js"], known)).toBe("entry");
    expect(chunkRole(metafile.outputs["public/runtime.js"], known)).toBe("React + runtime");
    expect(chunkRole(metafile.outputs["public/react.js"], known)).toBe("React");
    expect(chunkRole(metafile.outputs["public/Slideshow.js"], known)).toBe("island Slideshow");
    expect(chunkRole(metafile.outputs["public/swiper.js"], known)).toBe("chunk slideshow-swiper (on demand)");
    expect(chunkRole(metafile.outputs["public/shared.js"], known)).toBe("shared: client/behaviors");
    expect(chunkRole(out(undefined, []), known)).toBe("shared: bundler helpers");
  });

  it("reads start tags and their attributes", () => {
    const html = `<script type="module" src="/assets/entry.js" nonce="x"></script><link rel=stylesheet href='/a.css'><div data-island="SearchBox" data-hydrate="idle"><img src="/p.webp" width="4" height="3" loading="lazy" alt="">`;
    expect(tags(html, "script")).toEqual([{ type: "module", src: "/assets/entry.js", nonce: "x" }]);
    expect(tags(html, "link")).toEqual([{ rel: "stylesheet", href: "/a.css" }]);
    expect(tags(html, "div")[0]).toEqual({ "data-island": "SearchBox", "data-hydrate": "idle" });
    expect(tags(html, "img")[0]).toMatchObject({ width: "4", height: "3", loading: "lazy", alt: "" });
  });

  it("starts from the page's scripts, the entry its starter loads and its module preloads, on its own origin", () => {
    const html = [
      `<script nonce="n" data-entry="/assets/entry-A.js">(()=>{})()</script>`,
      `<script type="application/ld+json">{}</script>`,
      `<script type="module" src="/assets/map.js" async></script>`,
      `<script src="https://challenges.cloudflare.com/turnstile/v0/api.js"></script>`,
      `<link rel="modulepreload" href="/assets/chunk-B.js"><link rel="preload" as="image" href="/p.webp">`,
    ].join("");
    expect(startScripts(html, "http://127.0.0.1:8790")).toEqual([
      "/assets/entry-A.js",
      "/assets/map.js",
      "/assets/chunk-B.js",
    ]);
  });

  it("compresses each file on its own", () => {
    const text = "<p>huis te koop</p>".repeat(200);
    const measured = sizes(text);
    expect(measured.raw).toBe(text.length);
    expect(measured.gzip).toBeLessThan(measured.raw / 10);
    expect(measured.brotli).toBeLessThan(measured.gzip);
  });
});

describe("the measured pages", () => {
  it("filters the sale list by city, type and bedrooms", () => {
    const params = new URL(LIST_PATH, "http://x").searchParams;
    expect(params.get("city")).toBe("etterbeek|1040");
    expect(params.get("type")).toBe("2");
    expect(params.get("bedrooms")).toBe("2");
  });

  it("takes the first listing the list links to, not its sort or page links", () => {
    const html = `<a href="/nl/te-koop/?page=2">2</a><a href="/nl/te-koop/etterbeek/appartement/40142/">A</a><a href="/nl/te-koop/elsene/duplex/40112/">B</a>`;
    expect(firstListingPath(html)).toBe("/nl/te-koop/etterbeek/appartement/40142/");
    expect(firstListingPath("<p>geen resultaten</p>")).toBeUndefined();
  });

  it("takes the first project or testimonial its list links to, not the list's paging", () => {
    const html = `<a href="/nl/getuigenissen/">Alle</a><a href="/nl/getuigenissen/?page=2">2</a><a href="/nl/getuigenissen/thomas-meyer-6/">T</a>`;
    expect(firstLinkUnder(html, "/nl/getuigenissen/")).toBe("/nl/getuigenissen/thomas-meyer-6/");
    expect(firstLinkUnder(`<a href="/nl/projecten/">P</a>`, "/nl/projecten/")).toBeUndefined();
  });

  it("measures only the page types --pages names, in the bench's order, and refuses a name it does not know", () => {
    const pages = ["home", "rent list", "detail", "project", "dashboard"].map((name) => ({ name, path: `/${name}/` }));
    expect(onlyPages(pages, undefined)).toEqual(pages);
    expect(onlyPages(pages, "dashboard, detail,project").map((p) => p.name)).toEqual([
      "detail",
      "project",
      "dashboard",
    ]);
    expect(onlyPages(pages, "rent list").map((p) => p.name)).toEqual(["rent list"]);
    expect(() => onlyPages(pages, "detail,projects")).toThrow('"projects" is none of them');
  });

  it("sends a page's own cookie on every visit, beside the returning visitor's", () => {
    const dashboard = { name: "dashboard", path: "/nl/mijn-panden/", cookie: "__Host-owner_session=s" };
    expect(visitCookie(dashboard)).toBe("__Host-owner_session=s");
    expect(visitCookie(dashboard, "lng=nl; consent=c")).toBe("lng=nl; consent=c; __Host-owner_session=s");
    expect(visitCookie({ name: "home", path: "/nl/" })).toBeUndefined();
    expect(visitCookie({ name: "home", path: "/nl/" }, "lng=nl")).toBe("lng=nl");
  });
});
