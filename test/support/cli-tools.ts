/**
 * The agency's tools (npm run owner, npm run import, npm run config:push) run inside the test's
 * process, on local D1 and KV kept in a folder exactly as `--persist-to <folder>` keeps them
 * (Miniflare, as `wrangler d1 execute --local` opens them), so a test can also read what a
 * spawned command wrote. The tools' output is collected as the terminal would show it.
 */
import { readD1Migrations } from "@cloudflare/vitest-plugin";
import { convertV4MiniflareOptions, Miniflare } from "miniflare";
import { spawn } from "node:child_process";
import { join } from "node:path";
import { D1Failure, type Database } from "../../scripts/d1.ts";
import type { SiteConfigStore } from "../../scripts/site-config-kv.ts";
import type { ToolContext } from "../../scripts/tool-context.ts";
import type { WranglerTarget } from "../../scripts/wrangler.ts";

/**
 * Runs a tool's SQL inside workerd, each call one request: a batch of statements prepared one by
 * one from Node would cost a round trip each (an import has hundreds).
 */
const SQL_WORKER = `export default {
  async fetch(request, env) {
    const { sql, statements } = await request.json();
    try {
      if (statements) {
        if (statements.length > 0) await env.DB.batch(statements.map((statement) => env.DB.prepare(statement)));
        return Response.json({ rows: [] });
      }
      return Response.json({ rows: (await env.DB.prepare(sql).all()).results });
    } catch (error) {
      return Response.json({ error: String(error.message) + (error.cause ? " " + String(error.cause) : "") });
    }
  },
};`;

/** Local D1 and KV as a command given `--persist-to <persist>` sees them. */
export interface LocalState {
  persist: string;
  /** The D1 binding, for a test's own queries. */
  db: D1Database;
  /** The SITE_CONFIG namespace, for a test's own reads and writes. */
  kv: KVNamespace;
  /** D1 as the tools see it: a failure is a D1Failure with the database's message. */
  database: Database;
  dispose(): Promise<void>;
}

export async function openLocalState(persist: string): Promise<LocalState> {
  // As wrangler opens `--persist-to <folder>` state: under <folder>/v3, the database and the
  // namespace named by their bindings (wrangler.jsonc gives them no ids).
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      modules: true,
      script: SQL_WORKER,
      resourcePersistencePath: join(persist, "v3"),
      d1Databases: { DB: "DB" },
      kvNamespaces: { SITE_CONFIG: "SITE_CONFIG" },
    }),
  );
  const ask = async <Row>(body: { sql: string } | { statements: string[] }): Promise<Row[]> => {
    const answer = (await (
      await mf.dispatchFetch("http://sql.local/", { method: "POST", body: JSON.stringify(body) })
    ).json()) as { rows: Row[] } | { error: string };
    if ("error" in answer) throw new D1Failure(`D1 failed: ${answer.error}`);
    return answer.rows;
  };
  return {
    persist,
    db: (await mf.getD1Database("DB")) as unknown as D1Database,
    kv: (await mf.getKVNamespace("SITE_CONFIG")) as unknown as KVNamespace,
    database: {
      query: (sql) => ask({ sql }),
      execute: async (statements) => void (await ask({ statements: [...statements] })),
    },
    dispose: () => mf.dispose(),
  };
}

/** The schema, as `wrangler d1 migrations apply` gives it: each migration as one transaction, in order. */
export async function applyMigrations(state: LocalState): Promise<void> {
  for (const migration of await readD1Migrations("migrations")) await state.database.execute(migration.queries);
}

function bindingStore(kv: KVNamespace): SiteConfigStore {
  return {
    async get(key) {
      const text = await kv.get(key);
      return text === null ? { kind: "absent" } : { kind: "found", text };
    },
    put: (key, text) => kv.put(key, text),
  };
}

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
