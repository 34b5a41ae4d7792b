// Benchmarks the property list's D1 reads on a large cache: seeds 20,000 listings per language
// (60,000 listing rows with their types, first photos and cities) into a throw-away local D1, then
// runs the list page's reads (total + one page of cards), and the map view's, for typical filters
// and each sort. It reports p50 and p95 of two figures:
//   - SQL: the execution time D1 reports for each statement (meta.duration), i.e. the database's work;
//   - wall: the whole batch as a Node process sees it through wrangler's getPlatformProxy (workerd
//     over a local socket), an upper bound on what the worker waits for.
// Usage: npm run bench:list [-- --listings 20000 --runs 200 --keep]
// Writes bench/results.json (not committed), one part per schema variant.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { getPlatformProxy } from "wrangler";
import { allCities, listStatements, mapStatements, pageSelect, type ListingFilter } from "../worker/catalogue/listings.ts";
import { searchTerms } from "../worker/catalogue/list-search.ts";
import type { ListSort } from "../client/catalogue/list/model.ts";
import { seedStatements } from "./bench/seed.ts";

const { values } = parseArgs({
  options: {
    listings: { type: "string", default: "20000" },
    runs: { type: "string", default: "200" },
    keep: { type: "boolean", default: false },
    // Applies the schema changes docs/decisions/020-property-lists.md suggests, to measure what they change.
  },
});
const LISTINGS = Number(values.listings);
const RUNS = Number(values.runs);
const WARMUP = 20;
const AMORTISE = 10;
const PAGE_SIZE = 12;
const TARGET_P95_MS = 5;

const dir = mkdtempSync(join(tmpdir(), "bench-list-"));
const env = { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" };
console.log(`bench: local D1 under ${dir}`);
const migrated = spawnSync("wrangler", ["d1", "migrations", "apply", "DB", "--local", "--persist-to", dir], { env, stdio: ["ignore", "ignore", "inherit"] });
if (migrated.status !== 0) throw new Error("bench: applying the migrations failed");

// wrangler --persist-to X keeps its state under X/v3, where getPlatformProxy's path points.
const proxy = await getPlatformProxy<{ DB: D1Database }>({ configPath: "wrangler.jsonc", persist: { path: join(dir, "v3") }, remoteBindings: false });
const db = proxy.env.DB;

try {
  const started = performance.now();
  let rows = 0;
  for (const sql of seedStatements(LISTINGS)) {
    await db.exec(sql);
    rows += 1;
  }
  await db.exec("ANALYZE");
  const counted = await db.prepare("SELECT language, goal, COUNT(*) AS n FROM listings GROUP BY language, goal ORDER BY language, goal").all<{ language: string; goal: number; n: number }>();
  console.log(`bench: seeded in ${((performance.now() - started) / 1000).toFixed(1)} s (${rows} SQL chunks): ${counted.results.map((r) => `${r.language}/${r.goal === 0 ? "sale" : "rent"} ${r.n}`).join(", ")}`);

  const cities = await allCities(db);
  const brussels = cities.find((c) => c.language === "fr" && c.name === "Ixelles")!;
  const scenarios: Array<{ name: string; filter: ListingFilter }> = [
    { name: "goal only", filter: { language: "fr", goal: 0 } },
    { name: "goal + price 200k-500k", filter: { language: "fr", goal: 0, price: { min: 200_000, max: 500_000 } } },
    { name: "goal + city", filter: { language: "fr", goal: 0, cities: [brussels.city_key] } },
    { name: "goal + 3 cities", filter: { language: "fr", goal: 0, cities: cities.filter((c) => c.language === "fr").slice(0, 3).map((c) => c.city_key) } },
    { name: "goal + type + bedrooms", filter: { language: "fr", goal: 0, types: [2], rooms: { bedrooms: 2 } } },
    { name: "goal + search city text", filter: { language: "fr", goal: 0, search: searchTerms("ixelles", cities, "fr") } },
    { name: "goal + search nl name", filter: { language: "fr", goal: 0, search: searchTerms("elsene", cities, "fr") } },
    { name: "goal + search reference", filter: { language: "fr", goal: 0, search: searchTerms("2024/00417", cities, "fr") } },
    { name: "rent + everything", filter: { language: "nl", goal: 1, cities: cities.filter((c) => c.language === "nl").slice(0, 5).map((c) => c.city_key), types: [1, 2, 3], rooms: { bedrooms: 1, bathrooms: 1 }, price: { min: 800, max: 1800 } } },
  ];
  const sorts: ListSort[] = ["newest", "price-asc", "price-desc"];

  interface Row {
    scenario: string;
    sort: ListSort;
    read: string;
    total: number;
    countSql: Stats;
    pageSql: Stats;
    /** count + page as D1 reports them (whole ms locally). */
    sql: Stats;
    /** One read's share of a batch of AMORTISE reads, wall time. */
    amortised: Stats;
    wall: Stats;
    plan: string[];
  }
  const results: Row[] = [];
  const measure = async (scenario: string, sort: ListSort, read: string, statements: () => D1PreparedStatement[], plan: { sql: string; params: unknown[] }) => {
    const count: number[] = [];
    const page: number[] = [];
    const sql: number[] = [];
    const wall: number[] = [];
    const amortised: number[] = [];
    let total = 0;
    for (let i = 0; i < WARMUP + RUNS; i++) {
      const t0 = performance.now();
      const [a, b] = await db.batch(statements());
      const t1 = performance.now();
      if (i < WARMUP) continue;
      count.push(a!.meta.duration);
      page.push(b!.meta.duration);
      sql.push(a!.meta.duration + b!.meta.duration);
      wall.push(t1 - t0);
      total = (a!.results[0] as { total: number }).total;
      // Local D1 reports whole milliseconds: ten reads in one batch, timed together, give the
      // finer figure (the socket's round trip is paid once for all ten).
      if (i % 4 === 0) {
        const copies = Array.from({ length: AMORTISE }, () => statements()).flat();
        const t2 = performance.now();
        await db.batch(copies);
        amortised.push((performance.now() - t2) / AMORTISE);
      }
    }
    console.log(`bench: ${scenario} / ${sort} / ${read}: done`);
    const explained = await db.prepare(`EXPLAIN QUERY PLAN ${plan.sql}`).bind(...plan.params).all<{ detail: string }>();
    results.push({ scenario, sort, read, total, countSql: stats(count), pageSql: stats(page), sql: stats(sql), amortised: stats(amortised), wall: stats(wall), plan: explained.results.map((r) => r.detail) });
  };
  /** The statement that chooses a page's listings (the part the indexes must serve). */
  const pagePlan = (filter: ListingFilter, sort: ListSort, limit: number, offset = 0) => {
    const select = pageSelect(filter, sort);
    return { sql: select.sql, params: [...select.params, limit, offset] };
  };

  for (const { name, filter } of scenarios) {
    for (const sort of sorts) await measure(name, sort, "page 1", () => listStatements(db, filter, sort, 1, PAGE_SIZE), pagePlan(filter, sort, PAGE_SIZE));
  }
  // A deep page and the map view.
  const plain: ListingFilter = { language: "fr", goal: 0 };
  await measure("goal only", "newest", "page 50", () => listStatements(db, plain, "newest", 50, PAGE_SIZE), pagePlan(plain, "newest", PAGE_SIZE, 49 * PAGE_SIZE));
  await measure("goal only", "newest", "map (500 pins)", () => mapStatements(db, plain), pagePlan(plain, "newest", 500));
  const city: ListingFilter = { language: "fr", goal: 0, cities: [brussels.city_key] };
  await measure("goal + city", "newest", "map (500 pins)", () => mapStatements(db, city), pagePlan(city, "newest", 500));

  const ms = (n: number) => n.toFixed(2).padStart(6);
  console.log("");
  console.log(`${LISTINGS.toLocaleString("en")} listings per language, ${RUNS} runs each (after ${WARMUP} warm-up runs); times in ms; load average ${loadavg().map((n) => n.toFixed(1)).join(" ")}`);
  console.log(`${"scenario".padEnd(24)} ${"sort".padEnd(10)} ${"read".padEnd(14)} ${"total".padStart(6)} | D1 SQL p50   p95 | batched p50   p95 | wall p50    p95`);
  for (const r of results) {
    console.log(
      `${r.scenario.padEnd(24)} ${r.sort.padEnd(10)} ${r.read.padEnd(14)} ${String(r.total).padStart(6)} |  ${ms(r.sql.p50)} ${ms(r.sql.p95)} |   ${ms(r.amortised.p50)} ${ms(r.amortised.p95)} | ${ms(r.wall.p50)} ${ms(r.wall.p95)}`,
    );
  }
  console.log("D1 SQL: count + page as D1 reports them (meta.duration, whole ms locally); batched: one read's share of a batch of 10 (wall); wall: one read through getPlatformProxy.");
  const worst = Math.max(...results.map((r) => r.sql.p95));
  const worstBatched = Math.max(...results.map((r) => r.amortised.p95));
  console.log("");
  console.log(`worst p95 of one list read: D1 SQL ${worst.toFixed(2)} ms, batched ${worstBatched.toFixed(2)} ms (target < ${TARGET_P95_MS} ms)`);
  const missed = results.filter((r) => r.sql.p95 >= TARGET_P95_MS);
  if (missed.length > 0) console.log(`over the target: ${missed.map((r) => `${r.scenario}/${r.sort}/${r.read}`).join(", ")}`);
  const scans = results.filter((r) => r.plan.some((d) => /^SCAN l\b/.test(d)));
  if (scans.length > 0) console.log(`full scans of listings: ${scans.map((r) => `${r.scenario}/${r.sort}`).join(", ")}`);
  mkdirSync("bench", { recursive: true });
  const file = "bench/results.json";
  const run = { date: new Date().toISOString(), listingsPerLanguage: LISTINGS, runs: RUNS, loadAverage: loadavg(), targetP95Ms: TARGET_P95_MS, results };
  writeFileSync(file, JSON.stringify(run, null, 2) + "\n");
  console.log(`bench: wrote ${file}`);
} finally {
  await proxy.dispose();
  if (!values.keep) rmSync(dir, { recursive: true, force: true });
}

interface Stats {
  p50: number;
  p95: number;
  max: number;
}

function stats(samples: number[]): Stats {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
  return { p50: at(0.5), p95: at(0.95), max: sorted.at(-1) ?? 0 };
}
