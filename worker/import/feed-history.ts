/**
 * The CRM feed's optional history per listing (owner portal, decision 035): the top-level list
 * `history: [{ ID, Views, Activities }]`, one entry per listing (not per language: the CRM's
 * history is the same in every language).
 *
 * - `Views: [{ Date: "YYYY-MM-DD", Views: 12 }]`: views per day before the site counted them.
 * - `Activities: [{ ID, Kind, Date, Type, Contact, Subject, Comment, Status, Source }]`, Kind one
 *   of visit, communication, media (online media), appearance, document.
 *
 * An absent or null `Views` / `Activities` leaves what is stored for the listing as it is; a
 * list (even empty) replaces it. A bad entry is skipped and reported (field `Views[3].Date`),
 * never failing the import: its stored version stays when the entry still says which day (or
 * which kind and id) it is. A second entry for the same day, activity or listing is reported and
 * the first one is imported.
 */
import * as v from "valibot";
import { ACTIVITY_KINDS, type ActivityKind } from "../../ui/owners/stats-model.ts";
import { feed } from "./feed-values.ts";
import { describeIssue, idProblem, RECORD, type FeedProblem } from "./feed-problems.ts";

/** The CRM's other spellings of the kinds (after lower case, spaces and underscores to hyphens). */
const KIND_ALIASES: Record<string, ActivityKind> = {
  visits: "visit",
  communications: "communication",
  "online-media": "media",
  "online-medium": "media",
  appearances: "appearance",
  documents: "document",
};

function activityKind(value: unknown): ActivityKind | undefined {
  if (typeof value !== "string") return undefined;
  const text = value
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, "-");
  return (ACTIVITY_KINDS as readonly string[]).includes(text) ? (text as ActivityKind) : KIND_ALIASES[text];
}

function required<T extends v.GenericSchema<unknown, unknown>>(schema: T) {
  return v.pipe(
    schema,
    v.check((value) => value !== undefined, "required"),
  );
}

const ViewEntrySchema = v.object({
  Date: required(feed.date),
  Views: required(feed.optionalCount),
});

const ActivityEntrySchema = v.object({
  ID: feed.requiredText,
  Kind: v.pipe(
    v.unknown(),
    v.check((value) => value !== undefined && value !== null && value !== "", "required"),
    v.check((value) => activityKind(value) !== undefined, `must be one of ${ACTIVITY_KINDS.join(", ")}`),
    v.transform((value) => activityKind(value)!),
  ),
  Date: feed.requiredTimestamp,
  Type: feed.text,
  Contact: feed.text,
  Subject: feed.text,
  Comment: feed.text,
  Status: feed.text,
  Source: feed.text,
});

export interface HistoryViews {
  day: string;
  views: number;
}

export interface HistoryActivity {
  crmId: string;
  kind: ActivityKind;
  /** ISO 8601 UTC. */
  occurredAt: string;
  type: string;
  contact: string;
  subject: string;
  comment: string;
  status: string;
  source: string;
}

/** One listing's history as the import applies it. */
export interface ListingHistory {
  listingId: number;
  /** undefined: the feed says nothing about views, the stored ones stay. */
  views?: { entries: HistoryViews[]; keptDays: string[] };
  /** undefined: the feed says nothing about activities, the stored ones stay. */
  activities?: { entries: HistoryActivity[]; kept: { kind: ActivityKind; crmId: string }[] };
}

/** Checks the feed's `history` list entry by entry; what is wrong is reported, never refused. */
export function checkHistory(input: unknown): { history: ListingHistory[]; problems: FeedProblem[] } {
  const problems: FeedProblem[] = [];
  const problem = (id: number | null, field: string, message: string) =>
    problems.push({ record: "history", id, language: null, field, message });
  if (input === undefined || input === null) return { history: [], problems };
  if (!Array.isArray(input)) {
    problem(null, "history", "must be a list");
    return { history: [], problems };
  }
  const history: ListingHistory[] = [];
  const seen = new Set<number>();
  for (const [index, item] of input.entries()) {
    const doc = (typeof item === "object" && item !== null && !Array.isArray(item) ? item : {}) as {
      ID?: unknown;
      Views?: unknown;
      Activities?: unknown;
    };
    const id = v.safeParse(feed.id, doc.ID);
    if (!id.success) {
      problems.push({
        record: "history",
        id: null,
        language: null,
        field: `history[${index}].ID`,
        ...idProblem(doc.ID),
      });
      continue;
    }
    const listingId = id.output;
    if (seen.has(listingId)) {
      problem(listingId, `history[${index}].ID`, "appears more than once; the first entry is imported");
      continue;
    }
    seen.add(listingId);
    const views = checkViews(doc.Views, (field, message) => problem(listingId, field, message));
    const activities = checkActivities(doc.Activities, (field, message) => problem(listingId, field, message));
    history.push({ listingId, ...(views ? { views } : {}), ...(activities ? { activities } : {}) });
  }
  return { history, problems };
}

type Report = (field: string, message: string) => void;

function checkViews(input: unknown, report: Report): ListingHistory["views"] {
  if (input === undefined || input === null) return undefined;
  if (!Array.isArray(input)) {
    report("Views", "must be a list");
    return undefined;
  }
  const entries: HistoryViews[] = [];
  const bad = new Set<string>();
  const days = new Set<string>();
  for (const [i, entry] of input.entries()) {
    const result = v.safeParse(ViewEntrySchema, entry);
    if (!result.success) {
      for (const issue of result.issues) {
        const { field, message } = describeIssue(issue);
        report(field === RECORD ? `Views[${i}]` : `Views[${i}].${field}`, message);
      }
      const day = v.safeParse(required(feed.date), (entry as { Date?: unknown } | null)?.Date);
      if (day.success) bad.add(day.output!);
      continue;
    }
    const day = result.output.Date!;
    if (days.has(day)) {
      report(`Views[${i}].Date`, "appears more than once; the first entry is imported");
      continue;
    }
    days.add(day);
    entries.push({ day, views: result.output.Views! });
  }
  return { entries, keptDays: [...bad].filter((day) => !days.has(day)) };
}

function checkActivities(input: unknown, report: Report): ListingHistory["activities"] {
  if (input === undefined || input === null) return undefined;
  if (!Array.isArray(input)) {
    report("Activities", "must be a list");
    return undefined;
  }
  const entries: HistoryActivity[] = [];
  const bad = new Map<string, { kind: ActivityKind; crmId: string }>();
  const keys = new Set<string>();
  for (const [i, entry] of input.entries()) {
    const result = v.safeParse(ActivityEntrySchema, entry);
    if (!result.success) {
      for (const issue of result.issues) {
        const { field, message } = describeIssue(issue);
        report(field === RECORD ? `Activities[${i}]` : `Activities[${i}].${field}`, message);
      }
      const raw = (entry ?? {}) as { ID?: unknown; Kind?: unknown };
      const kind = activityKind(raw.Kind);
      const crmId = v.safeParse(feed.requiredText, raw.ID);
      if (kind && crmId.success) bad.set(`${kind}|${crmId.output}`, { kind, crmId: crmId.output });
      continue;
    }
    const a = result.output;
    const key = `${a.Kind}|${a.ID}`;
    if (keys.has(key)) {
      report(`Activities[${i}].ID`, `appears more than once for kind ${a.Kind}; the first entry is imported`);
      continue;
    }
    keys.add(key);
    entries.push({
      crmId: a.ID,
      kind: a.Kind,
      occurredAt: a.Date,
      type: a.Type,
      contact: a.Contact,
      subject: a.Subject,
      comment: a.Comment,
      status: a.Status,
      source: a.Source,
    });
  }
  return { entries, kept: [...bad.entries()].filter(([key]) => !keys.has(key)).map(([, value]) => value) };
}
