/**
 * The periods of the owner's figures in the owner portal: visits today, this week, this
 * month and in total, and the chart's last 30 days. Days are dates on the Brussels clock
 * (YYYY-MM-DD), so a view at 00:30 on a Monday in Brussels counts for that Monday even though it
 * is still Sunday in UTC. A week starts on Monday. Pure.
 */
import { brusselsDate } from "../visits/schedule.ts";

/** How many days the chart shows: the last 30. */
export const CHART_DAYS = 30;

/** The first day of each period, and today, as Brussels dates. */
export interface Periods {
  today: string;
  /** The Monday of this week. */
  weekStart: string;
  /** The first of this month. */
  monthStart: string;
  /** The chart's first day: 29 days before today. */
  chartStart: string;
}

/** The date on the Brussels clock at `instant`: "2026-11-24". */
export function brusselsDay(instant: Date): string {
  return brusselsDate(instant);
}

/** The date `days` days after (or before, when negative) a YYYY-MM-DD date. */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The Monday of the week a YYYY-MM-DD date falls in. */
export function weekStart(day: string): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay(); // 0 is Sunday
  return addDays(day, -((weekday + 6) % 7));
}

/** The first of the month a YYYY-MM-DD date falls in. */
export function monthStart(day: string): string {
  return `${day.slice(0, 7)}-01`;
}

export function periodsAt(now: Date): Periods {
  const today = brusselsDay(now);
  return {
    today,
    weekStart: weekStart(today),
    monthStart: monthStart(today),
    chartStart: addDays(today, 1 - CHART_DAYS),
  };
}

/** Every date from `from` to `to`, both included, in order. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** Visits per day as a row per day of the chart, zero where nothing was counted. */
export function chartDays(periods: Periods, counted: ReadonlyMap<string, number>): { day: string; views: number }[] {
  return daysBetween(periods.chartStart, periods.today).map((day) => ({ day, views: counted.get(day) ?? 0 }));
}

/** The largest page number a query parameter may ask for (a longer number is not a page). */
const MAX_PAGE_DIGITS = 6;

/**
 * The page a list's query parameter asks for: a whole number from 1; anything else (absent,
 * "abc", "-2", "1.5", "0") is the first page.
 */
export function requestedPage(value: string | null | undefined): number {
  const text = (value ?? "").trim();
  if (!/^\d+$/.test(text)) return 1;
  const digits = text.replace(/^0+/, "");
  if (digits === "") return 1;
  if (digits.length > MAX_PAGE_DIGITS) return 10 ** MAX_PAGE_DIGITS;
  return Number(digits);
}

/** A requested page within the list: past the end is the last page; an empty list has one page. */
export function clampPage(
  page: number,
  total: number,
  perPage: number,
): { page: number; pageCount: number; offset: number } {
  const pageCount = Math.max(1, Math.ceil(total / perPage));
  const clamped = Math.min(Math.max(1, page), pageCount);
  return { page: clamped, pageCount, offset: (clamped - 1) * perPage };
}
