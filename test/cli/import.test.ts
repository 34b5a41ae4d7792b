import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runConfigPush } from "../../scripts/config-push.ts";
import { runImport } from "../../scripts/import.ts";
import { applyMigrations, openLocalState, spawnTool, toolRunner, type LocalState } from "../support/cli-tools.ts";

// The tool runs in this process on local D1 and KV kept in `persist`, as `--persist-to` keeps
// them; the first case runs the real command (node and wrangler) on the same state.
const dir = mkdtempSync(join(tmpdir(), "import-cli-"));
const persist = join(dir, "state");
let state: LocalState;
/** A folder no migration was ever applied to, opened by the cases that need it. */
let neverMigrated: LocalState | undefined;
const openNeverMigrated = async () => (neverMigrated ??= await openLocalState(join(dir, "never-migrated")));
afterAll(async () => {
  await state?.dispose();
  await neverMigrated?.dispose();
  rmSync(dir, { recursive: true, force: true });
});

const env = { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" };
const SEED = "migrations/seed/feed.json";

const states = () => [state, ...(neverMigrated ? [neverMigrated] : [])];
const importTool = toolRunner(runImport, states);
const importCli = (...args: string[]) => importTool(args);

async function query<T = Record<string, unknown>>(sql: string): Promise<T[]> {
  return (await state.db.prepare(sql).all<T>()).results;
}

const COUNTS =
  "SELECT (SELECT COUNT(*) FROM listings) AS listings, (SELECT COUNT(*) FROM listing_photos) AS photos, (SELECT COUNT(*) FROM cities) AS cities, (SELECT COUNT(*) FROM projects) AS projects, (SELECT COUNT(*) FROM project_units) AS units, (SELECT COUNT(*) FROM import_runs) AS runs";

function writeFeed(
  name: string,
  change: (feed: { properties: Record<string, unknown>[]; projects: unknown[] }) => void,
): string {
  const feed = JSON.parse(readFileSync(SEED, "utf8"));
  change(feed);
  const file = join(dir, name);
  writeFileSync(file, JSON.stringify(feed));
  return file;
}

beforeAll(async () => {
  state = await openLocalState(persist);
  await applyMigrations(state);
}, 120_000);

describe("npm run import", () => {
  it("imports the seed feed into local D1, and a second run gives the same catalogue", async () => {
    const first = await importCli(SEED, "--persist-to", persist);
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout).toContain(`import: ${SEED}: 117 records, 117 imported, 0 removed, 0 rejected (local D1)`);
    expect(await query(COUNTS)).toEqual([{ listings: 108, photos: 606, cities: 39, projects: 9, units: 57, runs: 1 }]);
    const listings = await query("SELECT * FROM listings ORDER BY id, language");

    const second = await importCli(SEED, "--persist-to", persist);
    expect(second.status, second.stderr).toBe(0);
    expect(await query(COUNTS)).toEqual([{ listings: 108, photos: 606, cities: 39, projects: 9, units: 57, runs: 2 }]);
    const strip = (rows: Record<string, unknown>[]) => rows.map(({ imported_at, ...row }) => row);
    expect(strip(await query("SELECT * FROM listings ORDER BY id, language"))).toEqual(strip(listings));
  }, 180_000);

  // The real command, through wrangler (~10 s on an idle machine, much more on a busy one), on a
  // feed whose text holds what an SQL file could misread: quotes, semicolons, comment marks.
  it("lists invalid records as warnings, imports the rest, and removes listings that left the feed", async () => {
    const tricky = "Vue sur l'étang; -- pas un commentaire /* ni ceci */ ? 'entre guillemets'";
    const file = writeFeed("changed.json", (feed) => {
      feed.properties = feed.properties.filter((r) => r.ID !== 40125);
      const fr = feed.properties.find((r) => r.ID === 40118 && r.language === "fr")!;
      fr.Price = -5;
      feed.properties.find((r) => r.ID === 40112 && r.language === "fr")!.Description = tricky;
    });
    const result = await spawnTool(["scripts/import.ts", file, "--persist-to", persist], env);
    expect(result.status, result.stderr).toBe(0);
    expect(result.stderr).toContain("warning: property 40118 (fr) Price: must be an amount of zero or more");
    expect(result.stdout).toContain("114 records, 113 imported, 3 removed, 1 rejected (local D1)");
    expect(await query("SELECT COUNT(*) AS n FROM listings WHERE id = 40125")).toEqual([{ n: 0 }]);
    expect(await query("SELECT price FROM listings WHERE id = 40118 AND language = 'fr'")).toEqual([{ price: 645000 }]);
    expect(await query("SELECT description FROM listings WHERE id = 40112 AND language = 'fr'")).toEqual([
      { description: tricky },
    ]);
  }, 300_000);

  it("refuses a file that is not JSON", async () => {
    const file = join(dir, "broken.json");
    writeFileSync(file, '{ "properties": [');
    const result = await importCli(file, "--persist-to", persist);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`import: cannot read ${file}`);
  });

  it("refuses a feed without a single valid listing and leaves D1 untouched", async () => {
    const before = await query(COUNTS);
    const file = writeFeed("all-bad.json", (feed) => {
      for (const r of feed.properties) r.Goal = 5;
    });
    const result = await importCli(file, "--persist-to", persist);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("property 40112 (nl) Goal: must be 0 (sale) or 1 (rent)");
    expect(result.stderr).toContain("cannot be imported: the feed has no valid property record; D1 was not changed");
    expect(await query(COUNTS)).toEqual(before);
  }, 120_000);

  it("fails with exit code 1 when the database cannot run the import", async () => {
    await openNeverMigrated();
    const result = await importCli(SEED, "--persist-to", join(dir, "never-migrated"));
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("wrangler d1 execute failed");
  });

  it("explains its usage when no feed is given", async () => {
    const result = await importCli();
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("usage: npm run import -- <feed.json>");
  });

  it("prints its usage with --help, every option included, and exits 0", async () => {
    const result = await importCli("--help");
    expect(result.status).toBe(0);
    expect(result.stderr).toBe("");
    expect(result.stdout).toContain("usage: npm run import -- <feed.json> [options]");
    for (const option of ["--check", "--allow-removals", "--remote", "--persist-to <dir>", "-h, --help"])
      expect(result.stdout).toContain(option);
  });

  it("answers an unknown option with the usage and exit code 1, not a stack trace", async () => {
    const result = await importCli(SEED, "--allow-removal");
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("import: Unknown option '--allow-removal'");
    expect(result.stderr).toContain("usage: npm run import -- <feed.json> [options]");
    expect(result.stderr).not.toMatch(/^\s+at /m);
  });
});

// A truncated or partial export never empties the site (decision 049).
describe("npm run import of a feed that would remove too many listings", () => {
  // Everything an import writes, and the run log's length and last row, in one query.
  const STATE = `SELECT (SELECT json_group_array(json_array(id, language, price, imported_at)) FROM listings) AS listings, (SELECT COUNT(*) FROM listing_photos) AS photos,
    (SELECT COUNT(*) FROM cities) AS cities, (SELECT COUNT(*) FROM projects) AS projects, (SELECT COUNT(*) FROM listing_events) AS events,
    (SELECT json_object('generation', generation, 'digest', feed_digest, 'changed', changed_at) FROM page_versions) AS version,
    (SELECT COUNT(*) FROM property_view_history) AS views, (SELECT COUNT(*) FROM owner_activities) AS activities, (SELECT COUNT(*) FROM import_runs) AS runs,
    (SELECT json_object('source', source, 'status', status, 'listings_before', listings_before, 'listings_removed', listings_removed, 'removal_limit', removal_limit) FROM import_runs ORDER BY id DESC LIMIT 1) AS lastRun`;
  type State = Record<string, unknown> & { runs: number; lastRun: string };
  const catalogue = async () => (await query<State>(STATE))[0]!;
  const ids = [
    ...new Set(
      (JSON.parse(readFileSync(SEED, "utf8")) as { properties: { ID: number }[] }).properties.map((r) => r.ID),
    ),
  ];
  const oneListing = () =>
    writeFeed("one-listing.json", (feed) => {
      feed.properties = feed.properties.filter((r) => r.ID === ids[0]);
    });

  beforeAll(async () => {
    const seeded = await importCli(SEED, "--persist-to", persist);
    expect(seeded.status, seeded.stderr).toBe(0);
  }, 120_000);

  it("refuses a feed with one of the 36 listings with exit code 1, says why and how to confirm, and changes nothing but the run log", async () => {
    const before = await catalogue();
    const file = oneListing();
    const result = await importCli(file, "--persist-to", persist);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      `import: ${file} was refused: it would remove 35 of the 36 listings (97 %), more than the limit of 20 % (crmImport.removalLimitPercent, the bundled sample); local D1 was not changed`,
    );
    expect(result.stderr).toContain(
      `listings it would remove: ${ids
        .slice(1)
        .sort((a, b) => a - b)
        .join(", ")}`,
    );
    expect(result.stderr).toContain(
      `import: if they really left the CRM, confirm with: npm run import -- ${file} --allow-removals --persist-to ${persist}`,
    );
    const after = await catalogue();
    expect({ ...after, runs: before.runs, lastRun: before.lastRun }).toEqual(before);
    expect(after.runs).toBe(before.runs + 1);
    expect(JSON.parse(after.lastRun)).toEqual({
      source: "cli",
      status: "refused",
      listings_before: 36,
      listings_removed: 35,
      removal_limit: 20,
    });

    // Stored for the agency's mail as the cron's refusals are, and once however often the same export is refused.
    expect(result.stderr).toContain(
      "import: the agency will be mailed about this refusal (once for this export) by the local worker's scheduled job",
    );
    const again = await importCli(file, "--persist-to", persist);
    expect(again.status).toBe(1);
    expect(again.stderr).toContain("import: the agency will be mailed about this refusal (once for this export)");
    expect(
      await query(
        "SELECT form, language, status, json_extract(payload, '$.source') AS source, json_extract(payload, '$.figures.listingsRemoved') AS removed FROM leads",
      ),
    ).toEqual([{ form: "crm-import-refused", language: "fr", status: "received", source: "cli", removed: 35 }]);
  }, 180_000);

  it("checks a feed with --check: reports the records and what it would remove, and writes nothing", async () => {
    const before = await catalogue();
    const file = writeFeed("check.json", (feed) => {
      feed.properties = feed.properties.filter((r) => r.ID === ids[0] || r.ID === ids[1]);
      feed.properties.push({ ...feed.properties[0]!, ID: "A-12" });
    });
    const refused = await importCli("--check", file, "--persist-to", persist);
    expect(refused.status).toBe(1);
    expect(refused.stdout).toContain(
      `import: ${file}: 16 records: 15 would be imported, 1 rejected (check only: nothing was written)`,
    );
    expect(refused.stdout).toContain("import: compared with local D1: it would remove 34 of the 36 listings (94 %)");
    expect(refused.stderr).toContain('warning: property properties[6] (nl) ID "A-12": not a number');
    expect(refused.stderr).toContain(
      "import: an import would be refused: it would remove 34 of the 36 listings (94 %), more than the limit of 20 %",
    );

    const fine = await importCli("--check", SEED, "--persist-to", persist);
    expect(fine.status, fine.stderr).toBe(0);
    expect(fine.stdout).toContain("import: compared with local D1: it would remove 0 of the 36 listings (0 %)");
    expect(fine.stdout).toContain(
      "import: within the limit of 20 % (crmImport.removalLimitPercent, the bundled sample): the feed can be imported",
    );
    expect(await catalogue()).toEqual(before);
  }, 120_000);

  it("still validates with --check when D1 cannot be read", async () => {
    await openNeverMigrated();
    const result = await importCli("--check", SEED, "--persist-to", join(dir, "never-migrated"));
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("117 records: 117 would be imported, 0 rejected (check only: nothing was written)");
    expect(result.stderr).toContain("import: local D1 could not be read, so what the import would remove is not known");
  }, 120_000);

  it("takes the limit from the site configuration in KV", async () => {
    const config = JSON.parse(readFileSync("config/sample.json", "utf8"));
    config.crmImport = { removalLimitPercent: 99 };
    const file = join(dir, "config.json");
    writeFileSync(file, JSON.stringify(config));
    const push = await toolRunner(runConfigPush, states)(["--file", file, "--persist-to", persist]);
    expect(push.status, push.stderr).toBe(0);
    const result = await importCli("--check", oneListing(), "--persist-to", persist);
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain(
      "import: within the limit of 99 % (crmImport.removalLimitPercent, local KV): the feed can be imported",
    );
  }, 120_000);

  it("goes by the last good copy of the site configuration when site-config in KV is broken, and says so", async () => {
    await state.kv.put("site-config", "{");
    const result = await importCli("--check", oneListing(), "--persist-to", persist);
    expect(result.status, result.stderr).toBe(0);
    expect(result.stderr).toContain(
      'warning: local KV: "site-config" is not JSON; the removal limit comes from local KV (last good copy)',
    );
    expect(result.stdout).toContain(
      "import: within the limit of 99 % (crmImport.removalLimitPercent, local KV (last good copy)): the feed can be imported",
    );
  }, 120_000);

  it("imports the removals once a person confirms them with --allow-removals", async () => {
    const result = await importCli(oneListing(), "--persist-to", persist, "--allow-removals");
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain("12 records, 12 imported, 105 removed, 0 rejected (local D1)");
    expect(
      await query(
        "SELECT (SELECT COUNT(DISTINCT id) FROM listings) AS listings, status, listings_removed, removal_limit FROM import_runs ORDER BY id DESC LIMIT 1",
      ),
    ).toEqual([{ listings: 1, status: "imported", listings_removed: 35, removal_limit: null }]);
  }, 120_000);
});
