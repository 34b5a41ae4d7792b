/**
 * The site configuration as the worker would read it, for the agency's tools: the document under
 * `site-config` in KV (local, or production with --remote), else the last good copy the config
 * CLI keeps, each validated by config/schema.ts (decision 008). Locally the bundled sample comes
 * last; production's configuration is the agency's own, so a tool that cannot read it says so
 * rather than going by the sample's values.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { validateSiteConfig, type SiteConfig } from "../config/schema.ts";
import { CONFIG_KEY, LAST_GOOD_KEY } from "../config/storage.ts";
import { runWrangler, targetArgs, type WranglerTarget } from "./wrangler.ts";

/** What KV gave for one key: its text, nothing, or why wrangler could not read it. */
export type KeyRead = { kind: "found"; text: string } | { kind: "absent" } | { kind: "failed"; reason: string };

/** A write to KV that did not happen; `status` is the exit code the tool ends with. */
export class KvWriteFailure extends Error {
  readonly status: number;
  constructor(status: number) {
    super(`KV write failed (exit ${status})`);
    this.status = status;
  }
}

/**
 * What a tool asks of the SITE_CONFIG namespace. The tools run on wrangler (wranglerKv); their
 * tests pass a namespace of their own with the same answers.
 */
export interface SiteConfigStore {
  get(key: string): Promise<KeyRead>;
  /** Stores the text under the key; throws KvWriteFailure when it could not. */
  put(key: string, text: string): Promise<void>;
}

type ReadConfig =
  | {
      config: SiteConfig;
      /** Where it came from, as the tool tells the agency: "local KV", "production KV (last good copy)", "the bundled sample". */
      source: string;
      /** Why KV gave nothing usable, when it did not. */
      problem?: string;
    }
  /** Production KV gave nothing usable: the agency's configuration is not known. */
  | { config: null; problem: string };

function kvRead(target: WranglerTarget, key: string): KeyRead {
  const run = runWrangler(["kv", "key", "get", key, "--binding", "SITE_CONFIG", ...targetArgs(target)]);
  if (run.status !== 0) {
    const output = `${run.stdout ?? ""}\n${run.stderr ?? ""}`.trim().slice(0, 300);
    return {
      kind: "failed",
      reason: `wrangler kv key get failed (exit ${run.status ?? "none"})${output ? `: ${output}` : ""}`,
    };
  }
  // Local wrangler answers an absent key with this line and exit code 0 (remote wrangler fails with a 404).
  return run.stdout.trim() === "Value not found" ? { kind: "absent" } : { kind: "found", text: run.stdout };
}

/** The key's document when it is a valid configuration, else what is wrong with it. */
function configOf(key: string, read: KeyRead): { config: SiteConfig } | { problem: string } {
  if (read.kind === "absent") return { problem: `"${key}" is missing` };
  if (read.kind === "failed") return { problem: `"${key}" could not be read (${read.reason})` };
  let document: unknown;
  try {
    document = JSON.parse(read.text);
  } catch {
    return { problem: `"${key}" is not JSON` };
  }
  const result = validateSiteConfig(document);
  return result.ok ? { config: result.config } : { problem: `"${key}" is invalid (${result.problems.join("; ")})` };
}

/**
 * Which configuration a tool goes by, from what KV gave: `site-config` when it is valid, else its
 * last good copy. A key that could not be read counts as missing (remote wrangler fails on an
 * absent key, and a failed read of one key says nothing of the other). When neither helps, local
 * work goes by the bundled sample; production's does not: its values are the agency's, and the
 * sample's could be wrong for it (a 20 % removal limit where the agency chose 5 %).
 */
export function chooseSiteConfig(
  remote: boolean,
  current: KeyRead,
  lastGood: () => KeyRead,
  sample: () => SiteConfig,
): ReadConfig {
  const kv = remote ? "production KV" : "local KV";
  const main = configOf(CONFIG_KEY, current);
  if ("config" in main) return { config: main.config, source: kv };
  const copy = configOf(LAST_GOOD_KEY, lastGood());
  if ("config" in copy)
    return { config: copy.config, source: `${kv} (last good copy)`, problem: `${kv}: ${main.problem}` };
  const problem = `${kv} holds no usable site configuration: ${main.problem}; ${copy.problem} (npm run config:push writes both)`;
  return remote ? { config: null, problem } : { config: sample(), source: "the bundled sample", problem };
}

/** Writes through a file in a private temporary folder; wrangler's own output is shown as it comes. */
function kvWrite(target: WranglerTarget, key: string, text: string): void {
  const dir = mkdtempSync(join(tmpdir(), "site-config-"));
  try {
    const file = join(dir, "config.json");
    writeFileSync(file, text);
    const run = spawnSync(
      "wrangler",
      ["kv", "key", "put", key, "--path", file, "--binding", "SITE_CONFIG", ...targetArgs(target)],
      {
        stdio: ["ignore", "inherit", "inherit"],
        env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
        shell: process.platform === "win32",
      },
    );
    if (run.status !== 0) throw new KvWriteFailure(run.status ?? 1);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The SITE_CONFIG namespace at `target` through wrangler: what `npm run import` and `npm run config:push` work on. */
export function wranglerKv(target: WranglerTarget): SiteConfigStore {
  return {
    get: async (key) => kvRead(target, key),
    put: async (key, text) => kvWrite(target, key, text),
  };
}

export async function readSiteConfig(remote: boolean, store: SiteConfigStore): Promise<ReadConfig> {
  const current = await store.get(CONFIG_KEY);
  // The last good copy is only read when the main key does not serve.
  const lastGood = "config" in configOf(CONFIG_KEY, current) ? undefined : await store.get(LAST_GOOD_KEY);
  return chooseSiteConfig(remote, current, () => lastGood ?? { kind: "absent" }, bundledSample);
}

function bundledSample(): SiteConfig {
  const result = validateSiteConfig(
    JSON.parse(readFileSync(new URL("../config/sample.json", import.meta.url), "utf8")),
  );
  if (!result.ok) throw new Error(`config/sample.json is invalid: ${result.problems.join("; ")}`);
  return result.config;
}
