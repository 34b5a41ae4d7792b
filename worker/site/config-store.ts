/**
 * Reads the agency's site configuration from KV, validates it where it is read, and keeps it per
 * isolate for a short while. A missing or invalid document never breaks the site: the last good
 * configuration is served (this isolate's, else the copy the config CLI keeps in KV, else the
 * bundled sample) and the reason is logged.
 */
import { envOf } from "../env.ts";
import sample from "../../config/sample.json";
import { type SiteConfig, validateSiteConfig } from "../../config/schema.ts";
import { CONFIG_KEY, LAST_GOOD_KEY } from "../../config/storage.ts";
import { sha256Hex } from "../http/bytes.ts";

export interface LoadedConfig {
  config: SiteConfig;
  /** Where the configuration came from, for logs and the x-config-source header. */
  source: "kv" | "memory" | "last-good" | "sample";
  /** Identifies this configuration's content, for cache keys. */
  version: string;
}

interface CacheEntry {
  loaded: LoadedConfig;
  /** The raw KV text it was parsed from, so an unchanged document is not validated twice. */
  raw: string;
  expires: number;
}

let cached: CacheEntry | undefined;
let lastGood: LoadedConfig | undefined;
let bundled: LoadedConfig | undefined;

export async function loadSiteConfig(kv: KVNamespace, cacheSeconds: number, now = Date.now()): Promise<LoadedConfig> {
  if (cached && cached.expires > now) return cached.loaded;

  let raw: string | null = null;
  try {
    raw = await kv.get(CONFIG_KEY, "text");
  } catch (error) {
    console.error(`site config: KV read failed: ${String(error)}`);
  }
  if (raw !== null && cached && raw === cached.raw) {
    cached.expires = now + cacheSeconds * 1000;
    return cached.loaded;
  }
  const fresh = raw === null ? undefined : parseConfig(raw, CONFIG_KEY);
  if (fresh) {
    const loaded: LoadedConfig = { config: fresh, source: "kv", version: await digest(raw!) };
    lastGood = loaded;
    cached = { loaded, raw: raw!, expires: now + cacheSeconds * 1000 };
    return loaded;
  }
  if (raw === null) console.error(`site config: no value under "${CONFIG_KEY}"; serving the last good configuration`);

  const fallback = lastGood ? { ...lastGood, source: "memory" as const } : await readLastGood(kv);
  // Retry the broken key sooner than a healthy one, but not on every request.
  cached = { loaded: fallback, raw: raw ?? "", expires: now + Math.min(cacheSeconds, 10) * 1000 };
  return fallback;
}

/** What reading the configuration needs: the KV namespace and how long an isolate may keep it. */
export type ConfigEnv = Pick<Env, "SITE_CONFIG" | "CONFIG_CACHE_SECONDS">;

/** The configuration as of now, kept CONFIG_CACHE_SECONDS (default 30) per isolate. */
export function currentConfig(env: ConfigEnv): Promise<LoadedConfig> {
  return loadSiteConfig(env.SITE_CONFIG, envOf(env).configCacheSeconds);
}

async function readLastGood(kv: KVNamespace): Promise<LoadedConfig> {
  try {
    const raw = await kv.get(LAST_GOOD_KEY, "text");
    const config = raw === null ? undefined : parseConfig(raw, LAST_GOOD_KEY);
    if (config) return { config, source: "last-good", version: await digest(raw!) };
  } catch (error) {
    console.error(`site config: KV read of "${LAST_GOOD_KEY}" failed: ${String(error)}`);
  }
  return bundledSample();
}

function parseConfig(raw: string, key: string): SiteConfig | undefined {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch (error) {
    console.error(`site config: "${key}" is not valid JSON (${String(error)})`);
    return undefined;
  }
  const result = validateSiteConfig(json);
  if (result.ok) return result.config;
  console.error(`site config: "${key}" is invalid: ${result.problems.slice(0, 20).join("; ")}`);
  return undefined;
}

async function bundledSample(): Promise<LoadedConfig> {
  if (!bundled) {
    const result = validateSiteConfig(sample);
    if (!result.ok) throw new Error(`bundled sample configuration is invalid: ${result.problems.join("; ")}`);
    bundled = { config: result.config, source: "sample", version: await digest(JSON.stringify(sample)) };
  }
  return bundled;
}

async function digest(text: string): Promise<string> {
  return (await sha256Hex(text)).slice(0, 16);
}

/** Forgets every cached configuration (tests use it to start each case from KV). */
export function forgetCachedConfig(): void {
  cached = undefined;
  lastGood = undefined;
}
