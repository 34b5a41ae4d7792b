import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { fieldMessages } from "../../shared/forms/values.ts";
import {
  DemandRegisterSchema,
  cityPostcode,
  parseAmount,
  splitPostcodes,
} from "../../shared/forms/schemas/demand-register.ts";
import { demandPostcodes, TYPE_WEB_IDS } from "../../worker/subscriptions/demands.ts";
import { demandZones } from "../../worker/subscriptions/unsubscribe.ts";

// The demand register's rules as the visitor meets them, server and browser alike.

const base = {
  title: "ms",
  firstName: "Sofie",
  lastName: "Wouters",
  email: "sofie@example.be",
  phone: "0486 11 22 33",
  goal: "rent",
  propertyTypes: ["studio"],
  postcodes: "1050",
};

const problems = (values: Record<string, unknown>) => {
  const result = v.safeParse(DemandRegisterSchema, { ...base, ...values });
  return result.success ? {} : fieldMessages(result.issues);
};

describe("amounts in whole euros", () => {
  it.each([
    ["", null],
    ["350000", 350000],
    ["350 000", 350000],
    ["1.250.000", 1250000],
    ["350\u00a0000", 350000],
    ["100000000", 100000000],
  ])("%j is %j", (text, amount) => expect(parseAmount(text)).toBe(amount));

  it.each(["350000,50", "350.00", "€ 350000", "-5", "1e6", "100000001", "35 00"])("%j is refused", (text) =>
    expect(parseAmount(text)).toBeUndefined(),
  );
});

describe("the zone", () => {
  it("reads typed postcodes separated by commas, spaces or semicolons, Luxembourg ones in any case", () => {
    expect(splitPostcodes("1050, 1180;l-1611  1410")).toEqual(["1050", "1180", "L-1611", "1410"]);
  });

  it("takes each municipality's postcode from its label", () => {
    expect(cityPostcode("Woluwe-Saint-Pierre (1150)")).toBe("1150");
    expect(cityPostcode("Luxembourg (L-1611)")).toBe("L-1611");
    expect(cityPostcode("Nowhere")).toBeUndefined();
  });

  it("stores every postcode once, and shows a typed one only when no ticked municipality names it", () => {
    expect(demandPostcodes({ cities: ["Ixelles (1050)", "Brussels (1050)"], postcodes: ["1050", "1180"] })).toEqual([
      "1050",
      "1180",
    ]);
    expect(demandZones(["Ixelles (1050)"], ["1050", "1180"])).toEqual(["Ixelles (1050)", "1180"]);
  });

  it("needs a municipality or a postcode", () => {
    expect(problems({ postcodes: "" })).toEqual({ postcodes: "forms.demand.errors.zone" });
    expect(problems({ postcodes: "", cities: ["Uccle (1180)"] })).toEqual({});
    expect(problems({ postcodes: "1050 F-75001" })).toEqual({ postcodes: "forms.demand.errors.postcodes" });
  });
});

describe("prices and rooms", () => {
  it("keeps the minimum at or below the maximum", () => {
    expect(problems({ minPrice: "900", maxPrice: "1500" })).toEqual({});
    expect(problems({ minPrice: "1500", maxPrice: "1500" })).toEqual({});
    expect(problems({ minPrice: "1500", maxPrice: "900" })).toEqual({ maxPrice: "forms.demand.errors.priceOrder" });
  });

  it("takes a budget or a range, not both", () => {
    expect(problems({ budget: "1200" })).toEqual({});
    expect(problems({ budget: "1200", maxPrice: "1500" })).toEqual({ budget: "forms.demand.errors.budgetOrRange" });
  });

  it("counts rooms from 0 to 20, empty being 0", () => {
    const parsed = v.parse(DemandRegisterSchema, { ...base, bedrooms: "20", bathrooms: "" });
    expect([parsed.bedrooms, parsed.bathrooms]).toEqual([20, 0]);
    expect(problems({ garages: "21" })).toEqual({ garages: "forms.demand.errors.rooms" });
  });
});

describe("property types", () => {
  it("needs at least one, and knows the WebID code of each of the nine", () => {
    expect(problems({ propertyTypes: [] })).toEqual({ propertyTypes: "forms.demand.errors.types" });
    expect(TYPE_WEB_IDS).toEqual({
      house: 1,
      apartment: 2,
      studio: 3,
      plot: 4,
      investment: 5,
      commercial: 6,
      industrial: 8,
      offices: 9,
      parking: 7,
    });
  });
});
