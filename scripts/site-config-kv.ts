/**
 * The site configuration as the worker would read it, for the agency's tools: the document under
 * `site-config` in KV (local, or production with --remote), else the last good copy the config
 * CLI keeps, else the bundled sample, each validated by config/schema.ts (decision 008).
 */
import { readFileSync } from "node:fs";
import { validateSiteConfig, type SiteConfig } from "../config/schema.ts";
import { CONFIG_KEY, LAST_GOOD_KEY } from "../config/storage.ts";
import { runWrangler, targetArgs, type WranglerTarget } from "./wrangler.ts";

export interface ReadConfig {
  config: SiteConfig;
  /** Where it came from, as the tool tells the agency: "local KV", "production KV (last good copy)", "the bundled sample". */
  source: string;
  /** Why KV gave nothing usable, when it did not. */
  problem?: string;
}

/** One key's text, or undefined when it is absent; throws when wrangler fails. */
function kvText(target: WranglerTarget, key: string): string | undefined {
  const run = runWrangler(["kv", "key", "get", key, "--binding", "SITE_CONFIG", ...targetArgs(target)]);
  if (run.status !== 0) throw new Error(`wrangler kv key get ${key} failed (exit ${run.status ?? "none"}): ${`${run.stdout}\n${run.stderr}`.trim().slice(0, 500)}`);
  // Wrangler answers an absent key with this line on stdout and exit code 0.
  return run.stdout.trim() === "Value not found" ? undefined : run.stdout;
}

function parsed(text: string | undefined): SiteConfig | undefined {
  if (text === undefined) return undefined;
  try {
    const result = validateSiteConfig(JSON.parse(text));
    return result.ok ? result.config : undefined;
  } catch {
    return undefined;
  }
}

export function readSiteConfig(target: WranglerTarget): ReadConfig {
  const kv = target.remote ? "production KV" : "local KV";
  try {
    const current = parsed(kvText(target, CONFIG_KEY));
    if (current) return { config: current, source: kv };
    const lastGood = parsed(kvText(target, LAST_GOOD_KEY));
    if (lastGood) return { config: lastGood, source: `${kv} (last good copy)`, problem: `"${CONFIG_KEY}" in ${kv} is missing or invalid` };
    return { ...bundledSample(), problem: `${kv} holds no valid site configuration (npm run config:push writes one)` };
  } catch (error) {
    return { ...bundledSample(), problem: (error as Error).message };
  }
}

function bundledSample(): ReadConfig {
  const result = validateSiteConfig(JSON.parse(readFileSync(new URL("../config/sample.json", import.meta.url), "utf8")));
  if (!result.ok) throw new Error(`config/sample.json is invalid: ${result.problems.join("; ")}`);
  return { config: result.config, source: "the bundled sample" };
}
