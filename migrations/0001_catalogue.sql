-- The property cache: what the agency's CRM feed publishes, one row per listing per language
-- (the feed sends one record per listing per language). The CRM is the source of truth;
-- the import (worker/import/import.ts) replaces a listing's rows and children as a whole.
-- Money in whole euros, surfaces in m², energy in kWh/m²/year, CO2 in kg/m²/year, dates ISO 8601.

-- Listing summary and the fields a list card, a filter or a sort needs. An ordinary rowid table,
-- not WITHOUT ROWID: its rows carry descriptions, and a filter that reads rows through an index
-- would otherwise walk the large primary-key tree (measured by scripts/bench-list.ts, decision 020).
CREATE TABLE listings (
  id INTEGER NOT NULL,                       -- CRM ID
  language TEXT NOT NULL CHECK (language IN ('nl', 'fr', 'en')),
  goal INTEGER NOT NULL CHECK (goal IN (0, 1)),  -- 0 sale, 1 rent
  status TEXT NOT NULL DEFAULT 'available'
    CHECK (status IN ('available', 'sold', 'rented', 'sold-out', 'for-takeover')),
  name TEXT NOT NULL DEFAULT '',             -- display name given by the CRM
  type_description TEXT NOT NULL DEFAULT '', -- free-text title, may be empty
  web_id INTEGER,                            -- main type (property_types.web_id), sometimes absent
  web_ids TEXT NOT NULL DEFAULT '',          -- comma-separated type ids, may be empty
  main_type_name TEXT NOT NULL DEFAULT '',   -- localised
  category_id INTEGER,                       -- subtype (property_categories.id), e.g. duplex
  record_file TEXT NOT NULL DEFAULT '',      -- agency file reference, formats vary
  marquee INTEGER NOT NULL DEFAULT 0 CHECK (marquee BETWEEN 0 AND 4),
  marquee_name TEXT NOT NULL DEFAULT '',
  -- Address
  publish_address INTEGER NOT NULL DEFAULT 1,
  street TEXT NOT NULL DEFAULT '',
  house_number TEXT NOT NULL DEFAULT '',
  box_nr TEXT NOT NULL DEFAULT '',
  zip TEXT NOT NULL,
  city TEXT NOT NULL,
  city_key TEXT NOT NULL,                    -- lower(city) || '|' || zip, the list filter's form
  country_id INTEGER NOT NULL DEFAULT 10,    -- 10 Belgium, 50 Luxembourg
  country_name TEXT NOT NULL DEFAULT '',
  latitude REAL,
  longitude REAL,
  -- Price
  price INTEGER,                             -- sale price, or monthly rent
  publish_price INTEGER NOT NULL DEFAULT 1,
  price_unit INTEGER,                        -- 7 = "starting from"
  price_unit_text TEXT NOT NULL DEFAULT '',
  -- What a card shows and the room filters use
  bedrooms INTEGER NOT NULL DEFAULT 0,
  bathrooms INTEGER NOT NULL DEFAULT 0,
  shower_rooms INTEGER NOT NULL DEFAULT 0,
  toilets INTEGER NOT NULL DEFAULT 0,
  garages INTEGER NOT NULL DEFAULT 0,
  living_area REAL,
  ground_area REAL,
  energy_performance REAL,                   -- EPC value (kWh/m²/year), drives the region's class
  epc_label_text TEXT NOT NULL DEFAULT '',   -- label as the CRM writes it (Luxembourg: the class)
  description TEXT NOT NULL DEFAULT '',
  -- Thumbnail (SmallPictureItem)
  small_picture_url TEXT,
  small_picture_width INTEGER,
  small_picture_height INTEGER,
  small_picture_id INTEGER,
  small_picture_name TEXT,
  project_id INTEGER,                        -- a unit of a new-build project
  created_at TEXT NOT NULL,                  -- first published by the CRM ("newest" sort)
  updated_at TEXT NOT NULL,
  imported_at TEXT NOT NULL,
  PRIMARY KEY (id, language)
);

-- List filters: language and goal always; then price, the newest sort, city and rooms. Each index
-- also carries the id (and the sort key), so a count or a type check (listing_types) reads the
-- index alone instead of every candidate row (scripts/bench-list.ts, decision 020).
-- Price filters and sorts only ever look at shown prices (publish_price = 1).
CREATE INDEX listings_by_price ON listings (language, goal, publish_price, price, id, created_at);
-- A search by the agency's file reference, whatever its case.
CREATE INDEX listings_by_reference ON listings (record_file COLLATE NOCASE);
CREATE INDEX listings_by_newest ON listings (language, goal, created_at DESC, id);
CREATE INDEX listings_by_city ON listings (language, goal, city_key, created_at, id);
CREATE INDEX listings_by_bedrooms ON listings (language, goal, bedrooms, id, created_at);
CREATE INDEX listings_by_project ON listings (project_id, language);

-- Every type id of a listing (its WebID and each of its WebIDs), for the repeated type filter.
CREATE TABLE listing_types (
  listing_id INTEGER NOT NULL,
  language TEXT NOT NULL,
  web_id INTEGER NOT NULL,
  PRIMARY KEY (language, web_id, listing_id)
) WITHOUT ROWID;

-- Every detail field of a listing the summary does not carry, grouped as the detail page shows them.
CREATE TABLE listing_details (
  listing_id INTEGER NOT NULL,
  language TEXT NOT NULL,
  -- Prices and costs
  unique_code TEXT,                          -- the CRM's unique code of the property
  charges_owner INTEGER,
  charges_renter INTEGER,                    -- monthly charges on top of the rent
  total_cost INTEGER,
  total_price INTEGER,
  deposit INTEGER,
  agency_cost INTEGER,
  inventory_cost INTEGER,
  notary_fee_incl_vat INTEGER,
  notary_fee_excl_vat INTEGER,
  registration_rights INTEGER,
  vat_value INTEGER,
  vat_regime TEXT,
  construction_cost INTEGER,
  parking_price INTEGER,
  garage_price INTEGER,
  -- Surfaces and dimensions
  total_area REAL,
  terrace_area REAL,
  garden_area REAL,
  office_area REAL,
  store_area REAL,
  constructed_area REAL,
  plot_width REAL,
  front_width REAL,
  -- Counts
  parkings INTEGER,
  external_parkings INTEGER,
  floors INTEGER,
  floor INTEGER,
  facades INTEGER,                           -- 4 open, 3 half-open, 2 closed (party wall)
  extra_rooms INTEGER,
  -- Years, condition and comfort (texts as the CRM sends them in this language)
  construction_year INTEGER,
  renovation_year INTEGER,
  availability TEXT,
  condition TEXT,
  heating TEXT,
  kitchen TEXT,
  window_frame TEXT,
  glazing TEXT,
  roof TEXT,
  roof_condition TEXT,
  floor_covering TEXT,
  interior_comfort TEXT,
  exterior_comfort TEXT,
  orientation_terrace TEXT,
  orientation_garden TEXT,
  orientation_rear TEXT,
  -- Flags (1 yes, 0 no, NULL not stated)
  has_gas INTEGER,
  has_water INTEGER,
  has_lift INTEGER,
  has_cellar INTEGER,
  has_garden INTEGER,
  has_terrace INTEGER,
  has_attic INTEGER,
  is_furnished INTEGER,
  has_pool INTEGER,
  has_electricity_connection INTEGER,
  has_drain_connection INTEGER,
  -- Energy
  epc_total REAL,                            -- kWh/year
  epc_unique_code TEXT,
  co2_emission REAL,                         -- kg CO2/m²/year
  epc_valid_until TEXT,
  e_level INTEGER,
  -- Asbestos and certificates
  asbestos_type TEXT,
  asbestos_date TEXT,
  electricity_certificate TEXT,
  electricity_certificate_date TEXT,
  gas_certificate TEXT,
  gas_certificate_date TEXT,
  ground_certificate TEXT,
  -- Urban planning
  has_permit INTEGER,
  has_summons INTEGER,
  has_allotment_permit INTEGER,
  has_preemptive_rights INTEGER,
  judicial_decision TEXT,
  area_application TEXT,                     -- zoning designation
  planning_information TEXT,
  -- Flood information
  flood_zone TEXT,
  riparian_zone INTEGER,
  flood_risk_area INTEGER,
  p_score TEXT,
  g_score TEXT,
  -- Annuity sale (viager)
  annuity_lump_sum INTEGER,
  annuity_monthly INTEGER,
  annuity_heads INTEGER,
  annuity_ages TEXT,
  PRIMARY KEY (listing_id, language)
) WITHOUT ROWID;

-- Ordered media and related collections of a listing.
CREATE TABLE listing_photos (
  listing_id INTEGER NOT NULL,
  language TEXT NOT NULL,
  position INTEGER NOT NULL,
  url TEXT NOT NULL,                         -- original
  url_100 TEXT,
  url_400 TEXT,
  url_600 TEXT,
  url_1360 TEXT,
  width INTEGER,
  height INTEGER,
  caption TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (listing_id, language, position)
) WITHOUT ROWID;

CREATE TABLE listing_videos (
  listing_id INTEGER NOT NULL,
  language TEXT NOT NULL,
  position INTEGER NOT NULL,
  url TEXT NOT NULL,
  title TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (listing_id, language, position)
) WITHOUT ROWID;

CREATE TABLE listing_tours (
  listing_id INTEGER NOT NULL,
  language TEXT NOT NULL,
  position INTEGER NOT NULL,
  url TEXT NOT NULL,
  title TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (listing_id, language, position)
) WITHOUT ROWID;

CREATE TABLE listing_documents (
  listing_id INTEGER NOT NULL,
  language TEXT NOT NULL,
  position INTEGER NOT NULL,
  name TEXT NOT NULL,
  url TEXT NOT NULL,
  kind TEXT NOT NULL DEFAULT '',             -- e.g. epc, plan, specifications
  PRIMARY KEY (listing_id, language, position)
) WITHOUT ROWID;

CREATE TABLE listing_points_of_interest (
  listing_id INTEGER NOT NULL,
  language TEXT NOT NULL,
  position INTEGER NOT NULL,
  kind TEXT NOT NULL DEFAULT '',             -- school, transport, shop, park, …
  name TEXT NOT NULL,
  distance_m INTEGER,
  PRIMARY KEY (listing_id, language, position)
) WITHOUT ROWID;

CREATE TABLE listing_neighbourhoods (
  listing_id INTEGER NOT NULL,
  language TEXT NOT NULL,
  position INTEGER NOT NULL,
  name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (listing_id, language, position)
) WITHOUT ROWID;

-- The nine property types, with display order and localised names.
CREATE TABLE property_types (
  web_id INTEGER NOT NULL,
  language TEXT NOT NULL,
  name TEXT NOT NULL,
  show_order INTEGER NOT NULL,
  sale INTEGER NOT NULL DEFAULT 1,
  rent INTEGER NOT NULL DEFAULT 1,
  PRIMARY KEY (web_id, language)
) WITHOUT ROWID;

-- Category tree: the nine types as roots, their subtypes (duplex, penthouse, …) as children.
CREATE TABLE property_categories (
  id INTEGER NOT NULL,
  language TEXT NOT NULL,
  parent_id INTEGER,
  web_id INTEGER,                            -- the root type this category belongs to
  name TEXT NOT NULL,
  PRIMARY KEY (id, language)
) WITHOUT ROWID;

-- Cities as the feed names them per language; one zip can carry several names. The three city lists
-- (all, with sale listings, with rent listings) and their counts are the view below.
CREATE TABLE cities (
  language TEXT NOT NULL,
  name TEXT NOT NULL,
  zip TEXT NOT NULL,
  city_key TEXT NOT NULL,                    -- as listings.city_key (lower-cased in JavaScript:
                                             -- SQLite's lower() leaves É, Ü, … as they are)
  country_id INTEGER NOT NULL DEFAULT 10,
  country_name TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (language, name, zip)
) WITHOUT ROWID;

CREATE VIEW city_counts AS
SELECT c.language, c.name, c.zip, c.city_key, c.country_id, c.country_name,
  (SELECT COUNT(*) FROM listings l WHERE l.language = c.language AND l.city_key = c.city_key) AS property_count,
  (SELECT COUNT(*) FROM listings l WHERE l.language = c.language AND l.goal = 0 AND l.city_key = c.city_key) AS sale_count,
  (SELECT COUNT(*) FROM listings l WHERE l.language = c.language AND l.goal = 1 AND l.city_key = c.city_key) AS rent_count
FROM cities c;

-- New-build projects and their units.
CREATE TABLE projects (
  id INTEGER NOT NULL,
  language TEXT NOT NULL,
  project_number TEXT NOT NULL DEFAULT '',
  name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  status TEXT NOT NULL DEFAULT 'available' CHECK (status IN ('available', 'sold-out')),
  delivery TEXT NOT NULL DEFAULT '',         -- expected delivery as the CRM writes it
  constructions TEXT NOT NULL DEFAULT '',    -- what is being built, e.g. "18 apartments, 2 retail spaces"
  price_from INTEGER,
  price_to INTEGER,
  publish_address INTEGER NOT NULL DEFAULT 1,
  street TEXT NOT NULL DEFAULT '',
  house_number TEXT NOT NULL DEFAULT '',
  box_nr TEXT NOT NULL DEFAULT '',
  zip TEXT NOT NULL,
  city TEXT NOT NULL,
  country_id INTEGER NOT NULL DEFAULT 10,
  country_name TEXT NOT NULL DEFAULT '',
  latitude REAL,
  longitude REAL,
  energy_performance REAL,
  epc_label_text TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL,
  imported_at TEXT NOT NULL,
  PRIMARY KEY (id, language)
) WITHOUT ROWID;

CREATE TABLE project_photos (
  project_id INTEGER NOT NULL,
  language TEXT NOT NULL,
  position INTEGER NOT NULL,
  url TEXT NOT NULL,
  url_100 TEXT,
  url_400 TEXT,
  url_600 TEXT,
  url_1360 TEXT,
  width INTEGER,
  height INTEGER,
  caption TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (project_id, language, position)
) WITHOUT ROWID;

-- A unit of a project; a unit that is also published as a listing carries its listing id.
CREATE TABLE project_units (
  project_id INTEGER NOT NULL,
  language TEXT NOT NULL,
  position INTEGER NOT NULL,
  unit_id INTEGER NOT NULL,
  listing_id INTEGER,
  name TEXT NOT NULL,                        -- e.g. "A.2.1"
  web_id INTEGER,
  type_name TEXT NOT NULL DEFAULT '',
  floor INTEGER,
  bedrooms INTEGER,
  living_area REAL,
  price INTEGER,
  status TEXT NOT NULL DEFAULT 'available' CHECK (status IN ('available', 'option', 'sold')),
  PRIMARY KEY (project_id, language, position)
) WITHOUT ROWID;

-- One row per import run, newest last: what the scheduled import and the CLI did.
CREATE TABLE import_runs (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  started_at TEXT NOT NULL,
  finished_at TEXT,
  source TEXT NOT NULL,                      -- 'cli', 'scheduled'
  records INTEGER NOT NULL DEFAULT 0,
  upserted INTEGER NOT NULL DEFAULT 0,
  removed INTEGER NOT NULL DEFAULT 0,
  rejected INTEGER NOT NULL DEFAULT 0,
  problems TEXT NOT NULL DEFAULT '[]'        -- JSON: [{ id, language, field, message }]
);

-- Working table of one import run: every (id, language) the feed carries, and whether a valid
-- record replaces it (1) or an invalid one keeps the stored version (0). Rows the feed no longer
-- carries are then removed with one statement per table, whatever the feed's size (a D1
-- statement binds at most 100 values). Empty between runs.
CREATE TABLE import_feed_keys (
  kind TEXT NOT NULL CHECK (kind IN ('listing', 'project')),
  id INTEGER NOT NULL,
  language TEXT NOT NULL,
  replaced INTEGER NOT NULL,
  PRIMARY KEY (kind, id, language)
) WITHOUT ROWID;
