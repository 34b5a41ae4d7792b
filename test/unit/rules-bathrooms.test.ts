import { describe, expect, it } from "vitest";
import { bathroomsTotal, washrooms } from "../../shared/rules/bathrooms.ts";

// Bathrooms and shower rooms are counted apart wherever a listing's rooms are shown; 0 is what
// the CRM stores when it says nothing.
describe("a listing's bathrooms and shower rooms", () => {
  it.each([
    // bathrooms, shower rooms → what the page shows
    [
      3,
      1,
      [
        { kind: "bathrooms", count: 3 },
        { kind: "showerRooms", count: 1 },
      ],
    ],
    [
      2,
      1,
      [
        { kind: "bathrooms", count: 2 },
        { kind: "showerRooms", count: 1 },
      ],
    ],
    [1, 0, [{ kind: "bathrooms", count: 1 }]],
    [0, 1, [{ kind: "showerRooms", count: 1 }]],
    [0, 0, []],
    [-1, 2, [{ kind: "showerRooms", count: 2 }]],
    [Number.NaN, 0, []],
    [1.5, 0, [{ kind: "bathrooms", count: 1 }]],
  ])("%s bathrooms and %s shower rooms are shown as %j", (bathrooms, showerRooms, shown) => {
    expect(washrooms({ bathrooms, showerRooms })).toEqual(shown);
  });

  it.each([
    // bathrooms, shower rooms → schema.org's numberOfBathroomsTotal
    [3, 1, 4],
    [2, 0, 2],
    [0, 1, 1],
    [0, 0, null],
    [-2, 1, 1],
  ])("structured data, which asks for a total, gets %s + %s = %s", (bathrooms, showerRooms, total) => {
    expect(bathroomsTotal({ bathrooms, showerRooms })).toBe(total);
  });
});
