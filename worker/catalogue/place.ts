/**
 * What the detail pages of listings and projects show of a place and its text: where its pin may
 * go on a map, and its description as paragraphs.
 */
import type { ListingsTable, ProjectsTable } from "../db/property-cache.ts";

/** A listing's or project's address as D1 stores it (publish_address 0: not to be shown). */
export type AddressRow = Pick<
  ListingsTable | ProjectsTable,
  | "publish_address"
  | "street"
  | "house_number"
  | "box_nr"
  | "zip"
  | "city"
  | "country_id"
  | "country_name"
  | "latitude"
  | "longitude"
>;

/** Without a published address the map shows the neighbourhood: coordinates rounded to ~1 km. */
const APPROXIMATE_DECIMALS = 2;

/**
 * The map position of a place: exact when its address is published, rounded otherwise; none when
 * it was never geocoded (no coordinates, or the 0,0 sloppy exports use for "none").
 */
export function mapPosition(
  latitude: number | null,
  longitude: number | null,
  published: boolean,
): { lat: number; lng: number } | undefined {
  if (latitude === null || longitude === null || (latitude === 0 && longitude === 0)) return undefined;
  if (published) return { lat: latitude, lng: longitude };
  const factor = 10 ** APPROXIMATE_DECIMALS;
  return { lat: Math.round(latitude * factor) / factor, lng: Math.round(longitude * factor) / factor };
}

/** A CRM description as paragraphs of plain text (line breaks and <br> separate them; tags go). */
export function paragraphs(text: string): string[] {
  return text
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<[^>]*>/g, "")
    .split(/\n\s*\n|\r?\n/)
    .map((p) => p.replace(/\s+/g, " ").trim())
    .filter(Boolean);
}
