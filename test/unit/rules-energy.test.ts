import { describe, expect, it } from "vitest";
import {
  classLetter,
  ENERGY_CLASSES,
  ENERGY_TONES,
  energyClass,
  energyClassFromText,
  energyLabel,
  energyTone,
  renovationNoticeApplies,
} from "../../shared/rules/energy.ts";
import { isResidential, mainType, PROPERTY_TYPE } from "../../shared/rules/property-types.ts";

// The energy scales, read as docs/decisions/014-energy-scales.md settles it: a range "x-y" includes y and
// the next class starts above y; 0 belongs to the first band; f_sub (Brussels) is 323-345.

describe("Flanders: below 0 a_plus; 0-100 a; … 400-500 e; above 500 f", () => {
  it.each([
    [-1, "a_plus"],
    [-0.01, "a_plus"],
    [0, "a"],
    [100, "a"],
    [100.5, "b"],
    [200, "b"],
    [200.1, "c"],
    [300, "c"],
    [301, "d"],
    [400, "d"],
    [401, "e"],
    [500, "e"],
    [500.5, "f"],
    [501, "f"],
    [1200, "f"],
  ] as const)("%s kWh/m² → %s", (value, cls) => {
    expect(energyClass("flanders", value)).toBe(cls);
  });
});

describe("Brussels: below 0 a_plus; 1-23 a; 24-45 a_sub; … 299-322 f; f_sub to 345; above g", () => {
  it.each([
    [-1, "a_plus"],
    [0, "a"], // between "below 0" and "1-23": the first band starts at 0
    [0.5, "a"],
    [1, "a"],
    [23, "a"],
    [23.5, "a_sub"], // between 23 and 24: the next class
    [24, "a_sub"],
    [45, "a_sub"],
    [46, "b_plus"],
    [62, "b_plus"],
    [63, "b"],
    [79, "b"],
    [80, "b_sub"],
    [95, "b_sub"],
    [96, "c_plus"],
    [113, "c_plus"],
    [114, "c"],
    [132, "c"],
    [133, "c_sub"],
    [150, "c_sub"],
    [151, "d_plus"],
    [170, "d_plus"],
    [171, "d"],
    [190, "d"],
    [191, "d_sub"],
    [210, "d_sub"],
    [211, "e_plus"],
    [223, "e_plus"], // the f_sub bound as written: still E+, so "223" can only mean 323
    [232, "e_plus"],
    [233, "e"],
    [253, "e"],
    [254, "e_sub"],
    [275, "e_sub"],
    [276, "f_plus"],
    [298, "f_plus"],
    [299, "f"],
    [322, "f"],
    [322.5, "f_sub"],
    [323, "f_sub"],
    [345, "f_sub"],
    [345.5, "g"], // between 345 and "above 346": G
    [346, "g"],
    [347, "g"],
    [900, "g"],
  ] as const)("%s kWh/m² → %s", (value, cls) => {
    expect(energyClass("brussels", value)).toBe(cls);
  });
});

describe("Wallonia: below 0 a_plusplus; 0-45 a_plus; 45-85 a; … 425-510 f; above 510 g", () => {
  it.each([
    [-1, "a_plusplus"],
    [0, "a_plus"],
    [45, "a_plus"],
    [45.5, "a"],
    [85, "a"],
    [86, "b"],
    [170, "b"],
    [171, "c"],
    [255, "c"],
    [256, "d"],
    [340, "d"],
    [341, "e"],
    [425, "e"],
    [426, "f"],
    [510, "f"],
    [510.5, "g"],
    [511, "g"],
  ] as const)("%s kWh/m² → %s", (value, cls) => {
    expect(energyClass("wallonia", value)).toBe(cls);
  });
});

describe("EPC values as the CRM may send them", () => {
  it("reads numeric text, with a decimal comma too", () => {
    expect(energyClass("flanders", "250")).toBe("c");
    expect(energyClass("flanders", "100,5")).toBe("b");
  });
  it.each([[null], [undefined], [""], ["n/a"], [Number.NaN], [Number.POSITIVE_INFINITY]])(
    "has no class for %j",
    (value) => {
      expect(energyClass("flanders", value)).toBeUndefined();
    },
  );
  it("gives Luxembourg no class from a value: its passport is read from the label text", () => {
    expect(energyClass("luxembourg", 120)).toBeUndefined();
  });
});

describe("label text to class", () => {
  it.each([
    ["flanders", "A+", "a_plus"],
    ["flanders", "a_plus", "a_plus"],
    ["flanders", "b", "b"],
    ["flanders", " C ", "c"],
    ["flanders", "EPC D", "d"],
    ["flanders", "Label E", "e"],
    ["brussels", "B-", "b_sub"],
    ["brussels", "b−", "b_sub"],
    ["brussels", "c_sub", "c_sub"],
    ["brussels", "E+", "e_plus"],
    ["brussels", "PEB: F", "f"],
    ["wallonia", "A++", "a_plusplus"],
    ["wallonia", "a_plusplus", "a_plusplus"],
    ["wallonia", "Classe G", "g"],
    ["luxembourg", "A", "a"],
    ["luxembourg", "A+", "a_plus"],
    ["luxembourg", "i", "i"],
    ["luxembourg", "CPE H", "h"],
  ] as const)("%s %j → %s", (region, text, cls) => {
    expect(energyClassFromText(region, text)).toBe(cls);
  });

  it.each([
    ["flanders", "G"], // the Flemish scale ends at F
    ["flanders", "B-"], // no sub-classes in Flanders
    ["flanders", "A++"],
    ["brussels", "H"],
    ["wallonia", "B+"],
    ["luxembourg", "J"],
    ["luxembourg", ""],
    ["luxembourg", "unknown"],
    ["luxembourg", "AB"],
    ["luxembourg", null],
  ] as const)("%s refuses %j", (region, text) => {
    expect(energyClassFromText(region, text)).toBeUndefined();
  });
});

describe("a listing's energy label", () => {
  it.each([
    // zip, country, value, text → region, class, letter, notice for a home for sale
    ["9000", 10, 150, "", "flanders", "b", "B", false],
    ["9000", 10, 450, "", "flanders", "e", "E", true],
    ["9000", 10, 600, "", "flanders", "f", "F", true],
    ["1050", 10, 120, "", "brussels", "c", "C", false],
    ["1050", 10, 215, "", "brussels", "e_plus", "E+", true],
    ["1050", 10, 260, "", "brussels", "e_sub", "E-", true],
    ["1050", 10, 280, "", "brussels", "f_plus", "F+", true],
    ["1050", 10, 330, "", "brussels", "f_sub", "F-", true],
    ["1050", 10, 400, "", "brussels", "g", "G", false],
    ["1050", 10, 200, "", "brussels", "d_sub", "D-", false],
    ["1410", 10, -5, "", "wallonia", "a_plusplus", "A++", false],
    ["1410", 10, 400, "", "wallonia", "e", "E", true],
    ["1410", 10, 500, "", "wallonia", "f", "F", true],
    ["1410", 10, 600, "", "wallonia", "g", "G", false],
    ["L-1611", 50, 999, "B", "luxembourg", "b", "B", false],
    ["L-1611", 50, null, "E", "luxembourg", "e", "E", false],
    ["9000", 10, null, "A+", "flanders", "a_plus", "A+", false],
    ["1050", 10, null, "F-", "brussels", "f_sub", "F-", true],
  ] as const)(
    "%s (country %s), EPC %s, text %j → %s %s",
    (zip, countryId, value, text, region, cls, letter, notice) => {
      const label = energyLabel({ zip, countryId, energyPerformance: value, epcLabelText: text });
      expect(label).toEqual({ region, class: cls, imagePath: `/images/epc/${region}/${cls}.svg`, letter });
      expect(renovationNoticeApplies(label, { forSale: true, residential: true })).toBe(notice);
    },
  );

  it("prefers the EPC value over the label text for Belgian listings", () => {
    expect(energyLabel({ zip: "3000", countryId: 10, energyPerformance: 90, epcLabelText: "C" })?.class).toBe("a");
  });

  it("is null when nothing gives a class", () => {
    expect(energyLabel({ zip: "1000", countryId: 10, energyPerformance: null, epcLabelText: "" })).toBeNull();
    expect(energyLabel({ zip: "1000", countryId: 10, energyPerformance: null, epcLabelText: "G+" })).toBeNull();
    expect(energyLabel({ zip: "L-1611", countryId: 50, energyPerformance: 80, epcLabelText: "" })).toBeNull();
    expect(energyLabel({ zip: "abc", countryId: 10, energyPerformance: 80, epcLabelText: "B" })).toBeNull();
  });
});

describe("how classes read and look", () => {
  it.each([
    ["a_plusplus", "A++"],
    ["a_plus", "A+"],
    ["a_sub", "A-"],
    ["c", "C"],
    ["i", "I"],
  ] as const)("%s is written %s", (cls, letter) => {
    expect(classLetter(cls)).toBe(letter);
  });

  it("colours every scale from dark green (best) to red (worst), sub-classes with their letter", () => {
    for (const [region, classes] of Object.entries(ENERGY_CLASSES) as Array<
      [keyof typeof ENERGY_CLASSES, typeof ENERGY_CLASSES.flanders]
    >) {
      expect(energyTone(region, classes[0]!)).toBe(0);
      expect(energyTone(region, classes.at(-1)!)).toBe(ENERGY_TONES.length - 1);
      const tones = classes.map((cls) => energyTone(region, cls));
      expect(tones).toEqual([...tones].sort((a, b) => a - b));
    }
    expect(energyTone("brussels", "c_plus")).toBe(energyTone("brussels", "c_sub"));
  });

  it("keeps the badge text readable on every tone (WCAG AA, 4.5:1)", () => {
    const luminance = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((i) => {
        const v = parseInt(hex.slice(i, i + 2), 16) / 255;
        return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
      }) as [number, number, number];
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    for (const { fill, text } of ENERGY_TONES) {
      const [light, dark] = [luminance(fill), luminance(text)].sort((a, b) => b - a) as [number, number];
      expect((light + 0.05) / (dark + 0.05), `${text} on ${fill}`).toBeGreaterThanOrEqual(4.5);
    }
  });
});

// The renovation notice concerns homes that are bought: a residential type for sale, with an E or
// F label on a Belgian scale.
describe("the renovation notice", () => {
  const brusselsF = energyLabel({ zip: "1050", countryId: 10, energyPerformance: 330, epcLabelText: "" });
  const flandersE = energyLabel({ zip: "9000", countryId: 10, energyPerformance: 450, epcLabelText: "" });
  const flandersB = energyLabel({ zip: "9000", countryId: 10, energyPerformance: 150, epcLabelText: "" });
  const luxembourgE = energyLabel({ zip: "L-1611", countryId: 50, energyPerformance: null, epcLabelText: "E" });

  it.each([
    // main type, goal, label → notice
    ["a house for sale", PROPERTY_TYPE.house, 0, flandersE, true],
    ["an apartment for sale", PROPERTY_TYPE.apartment, 0, brusselsF, true],
    ["a studio for sale", PROPERTY_TYPE.studio, 0, flandersE, true],
    ["an investment property (homes to let) for sale", PROPERTY_TYPE.investment, 0, flandersE, true],
    ["an office building for sale", PROPERTY_TYPE.offices, 0, brusselsF, false],
    ["a shop for sale", PROPERTY_TYPE.commercial, 0, flandersE, false],
    ["industrial premises for sale", PROPERTY_TYPE.industrial, 0, flandersE, false],
    ["a plot of land for sale", PROPERTY_TYPE.land, 0, flandersE, false],
    ["a garage for sale", PROPERTY_TYPE.garage, 0, flandersE, false],
    ["a listing of unknown type for sale", undefined, 0, flandersE, false],
    ["a house for rent", PROPERTY_TYPE.house, 1, flandersE, false],
    ["an apartment for rent", PROPERTY_TYPE.apartment, 1, brusselsF, false],
    ["a house for sale with label B", PROPERTY_TYPE.house, 0, flandersB, false],
    ["a house for sale in Luxembourg with class E", PROPERTY_TYPE.house, 0, luxembourgE, false],
    ["a house for sale without a label", PROPERTY_TYPE.house, 0, null, false],
  ] as const)("%s: %s", (_, type, goal, label, notice) => {
    expect(renovationNoticeApplies(label, { forSale: goal === 0, residential: isResidential(type) })).toBe(notice);
  });

  it.each([
    // WebID, WebIDs → main type
    [9, "9", 9],
    [5, "5,2", 5],
    [null, "2", 2],
    [null, " 8, 9", 8],
    [null, "", undefined],
    [0, "x,3", 3],
  ] as const)(
    "a listing's main type is its WebID, else the first of its WebIDs: %s, %j → %s",
    (webId, webIds, type) => {
      expect(mainType(webId, webIds)).toBe(type);
    },
  );
});
