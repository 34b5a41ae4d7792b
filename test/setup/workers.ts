/// <reference types="vite/client" />
import { applyD1Migrations, env, type D1Migration } from "cloudflare:test";
import { afterEach, beforeEach, expect, vi } from "vitest";
import sample from "../../config/sample.json";
import seedFeed from "../../migrations/seed/feed.json";
import seedTestimonials from "../../migrations/seed/testimonials.sql?raw";
import { CONFIG_KEY } from "../../config/storage.ts";
import { importFeed } from "../../worker/import/import.ts";
import { forgetCachedConfig } from "../../worker/site/config-store.ts";
import { forgetKeptPages } from "../../worker/render/kept-pages.ts";
import { forgetKeptRenders } from "../../worker/render/kept-renders.ts";

// Test files share one runtime (vitest.config.ts: isolate false), so each starts from a fresh
// database: every table and view dropped and the migrations applied again, then the seed below.
const objects = await env.DB.prepare(
  "SELECT type, name FROM sqlite_master WHERE type IN ('table', 'view') AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'",
).all<{ type: "table" | "view"; name: string }>();
if (objects.results.length > 0) {
  await env.DB.batch([
    env.DB.prepare("PRAGMA defer_foreign_keys = ON"),
    ...objects.results.filter((o) => o.type === "view").map((o) => env.DB.prepare(`DROP VIEW IF EXISTS "${o.name}"`)),
    ...objects.results.filter((o) => o.type === "table").map((o) => env.DB.prepare(`DROP TABLE IF EXISTS "${o.name}"`)),
  ]);
}
// And with empty KV and uploads.
for (const { name } of (await env.SITE_CONFIG.list()).keys) await env.SITE_CONFIG.delete(name);
for (const object of (await env.UPLOADS.list()).objects) await env.UPLOADS.delete(object.key);

// Unit tests check pure rules: they get the empty database, so one that reaches for D1 fails every
// time rather than by the order of files; migrating and seeding cost about 0.2 s per file.
if (!expect.getState().testPath?.includes("/test/unit/")) await migrateAndSeed();

async function migrateAndSeed(): Promise<void> {
  // TEST_MIGRATIONS is a test-only binding added in vitest.config.ts.
  await applyD1Migrations(env.DB, (env as Env & { TEST_MIGRATIONS: D1Migration[] }).TEST_MIGRATIONS);

  // Every test file starts with the seed catalogue, as `npm start` does (the import is idempotent).
  await importFeed(env.DB, seedFeed, { source: "cli", now: new Date(seedFeed.generatedAt), removalLimit: 20 });

  // And with the seed testimonials, as `npm run setup:local` loads them (one statement, see the file).
  await env.DB.prepare(seedTestimonials).run();
}

// Every test starts from the sample configuration in KV, as `npm start` does, and no page kept in memory.
beforeEach(async () => {
  forgetCachedConfig();
  forgetKeptPages();
  forgetKeptRenders();
  await env.SITE_CONFIG.put(CONFIG_KEY, JSON.stringify(sample));
});

// A test fails on unexpected console errors (they are shown in the failure); a test that
// expects errors reads them with takeConsoleErrors().
let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});
afterEach(() => {
  const unexpected = errors;
  vi.restoreAllMocks();
  if (unexpected.length > 0)
    throw new Error(`unexpected console.error: ${unexpected.map((a) => a.map(String).join(" ")).join("\n")}`);
});

/** The console errors logged so far in this test; a test that expects errors reads and clears them. */
export function takeConsoleErrors(): string[] {
  return errors.splice(0).map((args) => args.map(String).join(" "));
}
