import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { validateSiteConfig, type SiteConfig } from "../../config/schema.ts";
import { chooseSiteConfig, type KeyRead } from "../../scripts/site-config-kv.ts";

// Which site configuration the agency's tools go by (npm run import's removal limit): the one in
// KV, else its last good copy; locally the bundled sample after that, never for production.

const sample = JSON.parse(readFileSync("config/sample.json", "utf8"));
const configWith = (limit: number): SiteConfig => {
  const result = validateSiteConfig({ ...sample, crmImport: { removalLimitPercent: limit } });
  if (!result.ok) throw new Error(result.problems.join("; "));
  return result.config;
};
const found = (limit: number): KeyRead => ({
  kind: "found",
  text: JSON.stringify({ ...sample, crmImport: { removalLimitPercent: limit } }),
});
const absent: KeyRead = { kind: "absent" };
const invalid: KeyRead = { kind: "found", text: JSON.stringify({ ...sample, languageDefault: "xx" }) };
const notJson: KeyRead = { kind: "found", text: "{" };
const notFound: KeyRead = { kind: "failed", reason: "wrangler kv key get failed (exit 1): 404 key not found" };
const bundled = () => configWith(20);

describe("the site configuration the import goes by", () => {
  const cases: [string, boolean, KeyRead, KeyRead, number | null, string | null][] = [
    // what, production, site-config, its last good copy, the limit it goes by (null: refused), where from
    ["production's configuration", true, found(5), absent, 5, "production KV"],
    ["local KV's configuration", false, found(5), absent, 5, "local KV"],
    [
      "production's last good copy when site-config cannot be read (wrangler fails on an absent key)",
      true,
      notFound,
      found(5),
      5,
      "production KV (last good copy)",
    ],
    [
      "production's last good copy when site-config is invalid",
      true,
      invalid,
      found(5),
      5,
      "production KV (last good copy)",
    ],
    [
      "local KV's last good copy when site-config is not JSON",
      false,
      notJson,
      found(5),
      5,
      "local KV (last good copy)",
    ],
    [
      "local KV's last good copy when reading site-config failed",
      false,
      notFound,
      found(5),
      5,
      "local KV (last good copy)",
    ],
    ["the bundled sample when local KV holds nothing", false, absent, absent, 20, "the bundled sample"],
    ["the bundled sample when nothing can be read from local KV", false, notFound, notFound, 20, "the bundled sample"],
    ["nothing when production KV cannot be read at all", true, notFound, notFound, null, null],
    [
      "nothing when production KV holds an invalid site-config and no last good copy",
      true,
      invalid,
      notFound,
      null,
      null,
    ],
    ["nothing when production's last good copy is invalid too", true, absent, invalid, null, null],
  ];
  it.each(cases)("%s", (_, remote, current, lastGood, limit, source) => {
    const read = chooseSiteConfig(remote, current, () => lastGood, bundled);
    expect(read.config?.crmImport.removalLimitPercent ?? null).toBe(limit);
    expect(read.config === null ? null : read.source).toBe(source);
  });

  it("says why it did not go by production's site-config", () => {
    const read = chooseSiteConfig(true, notFound, () => found(5), bundled);
    expect(read.problem).toBe(
      'production KV: "site-config" could not be read (wrangler kv key get failed (exit 1): 404 key not found)',
    );
  });

  it("says why production KV gave nothing usable", () => {
    const read = chooseSiteConfig(true, invalid, () => absent, bundled);
    expect(read.problem).toBe(
      'production KV holds no usable site configuration: "site-config" is invalid (languageDefault: "xx" must be a language in use); "site-config:last-good" is missing (npm run config:push writes both)',
    );
  });

  it("reads the last good copy only when site-config cannot be used", () => {
    let reads = 0;
    chooseSiteConfig(true, found(5), () => (reads++, absent), bundled);
    expect(reads).toBe(0);
  });
});
