import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import sample from "../../config/sample.json";
import { CONFIG_KEY } from "../../config/storage.ts";
import seed from "../../migrations/seed/feed.json";
import worker from "../../worker/index.ts";
import { fetchCrmFeed } from "../../worker/import/feed-source.ts";
import { checkFeed } from "../../worker/import/feed.ts";
import { importFeed, storedCatalogueKeys } from "../../worker/import/import.ts";
import { removalsOf, STORED_KEYS_QUERY } from "../../worker/import/guard.ts";
import { refusalLeadStatement } from "../../worker/import/refusal.ts";
import { feedDigest } from "../../worker/import/page-versions.ts";
import { requeueStuckLeads } from "../../worker/mail/requeue.ts";
import { forgetCachedConfig } from "../../worker/site/config-store.ts";
import { takeConsoleErrors } from "../setup/workers.ts";
import { failingD1 } from "../support/failing-d1.ts";
import { deliverLeadMails } from "../support/mails.ts";

const FEED_URL = "https://crm.example.test/export/feed.json";

/** Runs the cron trigger as Cloudflare would, with the CRM feed settings given. */
async function runCron(vars: { CRM_FEED_URL: string; CRM_FEED_TOKEN?: string; DB?: D1Database; MAIL_QUEUE?: Queue }) {
  const controller = createScheduledController({
    scheduledTime: new Date("2026-11-15T07:00:00Z"),
    cron: "*/30 * * * *",
  });
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
  await importFeed(env.DB, seed, { source: "cli", now: new Date(seed.generatedAt), removalLimit: null });
});

describe("the scheduled CRM import", () => {
  it("fetches the feed with the bearer token and imports it", async () => {
    const fetch = fakeCrm(() => Response.json(changedFeed()));
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    await runCron({ CRM_FEED_URL: FEED_URL, CRM_FEED_TOKEN: "s3cret" });

    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url as string).toBe(FEED_URL);
    expect((init!.headers as Record<string, string>).Authorization).toBe("Bearer s3cret");
    expect(await env.DB.prepare("SELECT price FROM listings WHERE id = 40112 AND language = 'fr'").first("price")).toBe(
      399000,
    );
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM listings WHERE id = 40125").first("n")).toBe(0);
    expect(await env.DB.prepare("SELECT source, removed FROM import_runs ORDER BY id DESC LIMIT 1").first()).toEqual({
      source: "scheduled",
      removed: 3,
    });
    expect(log.mock.calls.flat().join("\n")).toContain("114 records, 114 imported, 3 removed, 0 rejected");
  });

  it("sends no Authorization header when no token is set", async () => {
    const fetch = fakeCrm(() => Response.json(seed));
    vi.spyOn(console, "log").mockImplementation(() => {});
    await runCron({ CRM_FEED_URL: FEED_URL });
    expect((fetch.mock.calls[0]![1]!.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  const failures: [string, () => Response | Promise<Response>, RegExp][] = [
    [
      "an error status",
      () => new Response("Service Unavailable", { status: 503, statusText: "Service Unavailable" }),
      /answered 503 Service Unavailable/,
    ],
    [
      "an HTML page",
      () =>
        new Response("<html><body>Login</body></html>", { headers: { "Content-Type": "text/html; charset=utf-8" } }),
      /answered text\/html.*not JSON/,
    ],
    [
      "broken JSON",
      () => new Response('{"properties": [', { headers: { "Content-Type": "application/json" } }),
      /not valid JSON/,
    ],
    [
      "a network failure",
      () => Promise.reject(new TypeError("Network connection lost.")),
      /could not be fetched: TypeError: Network connection lost/,
    ],
    [
      "a feed without a single valid listing",
      () => Response.json({ generatedAt: "2026-11-15T07:00:00Z", properties: [{ ID: 1, language: "nl" }] }),
      /refused: the feed has no valid property record/,
    ],
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
      (_input, init) =>
        new Promise((_, reject) => init?.signal?.addEventListener("abort", () => reject(init.signal!.reason))),
    );
    expect(await fetchCrmFeed({ url: FEED_URL }, 20)).toEqual({
      kind: "failed",
      reason: "the CRM feed did not answer within 0.02 s",
    });
  });
});

// A truncated or partial export never empties the site (decision 049).
describe("the scheduled CRM import of a feed that would remove too many listings", () => {
  const ids = [...new Set(seed.properties.map((r) => r.ID))];
  /** A copy of the seed feed with only the listings `keep` accepts. */
  const seedWith = (keep: (id: number) => boolean) => {
    const copy = structuredClone(seed);
    return { ...copy, properties: copy.properties.filter((r) => keep(r.ID)) };
  };

  /** The catalogue, its events, the pages' version and the CRM history: what a refused import must leave alone. */
  async function catalogueState() {
    const all = async (sql: string) => JSON.stringify((await env.DB.prepare(sql).all()).results);
    return {
      listings: await all("SELECT id, language, price, imported_at FROM listings ORDER BY id, language"),
      projects: await all("SELECT id, language, imported_at FROM projects ORDER BY id, language"),
      events: await all("SELECT * FROM listing_events ORDER BY id"),
      pageVersion: await all("SELECT * FROM page_versions"),
      history: await all(
        "SELECT (SELECT COUNT(*) FROM property_view_history) AS views, (SELECT COUNT(*) FROM owner_activities) AS activities",
      ),
    };
  }

  const refusedRuns = async () =>
    (
      await env.DB.prepare(
        "SELECT source, listings_before, listings_removed, reason FROM import_runs WHERE status = 'refused' ORDER BY id",
      ).all()
    ).results;
  const refusalLeads = async () =>
    (
      await env.DB.prepare("SELECT id, language FROM leads WHERE form = 'crm-import-refused' ORDER BY id").all<{
        id: number;
        language: string;
      }>()
    ).results;

  async function configure(change: (config: typeof sample) => void) {
    const config = structuredClone(sample);
    change(config);
    await env.SITE_CONFIG.put(CONFIG_KEY, JSON.stringify(config));
    forgetCachedConfig();
  }

  afterEach(async () => {
    for (const table of ["captured_mails", "lead_mails", "leads", "import_runs"])
      await env.DB.prepare(`DELETE FROM ${table}`).run();
  });

  it("refuses a feed with one of the 36 listings, changes nothing, records it and mails the agency once", async () => {
    const before = await catalogueState();
    fakeCrm(() => Response.json(seedWith((id) => id === ids[0])));
    vi.spyOn(console, "warn").mockImplementation(() => {});

    await runCron({ CRM_FEED_URL: FEED_URL });

    const errors = takeConsoleErrors();
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(
      "CRM import: the feed was refused: it would remove 35 of the 36 listings (97 %), more than the limit of 20 %; the catalogue was not changed",
    );
    expect(errors[0]).toContain("npm run import -- --allow-removals");
    expect(await catalogueState()).toEqual(before);
    expect(await refusedRuns()).toEqual([
      {
        source: "scheduled",
        listings_before: 36,
        listings_removed: 35,
        reason: "it would remove 35 of the 36 listings (97 %), more than the limit of 20 %",
      },
    ]);

    const mails = await deliverLeadMails();
    expect(mails).toHaveLength(1);
    // French puts a narrow no-break space before "%"; the text is read with plain spaces.
    const mail = { ...mails[0]!, text: mails[0]!.text.replace(/[\u202f\u00a0]/g, " ") };
    // To the agency, in the site's default language (French in the sample configuration).
    expect(mail.recipient).toBe(env.MAIL_AGENCY_TO);
    expect(mail.subject).toBe("Import CRM refusé : 35 biens sur 36 auraient quitté le site");
    expect(mail.text).toContain(
      "L'import CRM programmé du 15 novembre 2026 à 08:00 a été refusé : le flux du CRM aurait retiré du site 35 des 36 biens (97 %), plus que la limite de 20 %.",
    );
    expect(mail.text).toContain("Rien n'a été modifié");
    expect(mail.text).toContain(
      `Numéros CRM de ces biens: ${ids
        .slice(1)
        .sort((a, b) => a - b)
        .join(", ")}`,
    );
    expect(mail.text).toContain("npm run import -- --allow-removals crm-export.json --remote");
    expect(mail.html).toContain("npm run import -- --allow-removals crm-export.json --remote");

    // The cron meets the same export 30 minutes later: refused and logged again, not mailed again.
    await runCron({ CRM_FEED_URL: FEED_URL });
    expect(takeConsoleErrors()).toHaveLength(1);
    expect(await refusedRuns()).toHaveLength(2);
    expect(await refusalLeads()).toHaveLength(1);
    expect(await deliverLeadMails()).toHaveLength(1);
    expect(await catalogueState()).toEqual(before);
  });

  it("still reports the refusal and mails the agency when D1 fails to read its figures and to record it", async () => {
    const before = await catalogueState();
    fakeCrm(() => Response.json(seedWith((id) => id === ids[0])));
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const refusedRow = (sql: string) => sql.startsWith("INSERT INTO import_runs") && sql.includes("'refused'");

    await runCron({
      CRM_FEED_URL: FEED_URL,
      DB: failingD1(env.DB, (sql) => sql === STORED_KEYS_QUERY || refusedRow(sql)),
    });

    const errors = takeConsoleErrors();
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(
      "CRM import: the feed was refused: it would remove more than 20 % of the listings or projects; the catalogue was not changed",
    );
    const warnings = warn.mock.calls.flat().join("\n");
    expect(warnings).toContain(
      "CRM import: the refusal's figures could not be read: D1_ERROR: Network connection lost.",
    );
    expect(warnings).toContain(
      "CRM import: the refusal could not be recorded in import_runs: D1_ERROR: Network connection lost.",
    );
    expect(await catalogueState()).toEqual(before);
    expect(await refusedRuns()).toEqual([]);

    const mails = await deliverLeadMails();
    expect(mails).toHaveLength(1);
    const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, " ");
    expect(mails[0]!.recipient).toBe(env.MAIL_AGENCY_TO);
    expect(plain(mails[0]!.subject)).toBe(
      "Import CRM refusé : plus de 20 % des biens ou des projets auraient quitté le site",
    );
    expect(plain(mails[0]!.text)).toContain(
      "L'import CRM programmé du 15 novembre 2026 à 08:00 a été refusé : le flux du CRM aurait retiré du site plus de 20 % des biens ou des projets. Leur nombre n'a pas pu être lu.",
    );
    expect(mails[0]!.text).toContain("npm run import -- --allow-removals crm-export.json --remote");
  });

  it("says the refusal's mail goes out with the re-queue of unsent mail when it was stored but could not be queued", async () => {
    fakeCrm(() => Response.json(seedWith((id) => id === ids[0])));
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const queueDown = {
      send: () => Promise.reject(new Error("Queue send failed")),
      sendBatch: () => Promise.reject(new Error("Queue send failed")),
    };

    await runCron({ CRM_FEED_URL: FEED_URL, MAIL_QUEUE: queueDown as unknown as Queue });

    const errors = takeConsoleErrors();
    expect(errors).toHaveLength(2);
    expect(errors[1]).toContain(
      "CRM import: the refusal's mail is stored but could not be queued; the scheduled re-queue of unsent mail sends it within 40 minutes",
    );
    // The next run meets the same feed: the lead is stored, so it queues nothing; the re-queue does.
    vi.spyOn(console, "log").mockImplementation(() => {});
    expect(await requeueStuckLeads(env, new Date("2026-11-15T07:30:00Z"))).toEqual(
      (await refusalLeads()).map((lead) => lead.id),
    );
    expect(await deliverLeadMails()).toHaveLength(1);
  });

  it("says the next run stores the refusal's mail when it could not be stored, and the next run does", async () => {
    fakeCrm(() => Response.json(seedWith((id) => id === ids[0])));
    vi.spyOn(console, "warn").mockImplementation(() => {});

    await runCron({ CRM_FEED_URL: FEED_URL, DB: failingD1(env.DB, (sql) => sql.startsWith("INSERT INTO leads")) });

    const errors = takeConsoleErrors();
    expect(errors).toHaveLength(2);
    expect(errors[1]).toContain(
      "CRM import: the refusal could not be stored for the agency's mail; the next run that meets this feed tries again",
    );
    expect(await refusalLeads()).toEqual([]);
    await runCron({ CRM_FEED_URL: FEED_URL });
    expect(takeConsoleErrors()).toHaveLength(1);
    expect(await deliverLeadMails()).toHaveLength(1);
  });

  it("mails a refusal the command line stored once the scheduled job re-queues it, in the agency's language, and does not store it again", async () => {
    await configure((config) => {
      config.languageDefault = "nl";
    });
    const feed = seedWith((id) => id === ids[0]);
    // What npm run import stores after refusing the same export, a quarter of an hour before the cron.
    const check = checkFeed(feed);
    if (!check.ok) throw new Error(check.reason);
    const removals = removalsOf(check.feed, await storedCatalogueKeys(env.DB));
    const refusal = { feed: check.feed, feedDigest: feedDigest(check.feed), removals, limitPercent: 20 };
    const stored = refusalLeadStatement(refusal, { source: "cli", now: new Date("2026-11-15T06:45:00Z") }, "nl");
    await env.DB.prepare(stored.sql)
      .bind(...stored.params)
      .run();
    fakeCrm(() => Response.json(feed));
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const log = vi.spyOn(console, "log").mockImplementation(() => {});

    await runCron({ CRM_FEED_URL: FEED_URL });

    expect(takeConsoleErrors()).toHaveLength(1);
    expect(log.mock.calls.flat().join("\n")).toMatch(/mail queue: re-queued 1 lead\(s\) stuck in received/);
    expect(await refusalLeads()).toEqual([{ id: expect.any(Number), language: "nl" }]);
    const mails = await deliverLeadMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.recipient).toBe(env.MAIL_AGENCY_TO);
    expect(mails[0]!.subject).toBe("CRM-import geweigerd: 35 van de 36 panden zouden van de website verdwijnen");
    expect(mails[0]!.text).toContain(
      "De met de hand gestarte CRM-import (npm run import) van 15 november 2026 om 07:45 werd geweigerd: de feed van het CRM zou 35 van de 36 panden (97%) van de website verwijderen, meer dan de limiet van 20%.",
    );
  });

  it("mails again for another refused feed, in the language the configuration makes the site's default", async () => {
    await configure((config) => {
      config.languageDefault = "nl";
    });
    vi.spyOn(console, "warn").mockImplementation(() => {});
    let kept = 1;
    fakeCrm(() => Response.json(seedWith((id) => ids.slice(0, kept).includes(id))));
    await runCron({ CRM_FEED_URL: FEED_URL });
    kept = 10;
    await runCron({ CRM_FEED_URL: FEED_URL });
    expect(takeConsoleErrors()).toHaveLength(2);

    expect(await refusalLeads()).toEqual([
      { id: expect.any(Number), language: "nl" },
      { id: expect.any(Number), language: "nl" },
    ]);
    const subjects = (await deliverLeadMails()).map((m) => m.subject);
    expect(subjects).toEqual([
      "CRM-import geweigerd: 35 van de 36 panden zouden van de website verdwijnen",
      "CRM-import geweigerd: 26 van de 36 panden zouden van de website verdwijnen",
    ]);
  });

  it("imports a feed below the limit: 7 of the 36 listings (19 %) go", async () => {
    fakeCrm(() => Response.json(seedWith((id) => !ids.slice(0, 7).includes(id))));
    vi.spyOn(console, "log").mockImplementation(() => {});
    await runCron({ CRM_FEED_URL: FEED_URL });
    expect(await env.DB.prepare("SELECT COUNT(DISTINCT id) AS n FROM listings").first("n")).toBe(29);
    expect(
      await env.DB.prepare(
        "SELECT status, listings_before, listings_removed, removal_limit FROM import_runs ORDER BY id DESC LIMIT 1",
      ).first(),
    ).toEqual({ status: "imported", listings_before: 36, listings_removed: 7, removal_limit: 20 });
    expect(await refusedRuns()).toEqual([]);
    expect(await refusalLeads()).toEqual([]);
  });

  it("takes its limit from the site configuration", async () => {
    await configure((config) => {
      config.crmImport = { removalLimitPercent: 5 };
    });
    vi.spyOn(console, "warn").mockImplementation(() => {});
    fakeCrm(() => Response.json(seedWith((id) => !ids.slice(0, 2).includes(id))));
    await runCron({ CRM_FEED_URL: FEED_URL });
    expect(takeConsoleErrors()[0]).toContain("it would remove 2 of the 36 listings (6 %), more than the limit of 5 %");
    expect(await env.DB.prepare("SELECT COUNT(DISTINCT id) AS n FROM listings").first("n")).toBe(36);
  });

  it("imports the first feed into an empty catalogue, however small", async () => {
    await env.DB.batch(
      [
        "listings",
        "listing_details",
        "listing_types",
        "listing_photos",
        "projects",
        "project_photos",
        "project_units",
      ].map((t) => env.DB.prepare(`DELETE FROM ${t}`)),
    );
    fakeCrm(() => Response.json({ ...seedWith((id) => id === ids[0]), projects: [] }));
    vi.spyOn(console, "log").mockImplementation(() => {});
    await runCron({ CRM_FEED_URL: FEED_URL });
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM listings").first("n")).toBe(3);
    expect(
      await env.DB.prepare(
        "SELECT status, listings_before, listings_removed FROM import_runs ORDER BY id DESC LIMIT 1",
      ).first(),
    ).toEqual({ status: "imported", listings_before: 0, listings_removed: 0 });
    expect(await refusalLeads()).toEqual([]);
  });

  it("logs a record whose ID is not a number with its place in the feed and the ID the CRM sent", async () => {
    const feed = structuredClone(seed) as { properties: Record<string, unknown>[] };
    feed.properties[7]!.ID = "A-12";
    fakeCrm(() => Response.json(feed));
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(console, "log").mockImplementation(() => {});
    await runCron({ CRM_FEED_URL: FEED_URL });
    expect(warn.mock.calls.flat()).toContain(
      `CRM import: rejected property properties[7] (${String(feed.properties[7]!.language)}) ID "A-12": not a number`,
    );
  });
});
