import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import seedFeed from "../../migrations/seed/feed.json";
import { importFeed } from "../../worker/import/import.ts";
import { restoreSeed } from "../support/listing-pages.ts";

// Decision 046: what an import records for the registered searches to hear of. New listings, lower
// shown prices and returns to the market, each once, however often the feed is imported.

/** A feed record as the test changes it: any field, by the feed's names. */
type Record_ = Record<string, unknown> & { ID: number };
const DUPLEX = 40112; // available, 425,000
const SOLD = 40137; // sold, 189,000

interface EventRow {
  listing_id: number;
  event: string;
  event_key: string;
  old_price: number | null;
  new_price: number | null;
  detected_at: string;
}

let run = 0;
async function importWith(change: (records: Record_[]) => Record_[]) {
  const properties = change(structuredClone(seedFeed.properties) as unknown as Record_[]);
  // Each import a minute after the last, as the scheduled sync would run them.
  const now = new Date(Date.parse(seedFeed.generatedAt) + ++run * 60_000);
  await importFeed(env.DB, { ...seedFeed, properties }, { source: "scheduled", now, removalLimit: 20 });
  return now.toISOString();
}
const edit = (id: number, values: Record<string, unknown>) => (records: Record_[]) =>
  records.map((r) => (r.ID === id ? { ...r, ...values } : r));
const events = async () =>
  (
    await env.DB.prepare(
      "SELECT listing_id, event, event_key, old_price, new_price, detected_at FROM listing_events ORDER BY id",
    ).all<EventRow>()
  ).results;

beforeEach(async () => {
  await env.DB.prepare("DELETE FROM listing_events").run();
});
afterEach(restoreSeed);

describe("the events an import records", () => {
  it("none when the feed is imported again unchanged", async () => {
    await importWith((r) => r);
    expect(await events()).toEqual([]);
  });

  it("a lower shown price, once per new price, with the old and the new price", async () => {
    const at = await importWith(edit(DUPLEX, { Price: 399_000 }));
    expect(await events()).toEqual([
      {
        listing_id: DUPLEX,
        event: "price",
        event_key: "399000",
        old_price: 425_000,
        new_price: 399_000,
        detected_at: at,
      },
    ]);
    await importWith(edit(DUPLEX, { Price: 399_000 }));
    expect(await events()).toHaveLength(1);
    // Up again, then down to the same price: the demands already heard of it.
    await importWith(edit(DUPLEX, { Price: 420_000 }));
    await importWith(edit(DUPLEX, { Price: 399_000 }));
    expect(await events()).toHaveLength(1);
    await importWith(edit(DUPLEX, { Price: 389_000 }));
    expect((await events()).map((e) => [e.event_key, e.old_price, e.new_price])).toEqual([
      ["399000", 425_000, 399_000],
      ["389000", 399_000, 389_000],
    ]);
  });

  it("no price event for a rise, a price not shown, or a listing no longer available", async () => {
    await importWith(edit(DUPLEX, { Price: 430_000 }));
    await importWith(edit(DUPLEX, { Price: 300_000, PublishPrice: 0 }));
    await importWith(edit(DUPLEX, { Price: 200_000, Status: "sold" }));
    expect(await events()).toEqual([]);
  });

  it("a return to the market, each time it happens", async () => {
    const first = await importWith(edit(SOLD, { Status: "available" }));
    expect(await events()).toEqual([
      {
        listing_id: SOLD,
        event: "available",
        event_key: first,
        old_price: 189_000,
        new_price: 189_000,
        detected_at: first,
      },
    ]);
    await importWith(edit(SOLD, { Status: "available" }));
    await importWith(edit(SOLD, { Status: "sold" }));
    const second = await importWith(edit(SOLD, { Status: "available" }));
    expect((await events()).map((e) => e.event_key)).toEqual([first, second]);
  });

  it("a new listing once, even when it leaves the feed and comes back; none for one that comes in sold", async () => {
    const copy = (id: number, status: string) => (records: Record_[]) => [
      ...records,
      ...records.filter((r) => r.ID === DUPLEX).map((r) => ({ ...r, ID: id, Status: status })),
    ];
    const at = await importWith(copy(49001, "available"));
    await importWith(copy(49002, "sold"));
    await importWith(copy(49001, "available"));
    expect(await events()).toEqual([
      { listing_id: 49001, event: "new", event_key: "", old_price: null, new_price: 425_000, detected_at: at },
    ]);
  });
});
