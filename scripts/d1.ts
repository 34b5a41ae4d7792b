/**
 * The agency's tools' way into D1 (npm run owner, npm run import): `wrangler d1 execute`, local
 * (optionally with --persist-to) or remote. Reads go through --command; writes through a --file
 * in a private temporary folder that is removed at once, so a password hash never shows on a
 * command line. Wrangler's output is only shown when it fails, with any password hash in it
 * blotted out.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runWrangler, targetArgs, type WranglerTarget } from "./wrangler.ts";

/** Local D1 (optionally kept elsewhere) or production's. */
export type D1Target = WranglerTarget;

export class D1Failure extends Error {}

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

/** Runs statements from a file; a statement that fails stops the rest. */
export function d1Execute(target: D1Target, statements: string[]): void {
  const dir = mkdtempSync(join(tmpdir(), "d1-cli-"));
  try {
    const file = join(dir, "statements.sql");
    writeFileSync(file, `${statements.join("\n")}\n`, { mode: 0o600 });
    d1ExecuteFile(target, file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Runs a SQL file the caller wrote; D1 runs it as one transaction, so a statement that fails leaves nothing of the file. */
export function d1ExecuteFile(target: D1Target, file: string): void {
  wrangler(target, ["--file", file]);
}
