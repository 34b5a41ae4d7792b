import { describe, expect, it } from "vitest";
import { alertDue, brusselsDay } from "../../worker/subscriptions/alert-schedule.ts";

// Brussels is UTC+1 in winter and UTC+2 in summer.
const at = (iso: string) => new Date(iso);

describe("when a demand's alert mail is due", () => {
  it("instant: at every run, whatever the hour or the last mail", () => {
    expect(alertDue("instant", null, at("2026-11-23T02:00:00Z"))).toBe(true);
    expect(alertDue("instant", "2026-11-23T01:59:00Z", at("2026-11-23T02:00:00Z"))).toBe(true);
  });

  it("daily and weekly: never before 8:00 in Brussels, even for a first mail", () => {
    expect(alertDue("daily", null, at("2026-11-23T06:59:00Z"))).toBe(false); // 7:59 winter
    expect(alertDue("daily", null, at("2026-11-23T07:00:00Z"))).toBe(true); // 8:00 winter
    expect(alertDue("weekly", null, at("2026-07-13T05:30:00Z"))).toBe(false); // 7:30 summer
    expect(alertDue("weekly", null, at("2026-07-13T06:00:00Z"))).toBe(true); // 8:00 summer
  });

  it("daily: once per Brussels calendar day", () => {
    // Sent at 8:00 on the 23rd: not again that day, due from 8:00 on the 24th.
    expect(alertDue("daily", "2026-11-23T07:00:00Z", at("2026-11-23T22:30:00Z"))).toBe(false); // 23:30 the same day
    expect(alertDue("daily", "2026-11-23T07:00:00Z", at("2026-11-23T23:30:00Z"))).toBe(false); // 0:30 the next day, before 8:00
    expect(alertDue("daily", "2026-11-23T07:00:00Z", at("2026-11-24T07:00:00Z"))).toBe(true);
    // A mail at 23:30 Brussels time is of that day: the next morning may send again.
    expect(alertDue("daily", "2026-11-23T22:30:00Z", at("2026-11-24T07:00:00Z"))).toBe(true);
  });

  it("weekly: seven calendar days after the last", () => {
    expect(alertDue("weekly", "2026-11-16T07:00:00Z", at("2026-11-22T20:00:00Z"))).toBe(false); // six days
    expect(alertDue("weekly", "2026-11-16T07:00:00Z", at("2026-11-23T07:00:00Z"))).toBe(true); // seven
    expect(alertDue("weekly", "2026-11-16T07:00:00Z", at("2026-11-23T06:30:00Z"))).toBe(false); // seven, before 8:00
  });

  it("an unreadable last date counts as no mail yet", () => {
    expect(alertDue("daily", "not a date", at("2026-11-23T09:00:00Z"))).toBe(true);
  });

  it("reads the Brussels day across the change of time", () => {
    // 2026-10-25 03:00 summer time becomes 02:00 winter time.
    expect(brusselsDay(at("2026-10-24T22:30:00Z"))).toEqual({
      day: brusselsDay(at("2026-10-25T12:00:00Z")).day,
      hour: 0,
    });
    expect(brusselsDay(at("2026-10-25T12:00:00Z")).hour).toBe(13);
  });
});
