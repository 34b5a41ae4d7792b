-- The owner portal (decision 035): owners who log in, the properties
-- each one owns, their sessions, failed logins for the brute-force limits, password reminders,
-- and what the portal shows: detail-page views per property and day, and the CRM's history of
-- visits, communications, online media, appearances and documents per property.

CREATE TABLE owners (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,      -- lower case
  username TEXT UNIQUE COLLATE NOCASE,            -- optional second login name, lower case
  name TEXT NOT NULL,                             -- how mails and the portal greet the owner
  language TEXT NOT NULL DEFAULT 'nl',            -- the language of mails to the owner
  -- "pbkdf2-sha256$<iterations>$<salt, base64>$<hash, base64>"; NULL until a password is set.
  password_hash TEXT,
  password_changed_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

-- Which listings (CRM property ids) an owner sees. Every owner query joins through this table.
CREATE TABLE owner_properties (
  owner_id INTEGER NOT NULL REFERENCES owners (id) ON DELETE CASCADE,
  listing_id INTEGER NOT NULL,
  linked_at TEXT NOT NULL,
  PRIMARY KEY (owner_id, listing_id)
);
CREATE INDEX owner_properties_listing ON owner_properties (listing_id);

-- Sessions: only the SHA-256 of the cookie's token is stored.
CREATE TABLE owner_sessions (
  token_hash TEXT PRIMARY KEY,                    -- hex
  owner_id INTEGER NOT NULL REFERENCES owners (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,                       -- absolute timeout counts from here
  last_seen_at TEXT NOT NULL                      -- idle timeout counts from here
);
CREATE INDEX owner_sessions_owner ON owner_sessions (owner_id);

-- Failed logins, by the name typed (whether or not an account has it) and by client.
CREATE TABLE login_failures (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  account_key TEXT NOT NULL,                      -- the e-mail or username typed, lower case
  client_key TEXT NOT NULL,                       -- a hash of the client's address
  failed_at TEXT NOT NULL
);
CREATE INDEX login_failures_account ON login_failures (account_key, failed_at);
CREATE INDEX login_failures_client ON login_failures (client_key, failed_at);

-- Password reminders: single-use links valid one hour. Only the token's SHA-256 is stored.
CREATE TABLE password_resets (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  owner_id INTEGER NOT NULL REFERENCES owners (id) ON DELETE CASCADE,
  token_hash TEXT NOT NULL UNIQUE,
  lead_id INTEGER,                                -- the reminder (leads) whose mail carries the link
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT
);
CREATE INDEX password_resets_owner ON password_resets (owner_id);
CREATE INDEX password_resets_lead ON password_resets (lead_id);

-- Detail-page views counted by the site, per listing and day (Europe/Brussels).
CREATE TABLE property_views (
  listing_id INTEGER NOT NULL,
  day TEXT NOT NULL,                              -- YYYY-MM-DD
  views INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (listing_id, day)
);

-- Views before the site counted them, as the CRM feed reports them; an import replaces its own
-- rows, never the site's, so the two add up without double counting.
CREATE TABLE property_view_history (
  listing_id INTEGER NOT NULL,
  day TEXT NOT NULL,
  views INTEGER NOT NULL,
  PRIMARY KEY (listing_id, day)
);

-- The CRM's history per listing, shown in the owner's lists.
CREATE TABLE owner_activities (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  listing_id INTEGER NOT NULL,
  crm_id TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('visit', 'communication', 'media', 'appearance', 'document')),
  occurred_at TEXT NOT NULL,                      -- ISO date-time
  type TEXT,
  contact TEXT,
  subject TEXT,
  comment TEXT,
  status TEXT,
  source TEXT,
  -- When an import last listed it. An import clears it for the listings it carries history for,
  -- sets it again on every entry it lists, and removes what stayed cleared: entries the CRM dropped.
  imported_at TEXT,
  UNIQUE (listing_id, kind, crm_id)
);
CREATE INDEX owner_activities_list ON owner_activities (listing_id, kind, occurred_at DESC);
