import fc from "fast-check";
import { describe, expect, it } from "vitest";
import sample from "../../config/sample.json";
import seed from "../../migrations/seed/feed.json";
import { validateSiteConfig } from "../../config/schema.ts";
import { checkFeed } from "../../worker/import/feed.ts";
import { nearby, oddValue } from "../support/mutate.ts";

// Property tests, bounded to fit in npm test: the configuration check and the CRM
// feed's check take any document without throwing, and every rejection names what is wrong.

/** A path as config/issue-path.ts writes it: plain names, [index] and ["odd key"]. */
const PATH = String.raw`([A-Za-z_$][\w$-]*|\["(?:[^"\\]|\\.)*"\])(\[\d+\]|\.[A-Za-z_$][\w$-]*|\["(?:[^"\\]|\\.)*"\])*`;
const PROBLEM = new RegExp(String.raw`^(\(root\)|${PATH}): \S`);
const FIELD = new RegExp(String.raw`^(\(record\)|${PATH})$`);

describe("the site configuration check", () => {
  it("takes documents near the sample: valid, or every problem names its path", () => {
    fc.assert(
      fc.property(nearby(sample, 4), (doc) => {
        const result = validateSiteConfig(doc);
        if (!result.ok) {
          expect(result.problems.length).toBeGreaterThan(0);
          for (const problem of result.problems) expect(problem).toMatch(PROBLEM);
        }
      }),
      { numRuns: 500 },
    );
  });

  it("takes any JSON value at all without throwing", () => {
    fc.assert(
      fc.property(oddValue, (doc) => {
        const result = validateSiteConfig(doc);
        expect(result.ok).toBe(false);
      }),
      { numRuns: 200 },
    );
  });
});

describe("the CRM feed's check", () => {
  const [first, second] = (seed as { properties: unknown[] }).properties;

  it("takes records near the seed's: each is imported or rejected with the field that is wrong", () => {
    fc.assert(
      fc.property(fc.array(nearby(first, 3), { minLength: 1, maxLength: 4 }), (records) => {
        // A valid listing beside the random ones, as a feed needs one to be read at all.
        const result = checkFeed({ generatedAt: "2026-11-22T06:00:00Z", properties: [second, ...records] });
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        const { properties, rejected, problems } = result.feed;
        expect(properties.length + rejected.length).toBe(records.length + 1);
        for (const problem of problems) {
          expect(problem.field).toMatch(FIELD);
          expect(problem.message).not.toBe("");
        }
        // Every rejected record has a problem of its own that says why.
        for (const record of rejected)
          expect(
            problems.some((p) => p.record === record.record && p.id === record.id),
            JSON.stringify(record),
          ).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it("refuses any other document with a reason, never with an exception", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          oddValue,
          fc.record({ properties: oddValue, projects: oddValue, history: oddValue }, { requiredKeys: [] }),
        ),
        (doc) => {
          const result = checkFeed(doc);
          if (!result.ok) expect(result.reason).not.toBe("");
        },
      ),
      { numRuns: 200 },
    );
  });
});
