/**
 * The agency's tools (npm run owner, npm run import, npm run config:push) run inside the test's
 * process, on local D1 and KV kept in a folder exactly as `--persist-to <folder>` keeps them
 * (Miniflare, as `wrangler d1 execute --local` opens them), so a test can also read what a
 * spawned command wrote. The tools' output is collected as the terminal would show it.
 */
import { spawn } from "node:child_process";
import { bindingStore, type LocalState } from "../../scripts/local-state.ts";
import type { ToolContext } from "../../scripts/tool-context.ts";
import type { WranglerTarget } from "../../scripts/wrangler.ts";

// The schema as `wrangler d1 migrations apply` gives it: each migration as one transaction, in order.
export {
  applyPendingMigrations as applyMigrations,
  openLocalState,
  type LocalState,
} from "../../scripts/local-state.ts";

export interface ToolRun {
  status: number;
  stdout: string;
  stderr: string;
}

type Tool = (argv: string[], ctx: ToolContext) => Promise<number>;

/**
 * Runs a tool as its command would run, on the local states given (matched by --persist-to).
 * Any other target, production's included, fails the test the moment the tool reads or writes it.
 */
export function toolRunner(tool: Tool, states: () => LocalState[], env: Record<string, string> = {}) {
  const stateAt = (target: WranglerTarget): LocalState => {
    const state = target.remote ? undefined : states().find((candidate) => candidate.persist === target.persistTo);
    if (!state)
      throw new Error(`the test has no state at ${target.remote ? "--remote" : `--persist-to ${target.persistTo}`}`);
    return state;
  };
  return async (argv: string[], extraEnv: Record<string, string> = {}): Promise<ToolRun> => {
    const run = { stdout: "", stderr: "" };
    const ctx: ToolContext = {
      database: (target) => ({
        query: (sql) => stateAt(target).database.query(sql),
        execute: (statements) => stateAt(target).database.execute(statements),
      }),
      siteConfig: (target) => ({
        get: (key) => bindingStore(stateAt(target).kv).get(key),
        put: (key, text) => bindingStore(stateAt(target).kv).put(key, text),
      }),
      env: { ...env, ...extraEnv },
      out: (line) => void (run.stdout += `${line}\n`),
      err: (line) => void (run.stderr += `${line}\n`),
    };
    const status = await tool(argv, ctx);
    return { status, ...run };
  };
}

/**
 * Runs a command as the agency would (`node scripts/<tool>.ts …`, which runs wrangler), without
 * blocking this process: the local state stays open and answering while the command works.
 */
export function spawnTool(args: string[], env: NodeJS.ProcessEnv): Promise<ToolRun> {
  return new Promise((resolve, reject) => {
    const child = spawn("node", args, { env, stdio: ["ignore", "pipe", "pipe"] });
    const run = { stdout: "", stderr: "" };
    child.stdout.setEncoding("utf8").on("data", (text: string) => void (run.stdout += text));
    child.stderr.setEncoding("utf8").on("data", (text: string) => void (run.stderr += text));
    child.on("error", reject);
    child.on("close", (status) => resolve({ status: status ?? 1, ...run }));
  });
}
