import { describe, expect, it } from "vitest";
import {
  PRICE_SLIDER,
  acceptsPriceKey,
  digitsOnly,
  fullRange,
  nearestThumb,
  parseTypedMax,
  parseTypedMin,
  priceLabel,
  priceParam,
  priceSelection,
  setRange,
  snapPrice,
} from "../../shared/rules/price-range.ts";
import { PRICE_RANGE, parseListQuery } from "../../worker/catalogue/list-query.ts";

const sale = PRICE_SLIDER[0];
const rent = PRICE_SLIDER[1];
const NBSP = "\u00a0";
const NNBSP = "\u202f";

// For sale 0 to 3,000,000 step 1,000; for rent 0 to 2,000 step 100.
describe("the slider's range per goal", () => {
  it("runs from 0 to 3,000,000 by 1,000 for sale and from 0 to 2,000 by 100 for rent", () => {
    expect(PRICE_SLIDER).toEqual({ 0: { min: 0, max: 3_000_000, step: 1_000 }, 1: { min: 0, max: 2_000, step: 100 } });
  });
  it("starts over from the full range of the chosen goal", () => {
    expect(fullRange(0)).toEqual({ min: 0, max: 3_000_000 });
    expect(fullRange(1)).toEqual({ min: 0, max: 2_000 });
  });
  it("is the range the list page reads price= with", () => {
    expect(PRICE_RANGE).toEqual({ 0: fullRange(0), 1: fullRange(1) });
  });
});

// The slider snaps to steps, keeps min at or below max, both within the range.
describe("snapping to the step", () => {
  it.each([
    [250_400, sale, 250_000],
    [250_500, sale, 251_000],
    [250_000, sale, 250_000],
    [1_249, rent, 1_200],
    [1_250, rent, 1_300],
    [-500, sale, 0],
    [3_000_600, sale, 3_000_000],
    [9_999_999, rent, 2_000],
    [Number.POSITIVE_INFINITY, sale, 3_000_000],
    [Number.NaN, sale, 0],
  ] as const)("%d → %d", (value, range, snapped) => {
    expect(snapPrice(value, range)).toBe(snapped);
  });
});

describe("moving a thumb", () => {
  const current = { min: 200_000, max: 500_000 };
  it("snaps the moved thumb and keeps the other", () => {
    expect(setRange(current, "min", 312_345, sale)).toEqual({ min: 312_000, max: 500_000 });
    expect(setRange(current, "max", 712_700, sale)).toEqual({ min: 200_000, max: 713_000 });
  });
  it("stops the minimum one step below the maximum and the maximum one step above the minimum", () => {
    expect(setRange(current, "min", 800_000, sale)).toEqual({ min: 499_000, max: 500_000 });
    expect(setRange(current, "max", 100_000, sale)).toEqual({ min: 200_000, max: 201_000 });
  });
  it("stops both at the range's edges", () => {
    expect(setRange(current, "min", -1, sale)).toEqual({ min: 0, max: 500_000 });
    expect(setRange(current, "max", 4_000_000, sale)).toEqual({ min: 200_000, max: 3_000_000 });
  });
  it("brings a selection from the other goal back inside the range", () => {
    expect(setRange({ min: 0, max: 3_000_000 }, "min", 500, rent)).toEqual({ min: 500, max: 2_000 });
  });
});

describe("pressing the track", () => {
  const current = { min: 1_000, max: 1_500 };
  it("moves the nearer thumb; halfway it is the minimum", () => {
    expect(nearestThumb(current, 1_100)).toBe("min");
    expect(nearestThumb(current, 1_400)).toBe("max");
    expect(nearestThumb(current, 1_250)).toBe("min");
  });
  it("moves the thumb on the side of the press outside the selection, even when both rest on one spot", () => {
    expect(nearestThumb(current, 200)).toBe("min");
    expect(nearestThumb(current, 1_900)).toBe("max");
    expect(nearestThumb({ min: 800, max: 800 }, 800)).toBe("min");
    expect(nearestThumb({ min: 800, max: 800 }, 900)).toBe("max");
  });
});

// On Enter or blur digits are parsed; a min at or below the range minimum or at or above
// the current max resets to the range minimum; otherwise it snaps to the step.
describe("typing the minimum", () => {
  const current = { min: 100_000, max: 500_000 };
  it.each([
    ["250000", 250_000],
    ["250400", 250_000],
    ["250500", 251_000],
    ["€ 250.000", 250_000],
    ["1", 0],
    ["499999", 499_000],
    ["499700", 499_000],
  ] as const)("%j sets the minimum to %d", (text, min) => {
    expect(parseTypedMin(text, current, sale)).toEqual({ min, max: 500_000 });
  });
  it.each([
    ["0", "at the range minimum"],
    ["000", "at the range minimum, with leading zeros"],
    ["500000", "at the current maximum"],
    ["750000", "above the current maximum"],
    ["99999999999999999999", "far past everything"],
    ["", "empty"],
    ["abc", "without digits"],
  ] as const)("%j (%s) resets the minimum to the range minimum", (text, _why) => {
    expect(parseTypedMin(text, current, sale)).toEqual({ min: 0, max: 500_000 });
  });
  it("reads against the rent range for rentals", () => {
    expect(parseTypedMin("750", { min: 0, max: 2_000 }, rent)).toEqual({ min: 800, max: 2_000 });
    expect(parseTypedMin("2000", { min: 0, max: 2_000 }, rent)).toEqual({ min: 0, max: 2_000 });
  });
});

// A max at or above the range maximum or at or below the current min resets to the
// range maximum; otherwise it snaps to the step.
describe("typing the maximum", () => {
  const current = { min: 100_000, max: 500_000 };
  it.each([
    ["750000", 750_000],
    ["750499", 750_000],
    ["100001", 101_000],
    ["100400", 101_000],
    ["2999999", 3_000_000],
  ] as const)("%j sets the maximum to %d", (text, max) => {
    expect(parseTypedMax(text, current, sale)).toEqual({ min: 100_000, max });
  });
  it.each([
    ["3000000", "at the range maximum"],
    ["5000000", "above the range maximum"],
    ["100000", "at the current minimum"],
    ["50000", "below the current minimum"],
    ["0", "at the range minimum"],
    ["", "empty"],
    ["-", "without digits"],
  ] as const)("%j (%s) resets the maximum to the range maximum", (text, _why) => {
    expect(parseTypedMax(text, current, sale)).toEqual({ min: 100_000, max: 3_000_000 });
  });
  it("reads against the rent range for rentals", () => {
    expect(parseTypedMax("1250", { min: 500, max: 2_000 }, rent)).toEqual({ min: 500, max: 1_300 });
    expect(parseTypedMax("500", { min: 500, max: 2_000 }, rent)).toEqual({ min: 500, max: 2_000 });
  });
});

// A search never asks for an empty range: whatever is typed or dragged, the maximum stays at
// least one step above the minimum, so no search reads price=0-0.
describe("a range is never empty", () => {
  it.each([
    ["a typed sale maximum below half a step", "400", { min: 0, max: 3_000_000 }, sale, { min: 0, max: 1_000 }],
    ["a typed sale maximum of one euro", "1", { min: 0, max: 3_000_000 }, sale, { min: 0, max: 1_000 }],
    ["a typed rent maximum below half a step", "40", { min: 0, max: 2_000 }, rent, { min: 0, max: 100 }],
    [
      "a typed maximum just above the minimum",
      "250300",
      { min: 250_000, max: 3_000_000 },
      sale,
      { min: 250_000, max: 251_000 },
    ],
    [
      "a typed maximum just below the range's top",
      "1999",
      { min: 1_900, max: 2_000 },
      rent,
      { min: 1_900, max: 2_000 },
    ],
  ] as const)("%s (%j) stays above the minimum", (_why, text, current, range, expected) => {
    expect(parseTypedMax(text, current, range)).toEqual(expected);
    expect(priceParam(expected, range === sale ? 0 : 1) ?? "").not.toMatch(/^(\d+)-\1$/);
  });
  it.each([
    [
      "a typed minimum just below the maximum",
      "299800",
      { min: 0, max: 300_000 },
      sale,
      { min: 299_000, max: 300_000 },
    ],
    ["a typed rent minimum just below the maximum", "1260", { min: 0, max: 1_300 }, rent, { min: 1_200, max: 1_300 }],
  ] as const)("%s (%j) stays below the maximum", (_why, text, current, range, expected) => {
    expect(parseTypedMin(text, current, range)).toEqual(expected);
  });
  it.each([
    ["the maximum thumb dragged to 0", sale, { min: 0, max: 500_000 }, "max", 0, { min: 0, max: 1_000 }],
    [
      "the minimum thumb dragged to the top",
      sale,
      { min: 0, max: 3_000_000 },
      "min",
      3_000_000,
      { min: 2_999_000, max: 3_000_000 },
    ],
    ["the minimum thumb dragged onto the maximum", rent, { min: 500, max: 900 }, "min", 900, { min: 800, max: 900 }],
  ] as const)("%s", (_why, range, current, which, value, expected) => {
    expect(setRange(current, which, value, range)).toEqual(expected);
  });
  it.each([
    [{ min: 0, max: 0 }, "0-1000", sale],
    [{ min: 0, max: 400 }, "0-1000", sale],
    [{ min: 3_000_000, max: 3_000_000 }, "2999000-3000000", sale],
    [{ min: 700, max: 700 }, "700-800", rent],
  ] as const)("the parameter of %j is %j", (selection, param, range) => {
    expect(priceParam(selection, range === sale ? 0 : 1)).toBe(param);
  });
  it("reads bounds from a list's address the same way", () => {
    expect(priceSelection(0, 400, sale)).toEqual({ min: 0, max: 1_000 });
    expect(priceSelection(250_000, 250_000, sale)).toEqual({ min: 250_000, max: 251_000 });
    expect(priceSelection(500_000, 200_000, sale)).toEqual({ min: 200_000, max: 500_000 });
  });
});

// The price inputs accept only digits, backspace and delete.
describe("keys in a price label", () => {
  it.each(["0", "5", "9", "Backspace", "Delete"])("%s changes the text", (key) => {
    expect(acceptsPriceKey(key)).toBe(true);
  });
  it.each(["a", "E", "e", "-", "+", ".", ",", " ", "€", "²", "F5"])("%j is refused", (key) => {
    expect(acceptsPriceKey(key)).toBe(false);
  });
  it.each(["Tab", "Enter", "Escape", "ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End"])(
    "%s moves or leaves, so it passes",
    (key) => {
      expect(acceptsPriceKey(key)).toBe(true);
    },
  );
  it("lets Ctrl and Cmd shortcuts through (their text is cleaned on input), but not AltGr's Ctrl+Alt characters", () => {
    expect(acceptsPriceKey("v", { ctrlKey: true })).toBe(true);
    expect(acceptsPriceKey("a", { metaKey: true })).toBe(true);
    expect(acceptsPriceKey("€", { ctrlKey: true, altKey: true })).toBe(false);
    expect(acceptsPriceKey("a", { altKey: true })).toBe(false);
  });
  it("lets an input method's and a phone keyboard's pending keys through, to be cleaned on input", () => {
    expect(acceptsPriceKey("Process")).toBe(true);
    expect(acceptsPriceKey("Unidentified")).toBe(true);
  });
});

describe("pasted, dropped or composed text", () => {
  it.each([
    ["€ 250.000", "250000"],
    ["1 250 000 €", "1250000"],
    ["２５０００", "25000"],
    ["abc", ""],
    ["", ""],
  ] as const)("%j keeps %j", (text, digits) => {
    expect(digitsOnly(text)).toBe(digits);
  });
});

// The query carries price as min-max only if changed from the full range.
describe("the price parameter of a search", () => {
  it("is left out while the whole range is chosen", () => {
    expect(priceParam({ min: 0, max: 3_000_000 }, 0)).toBeUndefined();
    expect(priceParam({ min: 0, max: 2_000 }, 1)).toBeUndefined();
  });
  it("is min-max once either end moved", () => {
    expect(priceParam({ min: 250_000, max: 3_000_000 }, 0)).toBe("250000-3000000");
    expect(priceParam({ min: 0, max: 500_000 }, 0)).toBe("0-500000");
    expect(priceParam({ min: 500, max: 1_200 }, 1)).toBe("500-1200");
  });
  it("is read back by the list page as the same bounds, an edge being no bound", () => {
    const read = (goal: 0 | 1, value: string) => parseListQuery(new URLSearchParams({ price: value }), goal).price;
    expect(read(0, priceParam({ min: 250_000, max: 3_000_000 }, 0)!)).toEqual({ min: 250_000 });
    expect(read(0, priceParam({ min: 0, max: 500_000 }, 0)!)).toEqual({ max: 500_000 });
    expect(read(1, priceParam({ min: 500, max: 1_200 }, 1)!)).toEqual({ min: 500, max: 1_200 });
  });
  it("counts a full range left over from the other goal as the whole range", () => {
    expect(priceParam({ min: 0, max: 3_000_000 }, 1)).toBeUndefined();
  });
});

// A plus sign shows when max equals range max; euro, Belgian number format.
describe("the amount a visitor reads", () => {
  it.each([
    [250_000, "min", sale, "nl", `€${NBSP}250.000`],
    [250_000, "max", sale, "en", `€${NBSP}250.000`],
    [250_000, "min", sale, "fr", `250${NNBSP}000${NBSP}€`],
    [3_000_000, "max", sale, "nl", `€${NBSP}3.000.000+`],
    [3_000_000, "max", sale, "fr", `3${NNBSP}000${NNBSP}000${NBSP}€+`],
    [3_000_000, "min", sale, "nl", `€${NBSP}3.000.000`],
    [2_000, "max", rent, "en", `€${NBSP}2.000+`],
    [1_900, "max", rent, "en", `€${NBSP}1.900`],
    [0, "min", rent, "nl", `€${NBSP}0`],
  ] as const)("%d as %s in %s → %j", (value, which, range, lang, text) => {
    expect(priceLabel(value, which, range, lang)).toBe(text);
  });
});
