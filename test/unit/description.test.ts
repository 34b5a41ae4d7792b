import { describe, expect, it } from "vitest";
import { cleanDescription, DESCRIPTION_LIMIT } from "../../shared/format/description.ts";

const words = (n: number, word = "abcd") => Array.from({ length: n }, () => word).join(" ");

describe("the description cleaner", () => {
  it("keeps a text within the limit as it is", () => {
    expect(DESCRIPTION_LIMIT).toBe(250);
    const exact = "x".repeat(250);
    expect(cleanDescription(exact)).toBe(exact);
  });

  it("cuts at the last space when it lies beyond 80 % of the limit, and adds an ellipsis", () => {
    const text = words(60); // 299 characters, spaces every 5
    const result = cleanDescription(text);
    expect(result.endsWith("abcd…")).toBe(true);
    expect(result.length).toBeLessThanOrEqual(251);
    expect(result.slice(0, -1)).toBe(text.slice(0, text.slice(0, 250).lastIndexOf(" ")));
  });

  it("cuts at the limit when the last space is at or before 80 % of it", () => {
    const text = `${"a".repeat(199)} ${"b".repeat(100)}`; // the only space at index 199 < 200
    expect(cleanDescription(text)).toBe(`${"a".repeat(199)} ${"b".repeat(50)}…`);
    const atBoundary = `${"a".repeat(200)} ${"b".repeat(100)}`; // space at index 200 = 80 %
    expect(cleanDescription(atBoundary)).toBe(`${atBoundary.slice(0, 250)}…`);
    const beyond = `${"a".repeat(201)} ${"b".repeat(100)}`; // space at index 201 > 80 %
    expect(cleanDescription(beyond)).toBe(`${"a".repeat(201)}…`);
  });

  it("honours another limit", () => {
    expect(cleanDescription(words(10), 11)).toBe("abcd abcd…"); // space at 9 > 8.8
    expect(cleanDescription(words(10), 12)).toBe("abcd abcd ab…"); // space at 9 ≤ 9.6
  });

  it("removes markup and folds white space", () => {
    expect(cleanDescription("<p>Bel  appartement&nbsp;&amp;\n<b>terrasse</b></p>")).toBe("Bel appartement & terrasse");
    expect(cleanDescription(null)).toBe("");
  });
});
