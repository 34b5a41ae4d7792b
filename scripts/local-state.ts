/**
 * Local D1 and KV opened in this process, kept in a folder exactly as `wrangler dev --persist-to
 * <folder>` keeps them (Miniflare, as `wrangler d1 execute --local` opens them): what
 * `npm run setup:local` seeds in one go, and what the tools' tests run on. A tool run on it
 * (scripts/tool-context.ts) reads and writes what the local server then serves.
 */
import { readD1Migrations } from "@cloudflare/vitest-plugin";
import { convertV4MiniflareOptions, Miniflare } from "miniflare";
import { join } from "node:path";
import { D1Failure, type Database } from "./d1.ts";
import type { SiteConfigStore } from "./site-config-kv.ts";

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

/** How long a query waits for another process's write to the same database to end. */
const BUSY_PATIENCE_MS = 30_000;

/** Local D1 and KV as a command given `--persist-to <persist>` sees them. */
export interface LocalState {
  persist: string;
  /** The D1 binding, for a caller's own queries. */
  db: D1Database;
  /** The SITE_CONFIG namespace, for a caller's own reads and writes. */
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
    const until = Date.now() + BUSY_PATIENCE_MS;
    for (let wait = 50; ; wait = Math.min(wait * 2, 1_000)) {
      const answer = (await (
        await mf.dispatchFetch("http://sql.local/", { method: "POST", body: JSON.stringify(body) })
      ).json()) as { rows: Row[] } | { error: string };
      if (!("error" in answer)) return answer.rows;
      // The running local server (npm start, the end-to-end server) writes to the same file now
      // and then. A batch is one transaction, so one refused for that applied nothing: ask again
      // once the other writer is done, rather than fail the tool halfway through its work.
      if (!/SQLITE_BUSY|database is locked/.test(answer.error) || Date.now() + wait > until)
        throw new D1Failure(`D1 failed: ${answer.error}`);
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
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

/** Where `wrangler d1 migrations apply` records what it applied (its default table). */
const MIGRATIONS_TABLE = "d1_migrations";

/**
 * Applies the migrations the database has not had yet, in order, each as one transaction with
 * its record in the table `wrangler d1 migrations apply` keeps: either tool can apply the next.
 * Returns the names applied.
 */
export async function applyPendingMigrations(state: LocalState, folder = "migrations"): Promise<string[]> {
  await state.database.execute([
    `CREATE TABLE IF NOT EXISTS ${MIGRATIONS_TABLE} (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT UNIQUE, applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL);`,
  ]);
  const applied = new Set(
    (await state.database.query<{ name: string }>(`SELECT name FROM ${MIGRATIONS_TABLE}`)).map((row) => row.name),
  );
  const pending = (await readD1Migrations(folder)).filter((migration) => !applied.has(migration.name));
  for (const migration of pending)
    await state.database.execute([
      ...migration.queries,
      `INSERT INTO ${MIGRATIONS_TABLE} (name) VALUES ('${migration.name.replace(/'/g, "''")}');`,
    ]);
  return pending.map((migration) => migration.name);
}

/** The SITE_CONFIG namespace as the tools see it. */
export function bindingStore(kv: KVNamespace): SiteConfigStore {
  return {
    async get(key) {
      const text = await kv.get(key);
      return text === null ? { kind: "absent" } : { kind: "found", text };
    },
    put: (key, text) => kv.put(key, text),
  };
}
