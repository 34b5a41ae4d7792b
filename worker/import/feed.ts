/**
 * The CRM feed: `{ generatedAt, properties, projects }`, one record per listing (or project) per
 * language, with the field names the CRM uses. Records are checked one by one, so a bad
 * record is reported by id, language and field while the good ones are imported.
 */
import * as v from "valibot";
import { DETAIL_FIELDS, type DetailFieldName } from "./feed-detail-fields.ts";
import { feed, type FeedLanguage } from "./feed-values.ts";
import { checkHistory, type ListingHistory } from "./feed-history.ts";
import { describeIssue, idProblem, type FeedProblem } from "./feed-problems.ts";

export type { FeedProblem };

/** A collection the CRM may send as absent, null or an array. */
function list<T extends v.GenericSchema>(item: T) {
  return v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value) => value ?? []),
      v.array(item, "must be a list"),
    ),
    [],
  );
}

/** An object the CRM may send as absent or null. */
function maybe<T extends v.GenericSchema>(schema: T) {
  return v.optional(
    v.pipe(
      v.nullable(schema),
      v.transform((value) => value ?? undefined),
    ),
  );
}

const PhotoSchema = v.object({
  Url: feed.url,
  Url100: feed.optionalText,
  Url400: feed.optionalText,
  Url600: feed.optionalText,
  Url1360: feed.optionalText,
  Width: feed.pixels,
  Height: feed.pixels,
  Caption: feed.text,
});

const LinkSchema = v.object({ Url: feed.url, Title: feed.text });

const SmallPictureSchema = v.object({
  Url: feed.url,
  Width: feed.pixels,
  Height: feed.pixels,
  ID: feed.optionalId,
  Name: feed.optionalText,
});

const detailEntries = Object.fromEntries(DETAIL_FIELDS.map(([name, , kind]) => [name, feed[kind]])) as Record<
  DetailFieldName,
  typeof feed.optionalText
>;

const PropertyRecordSchema = v.object({
  ID: feed.id,
  language: feed.language,
  Goal: feed.goal,
  Status: feed.listingStatus,
  Name: feed.text,
  TypeDescription: feed.text,
  WebID: feed.typeId,
  WebIDs: feed.typeIds,
  MainTypeName: feed.text,
  CategoryID: feed.optionalId,
  RecordFile: feed.text,
  Marquee: feed.marquee,
  MarqueeName: feed.text,
  PublishAddress: feed.flagOn,
  Street: feed.text,
  HouseNumber: feed.text,
  BoxNr: feed.text,
  Zip: feed.requiredText,
  City: feed.requiredText,
  CountryID: feed.countryId,
  CountryName: feed.text,
  Latitude: feed.latitude,
  Longitude: feed.longitude,
  Price: feed.money,
  PublishPrice: feed.flagOn,
  PriceUnit: feed.integer,
  PriceUnitText: feed.text,
  Bedrooms: feed.count,
  Bathrooms: feed.count,
  ShowerRooms: feed.count,
  Toilets: feed.count,
  Garages: feed.count,
  LivingArea: feed.area,
  GroundArea: feed.area,
  EnergyPerformance: feed.number,
  EPCLabelText: feed.text,
  Description: feed.text,
  SmallPictureItem: maybe(SmallPictureSchema),
  ProjectID: feed.optionalId,
  CreateDate: feed.requiredTimestamp,
  ModifyDate: feed.timestamp,
  ...detailEntries,
  Photos: list(PhotoSchema),
  Videos: list(LinkSchema),
  VirtualTours: list(LinkSchema),
  Documents: list(v.object({ Name: feed.requiredText, Url: feed.url, Kind: feed.text })),
  PointsOfInterest: list(v.object({ Kind: feed.text, Name: feed.requiredText, Distance: feed.optionalCount })),
  Neighbourhoods: list(v.object({ Name: feed.requiredText, Description: feed.text })),
});

const ProjectUnitSchema = v.object({
  ID: feed.id,
  ListingID: feed.optionalId,
  Name: feed.requiredText,
  WebID: feed.typeId,
  TypeName: feed.text,
  Floor: feed.integer,
  Bedrooms: feed.optionalCount,
  LivingArea: feed.area,
  Price: feed.money,
  Status: feed.unitStatus,
});

const ProjectRecordSchema = v.object({
  ID: feed.id,
  language: feed.language,
  ProjectNumber: feed.text,
  Name: feed.requiredText,
  Description: feed.text,
  Status: feed.projectStatus,
  Delivery: feed.text,
  Constructions: feed.text,
  PriceFrom: feed.money,
  PriceTo: feed.money,
  // The CRM spells the project's flag PublicAddress (a listing's is PublishAddress).
  PublicAddress: feed.flagOn,
  Street: feed.text,
  HouseNumber: feed.text,
  BoxNr: feed.text,
  Zip: feed.requiredText,
  City: feed.requiredText,
  CountryID: feed.countryId,
  CountryName: feed.text,
  Latitude: feed.latitude,
  Longitude: feed.longitude,
  EnergyPerformance: feed.number,
  EPCLabelText: feed.text,
  CreateDate: feed.requiredTimestamp,
  Photos: list(PhotoSchema),
  Units: list(ProjectUnitSchema),
});

export type PropertyRecord = v.InferOutput<typeof PropertyRecordSchema>;
export type ProjectRecord = v.InferOutput<typeof ProjectRecordSchema>;
export type FeedPhoto = v.InferOutput<typeof PhotoSchema>;

/** A record that was not imported; its stored version, if any, stays as it is. */
export interface RejectedRecord {
  record: "property" | "project";
  id: number | null;
  /** null when the record's language is unreadable: every stored language of the id stays. */
  language: FeedLanguage | null;
}

export interface CheckedFeed {
  generatedAt: string | undefined;
  /** Records in the feed, valid or not. */
  records: number;
  properties: PropertyRecord[];
  projects: ProjectRecord[];
  /** The CRM's history per listing (feed-history.ts); its bad entries are among the problems. */
  history: ListingHistory[];
  rejected: RejectedRecord[];
  problems: FeedProblem[];
}

/** The feed as a whole cannot be imported; nothing was changed. */
export class FeedRefused extends Error {
  readonly problems: FeedProblem[];
  constructor(reason: string, problems: FeedProblem[] = []) {
    super(reason);
    this.name = "FeedRefused";
    this.problems = problems;
  }
}

export type FeedCheck = { ok: true; feed: CheckedFeed } | { ok: false; reason: string; problems: FeedProblem[] };

/** Checks a parsed feed document record by record. A feed with no valid listing is refused whole. */
export function checkFeed(input: unknown): FeedCheck {
  if (typeof input !== "object" || input === null || Array.isArray(input))
    return { ok: false, reason: "the feed is not a JSON object", problems: [] };
  const doc = input as { generatedAt?: unknown; properties?: unknown; projects?: unknown; history?: unknown };
  if (!Array.isArray(doc.properties)) return { ok: false, reason: "the feed has no properties list", problems: [] };
  if (doc.projects !== undefined && doc.projects !== null && !Array.isArray(doc.projects))
    return { ok: false, reason: "the feed's projects is not a list", problems: [] };

  const properties = checkRecords("property", PropertyRecordSchema, doc.properties);
  const projects = checkRecords("project", ProjectRecordSchema, (doc.projects as unknown[] | null | undefined) ?? []);
  const history = checkHistory(doc.history);
  const problems = [...properties.problems, ...projects.problems, ...history.problems];
  if (properties.valid.length === 0) return { ok: false, reason: "the feed has no valid property record", problems };
  return {
    ok: true,
    feed: {
      generatedAt: typeof doc.generatedAt === "string" ? doc.generatedAt : undefined,
      records: doc.properties.length + ((doc.projects as unknown[] | null | undefined)?.length ?? 0),
      properties: properties.valid,
      projects: projects.valid,
      history: history.history,
      rejected: [...properties.rejected, ...projects.rejected],
      problems,
    },
  };
}

function checkRecords<T extends typeof PropertyRecordSchema | typeof ProjectRecordSchema>(
  record: RejectedRecord["record"],
  schema: T,
  items: unknown[],
) {
  const valid: v.InferOutput<T>[] = [];
  const rejected: RejectedRecord[] = [];
  const problems: FeedProblem[] = [];
  const seen = new Set<string>();
  for (const [index, item] of items.entries()) {
    const id = readableId(item);
    const language = readableLanguage(item);
    const result = v.safeParse(schema, item);
    // A record without a readable ID is found by its place in the feed, and its ID problem quotes what the CRM sent.
    const where = id === null ? { index } : {};
    const recordProblems: FeedProblem[] = result.success
      ? []
      : result.issues.map((issue) => {
          const problem = describeIssue(issue);
          return {
            record,
            id,
            language,
            ...where,
            ...problem,
            ...(id === null && problem.field === "ID" ? idProblem((item as { ID?: unknown } | null)?.ID) : {}),
          };
        });
    if (result.success) {
      const key = `${result.output.ID}|${result.output.language}`;
      if (seen.has(key))
        recordProblems.push({
          record,
          id,
          language,
          field: "ID",
          message: "appears more than once in this language; the first record is imported",
        });
      seen.add(key);
    }
    if (result.success && recordProblems.length === 0) valid.push(result.output as v.InferOutput<T>);
    else {
      rejected.push({ record, id, language: language as FeedLanguage | null });
      problems.push(...recordProblems);
    }
  }
  return { valid, rejected, problems };
}

function readableId(item: unknown): number | null {
  const raw = (item as { ID?: unknown } | null)?.ID;
  const id = typeof raw === "string" && raw.trim() !== "" ? Number(raw) : raw;
  return typeof id === "number" && Number.isSafeInteger(id) && id > 0 ? id : null;
}

function readableLanguage(item: unknown): FeedLanguage | null {
  const raw = (item as { language?: unknown } | null)?.language;
  const language = typeof raw === "string" ? raw.trim().toLowerCase() : null;
  return language === "nl" || language === "fr" || language === "en" ? language : null;
}
