// npm run import -- <feed.json> [--check] [--allow-removals] [--remote] [--persist-to <dir>]
//
// Imports a CRM feed (one record per listing per language) into D1: local by default, production
// with --remote. Valid records replace their stored version, listings that left the feed are
// removed, and each invalid record is listed while the valid ones are imported. An import that
// would remove more than the site configuration allows (crmImport.removalLimitPercent, default
// 20 % of the listings) changes nothing and exits 1, unless --allow-removals confirms it; the
// refusal is logged and stored for the agency's mail, as the cron's are (decision 049). --check reports what an import would do and writes nothing. `--help` explains.
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { checkFeed, type CheckedFeed } from "../worker/import/feed.ts";
import { describeProblem } from "../worker/import/feed-problems.ts";
import {
  confirmAdvice,
  describeRemovals,
  isRemovalGuardFailure,
  refusalFigures,
  refusalReason,
  removalsAllowed,
  removalsOf,
  STORED_KEYS_QUERY,
  type Removals,
  type StoredKey,
} from "../worker/import/guard.ts";
import { refusalLeadStatement } from "../worker/import/refusal.ts";
import { renderStatement } from "../worker/import/sql.ts";
import {
  importStatements,
  refusedRunStatement,
  type ImportOptions,
  type Statement,
} from "../worker/import/statements.ts";
import { feedDigest } from "../worker/import/page-versions.ts";
import { D1Failure, type Database } from "./d1.ts";
import { readSiteConfig } from "./site-config-kv.ts";
import { wranglerContext, type ToolContext } from "./tool-context.ts";
import type { WranglerTarget } from "./wrangler.ts";

const USAGE = `usage: npm run import -- <feed.json> [options]

Checks a CRM feed (one record per listing per language) and imports it into D1: valid records
replace their stored version, listings and projects that left the feed are removed, and each
invalid record is listed by id, language and field (by its place in the feed when its ID cannot
be read) while the valid ones are imported. Works on local D1 unless --remote is given.

An import that would remove more than the site configuration allows (crmImport.removalLimitPercent,
default 20 % of the listings, and the same share of the projects; one may always go) is refused
and changes nothing: a truncated or partial export must not empty the site. The agency is mailed
about the refusal, once per refused export, by the site's scheduled job.

Options
  --check             check the feed and report what an import would do, compared with what D1
                      holds now (records, imported, rejected, removed, refused or not); writes nothing
  --allow-removals    import even if it removes more than the limit: the CRM really withdrew them
  --remote            production D1, held to the limit in production KV (refused when that cannot
                      be read, unless --allow-removals)
  --persist-to <dir>  local state kept elsewhere than .wrangler/state (as wrangler dev --persist-to)
  -h, --help          this text

Exit code 0 when the feed was imported (even with rejected records) or, with --check, could be;
1 when it is refused (unreadable file, no valid listing, too many removals) or wrangler fails.

Examples
  npm run import -- crm-export.json
  npm run import -- --check crm-export.json --remote
  npm run import -- crm-export.json --allow-removals --remote
`;

/** Ids named on the terminal; the rest are counted. */
const NAMED_IDS = 50;

/** What stops the import: shown on stderr, exit code 1. */
class Refusal extends Error {}

function refuse(message: string): never {
  throw new Refusal(message);
}

/** One run of the tool: the database it works on, where that is, and its context's KV and terminal. */
interface Run {
  db: Database;
  target: WranglerTarget;
  ctx: ToolContext;
}

function readFeed({ ctx }: Run, file: string): CheckedFeed {
  let document: unknown;
  try {
    document = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    refuse(`import: cannot read ${file}: ${(error as Error).message}`);
  }
  const check = checkFeed(document);
  if (!check.ok) {
    for (const problem of check.problems) ctx.err(`  ${describeProblem(problem)}`);
    refuse(`import: ${file} cannot be imported: ${check.reason}; D1 was not changed`);
  }
  for (const problem of check.feed.problems) ctx.err(`  warning: ${describeProblem(problem)}`);
  return check.feed;
}

function idList(ids: number[]): string {
  return ids.slice(0, NAMED_IDS).join(", ") + (ids.length > NAMED_IDS ? ` and ${ids.length - NAMED_IDS} more` : "");
}

/** The ids a refused or checked import would remove, one line per kind (none when they are not known). */
function removedIdLines(removals: Removals | null): string[] {
  if (removals === null) return [];
  return [
    ...(removals.listings.removed.length > 0
      ? [`  listings it would remove: ${idList(removals.listings.removed)}`]
      : []),
    ...(removals.projects.removed.length > 0
      ? [`  projects it would remove: ${idList(removals.projects.removed)}`]
      : []),
  ];
}

/** How a person confirms the removals: the same command with --allow-removals. */
function confirmCommand(file: string, target: WranglerTarget): string {
  const where = target.remote ? " --remote" : target.persistTo ? ` --persist-to ${target.persistTo}` : "";
  return `npm run import -- ${file} --allow-removals${where}`;
}

interface ConfiguredLimit {
  percent: number;
  /** Where it was read, as the tool says it: "local KV", "production KV (last good copy)", "the bundled sample". */
  source: string;
  /** The agency's language (languageDefault), which a refusal's mail is written in. */
  language: string;
}

/**
 * The removal limit the site configuration sets. When production's configuration cannot be read
 * the import is refused: the bundled sample's limit may not be the one the agency chose, and
 * --allow-removals needs none.
 */
async function configuredLimit({ target, ctx }: Run, file: string): Promise<ConfiguredLimit> {
  const read = await readSiteConfig(target.remote, ctx.siteConfig(target));
  if (read.config === null) {
    refuse(
      `import: the removal limit (crmImport.removalLimitPercent) is not known: ${read.problem}; production D1 was not changed\n` +
        `import: push the site configuration (npm run config:push -- --file <config.json> --remote) and run again, or import without a limit: ${confirmCommand(file, target)}`,
    );
  }
  if (read.problem) ctx.err(`  warning: ${read.problem}; the removal limit comes from ${read.source}`);
  return {
    percent: read.config.crmImport.removalLimitPercent,
    source: read.source,
    language: read.config.languageDefault,
  };
}

function storedKeys({ db }: Run): Promise<StoredKey[]> {
  return db.query<StoredKey>(STORED_KEYS_QUERY);
}

/** --check: the report of what an import would do, without writing anything. */
async function check(run: Run, file: string, feed: CheckedFeed, allowRemovals: boolean): Promise<void> {
  const { target, ctx } = run;
  const where = target.remote ? "production D1" : "local D1";
  ctx.out(
    `import: ${file}: ${feed.records} records: ${feed.properties.length + feed.projects.length} would be imported, ${feed.rejected.length} rejected (check only: nothing was written)`,
  );
  let stored: StoredKey[];
  try {
    stored = await storedKeys(run);
  } catch (error) {
    ctx.err(
      `import: ${where} could not be read, so what the import would remove is not known: ${(error as Error).message.split("\n")[0]}`,
    );
    return;
  }
  const { percent: limit, source } = allowRemovals ? { percent: 100, source: "" } : await configuredLimit(run, file);
  const removals = removalsOf(feed, stored);
  ctx.out(`import: compared with ${where}: it would remove ${describeRemovals(removals, limit)}`);
  for (const line of removedIdLines(removals)) ctx.out(line);
  if (allowRemovals) ctx.out("import: the removals are confirmed (--allow-removals): the feed can be imported");
  else if (removalsAllowed(removals, limit))
    ctx.out(
      `import: within the limit of ${limit} % (crmImport.removalLimitPercent, ${source}): the feed can be imported`,
    );
  else {
    refuse(
      `import: an import would be refused: ${refusalReason(removals, limit)} (crmImport.removalLimitPercent, ${source})\nimport: ${confirmAdvice(confirmCommand(file, target))}`,
    );
  }
}

/** The import's SQL, rendered one statement at a time (a feed of 60,000 records makes ~150 MB of it). */
function* rendered(statements: Statement[]): Iterable<string> {
  for (const statement of statements) yield renderStatement(statement);
}

async function importInto(run: Run, file: string, feed: CheckedFeed, allowRemovals: boolean): Promise<void> {
  const { db, target, ctx } = run;
  const where = target.remote ? "production D1" : "local D1";
  const limit = allowRemovals ? null : await configuredLimit(run, file);
  const options: ImportOptions = { source: "cli", now: new Date(), removalLimit: limit?.percent ?? null };
  const digest = feedDigest(feed);
  try {
    // One transaction: the removal guard failing any statement leaves nothing of the import.
    await db.execute(rendered(importStatements(feed, options, digest)));
  } catch (error) {
    if (error instanceof D1Failure && limit && isRemovalGuardFailure(error.message))
      await refuseRemovals(run, file, feed, digest, { ...options, limit });
    if (error instanceof D1Failure)
      refuse(`${error.message}\nimport: wrangler d1 execute failed; the import did not complete`);
    throw error;
  }
  // The number of removed records is counted inside the database; read it back from the run's row.
  const [logged] = await db.query<{ removed: number }>(
    `SELECT removed FROM import_runs WHERE source = 'cli' AND started_at = '${options.now.toISOString()}' ORDER BY id DESC LIMIT 1`,
  );
  ctx.out(
    `import: ${file}: ${feed.records} records, ${feed.properties.length + feed.projects.length} imported, ${logged?.removed ?? "?"} removed, ${feed.rejected.length} rejected (${where})`,
  );
}

/**
 * The guard failed the whole file, so nothing was changed: reads what the import would have
 * removed (once, after the rollback), logs the refused run and stores the refusal for the
 * agency's mail, as the cron does; then refuses with the figures and the confirming command. A
 * failed read or write is a warning: the refusal stands.
 */
async function refuseRemovals(
  tool: Run,
  file: string,
  feed: CheckedFeed,
  digest: string,
  run: ImportOptions & { limit: ConfiguredLimit },
): Promise<never> {
  const { db, target, ctx } = tool;
  const where = target.remote ? "production D1" : "local D1";
  const { percent, source, language } = run.limit;
  let removals: Removals | null = null;
  try {
    removals = refusalFigures(feed, await storedKeys(tool), percent);
    if (removals === null)
      ctx.err("  warning: the catalogue changed before the refusal's figures were read, so they are left out");
  } catch (error) {
    ctx.err(`  warning: the refusal's figures could not be read: ${(error as Error).message.split("\n")[0]}`);
  }
  const reason = refusalReason(removals, percent);
  const refusal = { feed, feedDigest: digest, removals, limitPercent: percent };
  let mail = `import: the agency will be mailed about this refusal (once for this export) by ${target.remote ? "the site's scheduled job, within 40 minutes" : "the local worker's scheduled job (curl http://localhost:8787/__scheduled) once it has waited ten minutes"}`;
  try {
    await db.execute([
      renderStatement(refusedRunStatement(feed, run, removals, reason)),
      renderStatement(refusalLeadStatement(refusal, run, language)),
    ]);
  } catch (error) {
    ctx.err(
      `  warning: the refusal could not be logged in import_runs nor stored for the agency's mail: ${(error as Error).message.split("\n")[0]}`,
    );
    mail = "import: the refusal could not be stored for the agency's mail";
  }
  refuse(
    [
      `import: ${file} was refused: ${reason} (crmImport.removalLimitPercent, ${source}); ${where} was not changed`,
      ...removedIdLines(removals),
      `import: ${confirmAdvice(confirmCommand(file, target))}`,
      mail,
    ].join("\n"),
  );
}

async function main(argv: string[], ctx: ToolContext): Promise<void> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      check: { type: "boolean", default: false },
      "allow-removals": { type: "boolean", default: false },
      remote: { type: "boolean", default: false },
      "persist-to": { type: "string" },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  if (values.help) {
    ctx.out(USAGE);
    return;
  }
  if (positionals.length !== 1)
    refuse(
      `import: ${positionals.length === 0 ? "no feed file given" : `one feed file at a time, not ${positionals.length}`}\n\n${USAGE}`,
    );
  if (values.remote && values["persist-to"]) refuse("import: --persist-to is for local D1; it cannot go with --remote");
  const file = positionals[0]!;
  const target: WranglerTarget = { remote: values.remote, persistTo: values["persist-to"] };
  const run: Run = { db: ctx.database(target), target, ctx };
  const feed = readFeed(run, file);
  if (values.check) await check(run, file, feed, values["allow-removals"]);
  else await importInto(run, file, feed, values["allow-removals"]);
}

/** Runs the tool on `argv` (the words after `npm run import --`); the exit code: 0 imported or importable, 1 refused. */
export async function runImport(argv: string[], ctx: ToolContext): Promise<number> {
  try {
    await main(argv, ctx);
    return 0;
  } catch (error) {
    if (error instanceof Refusal || error instanceof D1Failure) {
      ctx.err(error.message);
      return 1;
    }
    // parseArgs explains unknown or incomplete options in its own words.
    if (error instanceof TypeError && "code" in error && String(error.code).startsWith("ERR_PARSE_ARGS")) {
      ctx.err(`import: ${error.message}\n\n${USAGE}`);
      return 1;
    }
    throw error;
  }
}

if (import.meta.main) {
  const status = await runImport(process.argv.slice(2), wranglerContext);
  if (status !== 0) process.exit(status);
}
