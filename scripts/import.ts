// npm run import -- <feed.json> [--remote] [--persist-to <dir>]
//
// Imports a CRM feed (one record per listing per language) into D1: local by default, production
// with --remote. Valid records replace their stored version, listings that left the feed are
// removed, and each invalid record is listed by id, language and field while the valid ones are
// imported. Exit code 0 when the feed was imported (even with rejected records); 1 when the file
// is unreadable, the feed is unusable or has no valid listing, or wrangler fails.
import { spawnSync } from "node:child_process";
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { checkFeed, type FeedProblem } from "../worker/catalogue/feed.ts";
import { renderStatement } from "../worker/catalogue/import-sql.ts";
import { importStatements } from "../worker/catalogue/import-statements.ts";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    remote: { type: "boolean", default: false },
    "persist-to": { type: "string" },
  },
});

const file = positionals[0];
if (!file || positionals.length > 1) {
  console.error("usage: npm run import -- <feed.json> [--remote] [--persist-to <dir>]");
  process.exit(1);
}

const describe = (p: FeedProblem) => `${p.record} ${p.id ?? "(no id)"} (${p.language ?? "no language"}) ${p.field}: ${p.message}`;

let document: unknown;
try {
  document = JSON.parse(readFileSync(file, "utf8"));
} catch (error) {
  console.error(`import: cannot read ${file}: ${(error as Error).message}`);
  process.exit(1);
}

const check = checkFeed(document);
document = undefined; // a large feed's parsed form is not needed any more
if (!check.ok) {
  for (const problem of check.problems) console.error(`  ${describe(problem)}`);
  console.error(`import: ${file} cannot be imported: ${check.reason}; D1 was not changed`);
  process.exit(1);
}
const { feed } = check;
for (const problem of feed.problems) console.warn(`  warning: ${describe(problem)}`);

const target = values.remote ? ["--remote"] : ["--local", ...(values["persist-to"] ? ["--persist-to", values["persist-to"]] : [])];
const env = { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" };

function wrangler(args: string[]) {
  return spawnSync("wrangler", ["d1", "execute", "DB", ...target, "--yes", ...args], {
    encoding: "utf8",
    env,
    maxBuffer: 64 * 1024 * 1024,
    stdio: ["ignore", "pipe", "pipe"],
    shell: process.platform === "win32",
  });
}

const dir = mkdtempSync(join(tmpdir(), "crm-import-"));
try {
  // Written statement by statement: a feed of 60,000 records makes a SQL file of ~150 MB.
  const sqlFile = join(dir, "import.sql");
  const fd = openSync(sqlFile, "w");
  for (const statement of importStatements(feed, { source: "cli", now: new Date() })) writeSync(fd, `${renderStatement(statement)}\n`);
  closeSync(fd);
  const run = wrangler(["--file", sqlFile]);
  if (run.status !== 0) {
    console.error(run.stdout, run.stderr);
    console.error(`import: wrangler d1 execute failed (exit ${run.status}); the import did not complete`);
    process.exit(1);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

// The number of removed records is counted inside the database; read it back from the run's row.
const last = wrangler(["--json", "--command", "SELECT removed FROM import_runs ORDER BY id DESC LIMIT 1"]);
const removed = last.status === 0 ? (JSON.parse(last.stdout) as { results: { removed: number }[] }[])[0]?.results[0]?.removed : undefined;

const where = values.remote ? "production D1" : "local D1";
console.log(
  `import: ${file}: ${feed.records} records, ${feed.properties.length + feed.projects.length} imported, ${removed ?? "?"} removed, ${feed.rejected.length} rejected (${where})`,
);
