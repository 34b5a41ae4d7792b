/**
 * What the agency's tools (npm run owner, npm run import, npm run config:push) work with: D1 and
 * the SITE_CONFIG namespace at a target, the environment, and the terminal. Run from the command
 * line they get wrangler and the console; their tests give them an in-process D1 and KV and
 * collect what they print.
 */
import { resolve } from "node:path";
import { wranglerDatabase, type Database } from "./d1.ts";
import { bindingStore, type LocalState } from "./local-state.ts";
import { wranglerKv, type SiteConfigStore } from "./site-config-kv.ts";
import type { WranglerTarget } from "./wrangler.ts";

/** Where wrangler keeps local state when no --persist-to is given. */
export const DEFAULT_PERSIST = ".wrangler/state";

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

/**
 * The tools run in this process on local state opened here (scripts/local-state.ts), with the
 * console for their words: how `npm run setup:local` seeds without starting wrangler per step.
 * Any other target (production's, or another folder) is refused.
 */
export function localStateContext(state: LocalState): ToolContext {
  const check = (target: WranglerTarget): LocalState => {
    if (target.remote || resolve(target.persistTo ?? DEFAULT_PERSIST) !== resolve(state.persist))
      throw new Error(`this run has local state at ${state.persist} only`);
    return state;
  };
  return {
    ...wranglerContext,
    database: (target) => check(target).database,
    siteConfig: (target) => bindingStore(check(target).kv),
  };
}
