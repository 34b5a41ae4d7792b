// The demand alerts' match run at the scale it must hold (part 5 of `npm run bench`): 50,000 active
// demands and 500 changed listings in a throw-away local D1, then the production code of one run:
// queueMatches (the cron's part: the events to match, one message per 5,000 demands) and every
// match message's matchSlice (read the slice's demands and the listings' facts, match, file the
// alerts with INSERT OR IGNORE, queue the mails now due: the demands hear daily, and the run is at
// 9:00 in Brussels). The queue is replaced by a list; D1 is workerd's, reached through
// wrangler's getPlatformProxy, so each query also pays a local socket round trip. The demands and
// listings are drawn by the seeded generator of scripts/bench/demand-match.ts, so every run files
// the same alerts; the in-memory matcher's own time is measured on the same draw.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { getPlatformProxy } from "wrangler";
import {
  matchSlice,
  purgeAlerts,
  queueMatches,
  SENT_ALERT_DAYS,
  type AlertMessage,
} from "../../worker/subscriptions/alert-run.ts";
import { drawDemands, drawListings, matchInMemory } from "./demand-match.ts";
import { seededRandom } from "../seed/random.ts";
import type { Table } from "./table.ts";

export interface DemandAlertRun {
  date: string;
  demands: number;
  listings: number;
  /** Seconds to seed the throw-away D1. */
  seedSeconds: number;
  /** The in-memory matcher on the same draw. */
  memory: { indexMs: number; matchMs: number; pairs: number };
  /** The cron's part: events read, messages queued, events marked. */
  queueMs: number;
  messages: number;
  /** Every match message, one after the other, as one consumer would. */
  matchMs: number;
  /** The slowest message. */
  slowestMessageMs: number;
  alertsFiled: number;
  /** Demands whose mail the match messages queued. */
  mailsQueued: number;
  /** A second run over the same events files nothing (INSERT OR IGNORE). */
  repeatFiled: number;
  /** Retention: the run's alerts, all sent, removed by the cron 91 days later. */
  purgeMs?: number;
  purged?: number;
}

const TYPE_NAMES: Record<number, string> = {
  1: "house",
  2: "apartment",
  3: "studio",
  4: "plot",
  5: "investment",
  6: "commercial",
};

export async function benchDemandAlerts(
  options: { demands?: number; listings?: number; log?: (line: string) => void } = {},
): Promise<DemandAlertRun> {
  const demandCount = options.demands ?? 50_000;
  const listingCount = options.listings ?? 500;
  const log = options.log ?? ((line: string) => console.log(line));
  const random = seededRandom(10);
  const demands = drawDemands(demandCount, random);
  const listings = drawListings(listingCount, random);
  const memory = matchInMemory(demands, listings);

  const dir = mkdtempSync(join(tmpdir(), "bench-alerts-"));
  const env = { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" };
  log(`alerts: local D1 under ${dir}`);
  const migrated = spawnSync("wrangler", ["d1", "migrations", "apply", "DB", "--local", "--persist-to", dir], {
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (migrated.status !== 0) throw new Error("alerts: applying the migrations failed");
  const proxy = await getPlatformProxy<{ DB: D1Database }>({
    configPath: "wrangler.jsonc",
    persist: { path: join(dir, "v3") },
    remoteBindings: false,
  });
  const db = proxy.env.DB;
  try {
    const at = "2026-11-23T08:00:00.000Z";
    let step = performance.now();
    const rows = <T>(list: readonly T[], size: number) =>
      Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));
    for (const chunk of rows(demands, 2_000)) {
      await db.batch([
        db
          .prepare(
            `INSERT INTO leads (id, form, language, idempotency_key, email, payload, context, created_at, updated_at)
             SELECT value, 'demand-register', 'nl', 'bench-' || value, 'visitor' || value || '@example.be', '{}', '{"origin":"https://agency.test"}', ?, ? FROM json_each(?)`,
          )
          .bind(at, at, JSON.stringify(chunk.map((d) => d.id))),
        db
          .prepare(
            `INSERT INTO demands (id, lead_id, language, email, goal, property_types, web_ids, budget, min_price, max_price, min_bedrooms, min_bathrooms,
               min_garages, min_parking, cities, postcodes, frequency, status, confirmed_at, created_at, updated_at)
             SELECT j.value ->> '$.id', j.value ->> '$.id', 'nl', 'visitor' || (j.value ->> '$.id') || '@example.be', j.value ->> '$.goal', '[]', j.value ->> '$.webIds',
               j.value ->> '$.budget', j.value ->> '$.minPrice', j.value ->> '$.maxPrice', j.value ->> '$.minBedrooms', j.value ->> '$.minBathrooms',
               j.value ->> '$.minGarages', j.value ->> '$.minParking', '[]', j.value ->> '$.postcodes', 'daily', 'active', ?, ?, ?
             FROM json_each(?) j`,
          )
          .bind(
            at,
            at,
            at,
            JSON.stringify(
              chunk.map((d) => ({ ...d, webIds: JSON.stringify(d.webIds), postcodes: JSON.stringify(d.postcodes) })),
            ),
          ),
      ]);
    }
    const facts = listings.map((l) => ({
      ...l,
      webId: l.webIds[0] ?? null,
      webIds: l.webIds.join(","),
      type: TYPE_NAMES[l.webIds[0] ?? 1],
    }));
    await db.batch([
      db
        .prepare(
          `INSERT INTO listings (id, language, goal, status, web_id, web_ids, main_type_name, zip, city, city_key, price, publish_price, bedrooms, bathrooms, garages,
             created_at, updated_at, imported_at)
           SELECT j.value ->> '$.id', 'nl', j.value ->> '$.goal', 'available', j.value ->> '$.webId', j.value ->> '$.webIds', j.value ->> '$.type', j.value ->> '$.zip',
             'Gemeente', 'gemeente|' || (j.value ->> '$.zip'), j.value ->> '$.price', CASE WHEN j.value ->> '$.price' IS NULL THEN 0 ELSE 1 END,
             j.value ->> '$.bedrooms', j.value ->> '$.bathrooms', j.value ->> '$.garages', ?, ?, ?
           FROM json_each(?) j`,
        )
        .bind(at, at, at, JSON.stringify(facts)),
      db
        .prepare(
          "INSERT INTO listing_details (listing_id, language, parkings) SELECT j.value ->> '$.id', 'nl', j.value ->> '$.parking' FROM json_each(?) j",
        )
        .bind(JSON.stringify(facts)),
      db
        .prepare(
          "INSERT INTO listing_events (listing_id, event, event_key, detected_at) SELECT j.value ->> '$.id', 'new', '', ? FROM json_each(?) j",
        )
        .bind(at, JSON.stringify(facts)),
    ]);
    await db.exec("ANALYZE");
    const seedSeconds = (performance.now() - step) / 1000;
    log(`alerts: seeded ${demandCount} demands and ${listingCount} listings in ${seedSeconds.toFixed(1)} s`);

    const queued: AlertMessage[] = [];
    const queue = {
      sendBatch: async (messages: Iterable<{ body: AlertMessage }>) =>
        void queued.push(...[...messages].map((m) => m.body)),
    } as unknown as Queue<AlertMessage>;
    const runEnv = { DB: db, ALERT_QUEUE: queue };
    const now = new Date(at);
    step = performance.now();
    await queueMatches(runEnv, now);
    const queueMs = performance.now() - step;
    const matches = queued.filter((m): m is Extract<AlertMessage, { kind: "match" }> => m.kind === "match");
    queued.length = 0;
    let slowest = 0;
    step = performance.now();
    for (const message of matches) {
      const one = performance.now();
      await matchSlice(runEnv, message, now);
      slowest = Math.max(slowest, performance.now() - one);
    }
    const matchMs = performance.now() - step;
    const filed = (await db.prepare("SELECT COUNT(*) AS n FROM demand_alerts").first<number>("n")) ?? 0;
    const mailsQueued = queued.reduce((sum, m) => sum + (m.kind === "send" ? m.demands.length : 0), 0);
    for (const message of matches) await matchSlice(runEnv, message, now);
    const again = (await db.prepare("SELECT COUNT(*) AS n FROM demand_alerts").first<number>("n")) ?? 0;
    // The cron's retention step once the whole run's mail is older than it keeps.
    await db.prepare("UPDATE demand_alerts SET sent_at = ?").bind(at).run();
    step = performance.now();
    const purged = await purgeAlerts(db, new Date(now.getTime() + (SENT_ALERT_DAYS + 1) * 86_400_000));
    const purgeMs = performance.now() - step;
    return {
      date: new Date().toISOString(),
      demands: demandCount,
      listings: listingCount,
      seedSeconds,
      memory: { indexMs: memory.indexMs, matchMs: memory.matchMs, pairs: memory.alerts },
      queueMs,
      messages: matches.length,
      matchMs,
      slowestMessageMs: slowest,
      alertsFiled: filed,
      mailsQueued,
      repeatFiled: again - filed,
      purgeMs,
      purged,
    };
  } finally {
    await proxy.dispose();
    rmSync(dir, { recursive: true, force: true });
  }
}

export function demandAlertTable(run: DemandAlertRun): Table {
  const ms = (value: number) => `${Math.round(value)} ms`;
  return {
    title: `Demand alerts: one match run, ${run.demands.toLocaleString("en")} active demands × ${run.listings} changed listings (local D1)`,
    headers: ["step", "time", "figure"],
    rows: [
      ["matcher in memory: index", ms(run.memory.indexMs), `${run.memory.pairs.toLocaleString("en")} pairs`],
      ["matcher in memory: match", ms(run.memory.matchMs), ""],
      ["cron: queue the match messages", ms(run.queueMs), `${run.messages} messages`],
      [
        "consumer: every match message",
        ms(run.matchMs),
        `${run.alertsFiled.toLocaleString("en")} alerts filed, mails of ${(run.mailsQueued ?? 0).toLocaleString("en")} demands queued`,
      ],
      ["consumer: slowest message", ms(run.slowestMessageMs), ""],
      ["the same run again", "", `${run.repeatFiled} alerts filed`],
      ...(run.purgeMs === undefined
        ? []
        : [
            [
              "cron: remove them once sent 91 days ago",
              ms(run.purgeMs),
              `${(run.purged ?? 0).toLocaleString("en")} alerts removed`,
            ],
          ]),
    ],
    notes: [`seeding took ${run.seedSeconds.toFixed(1)} s (not part of the run)`],
  };
}
