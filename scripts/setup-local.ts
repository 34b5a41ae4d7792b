// Prepares local state for `npm start` and the end-to-end tests: applies the D1 migrations, imports
// the seed catalogue (migrations/seed/feed.json), loads the seed testimonials
// (migrations/seed/testimonials.sql) and the sample agency configuration into local KV, and seeds
// the owner portal's demo owner (scripts/owner-demo.ts; README gives the credentials). Safe to run
// again at any time. The agency's tools do the work, in this process, on the local state opened
// once (scripts/local-state.ts), as `wrangler dev --persist-to` then reads it. With --fresh it
// first removes everything kept in that folder (leads, mails, sessions, caches), as the
// end-to-end tests do so that each run starts from the same state.
// Usage: node scripts/setup-local.ts [--persist-to <dir>] [--fresh]
import { readFileSync, rmSync } from "node:fs";
import { parseArgs } from "node:util";
import { runConfigPush } from "./config-push.ts";
import { runImport } from "./import.ts";
import { applyPendingMigrations, openLocalState } from "./local-state.ts";
import { runOwner } from "./owner.ts";
import { DEFAULT_PERSIST, localStateContext, wranglerContext, type ToolContext } from "./tool-context.ts";

/** The terminal the setup reports to: the console from the command line, a collector in tests. */
export type SetupOutput = Pick<ToolContext, "out" | "err">;

export async function runSetupLocal(argv: string[], output: SetupOutput = wranglerContext): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: { "persist-to": { type: "string" }, fresh: { type: "boolean" } },
  });
  const persist = values["persist-to"] ?? DEFAULT_PERSIST;
  const where = ["--persist-to", persist];
  if (values.fresh) {
    rmSync(persist, { recursive: true, force: true });
    output.out(`setup: removed what ${persist} kept`);
  }

  const state = await openLocalState(persist);
  try {
    const ctx: ToolContext = { ...localStateContext(state), out: output.out, err: output.err };
    const migrated = await applyPendingMigrations(state);
    output.out(`setup: ${migrated.length ? `applied ${migrated.join(", ")}` : "no migration to apply"}`);
    // The seed is the local catalogue: whatever an earlier import left goes (a confirmed import, decision 049).
    const steps: [string, () => Promise<number>][] = [
      ["import", () => runImport(["migrations/seed/feed.json", "--allow-removals", ...where], ctx)],
      [
        "testimonials",
        async () => {
          // One statement that replaces the seed rows by id (the file says why).
          await state.database.execute([readFileSync("migrations/seed/testimonials.sql", "utf8")]);
          return 0;
        },
      ],
      ["config:push", () => runConfigPush(where, ctx)],
      ["owner demo", () => runOwner(["demo", ...where], ctx)],
    ];
    for (const [name, step] of steps) {
      const status = await step();
      if (status !== 0) {
        output.err(`setup: ${name} failed`);
        return status;
      }
    }
    return 0;
  } finally {
    await state.dispose();
  }
}

if (import.meta.main) {
  const status = await runSetupLocal(process.argv.slice(2));
  if (status !== 0) process.exitCode = status;
}
