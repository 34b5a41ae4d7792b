import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DEMO_OWNER } from "../../scripts/owner-demo.ts";
import { openLocalState } from "../../scripts/local-state.ts";
import { runSetupLocal } from "../../scripts/setup-local.ts";
import { spawnTool, toolRunner } from "../support/cli-tools.ts";

// `npm run setup:local` on a folder of its own, as `npm start` and the end-to-end tests run it,
// then read back as the local server would read it. The first run is the real command; the runs
// after it call the same function in this process.
const dir = mkdtempSync(join(tmpdir(), "setup-cli-"));
const persist = join(dir, "state");
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const env = { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" };
const command = () => spawnTool(["scripts/setup-local.ts", "--persist-to", persist], env);
// The setup opens the folder's state itself: the runner gives it only a terminal to print to.
const runSetup = toolRunner(runSetupLocal, () => []);
const setup = (...options: string[]) => runSetup(["--persist-to", persist, ...options]);
const MIGRATIONS = readdirSync("migrations")
  .filter((name) => name.endsWith(".sql"))
  .sort();

async function seeded() {
  const state = await openLocalState(persist);
  try {
    const count = async (sql: string) => (await state.database.query<{ n: number }>(sql))[0]!.n;
    const config = JSON.parse((await state.kv.get("site-config")) ?? "null") as { agency: { name: string } } | null;
    return {
      migrations: (await state.database.query<{ name: string }>("SELECT name FROM d1_migrations ORDER BY id")).map(
        (row) => row.name,
      ),
      listings: await count("SELECT COUNT(*) AS n FROM listings"),
      testimonials: await count("SELECT COUNT(*) AS n FROM testimonials"),
      owners: await count("SELECT COUNT(*) AS n FROM owners"),
      demoListings: (
        await state.database.query<{ listing_id: number }>(
          `SELECT listing_id FROM owner_properties JOIN owners ON owners.id = owner_id WHERE email = '${DEMO_OWNER.email}' ORDER BY listing_id`,
        )
      ).map((row) => row.listing_id),
      agency: config?.agency.name,
    };
  } finally {
    await state.dispose();
  }
}

describe("npm run setup:local", () => {
  it("migrates, imports the seed catalogue and testimonials, pushes the sample configuration and seeds the demo owner", async () => {
    const first = await command();
    expect(first.status, first.stderr).toBe(0);
    const state = await seeded();
    expect(state.migrations).toEqual(MIGRATIONS);
    expect(state.listings).toBeGreaterThan(100);
    expect(state.testimonials).toBe(10);
    expect(state.owners).toBe(1);
    expect(state.demoListings).toEqual([...DEMO_OWNER.listings].sort((a, b) => a - b));
    expect(state.agency).toBe(JSON.parse(readFileSync("config/sample.json", "utf8")).agency.name);
  }, 120_000);

  it("runs again without applying a migration twice or adding anything", async () => {
    const before = await seeded();
    const again = await setup();
    expect(again.status, again.stderr).toBe(0);
    expect(again.stdout).toContain("no migration to apply");
    expect(await seeded()).toEqual(before);
  }, 120_000);

  it("with --fresh starts over: what was stored since is gone, the seed is back", async () => {
    const before = await seeded();
    const state = await openLocalState(persist);
    try {
      await state.database.execute(["DELETE FROM testimonials"]);
      await state.kv.put("left-behind", "by an earlier run");
    } finally {
      await state.dispose();
    }
    const fresh = await setup("--fresh");
    expect(fresh.status, fresh.stderr).toBe(0);
    expect(await seeded()).toEqual(before);
    const after = await openLocalState(persist);
    try {
      // The two runs before left their imports in the log; a fresh state has this run's alone.
      expect(await after.database.query("SELECT COUNT(*) AS runs FROM import_runs")).toEqual([{ runs: 1 }]);
      expect(await after.kv.get("left-behind")).toBeNull();
    } finally {
      await after.dispose();
    }
  }, 120_000);

  // The same record wrangler keeps: the developer's `wrangler d1 migrations apply` finds nothing to do.
  it("leaves wrangler nothing to apply", () => {
    const run = spawnSync("wrangler", ["d1", "migrations", "list", "DB", "--local", "--persist-to", persist], {
      encoding: "utf8",
      env,
    });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain("No migrations to apply");
  }, 120_000);
});
