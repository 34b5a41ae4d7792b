import { env } from "cloudflare:test";
import sample from "../../config/sample.json";
import { CONFIG_KEY } from "../../config/storage.ts";

// Tests change the configuration freely, as the agency may; the schema judges the result.
export type ConfigDocument = Record<string, any>;

/** The sample configuration with a change applied, as the JSON text the CLI would store. */
export function configWith(change: (config: ConfigDocument) => void): string {
  const config = structuredClone(sample) as ConfigDocument;
  change(config);
  return JSON.stringify(config);
}

/** Stores a changed sample configuration in KV for the next request. */
export async function pushConfig(change: (config: ConfigDocument) => void): Promise<void> {
  await env.SITE_CONFIG.put(CONFIG_KEY, configWith(change));
}

/** The menu page configured for an original path, searched through child menus too. */
export function menuAt(config: ConfigDocument, path: string): ConfigDocument {
  const all = (list: ConfigDocument[]): ConfigDocument[] => list.flatMap((m) => [m, ...all(m.childMenus ?? [])]);
  const found = all(config.menus).find((m) => m.path === path);
  if (!found) throw new Error(`no menu page at ${path}`);
  return found;
}
