/**
 * When a demand's alert mail is due, by the frequency the visitor chose: "instant" as
 * soon as something fits; "daily" once per calendar day in Brussels, from 8:00; "weekly" once
 * seven calendar days have passed since the last one, from 8:00. A demand that never had a mail
 * gets its first at the first run that may send its frequency. Pure.
 */
import type { DemandFrequency } from "../../shared/forms/schemas/demand-register.ts";

/** The hour (Brussels time) from which daily and weekly mails go out. */
export const DIGEST_HOUR = 8;
const ZONE = "Europe/Brussels";

const parts = new Intl.DateTimeFormat("en-GB", {
  timeZone: ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  hourCycle: "h23",
});

/** The Brussels calendar day as a day number (days since 1970-01-01), and the Brussels hour. */
export function brusselsDay(at: Date): { day: number; hour: number } {
  const read = parts.formatToParts(at);
  const value = (type: string) => Number(read.find((part) => part.type === type)?.value);
  return {
    day: Math.round(Date.UTC(value("year"), value("month") - 1, value("day")) / 86_400_000),
    hour: value("hour"),
  };
}

export function alertDue(frequency: DemandFrequency, lastAlertAt: string | null, now: Date): boolean {
  if (frequency === "instant") return true;
  const today = brusselsDay(now);
  if (today.hour < DIGEST_HOUR) return false;
  const last = lastAlertAt === null ? Number.NaN : Date.parse(lastAlertAt);
  if (!Number.isFinite(last)) return true;
  const gap = today.day - brusselsDay(new Date(last)).day;
  return frequency === "daily" ? gap >= 1 : gap >= 7;
}
