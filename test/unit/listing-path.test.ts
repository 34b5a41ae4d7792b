import { describe, expect, it } from "vitest";
import { detailPathShape, listingId } from "../../worker/catalogue/detail-route.ts";

describe("detail paths", () => {
  it.each([
    [["te-koop", "elsene", "duplex", "40112"], { kind: "detail", goal: 0, id: 40112 }],
    [["a-louer", "ixelles", "appartement", "40232"], { kind: "detail", goal: 1, id: 40232 }],
    [["for-sale", "x", "y", "40112"], { kind: "detail", goal: 0, id: 40112 }],
    // Any language's slug, any case: the canonical redirect fixes it.
    [["Te-Huur", "x", "y", "7"], { kind: "detail", goal: 1, id: 7 }],
    [["property", "40112"], { kind: "original", id: 40112 }],
    [["PROPERTY", "40112"], { kind: "original", id: 40112 }],
    // A detail path with an id the CRM never issues: no listing at all (the ordinary 404).
    [["te-koop", "x", "y", "abc"], { kind: "detail", goal: 0, id: undefined }],
    [["te-koop", "x", "y", "0"], { kind: "detail", goal: 0, id: undefined }],
    [["te-koop", "x", "y", "99999999999999999"], { kind: "detail", goal: 0, id: undefined }],
    [["property", "-1"], { kind: "original", id: undefined }],
  ])("%j reads as %j", (rest, shape) => {
    expect(detailPathShape(rest)).toEqual(shape);
  });

  it.each([
    [[]],
    [["te-koop"]],
    [["te-koop", "40112"]],
    [["te-koop", "elsene", "duplex", "40112", "extra"]],
    [["projecten", "a", "b", "1"]],
    [["property"]],
    [["property", "1", "2"]],
  ])("%j is not a detail path", (rest) => {
    expect(detailPathShape(rest)).toBeUndefined();
  });

  it.each([
    ["1", 1],
    ["040112", 40112],
    ["9007199254740991", 9007199254740991],
    ["9007199254740992", undefined],
    ["1e3", undefined],
    ["12.5", undefined],
    [" 12", undefined],
    ["", undefined],
  ])("id %j is %s", (segment, id) => {
    expect(listingId(segment)).toBe(id);
  });
});
