/**
 * Dates and counts of the owner's statistics in the page's language: a chart day ("17 nov."), a
 * day in full ("17 november 2026"), and a CRM entry's date on the Brussels clock.
 */
import type { Translate } from "../../shared/i18n/translate.ts";
import { dateLocale, dateTimeFormat, formatNumber } from "../../shared/rules/locale.ts";
import { countText } from "../catalogue/list/plural.ts";

const AGENCY_TIME_ZONE = "Europe/Brussels";

function utcDay(day: string): Date {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
}

/** A YYYY-MM-DD day, short: "17 nov." (nl), "17 nov." (fr), "17 Nov" (en). */
export function shortDay(day: string, lang: string): string {
  return dateTimeFormat(dateLocale(lang), { day: "numeric", month: "short", timeZone: "UTC" }).format(utcDay(day));
}

/** A YYYY-MM-DD day in full, with its weekday: "maandag 17 november 2026". */
export function longDay(day: string, lang: string): string {
  return dateTimeFormat(dateLocale(lang), {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(utcDay(day));
}

/** An ISO date-time as the day it was in Brussels: "17 nov. 2026"; text that is no date as it is. */
export function entryDate(iso: string, lang: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimeFormat(dateLocale(lang), { dateStyle: "medium", timeZone: AGENCY_TIME_ZONE }).format(date);
}

/** "1 visit", "1.234 visits". */
export function visitsText(t: Translate, count: number, lang: string): string {
  return countText(t, "owners.stats.chart.count", count, formatNumber(count, lang, 0));
}

/** An ISO date-time on the Brussels clock, with the time: "17 nov. 2026 14:05". */
export function momentText(iso: string, lang: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimeFormat(dateLocale(lang), {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: AGENCY_TIME_ZONE,
  }).format(date);
}
