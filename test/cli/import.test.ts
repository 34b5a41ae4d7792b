import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const dir = mkdtempSync(join(tmpdir(), "import-cli-"));
const persist = join(dir, "state");
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const env = { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" };
const SEED = "migrations/seed/feed.json";

function importCli(...args: string[]) {
  const result = spawnSync("node", ["scripts/import.ts", ...args], { encoding: "utf8", env });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

function query<T = Record<string, unknown>>(sql: string, state = persist): T[] {
  const result = spawnSync("wrangler", ["d1", "execute", "DB", "--local", "--persist-to", state, "--json", "--command", sql], { encoding: "utf8", env });
  expect(result.status, result.stderr).toBe(0);
  return (JSON.parse(result.stdout) as { results: T[] }[])[0]!.results;
}

const COUNTS = "SELECT (SELECT COUNT(*) FROM listings) AS listings, (SELECT COUNT(*) FROM listing_photos) AS photos, (SELECT COUNT(*) FROM cities) AS cities, (SELECT COUNT(*) FROM projects) AS projects, (SELECT COUNT(*) FROM project_units) AS units, (SELECT COUNT(*) FROM import_runs) AS runs";

function writeFeed(name: string, change: (feed: { properties: Record<string, unknown>[]; projects: unknown[] }) => void): string {
  const feed = JSON.parse(readFileSync(SEED, "utf8"));
  change(feed);
  const file = join(dir, name);
  writeFileSync(file, JSON.stringify(feed));
  return file;
}

// Each case runs wrangler a few times (~5 s each on an idle machine).
beforeAll(() => {
  const migrate = spawnSync("wrangler", ["d1", "migrations", "apply", "DB", "--local", "--persist-to", persist], { encoding: "utf8", env });
  expect(migrate.status, migrate.stderr).toBe(0);
}, 120_000);

describe("npm run import", () => {
  it("imports the seed feed into local D1, and a second run gives the same catalogue", () => {
    const first = importCli(SEED, "--persist-to", persist);
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout).toContain(`import: ${SEED}: 117 records, 117 imported, 0 removed, 0 rejected (local D1)`);
    expect(query(COUNTS)).toEqual([{ listings: 108, photos: 606, cities: 39, projects: 9, units: 57, runs: 1 }]);
    const listings = query("SELECT * FROM listings ORDER BY id, language");

    const second = importCli(SEED, "--persist-to", persist);
    expect(second.status, second.stderr).toBe(0);
    expect(query(COUNTS)).toEqual([{ listings: 108, photos: 606, cities: 39, projects: 9, units: 57, runs: 2 }]);
    const strip = (rows: Record<string, unknown>[]) => rows.map(({ imported_at: _, ...row }) => row);
    expect(strip(query("SELECT * FROM listings ORDER BY id, language"))).toEqual(strip(listings));
  }, 180_000);

  it("lists invalid records as warnings, imports the rest, and removes listings that left the feed", () => {
    const tricky = "Vue sur l'étang; -- pas un commentaire /* ni ceci */ ? 'entre guillemets'";
    const file = writeFeed("changed.json", (feed) => {
      feed.properties = feed.properties.filter((r) => r.ID !== 40125);
      const fr = feed.properties.find((r) => r.ID === 40118 && r.language === "fr")!;
      fr.Price = -5;
      feed.properties.find((r) => r.ID === 40112 && r.language === "fr")!.Description = tricky;
    });
    const result = importCli(file, "--persist-to", persist);
    expect(result.status, result.stderr).toBe(0);
    expect(result.stderr).toContain("warning: property 40118 (fr) Price: must be an amount of zero or more");
    expect(result.stdout).toContain("114 records, 113 imported, 3 removed, 1 rejected (local D1)");
    expect(query("SELECT COUNT(*) AS n FROM listings WHERE id = 40125")).toEqual([{ n: 0 }]);
    expect(query("SELECT price FROM listings WHERE id = 40118 AND language = 'fr'")).toEqual([{ price: 645000 }]);
    expect(query("SELECT description FROM listings WHERE id = 40112 AND language = 'fr'")).toEqual([{ description: tricky }]);
  }, 120_000);

  it("refuses a file that is not JSON", () => {
    const file = join(dir, "broken.json");
    writeFileSync(file, '{ "properties": [');
    const result = importCli(file, "--persist-to", persist);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`import: cannot read ${file}`);
  });

  it("refuses a feed without a single valid listing and leaves D1 untouched", () => {
    const before = query(COUNTS);
    const file = writeFeed("all-bad.json", (feed) => {
      for (const r of feed.properties) r.Goal = 5;
    });
    const result = importCli(file, "--persist-to", persist);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("property 40112 (nl) Goal: must be 0 (sale) or 1 (rent)");
    expect(result.stderr).toContain("cannot be imported: the feed has no valid property record; D1 was not changed");
    expect(query(COUNTS)).toEqual(before);
  }, 120_000);

  it("fails with exit code 1 when wrangler cannot run the import", () => {
    const result = importCli(SEED, "--persist-to", join(dir, "never-migrated"));
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("wrangler d1 execute failed");
  });

  it("explains its usage when no feed is given", () => {
    const result = importCli();
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("usage: npm run import -- <feed.json>");
  });
});
