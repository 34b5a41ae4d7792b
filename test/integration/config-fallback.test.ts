import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import sample from "../../config/sample.json";
import { CONFIG_KEY, LAST_GOOD_KEY } from "../../config/storage.ts";
import { forgetCachedConfig } from "../../worker/site/config-store.ts";
import { configWith } from "../support/config.ts";
import { get } from "../support/fetch.ts";
import { takeConsoleErrors } from "../setup/workers.ts";

const withAgencyName = (name: string) =>
  configWith((config) => {
    config.agency.name = name;
  });

async function agencyTitle(): Promise<string> {
  const response = await get("/en/contact/");
  expect(response.status).toBe(200);
  return /<title>([^<]*)<\/title>/.exec(await response.text())![1]!;
}

describe("site configuration from KV", () => {
  it("renders what KV holds", async () => {
    await env.SITE_CONFIG.put(CONFIG_KEY, withAgencyName("Maison Test"));
    expect(await agencyTitle()).toBe("Contact | Maison Test");
  });

  it("serves the last good configuration of this isolate when KV turns invalid, and logs why", async () => {
    await env.SITE_CONFIG.put(CONFIG_KEY, withAgencyName("Maison Good"));
    expect(await agencyTitle()).toBe("Contact | Maison Good");
    await env.SITE_CONFIG.put(CONFIG_KEY, "{ this is not json");
    expect(await agencyTitle()).toBe("Contact | Maison Good");
    expect(takeConsoleErrors().join("\n")).toMatch(/site config: "site-config" is not valid JSON/);
  });

  it("serves the last good copy kept in KV when a fresh isolate finds the main key broken", async () => {
    await env.SITE_CONFIG.put(LAST_GOOD_KEY, withAgencyName("Maison Kept"));
    await env.SITE_CONFIG.put(
      CONFIG_KEY,
      configWith((config) => {
        delete config.menus[0].params.title.fr;
      }),
    );
    forgetCachedConfig();
    expect(await agencyTitle()).toBe("Contact | Maison Kept");
    expect(takeConsoleErrors().join("\n")).toContain("menus[0].params.title.fr: required");
  });

  it("serves the bundled sample when KV has nothing usable at all", async () => {
    await env.SITE_CONFIG.delete(CONFIG_KEY);
    await env.SITE_CONFIG.delete(LAST_GOOD_KEY);
    forgetCachedConfig();
    expect(await agencyTitle()).toBe(`Contact | ${sample.agency.name}`);
    expect(takeConsoleErrors().join("\n")).toContain('no value under "site-config"');
  });

  it("picks up a corrected configuration", async () => {
    await env.SITE_CONFIG.put(CONFIG_KEY, "[]");
    await agencyTitle();
    takeConsoleErrors();
    await env.SITE_CONFIG.put(CONFIG_KEY, withAgencyName("Maison Fixed"));
    expect(await agencyTitle()).toBe("Contact | Maison Fixed");
  });
});
