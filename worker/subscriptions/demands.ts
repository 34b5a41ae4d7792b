/**
 * Search demands from the demand register, as D1 stores them (migrations/0009): one row per
 * accepted form, with the criteria as columns a later matcher can select on. Plain functions over
 * D1 that return plain data.
 */
import { PROPERTY_TYPES } from "../../shared/forms/schemas/valuation.ts";
import { cityPostcode, type DemandFrequency, type DemandRegister } from "../../shared/forms/schemas/demand-register.ts";
import { leadIdOf } from "../forms/leads.ts";

export type DemandStatus = "pending" | "active" | "unsubscribed";

/** The WebID code of each property type (display order 1, 2, 3, 4, 5, 6, 8, 9, 7). */
export const TYPE_WEB_IDS: Record<(typeof PROPERTY_TYPES)[number], number> = {
  house: 1,
  apartment: 2,
  studio: 3,
  plot: 4,
  investment: 5,
  commercial: 6,
  industrial: 8,
  offices: 9,
  parking: 7,
};

/** Every postcode of a demand's zone: the ticked municipalities' and the typed ones, once each. */
export function demandPostcodes(demand: Pick<DemandRegister, "cities" | "postcodes">): string[] {
  const fromCities = demand.cities.map(cityPostcode).filter((zip): zip is string => zip !== undefined);
  return [...new Set([...fromCities, ...demand.postcodes])];
}

export interface StoredDemand {
  id: number;
  email: string;
  language: string;
  goal: "buy" | "rent";
  propertyTypes: string[];
  cities: string[];
  postcodes: string[];
  status: DemandStatus;
  frequency: DemandFrequency;
  /** ISO 8601, UTC. */
  createdAt: string;
}

interface DemandRow {
  id: number;
  email: string;
  language: string;
  goal: "buy" | "rent";
  property_types: string;
  cities: string;
  postcodes: string;
  status: DemandStatus;
  frequency: DemandFrequency;
  created_at: string;
}

function fromRow(row: DemandRow): StoredDemand {
  return {
    id: row.id,
    email: row.email,
    language: row.language,
    goal: row.goal,
    propertyTypes: JSON.parse(row.property_types) as string[],
    cities: JSON.parse(row.cities) as string[],
    postcodes: JSON.parse(row.postcodes) as string[],
    status: row.status,
    frequency: row.frequency,
    createdAt: row.created_at,
  };
}

/** The criteria columns a demand is stored with, in order. */
export const CRITERIA_COLUMNS = [
  "goal",
  "property_types",
  "web_ids",
  "budget",
  "min_price",
  "max_price",
  "min_bedrooms",
  "min_bathrooms",
  "min_garages",
  "min_parking",
  "cities",
  "postcodes",
  "frequency",
] as const;

/** The values of CRITERIA_COLUMNS for a demand as the form gives it. */
export function criteriaValues(demand: DemandRegister): (string | number | null)[] {
  return [
    demand.goal,
    JSON.stringify(demand.propertyTypes),
    JSON.stringify(demand.propertyTypes.map((type) => TYPE_WEB_IDS[type])),
    demand.budget,
    demand.minPrice,
    demand.maxPrice,
    demand.bedrooms,
    demand.bathrooms,
    demand.garages,
    demand.parking,
    JSON.stringify(demand.cities),
    JSON.stringify(demandPostcodes(demand)),
    demand.frequency,
  ];
}

/**
 * The statement that stores the demand of a lead, named by its idempotency key, in the lead's own
 * batch (worker/forms/leads.ts); run again for the same lead it keeps the first row. A new demand
 * waits ('pending') until the visitor confirms the address (demand-confirm.ts).
 */
export function demandStatement(
  db: D1Database,
  leadKey: string,
  language: string,
  demand: DemandRegister,
  now: Date,
): D1PreparedStatement {
  const at = now.toISOString();
  return db
    .prepare(
      `INSERT INTO demands (lead_id, language, email, ${CRITERIA_COLUMNS.join(", ")}, newsletter, status, created_at, updated_at)
       VALUES (${leadIdOf}, ?, ?, ${CRITERIA_COLUMNS.map(() => "?").join(", ")}, ?, 'pending', ?, ?)
       ON CONFLICT (lead_id) DO NOTHING`,
    )
    .bind(leadKey, language, demand.email.toLowerCase(), ...criteriaValues(demand), demand.newsletter ? 1 : 0, at, at);
}

export async function getDemand(db: D1Database, id: number): Promise<StoredDemand | undefined> {
  const row = await db
    .prepare(
      "SELECT id, email, language, goal, property_types, cities, postcodes, status, frequency, created_at FROM demands WHERE id = ?",
    )
    .bind(id)
    .first<DemandRow>();
  return row ? fromRow(row) : undefined;
}

/** The demand a lead of the demand register stored, for its mails. */
export async function demandIdForLead(db: D1Database, leadId: number): Promise<number | undefined> {
  const id = await db.prepare("SELECT id FROM demands WHERE lead_id = ?").bind(leadId).first<number>("id");
  return id ?? undefined;
}

/** Stops the mails of a demand; a demand already left stays as it was. */
export async function unsubscribeDemand(db: D1Database, id: number, now: Date): Promise<void> {
  const at = now.toISOString();
  await db
    .prepare(
      "UPDATE demands SET status = 'unsubscribed', unsubscribed_at = ?, updated_at = ? WHERE id = ? AND status != 'unsubscribed'",
    )
    .bind(at, at, id)
    .run();
}
