/**
 * What the agency's tools (npm run owner, npm run import, npm run config:push) work with: D1 and
 * the SITE_CONFIG namespace at a target, the environment, and the terminal. Run from the command
 * line they get wrangler and the console; their tests give them an in-process D1 and KV and
 * collect what they print.
 */
import { wranglerDatabase, type Database } from "./d1.ts";
import { wranglerKv, type SiteConfigStore } from "./site-config-kv.ts";
import type { WranglerTarget } from "./wrangler.ts";

export interface ToolContext {
  database(target: WranglerTarget): Database;
  siteConfig(target: WranglerTarget): SiteConfigStore;
  env: Readonly<Record<string, string | undefined>>;
  /** One line of the tool's report (stdout). */
  out(line: string): void;
  /** One line of a warning or refusal (stderr). */
  err(line: string): void;
}

/** The command line's context: wrangler for the data, the console for the words. */
export const wranglerContext: ToolContext = {
  database: wranglerDatabase,
  siteConfig: wranglerKv,
  env: process.env,
  out: (line) => console.log(line),
  err: (line) => console.error(line),
};
