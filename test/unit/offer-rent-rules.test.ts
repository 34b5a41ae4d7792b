import { describe, expect, it } from "vitest";
import {
  isAdultBirthDate,
  parseDate,
  parseWholeEuros,
  todayInBrussels,
  yearsBefore,
} from "../../shared/forms/dates-and-amounts.ts";
import { hasSecondBuyer, offerDeposit } from "../../shared/forms/schemas/offer-to-buy.ts";

// The rules the tenant profile and the offer to buy share with the browser: dates are complete
// or refused, amounts are whole euros, the offer's deposit is 10 %.

describe("dates as visitors send them", () => {
  it.each([
    ["2031-05-12", "2031-05-12"],
    ["2031-5-2", "2031-05-02"],
    ["12/05/2031", "2031-05-12"],
    ["2.5.2031", "2031-05-02"],
    [" 12-05-2031 ", "2031-05-12"],
    ["2028-02-29", "2028-02-29"],
  ])("%j is %s", (text, iso) => {
    expect(parseDate(text)).toBe(iso);
  });

  it.each([
    [""],
    ["2031-05"],
    ["12/05"],
    ["2031-02-29"],
    ["31/04/2031"],
    ["2031-13-01"],
    ["05/12/31"],
    ["tomorrow"],
    ["1850-01-01"],
  ])("%j is incomplete or impossible", (text) => {
    expect(parseDate(text)).toBeUndefined();
  });

  it("today is the agency's day in Brussels, not UTC's", () => {
    // 23:30 UTC on 31 December is already 1 January in Brussels.
    expect(todayInBrussels(new Date("2030-12-31T23:30:00Z"))).toBe("2031-01-01");
    expect(todayInBrussels(new Date("2031-07-01T21:59:00Z"))).toBe("2031-07-01");
  });

  it("a person is an adult from their eighteenth birthday", () => {
    const now = new Date("2031-05-12T10:00:00Z");
    expect(isAdultBirthDate("2013-05-12", now)).toBe(true);
    expect(isAdultBirthDate("2013-05-13", now)).toBe(false);
    expect(isAdultBirthDate("1900-01-01", now)).toBe(false);
    expect(isAdultBirthDate("", now)).toBe(true);
    expect(yearsBefore("2032-02-29", 18)).toBe("2014-02-28");
  });
});

describe("whole euros as people type them", () => {
  it.each([
    ["425000", 425000],
    ["425 000", 425000],
    ["425.000", 425000],
    ["€ 425.000", 425000],
    ["1.250.000 €", 1250000],
    ["0", 0],
  ])("%j is %i", (text, euros) => {
    expect(parseWholeEuros(text)).toBe(euros);
  });

  it.each([[""], ["425000,50"], ["425.000,00"], ["-5"], ["42.50"], ["4250 00"], ["a lot"]])(
    "%j is not an amount in whole euros",
    (text) => {
      expect(parseWholeEuros(text)).toBeUndefined();
    },
  );
});

describe("the offer", () => {
  it.each([
    [425000, 42500],
    [410000, 41000],
    [299995, 30000],
    [1, 0],
  ])("the deposit of %i is %i (10 %, to the euro)", (amount, deposit) => {
    expect(offerDeposit(amount)).toBe(deposit);
  });

  it("has a second buyer as soon as one of their fields is filled in", () => {
    expect(hasSecondBuyer({})).toBe(false);
    expect(hasSecondBuyer({ bFirstName: "  ", bTitle: "" })).toBe(false);
    expect(hasSecondBuyer({ bCity: "Uccle" })).toBe(true);
    expect(hasSecondBuyer({ bTitle: "ms" })).toBe(true);
  });
});
