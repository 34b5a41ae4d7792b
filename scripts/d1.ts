/**
 * The agency's tools' way into D1 (npm run owner, npm run import): `wrangler d1 execute`, local
 * (optionally with --persist-to) or remote. Reads go through --command; writes through a --file
 * in a private temporary folder that is removed at once, so a password hash never shows on a
 * command line. Wrangler's output is only shown when it fails, with any password hash in it
 * blotted out.
 */
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runWrangler, targetArgs, type WranglerTarget } from "./wrangler.ts";

/** Local D1 (optionally kept elsewhere) or production's. */
export type D1Target = WranglerTarget;

export class D1Failure extends Error {}

/**
 * What a tool asks of D1. The tools run on wrangler (wranglerDatabase); their tests pass a
 * database of their own with the same behaviour: a failure is a D1Failure carrying the
 * database's message.
 */
export interface Database {
  /** The rows of one SELECT. */
  query<Row>(sql: string): Promise<Row[]>;
  /** Runs one statement per item as one transaction: a statement that fails leaves nothing of the others. */
  execute(statements: Iterable<string>): Promise<void>;
}

/** Replaces stored password hashes in a text before it is shown. */
export function redactHashes(text: string): string {
  return text.replace(/pbkdf2-sha256\$[^'"\s,)]*/g, "pbkdf2-sha256$[redacted]");
}

function wrangler(target: D1Target, args: string[]) {
  const run = runWrangler(["d1", "execute", "DB", ...targetArgs(target), "--yes", ...args]);
  if (run.status !== 0) {
    const output = redactHashes(`${run.stdout ?? ""}\n${run.stderr ?? ""}`).trim();
    throw new D1Failure(`wrangler d1 execute failed (exit ${run.status ?? "none"})${output ? `:\n${output}` : ""}`);
  }
  return run.stdout;
}

/** The rows of one SELECT. */
export function d1Query<Row>(target: D1Target, sql: string): Row[] {
  const stdout = wrangler(target, ["--json", "--command", sql]);
  const results = (JSON.parse(stdout) as { results?: Row[] }[])[0]?.results;
  if (!results) throw new D1Failure(`wrangler d1 execute returned no rows for: ${redactHashes(sql)}`);
  return results;
}

/**
 * Runs statements from a file written statement by statement (an import of 60,000 records makes
 * one of ~150 MB); D1 runs the file as one transaction, so a statement that fails leaves nothing
 * of it.
 */
export function d1Execute(target: D1Target, statements: Iterable<string>): void {
  const dir = mkdtempSync(join(tmpdir(), "d1-cli-"));
  try {
    const file = join(dir, "statements.sql");
    const fd = openSync(file, "w", 0o600);
    try {
      for (const statement of statements) writeSync(fd, `${statement}\n`);
    } finally {
      closeSync(fd);
    }
    wrangler(target, ["--file", file]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** D1 at `target` through wrangler: what `npm run owner` and `npm run import` work on. */
export function wranglerDatabase(target: D1Target): Database {
  return {
    query: async <Row>(sql: string) => d1Query<Row>(target, sql),
    execute: async (statements: Iterable<string>) => d1Execute(target, statements),
  };
}
