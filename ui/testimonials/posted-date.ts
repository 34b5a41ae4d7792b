/**
 * The date a testimonial was posted, as the agency's visitors read it: the day in Brussels
 * (a testimonial sent at 00:30 on 3 May local time is stored as 2 May, 22:30 UTC), written in
 * full in the page's language ("3 mei 2026", "3 mai 2026", "3 May 2026").
 */
import { dateLocale } from "../../shared/rules/locale.ts";

export const AGENCY_TIME_ZONE = "Europe/Brussels";

function parse(iso: string): Date | undefined {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** The posting day in Brussels as YYYY-MM-DD (the `datetime` attribute, JSON-LD); undefined for no date. */
export function postedDay(iso: string): string | undefined {
  const date = parse(iso);
  if (!date) return undefined;
  const parts = new Intl.DateTimeFormat("en", {
    timeZone: AGENCY_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/** The posting day in full in the page's language (Belgian style); empty for no date. */
export function formatPostedDate(iso: string, lang: string): string {
  const date = parse(iso);
  if (!date) return "";
  return new Intl.DateTimeFormat(dateLocale(lang), { dateStyle: "long", timeZone: AGENCY_TIME_ZONE }).format(date);
}
