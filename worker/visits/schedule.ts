/**
 * The agency's visit schedule as bookable slots (decision 030): on the agency's weekdays, at its
 * times on the Brussels clock, from today for `horizonDays` days, skipping closed days, and never
 * sooner than `noticeHours` from now. A slot is written 'YYYY-MM-DDTHH:MM' in Brussels time, so
 * the same visit has the same name all year, across daylight-saving changes. Pure.
 */
import type { VisitSchedule } from "../../config/schema.ts";
import { dateLocale, dateTimeFormat } from "../../shared/rules/locale.ts";

export const AGENCY_TIME_ZONE = "Europe/Brussels";

/** 'YYYY-MM-DDTHH:MM'. */
export const SLOT_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

const clock = new Intl.DateTimeFormat("en-GB", {
  timeZone: AGENCY_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** The Brussels wall clock at `instant`, as milliseconds of a UTC date with the same digits. */
function wallClock(instant: number): number {
  const parts = Object.fromEntries(clock.formatToParts(new Date(instant)).map((p) => [p.type, p.value]));
  return Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
  );
}

const HOUR = 3_600_000;
const offsets = new Map<number, number>();

/**
 * Brussels' offset from UTC at `instant`, in milliseconds (one hour in winter, two in summer).
 * Brussels changes its clocks on the hour of UTC (01:00), so the offset read at the start of an
 * hour holds for all of it: a page's few hundred slots need a handful of readings.
 */
function offsetAt(instant: number): number {
  const hour = Math.floor(instant / HOUR);
  let offset = offsets.get(hour);
  if (offset === undefined) {
    offset = wallClock(hour * HOUR) - hour * HOUR;
    if (offsets.size >= 10_000) offsets.clear();
    offsets.set(hour, offset);
  }
  return offset;
}

/** The date on the Brussels clock at `instant`: "2026-11-24". */
export function brusselsDate(instant: Date): string {
  return new Date(instant.getTime() + offsetAt(instant.getTime())).toISOString().slice(0, 10);
}

/** The moment a slot starts; undefined for text that is not a slot. */
export function slotStart(slot: string): Date | undefined {
  const match = SLOT_PATTERN.exec(slot);
  if (!match) return undefined;
  const [, y, m, d, h, min] = match.map(Number) as [number, number, number, number, number, number];
  const wall = Date.UTC(y, m - 1, d, h, min);
  const check = new Date(wall);
  if (check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d || h > 23 || min > 59) return undefined;
  // Guess with the offset at the wall time read as UTC, then correct once near a DST change.
  let instant = wall - offsetAt(wall);
  const corrected = wall - offsetAt(instant);
  if (corrected !== instant) instant = corrected;
  return new Date(instant);
}

/** The ISO weekday of a date: 1 Monday … 7 Sunday. */
function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

function addDays(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** Every slot of the schedule a visitor may book at `now`, earliest first (seats not counted). */
export function scheduleSlots(schedule: VisitSchedule, now: Date): string[] {
  const earliest = now.getTime() + schedule.noticeHours * 3_600_000;
  const today = brusselsDate(now);
  const closed = new Set(schedule.closedDates);
  const weekdays = new Set(schedule.weekdays);
  const times = [...new Set(schedule.times)].sort();
  const slots: string[] = [];
  for (let i = 0; i < schedule.horizonDays; i++) {
    const date = addDays(today, i);
    if (!weekdays.has(isoWeekday(date)) || closed.has(date)) continue;
    for (const time of times) {
      const slot = `${date}T${time}`;
      const start = slotStart(slot);
      if (start && start.getTime() >= earliest) slots.push(slot);
    }
  }
  return slots;
}

/** Whether the schedule offers `slot` at `now` (before counting its seats). */
export function isScheduled(schedule: VisitSchedule, slot: string, now: Date): boolean {
  return SLOT_PATTERN.test(slot) && scheduleSlots(schedule, now).includes(slot);
}

export interface FreeSlot {
  slot: string;
  /** Seats left in the slot. */
  free: number;
}

/** The schedule's slots that still have a seat, given the seats taken per slot. */
export function freeSlots(schedule: VisitSchedule, now: Date, taken: ReadonlyMap<string, number>): FreeSlot[] {
  return scheduleSlots(schedule, now)
    .map((slot) => ({ slot, free: schedule.capacity - (taken.get(slot) ?? 0) }))
    .filter((s) => s.free > 0);
}

/** The visit's end on the same clock: "10:30" for a 30-minute visit at 10:00. */
export function slotEnd(slot: string, minutes: number): string {
  const match = SLOT_PATTERN.exec(slot);
  if (!match) return "";
  const total = (Number(match[4]) * 60 + Number(match[5]) + minutes) % (24 * 60);
  return `${String(Math.floor(total / 60)).padStart(2, "0")}:${String(total % 60).padStart(2, "0")}`;
}

/** A slot's day as the page's language writes it: "Tuesday, 24 November" (with the year for mails). */
export function visitDay(slot: string, lang: string, withYear = false): string {
  const match = SLOT_PATTERN.exec(slot);
  if (!match) return slot;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return dateTimeFormat(dateLocale(lang), {
    weekday: "long",
    day: "numeric",
    month: "long",
    ...(withYear ? { year: "numeric" } : {}),
    timeZone: "UTC",
  }).format(date);
}

/** A slot's start on the clock: "10:00". */
export function visitTime(slot: string): string {
  return SLOT_PATTERN.exec(slot) ? slot.slice(11, 16) : "";
}
