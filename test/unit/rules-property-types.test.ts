import { describe, expect, it } from "vitest";
import { typeBits } from "../../shared/rules/property-types.ts";

describe("a set of property types as one number: bit n for WebID n", () => {
  it.each([
    ["no type", [], 0],
    ["a house (1)", [1], 0b10],
    ["an apartment (2)", [2], 0b100],
    ["a house that is also an investment property (1, 5)", [1, 5], 0b100010],
    ["offices (9), the highest WebID", [9], 0b1000000000],
    ["a type named twice counts once", [2, 2], 0b100],
    ["codes outside the nine are left out", [0, 10, -1, 2.5], 0],
  ])("%s", (_name, types, bits) => {
    expect(typeBits(types)).toBe(bits);
  });

  it("two sets share a type exactly when their numbers share a bit", () => {
    for (let a = 1; a <= 9; a++)
      for (let b = 1; b <= 9; b++) expect((typeBits([a, 7]) & typeBits([b])) !== 0).toBe(a === b || b === 7);
  });
});
