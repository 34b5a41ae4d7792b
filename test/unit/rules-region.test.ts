import { describe, expect, it } from "vitest";
import { regionOf } from "../../shared/rules/region.ts";

// 1000-1299 Brussels; 1300-1499 and 4000-7999 Wallonia; 1500-3999 and 8000-9999 Flanders.
describe("postal code to region", () => {
  it.each([
    ["999", undefined],
    ["0999", undefined],
    ["1000", "brussels"],
    ["1299", "brussels"],
    ["1300", "wallonia"],
    ["1499", "wallonia"],
    ["1500", "flanders"],
    ["3999", "flanders"],
    ["4000", "wallonia"],
    ["7999", "wallonia"],
    ["8000", "flanders"],
    ["9999", "flanders"],
    ["10000", undefined],
  ] as const)("zip %s → %s", (zip, region) => {
    expect(regionOf(zip, 10)).toBe(region);
  });

  it.each([
    ["1050", "brussels", "Ixelles"],
    ["1160", "brussels", "Auderghem"],
    ["1180", "brussels", "Uccle"],
    ["1410", "wallonia", "Waterloo"],
    ["1950", "flanders", "Kraainem"],
    ["3000", "flanders", "Leuven"],
    ["5000", "wallonia", "Namur"],
  ] as const)("zip %s → %s (%s)", (zip, region, _city) => {
    expect(regionOf(zip)).toBe(region);
  });

  it("reads numbers, surrounding spaces and the B- / BE- prefix", () => {
    expect(regionOf(1040, 10)).toBe("brussels");
    expect(regionOf(" 1040 ", 10)).toBe("brussels");
    expect(regionOf("B-1040", 10)).toBe("brussels");
    expect(regionOf("BE-9000", 10)).toBe("flanders");
  });

  it("gives Luxembourg (country 50) whatever its postal code", () => {
    expect(regionOf("L-1611", 50)).toBe("luxembourg");
    expect(regionOf("1611", 50)).toBe("luxembourg");
    expect(regionOf("", 50)).toBe("luxembourg");
  });

  it.each([["abcd"], ["10a0"], ["1000.5"], ["-1000"], [""], [null], [undefined], ["1 000"]])(
    "has no region for zip %j",
    (zip) => {
      expect(regionOf(zip, 10)).toBeUndefined();
    },
  );

  it("has no region for another country", () => {
    expect(regionOf("1000", 33)).toBeUndefined();
  });
});
