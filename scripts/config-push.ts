// npm run config:push [-- --file <config.json>] [--remote] [--check] [--persist-to <dir>]
//
// Validates the agency's site configuration and writes it to KV (local by default, production
// with --remote). An invalid document exits 1, lists every problem with its path and leaves KV
// untouched. The validated document is also kept under a second key as the last good
// configuration, which the worker serves if the main key is ever broken by hand.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { validateSiteConfig } from "../config/schema.ts";
import { CONFIG_KEY, LAST_GOOD_KEY } from "../config/storage.ts";

const { values } = parseArgs({
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
  console.error(`config: cannot read ${values.file}: ${(error as Error).message}`);
  process.exit(1);
}

const result = validateSiteConfig(document);
if (!result.ok) {
  console.error(
    `config: ${values.file} is invalid (${result.problems.length} problem${result.problems.length === 1 ? "" : "s"}); KV was not changed:`,
  );
  for (const problem of result.problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log(`config: ${values.file} is valid`);
if (values.check) process.exit(0);

const dir = mkdtempSync(join(tmpdir(), "site-config-"));
const file = join(dir, "config.json");
writeFileSync(file, JSON.stringify(document));
const target = values.remote
  ? ["--remote"]
  : ["--local", ...(values["persist-to"] ? ["--persist-to", values["persist-to"]] : [])];
try {
  for (const key of [CONFIG_KEY, LAST_GOOD_KEY]) {
    const run = spawnSync(
      "wrangler",
      ["kv", "key", "put", key, "--path", file, "--binding", "SITE_CONFIG", ...target],
      {
        stdio: ["ignore", "inherit", "inherit"],
        env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
        shell: process.platform === "win32",
      },
    );
    if (run.status !== 0) {
      console.error(`config: writing ${key} failed`);
      process.exit(run.status ?? 1);
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
console.log(`config: written to ${values.remote ? "production" : "local"} KV`);
