import { describe, expect, it } from "vitest";
import seed from "../../migrations/seed/feed.json";
import { checkFeed, type CheckedFeed, type FeedProblem } from "../../worker/import/feed.ts";
import { describeProblem, idProblem } from "../../worker/import/feed-problems.ts";

type Raw = Record<string, unknown>;

/** A valid listing record (the seed's first) with some fields changed. */
function listing(changes: Raw = {}): Raw {
  return { ...(structuredClone(seed.properties[0]) as Raw), ...changes };
}

function project(changes: Raw = {}): Raw {
  return { ...(structuredClone(seed.projects[0]) as Raw), ...changes };
}

/** The feed check of one changed listing next to a valid one (a feed needs one valid listing). */
function checkOne(changes: Raw) {
  const other = listing({ ID: 1, language: "nl" });
  const result = checkFeed({ generatedAt: seed.generatedAt, properties: [other, listing(changes)], projects: [] });
  if (!result.ok) throw new Error(result.reason);
  return result.feed;
}

function accepted(changes: Raw): CheckedFeed["properties"][number] {
  const feed = checkOne(changes);
  expect(feed.problems).toEqual([]);
  return feed.properties[1]!;
}

describe("the CRM feed check: values that would show wrong data are refused, by field", () => {
  const cases: [string, Raw, string, string | RegExp][] = [
    ["no ID", { ID: undefined }, "ID", "required"],
    ["an ID that is not a number", { ID: "A-12" }, "ID", "not a number"],
    ["an ID that is not a whole number", { ID: "12.5" }, "ID", "must be a positive whole number"],
    ["a negative ID", { ID: -3 }, "ID", "must be a positive whole number"],
    ["Goal 2", { Goal: 2 }, "Goal", "must be 0 (sale) or 1 (rent)"],
    ["Goal as text", { Goal: "sale" }, "Goal", "must be 0 (sale) or 1 (rent)"],
    ["no Goal", { Goal: undefined }, "Goal", "required"],
    ["Marquee 5", { Marquee: 5 }, "Marquee", "must be a whole number from 0 to 4"],
    ["Marquee -1", { Marquee: -1 }, "Marquee", "must be a whole number from 0 to 4"],
    ["Marquee 1.5", { Marquee: 1.5 }, "Marquee", "must be a whole number from 0 to 4"],
    ["language de", { language: "de" }, "language", "must be one of nl, fr, en"],
    ["no language", { language: undefined }, "language", "required"],
    ["no City", { City: undefined }, "City", "required"],
    ["an empty City", { City: "  " }, "City", "required"],
    ["no Zip", { Zip: "" }, "Zip", "required"],
    ["a negative Price", { Price: -1 }, "Price", "must be an amount of zero or more"],
    ["a Price in words", { Price: "on request" }, "Price", "must be an amount of zero or more"],
    ["negative charges", { ChargesRenter: "-20" }, "ChargesRenter", "must be an amount of zero or more"],
    ["an unknown WebID", { WebID: 12 }, "WebID", "must be a property type from 1 to 9"],
    ["an unknown type in WebIDs", { WebIDs: "2,x" }, "WebIDs", /property types from 1 to 9/],
    [
      "an unknown Status",
      { Status: "reserved" },
      "Status",
      /must be one of available, sold, rented, sold-out, for-takeover/,
    ],
    ["a count that is not whole", { Bedrooms: 2.5 }, "Bedrooms", "must be a whole number of zero or more"],
    ["a flag that is neither yes nor no", { HasLift: "maybe" }, "HasLift", /must be yes or no/],
    ["an impossible date", { CreateDate: "2026-02-30" }, "CreateDate", /must be a date/],
    ["no CreateDate", { CreateDate: undefined }, "CreateDate", "required"],
    ["a latitude off the globe", { Latitude: 123 }, "Latitude", /latitude/],
    [
      "a photo without Url",
      { Photos: [{ Url: "/a.webp" }, { Url: "/b.webp" }, { Width: 1920 }] },
      "Photos[2].Url",
      "required",
    ],
    ["Photos that are not a list", { Photos: "a.webp" }, "Photos", "must be a list"],
    [
      "a document without a name",
      { Documents: [{ Url: "/media/documents/1/a.pdf" }] },
      "Documents[0].Name",
      "required",
    ],
    ["a thumbnail without Url", { SmallPictureItem: { Width: 250 } }, "SmallPictureItem.Url", "required"],
  ];

  it.each(cases)("refuses %s", (_, changes, field, message) => {
    const feed = checkOne(changes);
    expect(feed.properties).toHaveLength(1);
    expect(feed.rejected).toHaveLength(1);
    const problem = feed.problems.find((p) => p.field === field);
    expect(problem, JSON.stringify(feed.problems)).toBeDefined();
    expect(problem!.message).toMatch(message);
    expect(problem!.record).toBe("property");
  });

  it("names the record by its id and language", () => {
    const feed = checkOne({ ID: "40112", language: "fr", Price: -5 });
    expect(feed.problems).toEqual([
      { record: "property", id: 40112, language: "fr", field: "Price", message: "must be an amount of zero or more" },
    ]);
    expect(feed.rejected).toEqual([{ record: "property", id: 40112, language: "fr" }]);
  });

  it("names a record whose ID is not a number by its place in the feed, quoting the ID the CRM sent", () => {
    const result = checkFeed({
      generatedAt: seed.generatedAt,
      properties: [listing({ ID: 1, language: "nl" }), listing(), listing({ ID: "A-12", language: "nl" })],
      projects: [],
    });
    if (!result.ok) throw new Error(result.reason);
    expect(result.feed.problems).toEqual([
      { record: "property", id: null, language: "nl", index: 2, field: "ID", value: '"A-12"', message: "not a number" },
    ]);
    expect(result.feed.problems.map(describeProblem)).toEqual(['property properties[2] (nl) ID "A-12": not a number']);
  });

  const lines: [string, FeedProblem, string][] = [
    [
      "a record with its id",
      { record: "property", id: 40118, language: "fr", field: "Price", message: "must be an amount of zero or more" },
      "property 40118 (fr) Price: must be an amount of zero or more",
    ],
    [
      "an ID that is not a number",
      { record: "project", id: null, language: null, index: 7, field: "ID", value: '"P 7"', message: "not a number" },
      'project projects[7] (no language) ID "P 7": not a number',
    ],
    [
      "a negative ID",
      {
        record: "property",
        id: null,
        language: "en",
        index: 0,
        field: "ID",
        value: "-3",
        message: "must be a positive whole number",
      },
      "property properties[0] (en) ID -3: must be a positive whole number",
    ],
    [
      "a missing ID",
      { record: "property", id: null, language: "nl", index: 4, field: "ID", message: "required" },
      "property properties[4] (nl) ID: required",
    ],
    [
      "a history entry",
      { record: "history", id: null, language: null, field: "history[3].ID", value: '"x"', message: "not a number" },
      'history (no id) history[3].ID "x": not a number',
    ],
    [
      "an over-long ID",
      { record: "property", id: null, language: "nl", index: 1, field: "ID", ...idProblem("x".repeat(100)) },
      `property properties[1] (nl) ID "${"x".repeat(56)}...: not a number`,
    ],
  ];
  it.each(lines)("reads a problem as one line: %s", (_, problem, line) => {
    expect(describeProblem(problem)).toBe(line);
  });

  it("lists every problem of a record, not just the first", () => {
    const fields = checkOne({ Goal: 3, Marquee: 9, Zip: "" }).problems.map((p) => p.field);
    expect(fields).toEqual(expect.arrayContaining(["Goal", "Marquee", "Zip"]));
  });

  it("refuses a second record for the same listing and language", () => {
    const result = checkFeed({ properties: [listing(), listing({ Price: 1 })] });
    if (!result.ok) throw new Error(result.reason);
    expect(result.feed.properties).toHaveLength(1);
    expect(result.feed.properties[0]!.Price).toBe(425000);
    expect(result.feed.problems).toEqual([
      expect.objectContaining({
        id: 40112,
        language: "nl",
        field: "ID",
        message: expect.stringContaining("more than once"),
      }),
    ]);
  });

  it("checks project records and their units by field", () => {
    const units = structuredClone(seed.projects[0]!.Units) as Raw[];
    units[2]!.Status = "reserved";
    const result = checkFeed({
      properties: [listing()],
      projects: [project({ Units: units }), project({ ID: 7009, City: "" })],
    });
    if (!result.ok) throw new Error(result.reason);
    expect(result.feed.projects).toHaveLength(0);
    expect(result.feed.problems.map((p) => [p.record, p.id, p.field])).toEqual([
      ["project", 7001, "Units[2].Status"],
      ["project", 7009, "City"],
    ]);
  });
});

describe("the CRM feed check: harmless sloppiness is accepted", () => {
  it("reads numbers sent as text", () => {
    const record = accepted({
      ID: "40112",
      Goal: "1",
      Price: "1450",
      Marquee: "3",
      Bedrooms: " 2 ",
      LivingArea: "85.5",
      Latitude: "50.83",
    });
    expect(record).toMatchObject({
      ID: 40112,
      Goal: 1,
      Price: 1450,
      Marquee: 3,
      Bedrooms: 2,
      LivingArea: 85.5,
      Latitude: 50.83,
    });
  });

  it("reads empty strings and null as absent values", () => {
    const record = accepted({
      Price: "",
      WebID: "",
      EnergyPerformance: null,
      Marquee: "",
      Bedrooms: null,
      TypeDescription: null,
      SmallPictureItem: null,
      Photos: null,
      ConstructionYear: "",
    });
    expect(record.Price).toBeUndefined();
    expect(record.WebID).toBeUndefined();
    expect(record.EnergyPerformance).toBeUndefined();
    expect(record.Marquee).toBe(0);
    expect(record.Bedrooms).toBe(0);
    expect(record.TypeDescription).toBe("");
    expect(record.SmallPictureItem).toBeUndefined();
    expect(record.Photos).toEqual([]);
    expect(record.ConstructionYear).toBeUndefined();
  });

  it.each([
    [true, 1],
    [false, 0],
    [1, 1],
    [0, 0],
    ["1", 1],
    ["0", 0],
    ["true", 1],
    ["False", 0],
    ["yes", 1],
    ["no", 0],
  ])("reads the flag %j as %i", (value, stored) => {
    expect(accepted({ HasLift: value }).HasLift).toBe(stored);
  });

  it("reads WebIDs as a comma-separated list, an array or a single number, without repeats", () => {
    expect(accepted({ WebIDs: "2, 3,2" }).WebIDs).toEqual([2, 3]);
    expect(accepted({ WebIDs: [5, "2"] }).WebIDs).toEqual([5, 2]);
    expect(accepted({ WebIDs: 9 }).WebIDs).toEqual([9]);
    expect(accepted({ WebIDs: "" }).WebIDs).toEqual([]);
  });

  it("rounds money to whole euros and keeps the house number and zip as text", () => {
    expect(accepted({ Price: 249999.6, HouseNumber: 12, Zip: 1050 })).toMatchObject({
      Price: 250000,
      HouseNumber: "12",
      Zip: "1050",
    });
  });

  it("writes dates in UTC, whatever the CRM's format", () => {
    expect(accepted({ CreateDate: "2026-03-01" }).CreateDate).toBe("2026-03-01T00:00:00Z");
    expect(accepted({ CreateDate: "2026-03-01 14:05:09" }).CreateDate).toBe("2026-03-01T14:05:09Z");
    expect(accepted({ CreateDate: "2026-03-01T14:05:09+01:00" }).CreateDate).toBe("2026-03-01T13:05:09Z");
    expect(accepted({ EpcValidUntil: "2031-09-23T00:00:00" }).EpcValidUntil).toBe("2031-09-23");
  });

  it("reads statuses in the CRM's other spellings", () => {
    expect(accepted({ Status: "Sold Out" }).Status).toBe("sold-out");
    expect(accepted({ Status: "for_takeover" }).Status).toBe("for-takeover");
    expect(accepted({ Status: "" }).Status).toBe("available");
  });

  it("ignores fields the site does not use", () => {
    expect(accepted({ InternalNote: "call the owner first" })).not.toHaveProperty("InternalNote");
  });
});

describe("the CRM feed as a whole", () => {
  it.each([
    ["not an object", "[]", "the feed is not a JSON object"],
    ["no properties list", { projects: [] }, "the feed has no properties list"],
    ["projects that are not a list", { properties: [listing()], projects: {} }, "the feed's projects is not a list"],
    ["no valid listing", { properties: [listing({ Goal: 7 })] }, "the feed has no valid property record"],
  ])("is refused when it has %s", (_, input, reason) => {
    const result = checkFeed(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toBe(reason);
  });

  it("accepts the seed feed whole: 36 listings and 3 projects in nl, fr and en", () => {
    const result = checkFeed(seed);
    if (!result.ok) throw new Error(result.reason);
    expect(result.feed.problems).toEqual([]);
    expect(result.feed.records).toBe(117);
    expect(new Set(result.feed.properties.map((r) => r.ID)).size).toBe(36);
    expect(new Set(result.feed.properties.map((r) => r.language))).toEqual(new Set(["nl", "fr", "en"]));
  });
});
