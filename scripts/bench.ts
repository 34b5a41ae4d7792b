// The benchmark suite (docs/performance.md says what each part measures and how):
//   1. lighthouse  Lighthouse's mobile preset on every page type (scripts/bench/pages.ts) and on its
//                  limit copy (the first-visit HTML without scripts), in turns, first visit
//   2. bytes       HTML, CSS and JavaScript per page type, raw/gzip/brotli; JavaScript by chunk
//   3. throughput  req/s and p50/p95/p99 of wrangler dev for every page type and a static asset
//   4. d1          the list queries' latency at 20,000 listings per language
//   5. alerts      one demand-alert match run: 50,000 active demands × 500 changed listings in local D1
//   6. js          the JavaScript each page type runs before the first interaction, in Chromium
//   7. inp         the latency of the first interaction with each island, CPU slowed down 4×
// It builds the client, prepares fresh local state in .wrangler/bench, starts its own wrangler dev,
// runs the parts, prints a table per part and the budgets' verdicts, writes bench/results.json and
// stops the server.
//
// Usage: npm run bench [-- options]
//   --only lighthouse,bytes,throughput,d1,alerts,js,inp   the parts to run (all by default)
//   --runs N          Lighthouse pairs (a run of the page and one of its copy) per page and preset (5)
//   --desktop         Lighthouse's desktop preset too (the mobile preset only by default)
//   --port N          the port of the bench's wrangler dev (8790); the limit copies are served on N + 1
//   --pages a,b       only these page types (names as in scripts/bench/pages.ts: detail,project,dashboard)
//   --rounds N, --seconds S, --concurrency C   throughput: rounds (3), seconds per target and round (3), connections (8)
//   --listings N, --d1-runs N                  d1: listings per language (20000), runs per query (200)
//   --markdown        print the "Latest figures" section of docs/performance.md after the tables
//   --write-docs      write that section into docs/performance.md
//   --report          measure nothing: print the tables (and --markdown / --write-docs) from bench/results.json
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { measureBytes } from "./bench/bytes.ts";
import { benchListQueries } from "./bench/list-queries.ts";
import { benchDemandAlerts } from "./bench/demand-alerts.ts";
import { measureInp } from "./bench/inp.ts";
import { measureJsBeforeInput } from "./bench/js-before-input.ts";
import { runLighthouse } from "./bench/lighthouse.ts";
import { fetchCopy, startCopyServer, type Copy } from "./bench/limit-copy.ts";
import { describeMachine, machine } from "./bench/machine.ts";
import { measuredPages, onlyPages, returningVisitorCookie } from "./bench/pages.ts";
import { latestFiguresMarkdown, printResults, replaceLatestFigures } from "./bench/report.ts";
import { readResults, RESULTS_FILE, writeResults, type Results } from "./bench/results.ts";
import { build, prepareState, startServer, type Server } from "./bench/server.ts";
import { measureThroughput } from "./bench/throughput.ts";

const PARTS = ["lighthouse", "bytes", "throughput", "d1", "alerts", "js", "inp"] as const;
type Part = (typeof PARTS)[number];
const STATE = ".wrangler/bench";
const DOCS = "docs/performance.md";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
process.chdir(root);

const { values } = parseArgs({
  options: {
    only: { type: "string" },
    runs: { type: "string", default: "5" },
    desktop: { type: "boolean", default: false },
    port: { type: "string", default: "8790" },
    pages: { type: "string" },
    rounds: { type: "string", default: "3" },
    seconds: { type: "string", default: "3" },
    concurrency: { type: "string", default: "8" },
    listings: { type: "string", default: "20000" },
    "d1-runs": { type: "string", default: "200" },
    markdown: { type: "boolean", default: false },
    "write-docs": { type: "boolean", default: false },
    report: { type: "boolean", default: false },
  },
});

function positive(name: string, value: string | undefined): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} takes a whole number ≥ 1, not "${value}"`);
  return n;
}

const log = (line: string) => console.log(`bench: ${line}`);
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(0)} s`;

async function measure(only: ReadonlySet<Part>): Promise<Results> {
  const results: Results = { machine: machine() };
  log(`machine: ${describeMachine(results.machine!)}`);
  const needsServer = ["lighthouse", "bytes", "throughput", "js", "inp"].some((part) => only.has(part as Part));
  if (needsServer) {
    let step = performance.now();
    build(root);
    log(`client built (${seconds(step)})`);
    step = performance.now();
    prepareState(root, STATE);
    log(`fresh local state in ${STATE} (${seconds(step)})`);
    const port = positive("port", values.port);
    const server: Server = await startServer(root, STATE, port);
    log(`wrangler dev on ${server.origin}`);
    try {
      const pages = onlyPages(await measuredPages(server.origin), values.pages);
      const cookie = await returningVisitorCookie(server.origin);
      log(`pages: ${pages.map((p) => `${p.name} ${p.path}`).join(", ")}`);
      if (only.has("lighthouse")) {
        step = performance.now();
        const copies = new Map<string, Copy>();
        for (const page of pages) copies.set(page.path, await fetchCopy(server.origin, page));
        const copyServer = await startCopyServer(server.origin, port + 1, copies);
        log(`limit copies on ${copyServer.origin}`);
        try {
          results.lighthouse = await runLighthouse({
            origin: server.origin,
            copyOrigin: copyServer.origin,
            pages,
            pairs: positive("runs", values.runs),
            presets: values.desktop ? ["mobile", "desktop"] : ["mobile"],
            version: results.machine!.lighthouse,
            log,
          });
        } finally {
          await copyServer.stop();
        }
        log(`lighthouse done (${seconds(step)})`);
      }
      if (only.has("js")) {
        step = performance.now();
        results.js = await measureJsBeforeInput({ origin: server.origin, pages, log });
        log(`js done (${seconds(step)})`);
      }
      if (only.has("inp")) {
        step = performance.now();
        results.inp = await measureInp({ origin: server.origin, pages, log });
        log(`inp done (${seconds(step)})`);
      }
      if (only.has("bytes")) {
        step = performance.now();
        const islandNames = await islandRegistry();
        results.bytes = await measureBytes({
          origin: server.origin,
          root,
          pages,
          cookie,
          islandNames,
        });
        log(`bytes done (${seconds(step)})`);
      }
      if (only.has("throughput")) {
        step = performance.now();
        results.throughput = await measureThroughput({
          origin: server.origin,
          root,
          pages,
          cookie,
          concurrency: positive("concurrency", values.concurrency),
          rounds: positive("rounds", values.rounds),
          secondsPerRound: positive("seconds", values.seconds),
          warmupSeconds: 2,
          log,
        });
        log(`throughput done (${seconds(step)})`);
      }
    } finally {
      await server.stop();
      log("wrangler dev stopped");
    }
  }
  if (only.has("d1")) {
    // After the server has stopped, so the two do not compete for the CPU.
    const step = performance.now();
    results.d1 = await benchListQueries({
      listings: positive("listings", values.listings),
      runs: positive("d1-runs", values["d1-runs"]),
      log,
    });
    log(`d1 done (${seconds(step)})`);
  }
  if (only.has("alerts")) {
    const step = performance.now();
    results.alerts = await benchDemandAlerts({ log });
    log(`alerts done (${seconds(step)})`);
  }
  return results;
}

/** The island names the client registry knows. */
async function islandRegistry(): Promise<Set<string>> {
  try {
    const { ISLANDS } = await import("../client/islands/registry.ts");
    return new Set(Object.keys(ISLANDS));
  } catch {
    // The registry could not load on Node: the pages' own data-island names still name the islands.
    return new Set();
  }
}

async function main(): Promise<void> {
  const started = performance.now();
  const only = new Set<Part>(
    (values.only ?? PARTS.join(",")).split(",").map((part) => {
      const name = part.trim() as Part;
      if (!PARTS.includes(name)) throw new Error(`--only takes ${PARTS.join(", ")}; "${part}" is none of them`);
      return name;
    }),
  );
  let results: Results;
  if (values.report) {
    results = readResults();
  } else {
    results = writeResults(await measure(only));
    log(`wrote ${RESULTS_FILE}`);
  }
  console.log("");
  console.log(printResults(results, values.report ? undefined : only));
  if (values.markdown) console.log(`\n${latestFiguresMarkdown(results)}`);
  if (values["write-docs"]) {
    writeFileSync(DOCS, replaceLatestFigures(readFileSync(DOCS, "utf8"), latestFiguresMarkdown(results)));
    log(`wrote the latest figures into ${DOCS}`);
  }
  if (!values.report) log(`the whole run took ${seconds(started)}`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`bench: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
