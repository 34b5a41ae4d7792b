/**
 * How the agency's tools run wrangler (npm run import, npm run owner): on local state, optionally
 * kept elsewhere (as wrangler dev --persist-to), or on production with --remote; without metrics
 * or request.cf lookups, so nothing but the command itself needs the network; output captured
 * for the tool to show or interpret.
 */
import { spawnSync } from "node:child_process";

/** Where a tool works: the local D1 and KV (in .wrangler/state, or `persistTo`), or production's. */
export interface WranglerTarget {
  remote: boolean;
  persistTo?: string;
}

/** The options that point a `wrangler d1` or `wrangler kv` command at `target`. */
export function targetArgs(target: WranglerTarget): string[] {
  return target.remote ? ["--remote"] : ["--local", ...(target.persistTo ? ["--persist-to", target.persistTo] : [])];
}

/** Runs wrangler and returns its exit status and output; a query's rows can take tens of megabytes. */
export function runWrangler(args: string[]) {
  return spawnSync("wrangler", args, {
    encoding: "utf8",
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" },
    maxBuffer: 64 * 1024 * 1024,
    stdio: ["ignore", "pipe", "pipe"],
    shell: process.platform === "win32",
  });
}
