/**
 * New-build projects as the property cache holds them: the projects page's cards, one project
 * with its photos and units, and a project's name in each language (its path per language).
 * Plain functions over D1 that return plain data.
 */
import { SUBTYPE_JOIN, TYPE_NAME_SQL } from "./paths.ts";
import type {
  ProjectPhotosTable,
  ProjectsTable,
  ProjectStatus,
  ProjectUnitsTable,
  ProjectUnitStatus,
} from "../db/property-cache.ts";

export type ProjectPhotoRow = Omit<ProjectPhotosTable, "project_id" | "language" | "position">;

export interface ProjectSummary {
  id: number;
  projectNumber: string;
  name: string;
  status: ProjectStatus;
  delivery: string;
  constructions: string;
  priceFrom: number | null;
  priceTo: number | null;
  zip: string;
  city: string;
  createdAt: string;
  units: number;
  availableUnits: number;
  soldUnits: number;
  /** Lowest and highest price of the units still for sale (available or under option). */
  unsoldPriceMin: number | null;
  unsoldPriceMax: number | null;
  photo: ProjectPhotoRow | null;
}

export interface ProjectUnitRow {
  position: number;
  unitId: number;
  name: string;
  webId: number | null;
  typeName: string;
  floor: number | null;
  bedrooms: number | null;
  livingArea: number | null;
  price: number | null;
  status: ProjectUnitStatus;
  /** The unit's listing in the same language, when it is also published as a listing. */
  listing: { id: number; goal: number; city: string; typeName: string } | null;
}

export interface ProjectRecordRow {
  id: number;
  projectNumber: string;
  name: string;
  description: string;
  status: ProjectStatus;
  delivery: string;
  constructions: string;
  priceFrom: number | null;
  priceTo: number | null;
  publishAddress: boolean;
  street: string;
  houseNumber: string;
  boxNr: string;
  zip: string;
  city: string;
  countryId: number;
  countryName: string;
  latitude: number | null;
  longitude: number | null;
  energyPerformance: number | null;
  epcLabelText: string;
  createdAt: string;
}

export interface ProjectWithChildren {
  project: ProjectRecordRow;
  photos: ProjectPhotoRow[];
  units: ProjectUnitRow[];
}

const PHOTO_COLUMNS = "url, url_100, url_400, url_600, url_1360, width, height, caption";

type SummarySqlRow = Pick<
  ProjectsTable,
  | "id"
  | "project_number"
  | "name"
  | "status"
  | "delivery"
  | "constructions"
  | "price_from"
  | "price_to"
  | "zip"
  | "city"
  | "created_at"
> & {
  units: number;
  available_units: number;
  sold_units: number;
  unsold_price_min: number | null;
  unsold_price_max: number | null;
  photo_url: string | null;
  photo_url_100: string | null;
  photo_url_400: string | null;
  photo_url_600: string | null;
  photo_url_1360: string | null;
  photo_width: number | null;
  photo_height: number | null;
  photo_caption: string | null;
};

/**
 * Every project in a language, for the projects page: projects still selling first (newest
 * first), sold-out ones after them.
 */
export async function listProjects(db: D1Database, lang: string): Promise<ProjectSummary[]> {
  const { results } = await db
    .prepare(
      `SELECT p.id, p.project_number, p.name, p.status, p.delivery, p.constructions, p.price_from, p.price_to,
         p.zip, p.city, p.created_at,
         COUNT(u.position) AS units,
         COUNT(CASE WHEN u.status = 'available' THEN 1 END) AS available_units,
         COUNT(CASE WHEN u.status = 'sold' THEN 1 END) AS sold_units,
         MIN(CASE WHEN u.status <> 'sold' THEN u.price END) AS unsold_price_min,
         MAX(CASE WHEN u.status <> 'sold' THEN u.price END) AS unsold_price_max,
         ph.url AS photo_url, ph.url_100 AS photo_url_100, ph.url_400 AS photo_url_400, ph.url_600 AS photo_url_600,
         ph.url_1360 AS photo_url_1360, ph.width AS photo_width, ph.height AS photo_height, ph.caption AS photo_caption
       FROM projects p
       LEFT JOIN project_units u ON u.project_id = p.id AND u.language = p.language
       LEFT JOIN project_photos ph ON ph.project_id = p.id AND ph.language = p.language
         AND ph.position = (SELECT MIN(position) FROM project_photos f WHERE f.project_id = p.id AND f.language = p.language)
       WHERE p.language = ?1
       GROUP BY p.id
       ORDER BY p.status = 'sold-out', p.created_at DESC, p.id`,
    )
    .bind(lang)
    .all<SummarySqlRow>();
  return results.map((row) => ({
    id: row.id,
    projectNumber: row.project_number,
    name: row.name,
    status: row.status,
    delivery: row.delivery,
    constructions: row.constructions,
    priceFrom: row.price_from,
    priceTo: row.price_to,
    zip: row.zip,
    city: row.city,
    createdAt: row.created_at,
    units: row.units,
    availableUnits: row.available_units,
    soldUnits: row.sold_units,
    unsoldPriceMin: row.unsold_price_min,
    unsoldPriceMax: row.unsold_price_max,
    photo:
      row.photo_url === null
        ? null
        : {
            url: row.photo_url,
            url_100: row.photo_url_100,
            url_400: row.photo_url_400,
            url_600: row.photo_url_600,
            url_1360: row.photo_url_1360,
            width: row.photo_width,
            height: row.photo_height,
            caption: row.photo_caption ?? "",
          },
  }));
}

/** A unit with its listing's path fields (all NULL when the unit is not published as a listing in this language). */
type UnitSqlRow = Pick<
  ProjectUnitsTable,
  "position" | "unit_id" | "name" | "web_id" | "type_name" | "floor" | "bedrooms" | "living_area" | "price" | "status"
> & {
  listing_id: number | null;
  listing_goal: number | null;
  listing_city: string | null;
  listing_type_name: string | null;
};

/** One project in a language with its ordered photos and units; undefined when there is none. */
export async function getProject(db: D1Database, id: number, lang: string): Promise<ProjectWithChildren | undefined> {
  const [projects, photos, units] = await db.batch([
    db.prepare("SELECT * FROM projects WHERE id = ?1 AND language = ?2").bind(id, lang),
    db
      .prepare(`SELECT ${PHOTO_COLUMNS} FROM project_photos WHERE project_id = ?1 AND language = ?2 ORDER BY position`)
      .bind(id, lang),
    // A unit links to its listing only when that listing is in the cache in the same language;
    // the listing's type segment is its subtype's name when it has one (as on its own page).
    db
      .prepare(
        `SELECT u.position, u.unit_id, u.name, u.web_id, u.type_name, u.floor, u.bedrooms, u.living_area, u.price, u.status,
           l.id AS listing_id, l.goal AS listing_goal, l.city AS listing_city,
           ${TYPE_NAME_SQL} AS listing_type_name
         FROM project_units u
         LEFT JOIN listings l ON l.id = u.listing_id AND l.language = u.language
         ${SUBTYPE_JOIN}
         WHERE u.project_id = ?1 AND u.language = ?2
         ORDER BY u.position`,
      )
      .bind(id, lang),
  ]);
  const row = (projects!.results as ProjectsTable[])[0];
  if (!row) return undefined;
  return {
    project: {
      id: row.id,
      projectNumber: row.project_number,
      name: row.name,
      description: row.description,
      status: row.status,
      delivery: row.delivery,
      constructions: row.constructions,
      priceFrom: row.price_from,
      priceTo: row.price_to,
      publishAddress: row.publish_address === 1,
      street: row.street,
      houseNumber: row.house_number,
      boxNr: row.box_nr,
      zip: row.zip,
      city: row.city,
      countryId: row.country_id,
      countryName: row.country_name,
      latitude: row.latitude,
      longitude: row.longitude,
      energyPerformance: row.energy_performance,
      epcLabelText: row.epc_label_text,
      createdAt: row.created_at,
    },
    photos: photos!.results as ProjectPhotoRow[],
    units: (units!.results as UnitSqlRow[]).map((u) => ({
      position: u.position,
      unitId: u.unit_id,
      name: u.name,
      webId: u.web_id,
      typeName: u.type_name,
      floor: u.floor,
      bedrooms: u.bedrooms,
      livingArea: u.living_area,
      price: u.price,
      status: u.status,
      listing:
        u.listing_id === null
          ? null
          : {
              id: u.listing_id,
              goal: u.listing_goal ?? 0,
              city: u.listing_city ?? "",
              typeName: u.listing_type_name ?? "",
            },
    })),
  };
}

/** A project's name in every language the cache holds it in (its path per language). */
export async function projectNames(db: D1Database, id: number): Promise<Record<string, string>> {
  const { results } = await db
    .prepare("SELECT language, name FROM projects WHERE id = ?1")
    .bind(id)
    .all<Pick<ProjectsTable, "language" | "name">>();
  return Object.fromEntries(results.map((r) => [r.language, r.name]));
}
