import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import seed from "../../migrations/seed/feed.json";
import { checkFeed } from "../../worker/import/feed.ts";
import { importFeed, RemovalsRefused, storedCatalogueKeys } from "../../worker/import/import.ts";
import { removalsAllowed, removalsOf, STORED_KEYS_QUERY } from "../../worker/import/guard.ts";
import { importStatements } from "../../worker/import/statements.ts";
import { REMOVAL_LIMIT_CASES } from "../support/removal-limit-cases.ts";
import { feedDigest } from "../../worker/import/page-versions.ts";

// An import may not empty the site (decision 049): one that would remove more than the limit's
// share of the stored listings (or projects) fails inside its own transaction and changes nothing
// but the run log, which records it as refused.

type Feed = { generatedAt: string; properties: { ID: number; language: string }[]; projects: { ID: number }[] };
const LATER = new Date("2026-11-15T06:30:00Z");
const ids = [...new Set(seed.properties.map((r) => r.ID))];

/** A copy of the seed feed with only the listings `keep` accepts (the seed module itself is shared by every test file). */
function seedWith(keep: (id: number, language: string) => boolean, projects = seed.projects): Feed {
  const copy = structuredClone({ ...seed, projects });
  return { ...copy, properties: copy.properties.filter((r) => keep(r.ID, r.language)) } as unknown as Feed;
}

async function rows(sql: string): Promise<string> {
  return JSON.stringify((await env.DB.prepare(sql).all()).results);
}

/** Everything an import writes apart from its run log: the catalogue, its events, the pages' version and the CRM history. */
async function catalogueState() {
  return {
    listings: await rows("SELECT id, language, price, status, imported_at FROM listings ORDER BY id, language"),
    photos: await rows("SELECT COUNT(*) AS n FROM listing_photos"),
    projects: await rows("SELECT id, language, imported_at FROM projects ORDER BY id, language"),
    units: await rows("SELECT COUNT(*) AS n FROM project_units"),
    cities: await rows("SELECT language, name, zip FROM cities ORDER BY language, name, zip"),
    events: await rows("SELECT * FROM listing_events ORDER BY id"),
    pageVersion: await rows("SELECT * FROM page_versions"),
    views: await rows("SELECT listing_id, day, views FROM property_view_history ORDER BY listing_id, day"),
    activities: await rows(
      "SELECT listing_id, crm_id, kind, imported_at FROM owner_activities ORDER BY listing_id, kind, crm_id",
    ),
    working: await rows("SELECT COUNT(*) AS keys FROM import_feed_keys"),
  };
}

const lastRun = () =>
  env.DB.prepare(
    "SELECT source, status, reason, records, upserted, removed, rejected, listings_before, listings_removed, projects_before, projects_removed, removal_limit, finished_at IS NOT NULL AS finished FROM import_runs ORDER BY id DESC LIMIT 1",
  ).first();
const runCount = async () => (await env.DB.prepare("SELECT COUNT(*) AS n FROM import_runs").first<number>("n")) ?? 0;

/** Whether importing `feed` with `limit` is refused; checks that the JavaScript forecast agrees with the guard inside the batch. */
async function refused(feed: Feed, limit = 20): Promise<boolean> {
  const check = checkFeed(feed);
  if (!check.ok) throw new Error(check.reason);
  const forecast = !removalsAllowed(removalsOf(check.feed, await storedCatalogueKeys(env.DB)), limit);
  const outcome = await importFeed(env.DB, feed, { source: "scheduled", now: LATER, removalLimit: limit }).then(
    () => false,
    (error: unknown) => {
      if (error instanceof RemovalsRefused) return true;
      throw error;
    },
  );
  expect(outcome, "the forecast and the guard disagree").toBe(forecast);
  return outcome;
}

beforeEach(async () => {
  await importFeed(env.DB, seed, { source: "cli", now: new Date(seed.generatedAt), removalLimit: null });
});

describe("an import that would remove too many listings", () => {
  it("is refused whole when the feed keeps one of the 36 listings: 35 would be removed (97 %), nothing is changed", async () => {
    const before = await catalogueState();
    const runs = await runCount();
    const feed = seedWith((id) => id === ids[0]);
    // A listing whose price dropped: the import would record an event, had it gone through.
    for (const r of feed.properties as Record<string, unknown>[]) r.Price = 1000;

    const error = await importFeed(env.DB, feed, { source: "scheduled", now: LATER, removalLimit: 20 }).catch(
      (e: unknown) => e,
    );

    expect(error).toBeInstanceOf(RemovalsRefused);
    expect((error as Error).message).toBe("it would remove 35 of the 36 listings (97 %), more than the limit of 20 %");
    expect(await catalogueState()).toEqual(before);
    expect(await runCount()).toBe(runs + 1);
    expect(await lastRun()).toEqual({
      source: "scheduled",
      status: "refused",
      reason: "it would remove 35 of the 36 listings (97 %), more than the limit of 20 %",
      records: 12,
      upserted: 0,
      removed: 0,
      rejected: 0,
      listings_before: 36,
      listings_removed: 35,
      projects_before: 3,
      projects_removed: 0,
      removal_limit: 20,
      finished: 1,
    });
  });

  it("goes through below the limit and records what it removed", async () => {
    expect(await refused(seedWith((id) => !ids.slice(0, 7).includes(id)))).toBe(false);
    expect(await env.DB.prepare("SELECT COUNT(DISTINCT id) AS n FROM listings").first("n")).toBe(29);
    expect(await lastRun()).toMatchObject({
      status: "imported",
      reason: null,
      listings_before: 36,
      listings_removed: 7,
      removed: 21,
      removal_limit: 20,
    });
  });

  it("is refused one listing over the limit: 8 of 36 (22 %)", async () => {
    expect(await refused(seedWith((id) => !ids.slice(0, 8).includes(id)))).toBe(true);
    expect(await env.DB.prepare("SELECT COUNT(DISTINCT id) AS n FROM listings").first("n")).toBe(36);
  });

  it("counts a listing that would lose a language: a feed without its French records is refused", async () => {
    expect(await refused(seedWith((_, language) => language !== "fr"))).toBe(true);
  });

  it("holds the projects to the same rule: a feed whose projects list came out empty is refused", async () => {
    expect(await refused(seedWith(() => true, []))).toBe(true);
    expect(await lastRun()).toMatchObject({
      listings_removed: 0,
      projects_before: 3,
      projects_removed: 3,
      reason: "it would remove 0 of the 36 listings (0 %) and 3 of the 3 projects (100 %), more than the limit of 20 %",
    });
  });

  it("lets one listing go from a small catalogue, and refuses two of three", async () => {
    await importFeed(
      env.DB,
      seedWith((id) => ids.slice(0, 3).includes(id)),
      { source: "cli", now: LATER, removalLimit: null },
    );
    expect(await refused(seedWith((id) => ids.slice(0, 2).includes(id)))).toBe(false);
    await importFeed(
      env.DB,
      seedWith((id) => ids.slice(0, 3).includes(id)),
      { source: "cli", now: LATER, removalLimit: 20 },
    );
    expect(await refused(seedWith((id) => id === ids[0]))).toBe(true);
  });

  it("always lets the first import into an empty catalogue through", async () => {
    await env.DB.batch(
      [
        "listings",
        "listing_details",
        "listing_types",
        "listing_photos",
        "projects",
        "project_photos",
        "project_units",
      ].map((t) => env.DB.prepare(`DELETE FROM ${t}`)),
    );
    expect(
      await refused(
        seedWith((id) => id === ids[0], []),
        0,
      ),
    ).toBe(false);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM listings").first("n")).toBe(3);
    expect(await lastRun()).toMatchObject({
      status: "imported",
      listings_before: 0,
      listings_removed: 0,
      projects_before: 0,
      removal_limit: 0,
    });
  });

  it("follows the configured share: the same feed goes through with a limit of 25 %", async () => {
    expect(
      await refused(
        seedWith((id) => !ids.slice(0, 8).includes(id)),
        25,
      ),
    ).toBe(false);
    expect(await lastRun()).toMatchObject({ status: "imported", listings_removed: 8, removal_limit: 25 });
  });

  it("goes through when a person confirmed the removals", async () => {
    const report = await importFeed(
      env.DB,
      seedWith((id) => id === ids[0]),
      { source: "cli", now: LATER, removalLimit: null },
    );
    expect(report.removed).toBe(35 * 3);
    expect(await lastRun()).toMatchObject({ status: "imported", listings_removed: 35, removal_limit: null });
  });

  it("leaves out figures that an import landing between the refusal and their read would make contradict it", async () => {
    const feed = seedWith((id) => id === ids[0]);
    // Between the refusal and the read of its figures, a person confirms the same removals.
    const db = new Proxy(env.DB, {
      get(target, name) {
        if (name !== "prepare") return (Reflect.get(target, name) as (...args: unknown[]) => unknown).bind(target);
        return (sql: string) => {
          const statement = target.prepare(sql);
          if (sql !== STORED_KEYS_QUERY) return statement;
          return {
            all: async () => (
              await importFeed(env.DB, feed, { source: "cli", now: LATER, removalLimit: null }),
              statement.all()
            ),
          };
        };
      },
    });

    const error = await importFeed(db, feed, { source: "scheduled", now: LATER, removalLimit: 20 }).catch(
      (e: unknown) => e,
    );

    expect(error).toBeInstanceOf(RemovalsRefused);
    expect((error as RemovalsRefused).message).toBe("it would remove more than 20 % of the listings or projects");
    expect((error as RemovalsRefused).removals).toBeNull();
    expect((error as RemovalsRefused).gaps).toEqual([
      "the catalogue changed before the refusal's figures were read, so they are left out",
    ]);
    expect(await lastRun()).toMatchObject({
      status: "refused",
      reason: "it would remove more than 20 % of the listings or projects",
      listings_before: null,
      listings_removed: null,
    });
  });

  it("judges the catalogue as it stands when the import runs, not when its statements were written", async () => {
    // Statements written while the catalogue held 28 listings: the feed removes none of them.
    const feed = seedWith((id) => !ids.slice(0, 8).includes(id));
    await importFeed(env.DB, feed, { source: "cli", now: LATER, removalLimit: null });
    const check = checkFeed(feed);
    if (!check.ok) throw new Error(check.reason);
    const statements = importStatements(
      check.feed,
      { source: "cli", now: LATER, removalLimit: 20 },
      feedDigest(check.feed),
    );
    // Another import brings the 8 back before they run: now they would remove 8 of 36.
    await importFeed(env.DB, seed, { source: "scheduled", now: LATER, removalLimit: 20 });
    const before = await catalogueState();
    await expect(env.DB.batch(statements.map((s) => env.DB.prepare(s.sql).bind(...s.params)))).rejects.toThrow(
      /CHECK constraint failed: removals_within_limit/,
    );
    expect(await catalogueState()).toEqual(before);
  });
});

// The JavaScript rule only forecasts; the run log's CHECK constraint decides. Both read the same table.
describe("the run log's removal guard in D1", () => {
  it.each(REMOVAL_LIMIT_CASES)("%s", async (_, before, removed, limit, allowed) => {
    const insert =
      "INSERT INTO import_runs (started_at, source, listings_before, listings_removed, projects_before, projects_removed, removal_limit) VALUES ('rule table', 'scheduled', ?, ?, ?, ?, ?)";
    const accepted = (counts: number[]) =>
      env.DB.prepare(insert)
        .bind(...counts, limit)
        .run()
        .then(
          () => true,
          (error: unknown) => {
            if (/CHECK constraint failed: removals_within_limit/.test(String(error))) return false;
            throw error;
          },
        );
    expect(await accepted([before, removed, 0, 0]), "listings").toBe(allowed);
    expect(await accepted([0, 0, before, removed]), "projects").toBe(allowed);
    await env.DB.prepare("DELETE FROM import_runs WHERE started_at = 'rule table'").run();
  });
});
