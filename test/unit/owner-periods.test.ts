import { describe, expect, it } from "vitest";
import {
  addDays,
  brusselsDay,
  chartDays,
  clampPage,
  daysBetween,
  monthStart,
  periodsAt,
  requestedPage,
  weekStart,
} from "../../worker/owners/periods.ts";

// The owner's figures in the owner portal: today, this week (from Monday), this month
// and the chart's last 30 days, all on the Brussels clock; and the page a list's link asks for.

describe("the Brussels day of a view", () => {
  it.each([
    ["2026-11-22T22:59:59Z", "2026-11-22", "23:59:59 in Brussels in winter (UTC+1) is still that day"],
    [
      "2026-11-22T23:00:00Z",
      "2026-11-23",
      "midnight in Brussels in winter is the next day while UTC is still on the 22nd",
    ],
    ["2026-07-14T21:59:00Z", "2026-07-14", "23:59 in summer (UTC+2)"],
    ["2026-07-14T22:00:00Z", "2026-07-15", "midnight in summer"],
    ["2026-03-29T00:30:00Z", "2026-03-29", "the night the clocks go forward"],
    ["2026-10-24T22:30:00Z", "2026-10-25", "the night the clocks go back"],
  ])("%s is %s (%s)", (instant, day) => {
    expect(brusselsDay(new Date(instant))).toBe(day);
  });
});

describe("the periods of the figures", () => {
  it.each([
    ["2026-11-23", "2026-11-23", "a Monday starts its own week"],
    ["2026-11-22", "2026-11-16", "a Sunday belongs to the week that began on the Monday before"],
    ["2026-11-25", "2026-11-23", "a Wednesday"],
    ["2026-12-02", "2026-11-30", "a week that straddles two months starts in the earlier one"],
    ["2027-01-01", "2026-12-28", "and one that straddles two years"],
  ])("the week of %s starts on %s (%s)", (day, monday) => {
    expect(weekStart(day)).toBe(monday);
  });

  it("starts the month on the first, and counts days across month ends and leap years", () => {
    expect(monthStart("2026-11-22")).toBe("2026-11-01");
    expect(monthStart("2026-11-01")).toBe("2026-11-01");
    expect(addDays("2026-02-28", 1)).toBe("2026-03-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-01-01", -1)).toBe("2025-12-31");
  });

  it("gives today, the Monday, the first of the month and the chart's first day for an instant", () => {
    // Sunday 1 November 2026 at 00:30 in Brussels: still Saturday 31 October in UTC.
    expect(periodsAt(new Date("2026-10-31T23:30:00Z"))).toEqual({
      today: "2026-11-01",
      weekStart: "2026-10-26",
      monthStart: "2026-11-01",
      chartStart: "2026-10-03",
    });
  });

  it("lists the chart's 30 days, oldest first and today last, with zero for days without visits", () => {
    const periods = periodsAt(new Date("2026-11-22T10:00:00Z"));
    const days = chartDays(
      periods,
      new Map([
        ["2026-11-22", 4],
        ["2026-10-24", 2],
        ["2026-10-23", 99],
      ]),
    );
    expect(days).toHaveLength(30);
    expect(days[0]).toEqual({ day: "2026-10-24", views: 2 });
    expect(days[29]).toEqual({ day: "2026-11-22", views: 4 });
    expect(days.filter((d) => d.views === 0)).toHaveLength(28);
    expect(daysBetween("2026-10-30", "2026-11-02")).toEqual(["2026-10-30", "2026-10-31", "2026-11-01", "2026-11-02"]);
  });
});

describe("the page a list's link asks for", () => {
  it.each([
    [null, 1],
    ["", 1],
    ["2", 2],
    [" 3 ", 3],
    ["007", 7],
    ["0", 1],
    ["-2", 1],
    ["1.5", 1],
    ["abc", 1],
    ["2abc", 1],
    ["99999999999999999999", 1_000_000],
  ])("%j asks for page %i", (value, page) => {
    expect(requestedPage(value)).toBe(page);
  });

  it("keeps a page within the list: past the end is the last page, an empty list has one page", () => {
    expect(clampPage(2, 25, 10)).toEqual({ page: 2, pageCount: 3, offset: 10 });
    expect(clampPage(9, 25, 10)).toEqual({ page: 3, pageCount: 3, offset: 20 });
    expect(clampPage(1_000_000, 20, 10)).toEqual({ page: 2, pageCount: 2, offset: 10 });
    expect(clampPage(3, 0, 10)).toEqual({ page: 1, pageCount: 1, offset: 0 });
  });
});
