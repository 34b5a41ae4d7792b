/**
 * How the CRM feed's single values are read. CRMs are sloppy in harmless ways (numbers sent as
 * numeric strings, "" for an absent value, booleans as 0/1/"true"), which we accept; a value
 * that would show something wrong on the site (a negative price, text where a count belongs)
 * is a problem with a message the agency can act on.
 */
import * as v from "valibot";

/** What the CRM writes for "no value". */
function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === "string" && value.trim() === "");
}

const INVALID = Symbol("invalid");
type Reader<T> = (value: unknown) => T | typeof INVALID;

/** A feed value read by `read`; blank gives `fallback`. */
function feedValue<T, F>(read: Reader<T>, message: string, fallback: F) {
  return v.pipe(
    v.unknown(),
    v.rawTransform<unknown, T | F>(({ dataset, addIssue, NEVER }) => {
      if (isBlank(dataset.value)) return fallback;
      const result = read(dataset.value);
      if (result === INVALID) {
        addIssue({ message });
        return NEVER;
      }
      return result;
    }),
  );
}

function required<T>(read: Reader<T>, message: string) {
  return v.pipe(
    feedValue(read, message, undefined),
    v.rawTransform<T | undefined, T>(({ dataset, addIssue, NEVER }) => {
      if (dataset.value === undefined) {
        addIssue({ message: "required" });
        return NEVER;
      }
      return dataset.value;
    }),
  );
}

function optional<T>(read: Reader<T>, message: string) {
  return v.optional(feedValue(read, message, undefined));
}

/** An absent key and a blank value both give `fallback`. */
function withDefault<T>(read: Reader<T>, message: string, fallback: T) {
  return v.optional(feedValue(read, message, fallback), null);
}

const readNumber: Reader<number> = (value) => {
  if (typeof value === "number") return Number.isFinite(value) ? value : INVALID;
  if (typeof value !== "string") return INVALID;
  const text = value.trim();
  return /^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(text) ? Number(text) : INVALID;
};

const readInteger: Reader<number> = (value) => {
  const n = readNumber(value);
  return n !== INVALID && Number.isInteger(n) ? n : INVALID;
};

const inRange =
  (read: Reader<number>, min: number, max: number): Reader<number> =>
  (value) => {
    const n = read(value);
    return n !== INVALID && n >= min && n <= max ? n : INVALID;
  };

/** Money in whole euros (cents from a sloppy export are rounded). */
const readMoney: Reader<number> = (value) => {
  const n = readNumber(value);
  return n !== INVALID && n >= 0 ? Math.round(n) : INVALID;
};

const readText: Reader<string> = (value) => {
  if (typeof value === "string") return value.trim();
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return INVALID;
};

/** Flags as 1 or 0, the way the database stores them. */
const readFlag: Reader<0 | 1> = (value) => {
  if (value === true || value === 1) return 1;
  if (value === false || value === 0) return 0;
  if (typeof value === "string") {
    const text = value.trim().toLowerCase();
    if (["1", "true", "yes", "y"].includes(text)) return 1;
    if (["0", "false", "no", "n"].includes(text)) return 0;
  }
  return INVALID;
};

const DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** Whether year, month and day name a day of the calendar (JavaScript would roll 30 February over). */
function isCalendarDay(y: string, mo: string, d: string): boolean {
  const day = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
  return day.getUTCFullYear() === Number(y) && day.getUTCMonth() === Number(mo) - 1 && day.getUTCDate() === Number(d);
}

/** A date and time as ISO 8601 in UTC; a time without zone is taken as UTC. */
const readTimestamp: Reader<string> = (value) => {
  if (typeof value !== "string") return INVALID;
  const match = DATE.exec(value.trim());
  if (!match) return INVALID;
  const [, y = "", mo = "", d = "", h = "00", mi = "00", s = "00", zone = "Z"] = match;
  if (!isCalendarDay(y, mo, d)) return INVALID;
  const time = Date.parse(
    `${y}-${mo}-${d}T${h}:${mi}:${s}${zone.length === 5 ? `${zone.slice(0, 3)}:${zone.slice(3)}` : zone}`,
  );
  return Number.isNaN(time) ? INVALID : new Date(time).toISOString().replace(".000Z", "Z");
};

/** A calendar date (YYYY-MM-DD); a time part is dropped. */
const readDate: Reader<string> = (value) => {
  if (typeof value !== "string") return INVALID;
  const match = DATE.exec(value.trim());
  if (!match) return INVALID;
  const [, y = "", mo = "", d = ""] = match;
  return isCalendarDay(y, mo, d) ? `${y}-${mo}-${d}` : INVALID;
};

/** The nine property types the CRM knows, by their WebID codes. */
export const PROPERTY_TYPE_IDS = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;
const readTypeId = inRange(readInteger, 1, 9);

/** WebIDs: "1,2" (also an array or a single number); empty means none. */
const readTypeIds: Reader<number[]> = (value) => {
  const parts = Array.isArray(value)
    ? value
    : typeof value === "number"
      ? [value]
      : typeof value === "string"
        ? value.split(",").filter((p) => p.trim() !== "")
        : null;
  if (!parts) return INVALID;
  const ids: number[] = [];
  for (const part of parts) {
    const id = readTypeId(part);
    if (id === INVALID) return INVALID;
    if (!ids.includes(id)) ids.push(id);
  }
  return ids;
};

export const LANGUAGES = ["nl", "fr", "en"] as const;
export type FeedLanguage = (typeof LANGUAGES)[number];

const pick =
  <T extends string>(values: readonly T[], aliases: Record<string, T> = {}): Reader<T> =>
  (value) => {
    if (typeof value !== "string") return INVALID;
    const text = value
      .trim()
      .toLowerCase()
      .replace(/[\s_]+/g, "-");
    return (values as readonly string[]).includes(text) ? (text as T) : (aliases[text] ?? INVALID);
  };

export const LISTING_STATUSES = ["available", "sold", "rented", "sold-out", "for-takeover"] as const;
export const PROJECT_STATUSES = ["available", "sold-out"] as const;
export const UNIT_STATUSES = ["available", "option", "sold"] as const;

/** The feed value kinds, each a valibot schema; names say what the site does with the value. */
export const feed = {
  id: required(inRange(readInteger, 1, Number.MAX_SAFE_INTEGER), "must be a positive whole number"),
  optionalId: optional(inRange(readInteger, 1, Number.MAX_SAFE_INTEGER), "must be a positive whole number"),
  language: required(pick(LANGUAGES), `must be one of ${LANGUAGES.join(", ")}`),
  goal: required(inRange(readInteger, 0, 1), "must be 0 (sale) or 1 (rent)"),
  marquee: withDefault(inRange(readInteger, 0, 4), "must be a whole number from 0 to 4", 0),
  listingStatus: withDefault(
    pick(LISTING_STATUSES, { soldout: "sold-out", takeover: "for-takeover" }),
    `must be one of ${LISTING_STATUSES.join(", ")}`,
    "available" as const,
  ),
  projectStatus: withDefault(
    pick(PROJECT_STATUSES, { soldout: "sold-out" }),
    `must be one of ${PROJECT_STATUSES.join(", ")}`,
    "available" as const,
  ),
  unitStatus: withDefault(pick(UNIT_STATUSES), `must be one of ${UNIT_STATUSES.join(", ")}`, "available" as const),
  typeId: optional(readTypeId, "must be a property type from 1 to 9"),
  typeIds: withDefault(readTypeIds, "must be property types from 1 to 9, separated by commas", [] as number[]),
  requiredText: required(readText, "must be text"),
  text: withDefault(readText, "must be text", ""),
  optionalText: optional(readText, "must be text"),
  money: optional(readMoney, "must be an amount of zero or more"),
  count: withDefault(inRange(readInteger, 0, 1000), "must be a whole number of zero or more", 0),
  optionalCount: optional(inRange(readInteger, 0, 100_000), "must be a whole number of zero or more"),
  integer: optional(readInteger, "must be a whole number"),
  area: optional(inRange(readNumber, 0, Number.MAX_VALUE), "must be a surface of zero or more"),
  number: optional(readNumber, "must be a number"),
  year: optional(inRange(readInteger, 1000, 2200), "must be a year"),
  flag: optional(readFlag, "must be yes or no (1/0, true/false)"),
  flagOn: withDefault(readFlag, "must be yes or no (1/0, true/false)", 1 as 0 | 1),
  date: optional(readDate, "must be a date (YYYY-MM-DD)"),
  timestamp: optional(readTimestamp, "must be a date (YYYY-MM-DD or ISO 8601)"),
  requiredTimestamp: required(readTimestamp, "must be a date (YYYY-MM-DD or ISO 8601)"),
  latitude: optional(inRange(readNumber, -90, 90), "must be a latitude from -90 to 90"),
  longitude: optional(inRange(readNumber, -180, 180), "must be a longitude from -180 to 180"),
  countryId: withDefault(inRange(readInteger, 1, 1_000_000), "must be a positive whole number", 10),
  pixels: optional(inRange(readInteger, 1, 100_000), "must be a whole number of pixels"),
  url: required(readText, "must be a URL"),
};
