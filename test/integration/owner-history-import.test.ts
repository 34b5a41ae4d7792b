import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import seedFeed from "../../migrations/seed/feed.json";
import { importFeed } from "../../worker/import/import.ts";
import { checkHistory } from "../../worker/import/feed-history.ts";

// The CRM feed's history per listing (decision 035): daily views from before the site
// counted (replaced per listing on import) and the activities the owner's lists show (upserted by
// listing, kind and CRM id; those the CRM no longer lists are removed). Bad entries are skipped and
// reported like the import's other problems; they never fail the import.

type Feed = Omit<typeof seedFeed, "history"> & { history: unknown[] };
const LISTING = 40112;

/** The seed feed with the history of LISTING replaced (and, optionally, everything else's removed). */
function feedWith(history: unknown, others: "keep" | "drop" = "keep"): Feed {
  const rest = others === "keep" ? seedFeed.history.filter((h) => h.ID !== LISTING) : [];
  return { ...seedFeed, history: history === undefined ? rest : [history, ...rest] };
}

const activity = (id: string, kind: string, date: string, subject = `Subject ${id}`) => ({
  ID: id,
  Kind: kind,
  Date: date,
  Type: "E-mail",
  Contact: "Sophie Janssens",
  Subject: subject,
  Comment: "",
  Status: "Envoyé",
  Source: "Agent",
});

async function viewHistory(id = LISTING) {
  return (
    await env.DB.prepare("SELECT day, views FROM property_view_history WHERE listing_id = ? ORDER BY day")
      .bind(id)
      .all<{ day: string; views: number }>()
  ).results;
}

async function activitiesOf(id = LISTING) {
  return (
    await env.DB.prepare(
      "SELECT id, crm_id, kind, occurred_at, subject, comment FROM owner_activities WHERE listing_id = ? ORDER BY kind, crm_id",
    )
      .bind(id)
      .all<{
        id: number;
        crm_id: string;
        kind: string;
        occurred_at: string;
        subject: string | null;
        comment: string | null;
      }>()
  ).results;
}

const runAt = (minute: number) => ({
  source: "cli" as const,
  now: new Date(Date.parse(seedFeed.generatedAt) + minute * 60_000),
  removalLimit: 20,
});

describe("the seed feed's history", () => {
  it("gives every seeded listing views up to the cut-off and each kind of activity, and a few listings several pages", async () => {
    const listings = await env.DB.prepare("SELECT COUNT(DISTINCT id) AS n FROM listings").first<number>("n");
    const withViews = await env.DB.prepare(
      "SELECT COUNT(DISTINCT listing_id) AS n FROM property_view_history",
    ).first<number>("n");
    expect(withViews).toBe(listings);
    const lastDay = await env.DB.prepare("SELECT MAX(day) AS day FROM property_view_history").first<string>("day");
    expect(lastDay).toBe("2026-11-13");
    const kinds = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM (SELECT listing_id FROM owner_activities GROUP BY listing_id HAVING COUNT(DISTINCT kind) = 5)",
    ).first<number>("n");
    expect(kinds).toBe(listings);
    const paged = await env.DB.prepare(
      "SELECT COUNT(DISTINCT listing_id) AS n FROM owner_activities WHERE kind = 'visit' GROUP BY listing_id HAVING COUNT(*) > 20",
    ).all();
    expect(paged.results.length).toBeGreaterThanOrEqual(3);
    const oldest = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM property_view_history WHERE listing_id = 40176",
    ).first<number>("n");
    expect(oldest).toBe(90);
  });
});

describe("importing the history", () => {
  it("replaces a listing's views, upserts its activities without doubling them, and removes those the CRM dropped", async () => {
    const first = feedWith({
      ID: LISTING,
      Views: [
        { Date: "2026-10-01", Views: 4 },
        { Date: "2026-10-02", Views: "6" },
      ],
      Activities: [
        activity("A-1", "visit", "2026-10-03T10:00:00Z"),
        activity("A-2", "visit", "2026-10-04"),
        activity("A-3", "Online media", "2026-10-05T09:30:00+02:00"),
        activity("A-1", "document", "2026-10-06"),
      ],
    });
    await importFeed(env.DB, first, runAt(1));
    expect(await viewHistory()).toEqual([
      { day: "2026-10-01", views: 4 },
      { day: "2026-10-02", views: 6 },
    ]);
    const stored = await activitiesOf();
    expect(stored.map((a) => [a.kind, a.crm_id, a.occurred_at])).toEqual([
      ["document", "A-1", "2026-10-06T00:00:00Z"],
      ["media", "A-3", "2026-10-05T07:30:00Z"],
      ["visit", "A-1", "2026-10-03T10:00:00Z"],
      ["visit", "A-2", "2026-10-04T00:00:00Z"],
    ]);
    expect(stored[0]!.comment).toBeNull();

    // The same feed again: the same rows, the same ids.
    await importFeed(env.DB, first, runAt(2));
    expect(await activitiesOf()).toEqual(stored);
    expect(await viewHistory()).toHaveLength(2);

    // The CRM changed one entry, dropped another, and reports other days.
    const second = feedWith({
      ID: LISTING,
      Views: [{ Date: "2026-10-09", Views: 1 }],
      Activities: [
        activity("A-1", "visit", "2026-10-03T10:00:00Z", "Second visit, with the architect"),
        activity("A-3", "media", "2026-10-05T07:30:00Z"),
        activity("A-1", "document", "2026-10-06"),
      ],
    });
    await importFeed(env.DB, second, runAt(3));
    expect(await viewHistory()).toEqual([{ day: "2026-10-09", views: 1 }]);
    const after = await activitiesOf();
    expect(after.map((a) => `${a.kind}:${a.crm_id}`)).toEqual(["document:A-1", "media:A-3", "visit:A-1"]);
    const visit = after.find((a) => a.kind === "visit")!;
    expect(visit.subject).toBe("Second visit, with the architect");
    expect(visit.id).toBe(stored.find((a) => a.kind === "visit" && a.crm_id === "A-1")!.id);
  });

  it("leaves a listing's history alone when the feed says nothing about it, and empties it for an empty list", async () => {
    await importFeed(
      env.DB,
      feedWith({
        ID: LISTING,
        Views: [{ Date: "2026-10-01", Views: 4 }],
        Activities: [activity("A-1", "visit", "2026-10-03")],
      }),
      runAt(1),
    );
    const otherViews = await viewHistory(40118);
    expect(otherViews.length).toBeGreaterThan(0);

    // No entry for the listing, and a feed without any history: nothing changes.
    await importFeed(env.DB, feedWith(undefined), runAt(2));
    await importFeed(env.DB, { ...seedFeed, history: undefined }, runAt(3));
    expect(await viewHistory()).toEqual([{ day: "2026-10-01", views: 4 }]);
    expect(await activitiesOf()).toHaveLength(1);
    expect(await viewHistory(40118)).toEqual(otherViews);

    // Views absent, activities empty: the views stay, the activities go.
    await importFeed(env.DB, feedWith({ ID: LISTING, Activities: [] }), runAt(4));
    expect(await viewHistory()).toEqual([{ day: "2026-10-01", views: 4 }]);
    expect(await activitiesOf()).toEqual([]);
  });

  it("skips and reports bad entries, keeping what is stored for them, and imports everything else", async () => {
    await importFeed(
      env.DB,
      feedWith({
        ID: LISTING,
        Views: [
          { Date: "2026-10-01", Views: 4 },
          { Date: "2026-10-02", Views: 5 },
        ],
        Activities: [activity("A-1", "visit", "2026-10-03"), activity("A-2", "visit", "2026-10-04")],
      }),
      runAt(1),
    );
    const report = await importFeed(
      env.DB,
      feedWith({
        ID: LISTING,
        Views: [
          { Date: "2026-10-01", Views: -3 },
          { Date: "2026-10-02", Views: 7 },
          { Date: "2026-10-02", Views: 8 },
          { Date: "2026-02-30", Views: 1 },
          { Date: "2026-10-03", Views: 9 },
          null,
        ],
        Activities: [
          { ...activity("A-1", "visit", "yesterday") },
          activity("A-3", "newsletter", "2026-10-05"),
          activity("A-4", "appearance", "2026-10-06"),
          activity("A-4", "appearance", "2026-10-07"),
          { ...activity("", "visit", "2026-10-08") },
        ],
      }),
      runAt(2),
    );
    expect(report.problems.filter((p) => p.record === "history")).toEqual([
      {
        record: "history",
        id: LISTING,
        language: null,
        field: "Views[0].Views",
        message: "must be a whole number of zero or more",
      },
      {
        record: "history",
        id: LISTING,
        language: null,
        field: "Views[2].Date",
        message: "appears more than once; the first entry is imported",
      },
      {
        record: "history",
        id: LISTING,
        language: null,
        field: "Views[3].Date",
        message: "must be a date (YYYY-MM-DD)",
      },
      { record: "history", id: LISTING, language: null, field: "Views[5]", message: expect.any(String) },
      {
        record: "history",
        id: LISTING,
        language: null,
        field: "Activities[0].Date",
        message: "must be a date (YYYY-MM-DD or ISO 8601)",
      },
      {
        record: "history",
        id: LISTING,
        language: null,
        field: "Activities[1].Kind",
        message: "must be one of visit, communication, media, appearance, document",
      },
      {
        record: "history",
        id: LISTING,
        language: null,
        field: "Activities[3].ID",
        message: "appears more than once for kind appearance; the first entry is imported",
      },
      { record: "history", id: LISTING, language: null, field: "Activities[4].ID", message: "required" },
    ]);
    expect(report.upserted).toBe(seedFeed.properties.length + seedFeed.projects.length);
    // 1 October keeps its stored 4 (its entry was bad); 2 October takes the first entry.
    expect(await viewHistory()).toEqual([
      { day: "2026-10-01", views: 4 },
      { day: "2026-10-02", views: 7 },
      { day: "2026-10-03", views: 9 },
    ]);
    // A-1's entry was bad but still names it: its stored version stays. A-2 is no longer listed: gone.
    expect((await activitiesOf()).map((a) => `${a.kind}:${a.crm_id}:${a.occurred_at}`)).toEqual([
      "appearance:A-4:2026-10-06T00:00:00Z",
      "visit:A-1:2026-10-03T00:00:00Z",
    ]);
  });

  it("reports a history entry without a listing id or given twice, and a history that is not a list, without failing", () => {
    expect(
      checkHistory([
        { ID: "abc", Views: [] },
        { ID: 5, Views: [] },
        { ID: "5", Views: [{ Date: "2026-10-01", Views: 1 }] },
        "x",
        { ID: 6, Views: "many" },
      ]).problems,
    ).toEqual([
      { record: "history", id: null, language: null, field: "history[0].ID", value: '"abc"', message: "not a number" },
      {
        record: "history",
        id: 5,
        language: null,
        field: "history[2].ID",
        message: "appears more than once; the first entry is imported",
      },
      { record: "history", id: null, language: null, field: "history[3].ID", message: "required" },
      { record: "history", id: 6, language: null, field: "Views", message: "must be a list" },
    ]);
    expect(checkHistory({ ID: 5 }).problems).toEqual([
      { record: "history", id: null, language: null, field: "history", message: "must be a list" },
    ]);
    expect(checkHistory(undefined)).toEqual({ history: [], problems: [] });
  });
});
