// npm run config:push [-- --file <config.json>] [--remote] [--check] [--persist-to <dir>]
//
// Validates the agency's site configuration and writes it to KV (local by default, production
// with --remote). An invalid document exits 1, lists every problem with its path and leaves KV
// untouched. The validated document is also kept under a second key as the last good
// configuration, which the worker serves if the main key is ever broken by hand.
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { validateSiteConfig } from "../config/schema.ts";
import { CONFIG_KEY, LAST_GOOD_KEY } from "../config/storage.ts";
import { KvWriteFailure } from "./site-config-kv.ts";
import { wranglerContext, type ToolContext } from "./tool-context.ts";

/** Runs the tool on `argv` (the words after `npm run config:push --`); the exit code: 0 valid (and written), else not. */
export async function runConfigPush(argv: string[], ctx: ToolContext): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      file: { type: "string", default: "config/sample.json" },
      remote: { type: "boolean", default: false },
      check: { type: "boolean", default: false },
      "persist-to": { type: "string" },
    },
  });

  let document: unknown;
  try {
    document = JSON.parse(readFileSync(values.file!, "utf8"));
  } catch (error) {
    ctx.err(`config: cannot read ${values.file}: ${(error as Error).message}`);
    return 1;
  }

  const result = validateSiteConfig(document);
  if (!result.ok) {
    ctx.err(
      `config: ${values.file} is invalid (${result.problems.length} problem${result.problems.length === 1 ? "" : "s"}); KV was not changed:`,
    );
    for (const problem of result.problems) ctx.err(`  ${problem}`);
    return 1;
  }
  ctx.out(`config: ${values.file} is valid`);
  if (values.check) return 0;

  const store = ctx.siteConfig({ remote: values.remote, persistTo: values["persist-to"] });
  for (const key of [CONFIG_KEY, LAST_GOOD_KEY]) {
    try {
      await store.put(key, JSON.stringify(document));
    } catch (error) {
      if (!(error instanceof KvWriteFailure)) throw error;
      ctx.err(`config: writing ${key} failed`);
      return error.status;
    }
  }
  ctx.out(`config: written to ${values.remote ? "production" : "local"} KV`);
  return 0;
}

if (import.meta.main) {
  const status = await runConfigPush(process.argv.slice(2), wranglerContext);
  if (status !== 0) process.exit(status);
}
