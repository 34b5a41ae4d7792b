import { describe, expect, it } from "vitest";
import { evaluateBudgets, overshoot, within } from "../../scripts/bench/budgets.ts";
import { chunkRole, pageScripts, sizes, tags } from "../../scripts/bench/bytes.ts";
import { medianFigures } from "../../scripts/bench/lighthouse.ts";
import { firstLinkUnder, firstListingPath, LIST_PATH, visitCookie } from "../../scripts/bench/pages.ts";
import { DOCS_END, DOCS_START, replaceLatestFigures } from "../../scripts/bench/report.ts";
import type { LighthouseFigures, Results } from "../../scripts/bench/results.ts";
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

  const figures = (over: Partial<LighthouseFigures["metrics"]> = {}, bp = 100): LighthouseFigures => ({
    scores: { performance: 100, accessibility: 100, "best-practices": bp, seo: 100 },
    metrics: { lcp: 1200, tbt: 30, cls: 0, fcp: 900, si: 1000, ...over },
    transfer: {},
    audits: { "lcp-discovery-insight": 1 },
  });
  const image = { count: 2, withoutDimensions: [], legacyFormat: [], lazy: 1, highPriority: 1, eager: [] };
  const results: Results = {
    lighthouse: {
      date: "2026-11-22T10:00:00.000Z",
      lighthouse: "13.5.0",
      runsPerPage: 1,
      pages: [
        { page: "home", url: "/nl/", preset: "mobile", runs: [], median: figures(), failing: [] },
        {
          page: "detail",
          url: "/nl/x/",
          preset: "mobile",
          runs: [],
          median: figures({ lcp: 1620, tbt: 160 }, 96),
          failing: [],
        },
        // Desktop figures are reported but hold no budget.
        { page: "detail", url: "/nl/x/", preset: "desktop", runs: [], median: figures({ lcp: 9000 }), failing: [] },
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

  it("holds the mobile scores and metrics of each page to the issue's budgets", () => {
    expect(find("scores 100", "home").met).toBe(true);
    expect(find("scores 100", "detail")).toMatchObject({ met: false, value: "100/100/96/100", note: "bp 96 (−4)" });
    expect(find("LCP, TBT, CLS, FCP", "home").met).toBe(true);
    expect(find("LCP, TBT, CLS, FCP", "detail")).toMatchObject({
      met: false,
      note: "LCP over by 120 ms, TBT over by 110 ms",
    });
    expect(checks.filter((c) => c.budget === "LCP, TBT, CLS, FCP")).toHaveLength(2);
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

  it("sends a page's own cookie on every visit, beside the returning visitor's", () => {
    const dashboard = { name: "dashboard", path: "/nl/mijn-panden/", cookie: "__Host-owner_session=s" };
    expect(visitCookie(dashboard)).toBe("__Host-owner_session=s");
    expect(visitCookie(dashboard, "lng=nl; consent=c")).toBe("lng=nl; consent=c; __Host-owner_session=s");
    expect(visitCookie({ name: "home", path: "/nl/" })).toBeUndefined();
    expect(visitCookie({ name: "home", path: "/nl/" }, "lng=nl")).toBe("lng=nl");
  });
});
