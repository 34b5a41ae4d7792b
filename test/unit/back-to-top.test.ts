import { describe, expect, it } from "vitest";
import { backToTopVisible } from "../../client/behaviors/back-to-top.ts";

describe("when the back-to-top button shows", () => {
  it.each([
    [0, false, false],
    [9, false, false],
    [10, false, true],
    [900, false, true],
    // On a phone it sits in the header's row, which is fixed only past 30 px: nothing else to cover.
    [10, true, false],
    [30, true, false],
    [31, true, true],
    [900, true, true],
  ])("scrolled %i px, on a phone: %s → %s", (scrollY, onPhone, shown) => {
    expect(backToTopVisible(scrollY, onPhone)).toBe(shown);
  });
});
