import { describe, expect, it } from "vitest";
import { formatPhone, phoneHref } from "../../shared/rules/phone.ts";

// 10 digits grouped 4-2-2-2; 9 digits grouped 3-2-2-2; otherwise unchanged.
describe("phone display", () => {
  it.each([
    ["0475123456", "0475 12 34 56"],
    ["023456789", "023 45 67 89"],
    ["0475 12 34 56", "0475 12 34 56"],
    ["0475/12.34.56", "0475 12 34 56"],
    ["0475-123-456", "0475 12 34 56"],
    ["02/345.67.89", "023 45 67 89"],
    ["(02) 345 67 89", "023 45 67 89"],
    [" 0475 123456 ", "0475 12 34 56"],
    ["0475\u00a0123456", "0475 12 34 56"],
  ])("%j (9 or 10 digits with separators) → %j", (text, shown) => {
    expect(formatPhone(text)).toBe(shown);
  });

  it.each([
    ["+32 475 12 34 56"], // international: "+" is neither a digit nor a separator
    ["+32475123456"],
    ["0032 475 12 34 56"], // 13 digits
    ["+352 26 12 34 56"],
    ["12345678"], // 8 digits
    ["04751234567"], // 11 digits
    ["02 345 67 89 (office)"],
    ["call 0475123456"],
    [""],
  ])("%j stays as written", (text) => {
    expect(formatPhone(text)).toBe(text);
  });

  it("shows nothing for no number", () => {
    expect(formatPhone(null)).toBe("");
    expect(formatPhone(undefined)).toBe("");
  });
});

describe("phone links", () => {
  it.each([
    ["0475 12 34 56", "tel:+32475123456"],
    ["02/345.67.89", "tel:+3223456789"],
    ["+32 475 12 34 56", "tel:+32475123456"],
    ["+32 (0)2 345 67 89", "tel:+3223456789"],
    ["+32 02 345 67 89", "tel:+3223456789"],
    ["0032 475 12 34 56", "tel:+32475123456"],
    ["+352 26 12 34 56", "tel:+35226123456"],
    ["00352 621 123 456", "tel:+352621123456"],
    ["+33 1 23 45 67 89", "tel:+33123456789"],
    ["26 12 34 56", "tel:26123456"], // no country code and not a Belgian national number: as dialled
  ])("%j → %s", (text, href) => {
    expect(phoneHref(text)).toBe(href);
  });

  it.each([["02 345 67 89 (office)"], ["phone"], [""], ["  "], [null], ["12"], ["+"]])("%j has no link", (text) => {
    expect(phoneHref(text)).toBeUndefined();
  });
});
