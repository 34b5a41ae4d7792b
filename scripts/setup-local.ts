// Prepares local state for `npm start` and the end-to-end tests: applies the D1 migrations, imports
// the seed catalogue (migrations/seed/feed.json), loads the seed testimonials
// (migrations/seed/testimonials.sql) and the sample agency configuration into local KV, and seeds
// the owner portal's demo owner (scripts/owner-demo.ts; README gives the credentials). Safe to run
// again at any time.
// Usage: node scripts/setup-local.ts [--persist-to <dir>]
import { spawnSync } from "node:child_process";
import { parseArgs } from "node:util";

const { values } = parseArgs({ options: { "persist-to": { type: "string" } } });
const persist = values["persist-to"] ? ["--persist-to", values["persist-to"]] : [];
const env = { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" };

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { stdio: "inherit", env, shell: process.platform === "win32" });
  if (result.status !== 0) {
    console.error(`setup: ${command} ${args.join(" ")} failed`);
    process.exit(result.status ?? 1);
  }
}

run("wrangler", ["d1", "migrations", "apply", "DB", "--local", ...persist]);
// The seed is the local catalogue: whatever an earlier import left goes (a confirmed import, decision 049).
run("node", ["scripts/import.ts", "migrations/seed/feed.json", "--allow-removals", ...persist]);
run("wrangler", ["d1", "execute", "DB", "--local", "--file", "migrations/seed/testimonials.sql", ...persist]);
run("node", ["scripts/config-push.ts", ...persist]);
run("node", ["scripts/owner.ts", "demo", ...persist]);
