import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { beforeEach, describe, expect, it, vi } from "vitest";
import seed from "../../migrations/seed/feed.json";
import worker from "../../worker/index.ts";
import { fetchCrmFeed } from "../../worker/catalogue/feed-source.ts";
import { importFeed } from "../../worker/catalogue/import.ts";
import { takeConsoleErrors } from "../setup/workers.ts";

const FEED_URL = "https://crm.example.test/export/feed.json";

/** Runs the cron trigger as Cloudflare would, with the CRM feed settings given. */
async function runCron(vars: { CRM_FEED_URL: string; CRM_FEED_TOKEN?: string }) {
  const controller = createScheduledController({ scheduledTime: new Date("2026-11-15T07:00:00Z"), cron: "*/30 * * * *" });
  const ctx = createExecutionContext();
  await worker.scheduled(controller, { ...env, ...vars }, ctx);
  await waitOnExecutionContext(ctx);
}

/** Answers every fetch with what `answer` builds (inside the call, as workerd requires). */
function fakeCrm(answer: () => Response | Promise<Response>) {
  return vi.spyOn(globalThis, "fetch").mockImplementation(async () => answer());
}

async function snapshot() {
  const { results } = await env.DB.prepare("SELECT id, language, price FROM listings ORDER BY id, language").all();
  const runs = await env.DB.prepare("SELECT COUNT(*) AS n FROM import_runs").first<number>("n");
  return { listings: JSON.stringify(results), runs };
}

function changedFeed() {
  const feed = structuredClone(seed) as { properties: { ID: number; Price?: number }[] };
  feed.properties = feed.properties.filter((r) => r.ID !== 40125);
  for (const r of feed.properties) if (r.ID === 40112) r.Price = 399000;
  return feed;
}

beforeEach(async () => {
  await importFeed(env.DB, seed, { source: "cli", now: new Date(seed.generatedAt) });
});

describe("the scheduled CRM import", () => {
  it("fetches the feed with the bearer token and imports it", async () => {
    const fetch = fakeCrm(() => Response.json(changedFeed()));
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    await runCron({ CRM_FEED_URL: FEED_URL, CRM_FEED_TOKEN: "s3cret" });

    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toBe(FEED_URL);
    expect((init?.headers as Record<string, string>).Authorization).toBe("Bearer s3cret");
    expect(await env.DB.prepare("SELECT price FROM listings WHERE id = 40112 AND language = 'fr'").first("price")).toBe(399000);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM listings WHERE id = 40125").first("n")).toBe(0);
    expect(await env.DB.prepare("SELECT source, removed FROM import_runs ORDER BY id DESC LIMIT 1").first()).toEqual({ source: "scheduled", removed: 3 });
    expect(log.mock.calls.flat().join("\n")).toContain("114 records, 114 imported, 3 removed, 0 rejected");
  });

  it("sends no Authorization header when no token is set", async () => {
    const fetch = fakeCrm(() => Response.json(seed));
    vi.spyOn(console, "log").mockImplementation(() => {});
    await runCron({ CRM_FEED_URL: FEED_URL });
    expect((fetch.mock.calls[0]![1]?.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  const failures: [string, () => Response | Promise<Response>, RegExp][] = [
    ["an error status", () => new Response("Service Unavailable", { status: 503, statusText: "Service Unavailable" }), /answered 503 Service Unavailable/],
    ["an HTML page", () => new Response("<html><body>Login</body></html>", { headers: { "Content-Type": "text/html; charset=utf-8" } }), /answered text\/html.*not JSON/],
    ["broken JSON", () => new Response('{"properties": [', { headers: { "Content-Type": "application/json" } }), /not valid JSON/],
    ["a network failure", () => Promise.reject(new TypeError("Network connection lost.")), /could not be fetched: TypeError: Network connection lost/],
    ["a feed without a single valid listing", () => Response.json({ generatedAt: "2026-11-15T07:00:00Z", properties: [{ ID: 1, language: "nl" }] }), /refused: the feed has no valid property record/],
  ];
  it.each(failures)("changes nothing and logs the reason on %s", async (_, answer, reason) => {
    const before = await snapshot();
    fakeCrm(answer);
    await runCron({ CRM_FEED_URL: FEED_URL });
    const errors = takeConsoleErrors();
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(reason);
    expect(errors[0]).toContain("the catalogue was not changed");
    expect(await snapshot()).toEqual(before);
  });

  it("does nothing, without an error, when no CRM feed is configured", async () => {
    const before = await snapshot();
    const fetch = fakeCrm(() => Response.json(seed));
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    await runCron({ CRM_FEED_URL: "" });
    expect(fetch).not.toHaveBeenCalled();
    expect(log.mock.calls.flat().join("\n")).toContain("no CRM feed configured");
    expect(await snapshot()).toEqual(before);
  });

  it("gives up on a CRM that does not answer in time", async () => {
    vi.spyOn(globalThis, "fetch").mockImplementation(
      (_input, init) => new Promise((_, reject) => init?.signal?.addEventListener("abort", () => reject(init.signal!.reason))),
    );
    expect(await fetchCrmFeed({ CRM_FEED_URL: FEED_URL }, 20)).toEqual({ kind: "failed", reason: "the CRM feed did not answer within 0.02 s" });
  });
});
