import { env } from "cloudflare:test";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import seedFeed from "../../migrations/seed/feed.json";
import { checkFeed } from "../../worker/import/feed.ts";
import { FeedRefused, importFeed } from "../../worker/import/import.ts";
import { restoreSeed } from "../support/listing-pages.ts";
import { nearby } from "../support/mutate.ts";

// Property test, bounded to fit in npm test: the CRM import takes feeds whose records
// are near the seed's without throwing (a feed it cannot use at all is refused with its reason),
// stores every record it reports as imported, and reports every other with its problems.

afterAll(restoreSeed);

const properties = seedFeed.properties as unknown[];

/** The seed feed with up to three of its listing records changed at random. */
const feed = fc
  .array(fc.tuple(fc.nat({ max: properties.length - 1 }), fc.nat()), { minLength: 1, maxLength: 3 })
  .chain((picks) =>
    fc.tuple(...picks.map(([index]) => nearby(properties[index], 3))).map((changed) => ({ picks, changed })),
  )
  .map(({ picks, changed }) => {
    const records = [...properties];
    picks.forEach(([index], i) => {
      records[index] = changed[i];
    });
    return { ...seedFeed, properties: records };
  });

const stored = async (id: unknown, language: unknown) =>
  (await env.DB.prepare("SELECT COUNT(*) AS n FROM listings WHERE id = ? AND language = ?")
    .bind(id as number, language as string)
    .first<number>("n")) ?? 0;

describe("the CRM import", () => {
  it("imports feeds near the seed's: every record its check accepts is stored, the rest is reported with its problems", async () => {
    await fc.assert(
      fc.asyncProperty(feed, async (doc) => {
        const check = checkFeed(doc);
        const importing = importFeed(env.DB, doc, {
          source: "cli",
          now: new Date("2026-11-22T06:00:00Z"),
          removalLimit: 20,
        });
        if (!check.ok) {
          await expect(importing).rejects.toBeInstanceOf(FeedRefused);
          return;
        }
        const report = await importing;
        expect(report.upserted + report.rejected).toBe(report.records);
        expect(report.rejected).toBe(check.feed.rejected.length);
        if (report.rejected > 0) expect(report.problems.length).toBeGreaterThan(0);
        for (const problem of report.problems) expect(problem.field).not.toBe("");
        for (const record of check.feed.properties)
          expect(await stored(record.ID, record.language), `${record.ID} ${record.language}`).toBe(1);
      }),
      { numRuns: 20 },
    );
  }, 120_000);
});
