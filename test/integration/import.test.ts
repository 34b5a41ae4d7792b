import { env, type D1Migration } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import seed from "../../migrations/seed/feed.json";
import { checkFeed } from "../../worker/import/feed.ts";
import { FeedRefused, importFeed } from "../../worker/import/import.ts";
import { importStatements, MAX_PARAMS } from "../../worker/import/statements.ts";
import { feedDigest } from "../../worker/import/page-versions.ts";

type Feed = { generatedAt: string; properties: Record<string, unknown>[]; projects: Record<string, unknown>[] };
const SEED_NOW = new Date(seed.generatedAt);
const LATER = new Date("2026-11-15T06:30:00Z");

/** A copy of the seed feed to change. */
function seedCopy(): Feed {
  return structuredClone(seed) as unknown as Feed;
}

function record(feed: Feed, id: number, language: string) {
  const found = feed.properties.find((r) => r.ID === id && r.language === language);
  if (!found) throw new Error(`no record ${id} ${language}`);
  return found;
}

async function rows<T = Record<string, unknown>>(sql: string, ...params: unknown[]): Promise<T[]> {
  return (
    await env.DB.prepare(sql)
      .bind(...params)
      .all<T>()
  ).results;
}

async function count(sql: string, ...params: unknown[]): Promise<number> {
  return Object.values((await rows(sql, ...params))[0]!)[0] as number;
}

const CATALOGUE_TABLES = [
  "listings",
  "listing_details",
  "listing_types",
  "listing_photos",
  "listing_videos",
  "listing_tours",
  "listing_documents",
  "listing_points_of_interest",
  "listing_neighbourhoods",
  "cities",
  "property_types",
  "property_categories",
  "projects",
  "project_photos",
  "project_units",
  "import_feed_keys",
];

/** Every catalogue table in a fixed order; the run's own time stamp is left out. */
async function dump(): Promise<string> {
  const tables: Record<string, unknown[]> = {};
  for (const table of CATALOGUE_TABLES) {
    const all = await rows(`SELECT * FROM ${table}`);
    tables[table] = all
      .map(({ imported_at, ...row }) => row)
      .map((row) => JSON.stringify(row))
      .sort();
  }
  return JSON.stringify(tables);
}

// Each test starts from the seed as the setup loaded it, whatever the last one left (a confirmed import).
beforeEach(async () => {
  await importFeed(env.DB, seed, { source: "cli", now: SEED_NOW, removalLimit: null });
});

describe("the seed catalogue in D1", () => {
  it("is not mistaken for a migration: only the numbered SQL files are applied", () => {
    const migrations = (env as Env & { TEST_MIGRATIONS: D1Migration[] }).TEST_MIGRATIONS;
    expect(migrations.map((m) => m.name)).toContain("0002_reference_data.sql");
    for (const { name } of migrations) expect(name).toMatch(/^\d{4}_[a-z0-9_]+\.sql$/);
  });

  it("holds 36 listings in nl, fr and en, 13 cities per language and the three projects", async () => {
    expect(await count("SELECT COUNT(*) FROM listings")).toBe(108);
    expect(await count("SELECT COUNT(DISTINCT id) FROM listings")).toBe(36);
    expect(await rows("SELECT language, COUNT(*) AS n FROM cities GROUP BY language ORDER BY language")).toEqual([
      { language: "en", n: 13 },
      { language: "fr", n: 13 },
      { language: "nl", n: 13 },
    ]);
    expect(await count("SELECT COUNT(*) FROM projects")).toBe(9);
    expect(await count("SELECT COUNT(*) FROM project_units WHERE language = 'en'")).toBe(19);
  });

  it("names one zip under several cities, and each commune in the visitor's language", async () => {
    expect(
      (await rows("SELECT name FROM cities WHERE language = 'fr' AND zip = '1050' ORDER BY name")).map((r) => r.name),
    ).toEqual(["Bruxelles", "Ixelles"]);
    expect(
      (await rows("SELECT name FROM cities WHERE language = 'nl' AND zip = '1050' ORDER BY name")).map((r) => r.name),
    ).toEqual(["Brussel", "Elsene"]);
    expect(
      await rows(
        "SELECT city_key, property_count, sale_count, rent_count FROM city_counts WHERE language = 'nl' AND name = 'Elsene'",
      ),
    ).toEqual([{ city_key: "elsene|1050", property_count: 4, sale_count: 2, rent_count: 2 }]);
  });

  it("knows each place under its name in every language, and two places that share a zip apart", async () => {
    const places = await rows<{ language: string; name: string; place_key: string }>(
      "SELECT language, name, place_key FROM cities WHERE zip = '1050' ORDER BY place_key, language",
    );
    expect(places).toEqual([
      { language: "en", name: "Brussels", place_key: "brussels|1050" },
      { language: "fr", name: "Bruxelles", place_key: "brussels|1050" },
      { language: "nl", name: "Brussel", place_key: "brussels|1050" },
      { language: "en", name: "Ixelles", place_key: "elsene|1050" },
      { language: "fr", name: "Ixelles", place_key: "elsene|1050" },
      { language: "nl", name: "Elsene", place_key: "elsene|1050" },
    ]);
  });

  it("keeps the nine property types in display order with both goals", async () => {
    const types = await rows<{ web_id: number; name: string; show_order: number; sale: number; rent: number }>(
      "SELECT web_id, name, show_order, sale, rent FROM property_types WHERE language = 'en' ORDER BY show_order",
    );
    expect(types.map((t) => t.web_id)).toEqual([1, 2, 3, 4, 5, 6, 8, 9, 7]);
    expect(types.map((t) => t.show_order)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(types.every((t) => t.sale === 1 && t.rent === 1)).toBe(true);
  });

  it("files a listing without WebID under its WebIDs, and one with several types under each", async () => {
    expect(await rows("SELECT web_id, web_ids FROM listings WHERE id = 40211 AND language = 'fr'")).toEqual([
      { web_id: null, web_ids: "2" },
    ]);
    expect(
      (await rows("SELECT web_id FROM listing_types WHERE listing_id = 40211 AND language = 'fr'")).map(
        (r) => r.web_id,
      ),
    ).toEqual([2]);
    expect(
      (await rows("SELECT web_id FROM listing_types WHERE listing_id = 40176 AND language = 'nl' ORDER BY web_id")).map(
        (r) => r.web_id,
      ),
    ).toEqual([8, 9]);
    // The same types as one number, which the list's type filter reads (bit n for WebID n).
    expect(
      await rows("SELECT id, type_bits FROM listings WHERE id IN (40211, 40176) AND language = 'nl' ORDER BY id"),
    ).toEqual([
      { id: 40176, type_bits: (1 << 8) | (1 << 9) },
      { id: 40211, type_bits: 1 << 2 },
    ]);
  });

  it("stores every detail group the detail page shows", async () => {
    const [details] = await rows("SELECT * FROM listing_details WHERE listing_id = 40193 AND language = 'nl'");
    expect(details).toMatchObject({
      facades: 4,
      construction_year: 1974,
      heating: "Stookolie",
      p_score: "A",
      g_score: "A",
      flood_risk_area: 0,
      has_permit: 1,
      asbestos_date: "2024-03-08",
      epc_unique_code: "20240212-0003011987-RES-1",
    });
    const photos = await rows(
      "SELECT position, url, url_400 FROM listing_photos WHERE listing_id = 40193 AND language = 'nl' ORDER BY position",
    );
    expect(photos).toHaveLength(6);
    expect(photos[2]).toEqual({
      position: 2,
      url: "/media/listings/40193/2.webp",
      url_400: "/media/listings/40193/2-400.webp",
    });
  });
});

describe("importFeed", () => {
  it("replaces a listing that changed, with its photos, in the languages sent", async () => {
    const feed = seedCopy();
    for (const language of ["nl", "fr", "en"]) {
      const r = record(feed, 40112, language);
      r.Price = 410000;
      r.Marquee = 2;
      r.Photos = (r.Photos as unknown[]).slice(0, 4);
    }
    const report = await importFeed(env.DB, feed, { source: "cli", now: LATER, removalLimit: 20 });
    expect(report).toMatchObject({ records: 117, upserted: 117, removed: 0, rejected: 0, problems: [] });
    expect(await rows("SELECT language, price, marquee FROM listings WHERE id = 40112 ORDER BY language")).toEqual([
      { language: "en", price: 410000, marquee: 2 },
      { language: "fr", price: 410000, marquee: 2 },
      { language: "nl", price: 410000, marquee: 2 },
    ]);
    expect(await count("SELECT COUNT(*) FROM listing_photos WHERE listing_id = 40112")).toBe(12);
  });

  it("removes a listing that left the feed in every language, with everything attached to it", async () => {
    const feed = seedCopy();
    feed.properties = feed.properties.filter((r) => r.ID !== 40125);
    feed.projects = feed.projects.filter((p) => p.ID !== 7002);
    const report = await importFeed(env.DB, feed, { source: "cli", now: LATER, removalLimit: 20 });
    expect(report.removed).toBe(6);
    for (const table of [
      "listings WHERE id",
      "listing_details WHERE listing_id",
      "listing_photos WHERE listing_id",
      "listing_videos WHERE listing_id",
      "listing_documents WHERE listing_id",
      "listing_points_of_interest WHERE listing_id",
      "listing_types WHERE listing_id",
    ]) {
      expect(await count(`SELECT COUNT(*) FROM ${table} = 40125`), table).toBe(0);
    }
    expect(await count("SELECT COUNT(*) FROM projects WHERE id = 7002")).toBe(0);
    expect(await count("SELECT COUNT(*) FROM project_units WHERE project_id = 7002")).toBe(0);
    expect(await count("SELECT COUNT(*) FROM listings")).toBe(105);
  });

  it("drops a city from the lists once its last listing has gone", async () => {
    const feed = seedCopy();
    feed.properties = feed.properties.filter((r) => r.City !== "Strassen");
    feed.projects = feed.projects.filter((p) => p.City !== "Strassen");
    await importFeed(env.DB, feed, { source: "cli", now: LATER, removalLimit: 20 });
    expect(await count("SELECT COUNT(*) FROM cities WHERE name = 'Strassen'")).toBe(0);
    expect(await count("SELECT COUNT(*) FROM cities WHERE language = 'en'")).toBe(12);
  });

  it("gives the same database when the same feed is imported twice", async () => {
    const before = await dump();
    const report = await importFeed(env.DB, seed, { source: "scheduled", now: LATER, removalLimit: 20 });
    expect(report).toMatchObject({ upserted: 117, removed: 0, rejected: 0 });
    expect(await dump()).toBe(before);
  });

  it("reports a bad record by id, language and field, imports the good ones and keeps the stored version of the bad one", async () => {
    const feed = seedCopy();
    for (const language of ["nl", "fr", "en"]) record(feed, 40118, language).Price = 600000;
    record(feed, 40118, "fr").Price = -5;
    record(feed, 40125, "nl").Photos = [
      { Url: "/media/listings/40125/0.webp" },
      { Url: "/media/listings/40125/1.webp" },
      { Width: 1920 },
    ];
    record(feed, 40131, "en").Goal = 2;
    record(feed, 40137, "en").language = "de";

    const report = await importFeed(env.DB, feed, { source: "cli", now: LATER, removalLimit: 20 });

    expect(report.rejected).toBe(4);
    expect(report.upserted).toBe(113);
    expect(report.removed).toBe(0);
    expect(report.problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: 40118, language: "fr", field: "Price" }),
        expect.objectContaining({ id: 40125, language: "nl", field: "Photos[2].Url", message: "required" }),
        expect.objectContaining({ id: 40131, language: "en", field: "Goal" }),
        expect.objectContaining({ id: 40137, language: null, field: "language" }),
      ]),
    );
    expect(await rows("SELECT language, price FROM listings WHERE id = 40118 ORDER BY language")).toEqual([
      { language: "en", price: 600000 },
      { language: "fr", price: 645000 },
      { language: "nl", price: 600000 },
    ]);
    expect(await count("SELECT COUNT(*) FROM listing_photos WHERE listing_id = 40125 AND language = 'nl'")).toBe(8);
    expect(await count("SELECT COUNT(*) FROM listings WHERE id = 40131 AND language = 'en' AND goal = 0")).toBe(1);
    // The record whose language cannot be read keeps the listing in every language.
    expect(await count("SELECT COUNT(*) FROM listings WHERE id = 40137")).toBe(3);
    const [run] = await rows<{ rejected: number; problems: string }>(
      "SELECT rejected, problems FROM import_runs ORDER BY id DESC LIMIT 1",
    );
    expect(run!.rejected).toBe(4);
    expect(JSON.parse(run!.problems)).toHaveLength(report.problems.length);
  });

  it("writes one import run per import", async () => {
    const before = await count("SELECT COUNT(*) FROM import_runs");
    await importFeed(env.DB, seed, { source: "scheduled", now: LATER, removalLimit: 20 });
    expect(await count("SELECT COUNT(*) FROM import_runs")).toBe(before + 1);
    const [run] = await rows(
      "SELECT started_at, source, records, upserted, removed, rejected, problems, finished_at IS NOT NULL AS finished FROM import_runs ORDER BY id DESC LIMIT 1",
    );
    expect(run).toEqual({
      started_at: LATER.toISOString(),
      source: "scheduled",
      records: 117,
      upserted: 117,
      removed: 0,
      rejected: 0,
      problems: "[]",
      finished: 1,
    });
  });

  it("refuses a feed that is not a feed, or has no valid listing, and changes nothing", async () => {
    const before = await dump();
    const runs = await count("SELECT COUNT(*) FROM import_runs");
    await expect(importFeed(env.DB, "<html>", { source: "scheduled", now: LATER, removalLimit: 20 })).rejects.toThrow(
      FeedRefused,
    );
    await expect(
      importFeed(env.DB, { projects: [] }, { source: "scheduled", now: LATER, removalLimit: 20 }),
    ).rejects.toThrow("no properties list");
    await expect(
      importFeed(env.DB, { properties: [] }, { source: "scheduled", now: LATER, removalLimit: 20 }),
    ).rejects.toThrow("no valid property record");
    await expect(
      importFeed(env.DB, { properties: [{ ID: 1 }] }, { source: "scheduled", now: LATER, removalLimit: 20 }),
    ).rejects.toThrow("no valid property record");
    expect(await dump()).toBe(before);
    expect(await count("SELECT COUNT(*) FROM import_runs")).toBe(runs);
  });

  it("imports a feed of 2,000 records with no statement above D1's 100 bound values", async () => {
    const template = record(seedCopy(), 40112, "nl");
    const properties = Array.from({ length: 2000 }, (_, i) => ({
      ...template,
      ID: 900000 + Math.floor(i / 2),
      language: i % 2 ? "fr" : "nl",
      Price: 200000 + i,
    }));
    const feed = { generatedAt: LATER.toISOString(), properties, projects: [] };
    const check = checkFeed(feed);
    if (!check.ok) throw new Error(check.reason);
    const statements = importStatements(
      check.feed,
      { source: "cli", now: LATER, removalLimit: 20 },
      feedDigest(check.feed),
    );
    expect(Math.max(...statements.map((s) => s.params.length))).toBeLessThanOrEqual(MAX_PARAMS);

    // The whole seed leaves the catalogue: confirmed, as a person would with --allow-removals.
    const report = await importFeed(env.DB, feed, { source: "cli", now: LATER, removalLimit: null });
    expect(report).toMatchObject({ records: 2000, upserted: 2000, removed: 117, rejected: 0 });
    expect(await count("SELECT COUNT(*) FROM listings")).toBe(2000);
    expect(await count("SELECT COUNT(*) FROM listing_photos")).toBe(12000);
    expect(await count("SELECT COUNT(*) FROM projects")).toBe(0);
  });
});
