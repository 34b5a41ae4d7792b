/**
 * The property cache's tables (migrations/0001_catalogue.sql), one row type each, as D1 returns a
 * row: TEXT is a string, INTEGER and REAL a number, a column that may hold NULL adds null, and a
 * column whose CHECK lists its values is the union of them. The import writes these tables, the
 * catalogue reads them; both take their types from here. Each table's columns are also listed
 * with their SQL types, which the compiler holds to the row type and a test holds to the
 * migrations (test/integration/property-cache-tables.test.ts).
 */

export type ListingStatus = "available" | "sold" | "rented" | "sold-out" | "for-takeover";
export type ProjectStatus = "available" | "sold-out";
export type ProjectUnitStatus = "available" | "option" | "sold";

/** A listing's summary in one language: what a card, a filter or a sort needs. */
export interface ListingsTable {
  id: number;
  language: "nl" | "fr" | "en";
  /** 0 sale, 1 rent. */
  goal: 0 | 1;
  status: ListingStatus;
  name: string;
  type_description: string;
  web_id: number | null;
  /** Comma-separated type ids, may be empty. */
  web_ids: string;
  main_type_name: string;
  category_id: number | null;
  record_file: string;
  marquee: number;
  marquee_name: string;
  /** 0: the address is not to be shown. */
  publish_address: number;
  street: string;
  house_number: string;
  box_nr: string;
  zip: string;
  city: string;
  /** lower(city) || '|' || zip, the list filter's form. */
  city_key: string;
  country_id: number;
  country_name: string;
  latitude: number | null;
  longitude: number | null;
  price: number | null;
  publish_price: number;
  price_unit: number | null;
  price_unit_text: string;
  bedrooms: number;
  bathrooms: number;
  shower_rooms: number;
  toilets: number;
  garages: number;
  living_area: number | null;
  ground_area: number | null;
  energy_performance: number | null;
  epc_label_text: string;
  description: string;
  small_picture_url: string | null;
  small_picture_width: number | null;
  small_picture_height: number | null;
  small_picture_id: number | null;
  small_picture_name: string | null;
  project_id: number | null;
  created_at: string;
  updated_at: string;
  imported_at: string;
  /** The listing's types as one number, bit n for WebID n (typeBits). */
  type_bits: number;
}

export interface ListingTypesTable {
  listing_id: number;
  language: string;
  web_id: number;
}

/** Every detail field of a listing the summary does not carry; NULL when the feed does not state it. */
export interface ListingDetailsTable {
  listing_id: number;
  language: string;
  unique_code: string | null;
  charges_owner: number | null;
  charges_renter: number | null;
  total_cost: number | null;
  total_price: number | null;
  deposit: number | null;
  agency_cost: number | null;
  inventory_cost: number | null;
  notary_fee_incl_vat: number | null;
  notary_fee_excl_vat: number | null;
  registration_rights: number | null;
  vat_value: number | null;
  vat_regime: string | null;
  construction_cost: number | null;
  parking_price: number | null;
  garage_price: number | null;
  total_area: number | null;
  terrace_area: number | null;
  garden_area: number | null;
  office_area: number | null;
  store_area: number | null;
  constructed_area: number | null;
  plot_width: number | null;
  front_width: number | null;
  parkings: number | null;
  external_parkings: number | null;
  floors: number | null;
  floor: number | null;
  facades: number | null;
  extra_rooms: number | null;
  construction_year: number | null;
  renovation_year: number | null;
  availability: string | null;
  condition: string | null;
  heating: string | null;
  kitchen: string | null;
  window_frame: string | null;
  glazing: string | null;
  roof: string | null;
  roof_condition: string | null;
  floor_covering: string | null;
  interior_comfort: string | null;
  exterior_comfort: string | null;
  orientation_terrace: string | null;
  orientation_garden: string | null;
  orientation_rear: string | null;
  has_gas: number | null;
  has_water: number | null;
  has_lift: number | null;
  has_cellar: number | null;
  has_garden: number | null;
  has_terrace: number | null;
  has_attic: number | null;
  is_furnished: number | null;
  has_pool: number | null;
  has_electricity_connection: number | null;
  has_drain_connection: number | null;
  epc_total: number | null;
  epc_unique_code: string | null;
  co2_emission: number | null;
  epc_valid_until: string | null;
  e_level: number | null;
  asbestos_type: string | null;
  asbestos_date: string | null;
  electricity_certificate: string | null;
  electricity_certificate_date: string | null;
  gas_certificate: string | null;
  gas_certificate_date: string | null;
  ground_certificate: string | null;
  has_permit: number | null;
  has_summons: number | null;
  has_allotment_permit: number | null;
  has_preemptive_rights: number | null;
  judicial_decision: string | null;
  area_application: string | null;
  planning_information: string | null;
  flood_zone: string | null;
  riparian_zone: number | null;
  flood_risk_area: number | null;
  p_score: string | null;
  g_score: string | null;
  annuity_lump_sum: number | null;
  annuity_monthly: number | null;
  annuity_heads: number | null;
  annuity_ages: string | null;
}

/** A photo of a listing (listing_photos) or of a project (project_photos): the original and its sizes. */
interface Photo {
  position: number;
  url: string;
  url_100: string | null;
  url_400: string | null;
  url_600: string | null;
  url_1360: string | null;
  width: number | null;
  height: number | null;
  caption: string;
}

/** The key of a listing's ordered child rows. */
interface ListingChild {
  listing_id: number;
  language: string;
  position: number;
}

export interface ListingPhotosTable extends ListingChild, Photo {}

/** listing_videos and listing_tours. */
export interface ListingMediaTable extends ListingChild {
  url: string;
  title: string;
}

export interface ListingDocumentsTable extends ListingChild {
  name: string;
  url: string;
  /** e.g. epc, plan, specifications; may be empty. */
  kind: string;
}

export interface ListingPointsOfInterestTable extends ListingChild {
  kind: string;
  name: string;
  distance_m: number | null;
}

export interface ListingNeighbourhoodsTable extends ListingChild {
  name: string;
  description: string;
}

export interface PropertyTypesTable {
  web_id: number;
  language: string;
  name: string;
  show_order: number;
  sale: number;
  rent: number;
}

export interface PropertyCategoriesTable {
  id: number;
  language: string;
  parent_id: number | null;
  web_id: number | null;
  name: string;
}

export interface CitiesTable {
  language: string;
  name: string;
  zip: string;
  city_key: string;
  country_id: number;
  country_name: string;
  /** The same place under every language's name: the smallest city_key its listings have in any language. */
  place_key: string;
}

/** A new-build project in one language. */
export interface ProjectsTable {
  id: number;
  language: string;
  project_number: string;
  name: string;
  description: string;
  status: ProjectStatus;
  delivery: string;
  constructions: string;
  price_from: number | null;
  price_to: number | null;
  publish_address: number;
  street: string;
  house_number: string;
  box_nr: string;
  zip: string;
  city: string;
  country_id: number;
  country_name: string;
  latitude: number | null;
  longitude: number | null;
  energy_performance: number | null;
  epc_label_text: string;
  created_at: string;
  imported_at: string;
}

export interface ProjectPhotosTable extends Photo {
  project_id: number;
  language: string;
}

/** A unit of a project; listing_id when it is also published as a listing. */
export interface ProjectUnitsTable {
  project_id: number;
  language: string;
  position: number;
  unit_id: number;
  listing_id: number | null;
  name: string;
  web_id: number | null;
  type_name: string;
  floor: number | null;
  bedrooms: number | null;
  living_area: number | null;
  price: number | null;
  status: ProjectUnitStatus;
}

/** A column as `PRAGMA table_info` describes it: its declared type, followed by "?" when it may hold NULL. */
type Column<T> = null extends T ? `${SqlType<NonNullable<T>>}?` : SqlType<T>;
type SqlType<T> = [T] extends [string] ? "TEXT" : [T] extends [number] ? "INTEGER" | "REAL" : never;
/** Every column of a row type, none more, each with an SQL type that holds its values. */
type Columns<Row> = { readonly [Name in keyof Row]-?: Column<Row[Name]> };

const PHOTO_COLUMNS = {
  position: "INTEGER",
  url: "TEXT",
  url_100: "TEXT?",
  url_400: "TEXT?",
  url_600: "TEXT?",
  url_1360: "TEXT?",
  width: "INTEGER?",
  height: "INTEGER?",
  caption: "TEXT",
} as const satisfies Columns<Photo>;

const LISTING_CHILD_COLUMNS = {
  listing_id: "INTEGER",
  language: "TEXT",
  position: "INTEGER",
} as const satisfies Columns<ListingChild>;

export const LISTINGS_COLUMNS = {
  id: "INTEGER",
  language: "TEXT",
  goal: "INTEGER",
  status: "TEXT",
  name: "TEXT",
  type_description: "TEXT",
  web_id: "INTEGER?",
  web_ids: "TEXT",
  main_type_name: "TEXT",
  category_id: "INTEGER?",
  record_file: "TEXT",
  marquee: "INTEGER",
  marquee_name: "TEXT",
  publish_address: "INTEGER",
  street: "TEXT",
  house_number: "TEXT",
  box_nr: "TEXT",
  zip: "TEXT",
  city: "TEXT",
  city_key: "TEXT",
  country_id: "INTEGER",
  country_name: "TEXT",
  latitude: "REAL?",
  longitude: "REAL?",
  price: "INTEGER?",
  publish_price: "INTEGER",
  price_unit: "INTEGER?",
  price_unit_text: "TEXT",
  bedrooms: "INTEGER",
  bathrooms: "INTEGER",
  shower_rooms: "INTEGER",
  toilets: "INTEGER",
  garages: "INTEGER",
  living_area: "REAL?",
  ground_area: "REAL?",
  energy_performance: "REAL?",
  epc_label_text: "TEXT",
  description: "TEXT",
  small_picture_url: "TEXT?",
  small_picture_width: "INTEGER?",
  small_picture_height: "INTEGER?",
  small_picture_id: "INTEGER?",
  small_picture_name: "TEXT?",
  project_id: "INTEGER?",
  created_at: "TEXT",
  updated_at: "TEXT",
  imported_at: "TEXT",
  type_bits: "INTEGER",
} as const satisfies Columns<ListingsTable>;

export const LISTING_TYPES_COLUMNS = {
  listing_id: "INTEGER",
  language: "TEXT",
  web_id: "INTEGER",
} as const satisfies Columns<ListingTypesTable>;

export const LISTING_DETAILS_COLUMNS = {
  listing_id: "INTEGER",
  language: "TEXT",
  unique_code: "TEXT?",
  charges_owner: "INTEGER?",
  charges_renter: "INTEGER?",
  total_cost: "INTEGER?",
  total_price: "INTEGER?",
  deposit: "INTEGER?",
  agency_cost: "INTEGER?",
  inventory_cost: "INTEGER?",
  notary_fee_incl_vat: "INTEGER?",
  notary_fee_excl_vat: "INTEGER?",
  registration_rights: "INTEGER?",
  vat_value: "INTEGER?",
  vat_regime: "TEXT?",
  construction_cost: "INTEGER?",
  parking_price: "INTEGER?",
  garage_price: "INTEGER?",
  total_area: "REAL?",
  terrace_area: "REAL?",
  garden_area: "REAL?",
  office_area: "REAL?",
  store_area: "REAL?",
  constructed_area: "REAL?",
  plot_width: "REAL?",
  front_width: "REAL?",
  parkings: "INTEGER?",
  external_parkings: "INTEGER?",
  floors: "INTEGER?",
  floor: "INTEGER?",
  facades: "INTEGER?",
  extra_rooms: "INTEGER?",
  construction_year: "INTEGER?",
  renovation_year: "INTEGER?",
  availability: "TEXT?",
  condition: "TEXT?",
  heating: "TEXT?",
  kitchen: "TEXT?",
  window_frame: "TEXT?",
  glazing: "TEXT?",
  roof: "TEXT?",
  roof_condition: "TEXT?",
  floor_covering: "TEXT?",
  interior_comfort: "TEXT?",
  exterior_comfort: "TEXT?",
  orientation_terrace: "TEXT?",
  orientation_garden: "TEXT?",
  orientation_rear: "TEXT?",
  has_gas: "INTEGER?",
  has_water: "INTEGER?",
  has_lift: "INTEGER?",
  has_cellar: "INTEGER?",
  has_garden: "INTEGER?",
  has_terrace: "INTEGER?",
  has_attic: "INTEGER?",
  is_furnished: "INTEGER?",
  has_pool: "INTEGER?",
  has_electricity_connection: "INTEGER?",
  has_drain_connection: "INTEGER?",
  epc_total: "REAL?",
  epc_unique_code: "TEXT?",
  co2_emission: "REAL?",
  epc_valid_until: "TEXT?",
  e_level: "INTEGER?",
  asbestos_type: "TEXT?",
  asbestos_date: "TEXT?",
  electricity_certificate: "TEXT?",
  electricity_certificate_date: "TEXT?",
  gas_certificate: "TEXT?",
  gas_certificate_date: "TEXT?",
  ground_certificate: "TEXT?",
  has_permit: "INTEGER?",
  has_summons: "INTEGER?",
  has_allotment_permit: "INTEGER?",
  has_preemptive_rights: "INTEGER?",
  judicial_decision: "TEXT?",
  area_application: "TEXT?",
  planning_information: "TEXT?",
  flood_zone: "TEXT?",
  riparian_zone: "INTEGER?",
  flood_risk_area: "INTEGER?",
  p_score: "TEXT?",
  g_score: "TEXT?",
  annuity_lump_sum: "INTEGER?",
  annuity_monthly: "INTEGER?",
  annuity_heads: "INTEGER?",
  annuity_ages: "TEXT?",
} as const satisfies Columns<ListingDetailsTable>;

export const LISTING_PHOTOS_COLUMNS = {
  ...LISTING_CHILD_COLUMNS,
  ...PHOTO_COLUMNS,
} as const satisfies Columns<ListingPhotosTable>;

export const LISTING_MEDIA_COLUMNS = {
  ...LISTING_CHILD_COLUMNS,
  url: "TEXT",
  title: "TEXT",
} as const satisfies Columns<ListingMediaTable>;

export const LISTING_DOCUMENTS_COLUMNS = {
  ...LISTING_CHILD_COLUMNS,
  name: "TEXT",
  url: "TEXT",
  kind: "TEXT",
} as const satisfies Columns<ListingDocumentsTable>;

export const LISTING_POINTS_OF_INTEREST_COLUMNS = {
  ...LISTING_CHILD_COLUMNS,
  kind: "TEXT",
  name: "TEXT",
  distance_m: "INTEGER?",
} as const satisfies Columns<ListingPointsOfInterestTable>;

export const LISTING_NEIGHBOURHOODS_COLUMNS = {
  ...LISTING_CHILD_COLUMNS,
  name: "TEXT",
  description: "TEXT",
} as const satisfies Columns<ListingNeighbourhoodsTable>;

export const PROPERTY_TYPES_COLUMNS = {
  web_id: "INTEGER",
  language: "TEXT",
  name: "TEXT",
  show_order: "INTEGER",
  sale: "INTEGER",
  rent: "INTEGER",
} as const satisfies Columns<PropertyTypesTable>;

export const PROPERTY_CATEGORIES_COLUMNS = {
  id: "INTEGER",
  language: "TEXT",
  parent_id: "INTEGER?",
  web_id: "INTEGER?",
  name: "TEXT",
} as const satisfies Columns<PropertyCategoriesTable>;

export const CITIES_COLUMNS = {
  language: "TEXT",
  name: "TEXT",
  zip: "TEXT",
  city_key: "TEXT",
  country_id: "INTEGER",
  country_name: "TEXT",
  place_key: "TEXT",
} as const satisfies Columns<CitiesTable>;

export const PROJECTS_COLUMNS = {
  id: "INTEGER",
  language: "TEXT",
  project_number: "TEXT",
  name: "TEXT",
  description: "TEXT",
  status: "TEXT",
  delivery: "TEXT",
  constructions: "TEXT",
  price_from: "INTEGER?",
  price_to: "INTEGER?",
  publish_address: "INTEGER",
  street: "TEXT",
  house_number: "TEXT",
  box_nr: "TEXT",
  zip: "TEXT",
  city: "TEXT",
  country_id: "INTEGER",
  country_name: "TEXT",
  latitude: "REAL?",
  longitude: "REAL?",
  energy_performance: "REAL?",
  epc_label_text: "TEXT",
  created_at: "TEXT",
  imported_at: "TEXT",
} as const satisfies Columns<ProjectsTable>;

export const PROJECT_PHOTOS_COLUMNS = {
  project_id: "INTEGER",
  language: "TEXT",
  ...PHOTO_COLUMNS,
} as const satisfies Columns<ProjectPhotosTable>;

export const PROJECT_UNITS_COLUMNS = {
  project_id: "INTEGER",
  language: "TEXT",
  position: "INTEGER",
  unit_id: "INTEGER",
  listing_id: "INTEGER?",
  name: "TEXT",
  web_id: "INTEGER?",
  type_name: "TEXT",
  floor: "INTEGER?",
  bedrooms: "INTEGER?",
  living_area: "REAL?",
  price: "INTEGER?",
  status: "TEXT",
} as const satisfies Columns<ProjectUnitsTable>;

/** Every table of the property cache with its columns. */
export const PROPERTY_CACHE_TABLES = {
  listings: LISTINGS_COLUMNS,
  listing_types: LISTING_TYPES_COLUMNS,
  listing_details: LISTING_DETAILS_COLUMNS,
  listing_photos: LISTING_PHOTOS_COLUMNS,
  listing_videos: LISTING_MEDIA_COLUMNS,
  listing_tours: LISTING_MEDIA_COLUMNS,
  listing_documents: LISTING_DOCUMENTS_COLUMNS,
  listing_points_of_interest: LISTING_POINTS_OF_INTEREST_COLUMNS,
  listing_neighbourhoods: LISTING_NEIGHBOURHOODS_COLUMNS,
  property_types: PROPERTY_TYPES_COLUMNS,
  property_categories: PROPERTY_CATEGORIES_COLUMNS,
  cities: CITIES_COLUMNS,
  projects: PROJECTS_COLUMNS,
  project_photos: PROJECT_PHOTOS_COLUMNS,
  project_units: PROJECT_UNITS_COLUMNS,
} as const;

export type PropertyCacheTable = keyof typeof PROPERTY_CACHE_TABLES;
/** The name of a column of a table of the property cache. */
export type ColumnName<Table extends PropertyCacheTable> = Extract<keyof (typeof PROPERTY_CACHE_TABLES)[Table], string>;
