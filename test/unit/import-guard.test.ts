import { describe, expect, it } from "vitest";
import seed from "../../migrations/seed/feed.json";
import { checkFeed, type CheckedFeed } from "../../worker/import/feed.ts";
import {
  describeRemovals,
  removalsAllowed,
  removalsOf,
  shareOf,
  withinLimit,
  type StoredKey,
} from "../../worker/import/guard.ts";
import { REMOVAL_LIMIT_CASES } from "../support/removal-limit-cases.ts";

// The rule that keeps a truncated CRM export from emptying the site (decision 049): counted in
// listings, one may always go, more only within the limit's share of what is stored.

describe("how many listings an import may remove", () => {
  it.each(REMOVAL_LIMIT_CASES)("%s", (_, before, removed, limit, allowed) => {
    expect(withinLimit(before, removed, limit)).toBe(allowed);
  });
});

function checked(properties: unknown[], projects: unknown[] = seed.projects): CheckedFeed {
  const result = checkFeed({ generatedAt: seed.generatedAt, properties, projects });
  if (!result.ok) throw new Error(result.reason);
  return result.feed;
}

const seedKeys: StoredKey[] = [
  ...seed.properties.map((r) => ({ kind: "listing" as const, id: r.ID, language: r.language })),
  ...seed.projects.map((r) => ({ kind: "project" as const, id: r.ID, language: r.language })),
];
const seedIds = [...new Set(seed.properties.map((r) => r.ID))];

describe("what an import would remove", () => {
  it("counts listings, not their records per language: a feed with one listing removes 35 of 36", () => {
    const feed = checked(seed.properties.filter((r) => r.ID === seedIds[0]));
    const removals = removalsOf(feed, seedKeys);
    expect(removals.listings.before).toBe(36);
    expect(removals.listings.removed).toEqual(seedIds.slice(1).sort((a, b) => a - b));
    expect(removals.projects).toEqual({ before: 3, removed: [] });
    expect(removalsAllowed(removals, 20)).toBe(false);
    expect(describeRemovals(removals, 20)).toBe("35 of the 36 listings (97 %)");
  });

  it("counts a listing that would lose one of its languages as removed: a feed without French removes 36 of 36", () => {
    const removals = removalsOf(checked(seed.properties.filter((r) => r.language !== "fr")), seedKeys);
    expect(removals.listings.removed).toHaveLength(36);
  });

  it("keeps the stored version of an invalid record, even one whose language cannot be read", () => {
    const properties = structuredClone(seed.properties) as Record<string, unknown>[];
    for (const r of properties) if (r.ID === seedIds[0]) r.Price = -1;
    for (const r of properties) if (r.ID === seedIds[1]) r.language = "xx";
    expect(removalsOf(checked(properties), seedKeys).listings.removed).toEqual([]);
  });

  it("removes nothing from an empty catalogue", () => {
    const removals = removalsOf(checked(seed.properties.slice(0, 1)), []);
    expect(removals).toEqual({ listings: { before: 0, removed: [] }, projects: { before: 0, removed: [] } });
    expect(removalsAllowed(removals, 0)).toBe(true);
  });

  it("holds the projects to the same rule, apart from the listings", () => {
    const removals = removalsOf(checked(seed.properties, []), seedKeys);
    expect(removals.listings.removed).toEqual([]);
    expect(removals.projects).toEqual({
      before: 3,
      removed: [...new Set(seed.projects.map((p) => p.ID))].sort((a, b) => a - b),
    });
    expect(removalsAllowed(removals, 20)).toBe(false);
    expect(describeRemovals(removals, 20)).toBe("0 of the 36 listings (0 %) and 3 of the 3 projects (100 %)");
  });
});

describe("the share the refusal shows", () => {
  const cases: [number, number, number, number][] = [
    [35, 36, 20, 97],
    [8, 36, 20, 22],
    [0, 0, 20, 0],
    [41, 200, 20, 21],
    [81, 400, 20, 20.3],
    [201, 1004, 20, 20.02],
    [1, 3, 20, 33],
  ];
  it.each(cases)("%s of %s, with a limit of %s percent, reads %s percent", (part, whole, limit, shown) => {
    expect(shareOf(part, whole, limit)).toBe(shown);
  });
});
