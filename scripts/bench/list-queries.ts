// The property list's D1 reads on a large cache (part 4 of `npm run bench`, and `npm run bench:list`):
// seeds `listings` listings per language (three rows each, with their types, first photos and
// cities) into a throw-away local D1, then runs the list page's reads (total + one page of cards),
// and the map view's, for typical filters and each sort. It reports p50 and p95 of two figures:
//   - SQL: the execution time D1 reports for each statement (meta.duration), i.e. the database's work;
//   - wall: the whole batch as a Node process sees it through wrangler's getPlatformProxy (workerd
//     over a local socket), an upper bound on what the worker waits for.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { getPlatformProxy } from "wrangler";
import {
  allCities,
  listStatements,
  mapStatements,
  pageSelect,
  type ListingFilter,
} from "../../worker/catalogue/listings.ts";
import { searchTerms } from "../../worker/catalogue/list-search.ts";
import type { ListSort } from "../../ui/catalogue/list/model.ts";
import { seedStatements } from "./seed.ts";
import { percentile } from "./stats.ts";
import type { Table } from "./table.ts";

const WARMUP = 20;
const AMORTISE = 10;
const PAGE_SIZE = 12;
/** The list reads' target (decision 020): one read's p95 under 5 ms of SQL. */
export const TARGET_P95_MS = 5;

export interface QueryStats {
  p50: number;
  p95: number;
  max: number;
}

export interface ListQueryRow {
  scenario: string;
  sort: ListSort;
  read: string;
  total: number;
  countSql: QueryStats;
  pageSql: QueryStats;
  /** count + page as D1 reports them (whole ms locally). */
  sql: QueryStats;
  /** One read's share of a batch of AMORTISE reads, wall time. */
  amortised: QueryStats;
  wall: QueryStats;
  plan: string[];
}

export interface ListQueryRun {
  date: string;
  listingsPerLanguage: number;
  runs: number;
  seedSeconds: number;
  loadAverage: number[];
  targetP95Ms: number;
  results: ListQueryRow[];
}

function stats(samples: number[]): QueryStats {
  return { p50: percentile(samples, 0.5), p95: percentile(samples, 0.95), max: percentile(samples, 1) };
}

export async function benchListQueries(options: {
  listings: number;
  runs: number;
  keep?: boolean;
  log?: (line: string) => void;
}): Promise<ListQueryRun> {
  const { listings, runs } = options;
  const log = options.log ?? ((line: string) => console.log(line));
  const dir = mkdtempSync(join(tmpdir(), "bench-list-"));
  const env = { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" };
  log(`d1: local D1 under ${dir}`);
  const migrated = spawnSync("wrangler", ["d1", "migrations", "apply", "DB", "--local", "--persist-to", dir], {
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (migrated.status !== 0) throw new Error("d1: applying the migrations failed");

  // wrangler --persist-to X keeps its state under X/v3, where getPlatformProxy's path points.
  const proxy = await getPlatformProxy<{ DB: D1Database }>({
    configPath: "wrangler.jsonc",
    persist: { path: join(dir, "v3") },
    remoteBindings: false,
  });
  const db = proxy.env.DB;
  try {
    const started = performance.now();
    let chunks = 0;
    for (const sql of seedStatements(listings)) {
      await db.exec(sql);
      chunks += 1;
    }
    await db.exec("ANALYZE");
    const seedSeconds = (performance.now() - started) / 1000;
    const counted = await db
      .prepare("SELECT language, goal, COUNT(*) AS n FROM listings GROUP BY language, goal ORDER BY language, goal")
      .all<{ language: string; goal: number; n: number }>();
    log(
      `d1: seeded in ${seedSeconds.toFixed(1)} s (${chunks} SQL chunks): ${counted.results.map((r) => `${r.language}/${r.goal === 0 ? "sale" : "rent"} ${r.n}`).join(", ")}`,
    );

    const cities = await allCities(db);
    const brussels = cities.find((c) => c.language === "fr" && c.name === "Ixelles")!;
    const scenarios: Array<{ name: string; filter: ListingFilter }> = [
      { name: "goal only", filter: { language: "fr", goal: 0 } },
      { name: "goal + price 200k-500k", filter: { language: "fr", goal: 0, price: { min: 200_000, max: 500_000 } } },
      { name: "goal + city", filter: { language: "fr", goal: 0, cities: [brussels.city_key] } },
      {
        name: "goal + 3 cities",
        filter: {
          language: "fr",
          goal: 0,
          cities: cities
            .filter((c) => c.language === "fr")
            .slice(0, 3)
            .map((c) => c.city_key),
        },
      },
      { name: "goal + type + bedrooms", filter: { language: "fr", goal: 0, types: [2], rooms: { bedrooms: 2 } } },
      {
        name: "goal + search city text",
        filter: { language: "fr", goal: 0, search: searchTerms("ixelles", cities, "fr") },
      },
      {
        name: "goal + search nl name",
        filter: { language: "fr", goal: 0, search: searchTerms("elsene", cities, "fr") },
      },
      {
        name: "goal + search reference",
        filter: { language: "fr", goal: 0, search: searchTerms("2024/00417", cities, "fr") },
      },
      {
        name: "rent + everything",
        filter: {
          language: "nl",
          goal: 1,
          cities: cities
            .filter((c) => c.language === "nl")
            .slice(0, 5)
            .map((c) => c.city_key),
          types: [1, 2, 3],
          rooms: { bedrooms: 1, bathrooms: 1 },
          price: { min: 800, max: 1800 },
        },
      },
    ];
    const sorts: ListSort[] = ["newest", "price-asc", "price-desc"];

    const results: ListQueryRow[] = [];
    const measure = async (
      scenario: string,
      sort: ListSort,
      read: string,
      statements: () => D1PreparedStatement[],
      plan: { sql: string; params: unknown[] },
    ) => {
      const count: number[] = [];
      const page: number[] = [];
      const sql: number[] = [];
      const wall: number[] = [];
      const amortised: number[] = [];
      let total = 0;
      for (let i = 0; i < WARMUP + runs; i++) {
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
      const explained = await db
        .prepare(`EXPLAIN QUERY PLAN ${plan.sql}`)
        .bind(...plan.params)
        .all<{ detail: string }>();
      results.push({
        scenario,
        sort,
        read,
        total,
        countSql: stats(count),
        pageSql: stats(page),
        sql: stats(sql),
        amortised: stats(amortised),
        wall: stats(wall),
        plan: explained.results.map((r) => r.detail),
      });
    };
    /** The statement that chooses a page's listings (the part the indexes must serve). */
    const pagePlan = (filter: ListingFilter, sort: ListSort, limit: number, offset = 0) => {
      const select = pageSelect(filter, sort);
      return { sql: select.sql, params: [...select.params, limit, offset] };
    };

    for (const { name, filter } of scenarios) {
      for (const sort of sorts)
        await measure(
          name,
          sort,
          "page 1",
          () => listStatements(db, filter, sort, 1, PAGE_SIZE),
          pagePlan(filter, sort, PAGE_SIZE),
        );
      log(`d1: ${name}: done`);
    }
    // A deep page and the map view.
    const plain: ListingFilter = { language: "fr", goal: 0 };
    await measure(
      "goal only",
      "newest",
      "page 50",
      () => listStatements(db, plain, "newest", 50, PAGE_SIZE),
      pagePlan(plain, "newest", PAGE_SIZE, 49 * PAGE_SIZE),
    );
    await measure(
      "goal only",
      "newest",
      "map (500 pins)",
      () => mapStatements(db, plain),
      pagePlan(plain, "newest", 500),
    );
    const city: ListingFilter = { language: "fr", goal: 0, cities: [brussels.city_key] };
    await measure(
      "goal + city",
      "newest",
      "map (500 pins)",
      () => mapStatements(db, city),
      pagePlan(city, "newest", 500),
    );

    return {
      date: new Date().toISOString(),
      listingsPerLanguage: listings,
      runs,
      seedSeconds: Math.round(seedSeconds * 10) / 10,
      loadAverage: loadavg(),
      targetP95Ms: TARGET_P95_MS,
      results,
    };
  } finally {
    await proxy.dispose();
    if (!options.keep) rmSync(dir, { recursive: true, force: true });
  }
}

const ms = (n: number) => Number(n.toFixed(2));

export function listQueryTable(run: ListQueryRun): Table {
  return {
    title: `D1 list queries: ${run.listingsPerLanguage.toLocaleString("en")} listings per language, ${run.runs} runs each after ${WARMUP} warm-up runs; ms`,
    headers: [
      "scenario",
      "sort",
      "read",
      "total",
      "SQL p50",
      "SQL p95",
      "batched p50",
      "batched p95",
      "wall p50",
      "wall p95",
    ],
    rows: run.results.map((r) => [
      r.scenario,
      r.sort,
      r.read,
      r.total,
      ms(r.sql.p50),
      ms(r.sql.p95),
      ms(r.amortised.p50),
      ms(r.amortised.p95),
      ms(r.wall.p50),
      ms(r.wall.p95),
    ]),
    notes: [
      "SQL: count + page as D1 reports them (meta.duration, whole ms locally); batched: one read's share of a batch of 10 (wall); wall: one read through getPlatformProxy.",
    ],
  };
}

/** The worst figures and what misses the target, as lines. */
export function listQuerySummary(run: ListQueryRun): string[] {
  const worst = Math.max(...run.results.map((r) => r.sql.p95));
  const worstBatched = Math.max(...run.results.map((r) => r.amortised.p95));
  const lines = [
    `worst p95 of one list read: D1 SQL ${worst.toFixed(2)} ms, batched ${worstBatched.toFixed(2)} ms (target < ${run.targetP95Ms} ms)`,
  ];
  const missed = run.results.filter((r) => r.sql.p95 >= run.targetP95Ms);
  if (missed.length > 0)
    lines.push(`over the target: ${missed.map((r) => `${r.scenario}/${r.sort}/${r.read}`).join(", ")}`);
  const scans = run.results.filter((r) => r.plan.some((d) => /^SCAN l\b/.test(d)));
  if (scans.length > 0) lines.push(`full scans of listings: ${scans.map((r) => `${r.scenario}/${r.sort}`).join(", ")}`);
  return lines;
}
