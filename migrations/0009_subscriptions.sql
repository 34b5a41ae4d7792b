-- What visitors asked to be kept informed of: search demands from the
-- demand register ("keep me informed") and newsletter addresses. Both are written by the forms'
-- afterStore hooks, once per lead, and left by a signed unsubscribe link (decision 032).

-- One row per registered search, with its criteria as columns, so a later matcher can select the
-- demands a new listing fits (goal and price by index, types and zones through json_each).
CREATE TABLE demands (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  lead_id INTEGER NOT NULL UNIQUE REFERENCES leads (id),
  language TEXT NOT NULL,                    -- the page language: mails about the demand use it
  email TEXT NOT NULL,                       -- lower case
  goal TEXT NOT NULL CHECK (goal IN ('buy', 'rent')),
  property_types TEXT NOT NULL,              -- JSON array of type names: ["house","apartment"]
  web_ids TEXT NOT NULL,                     -- JSON array of the same types as WebID codes: [1,2]
  budget INTEGER,                            -- whole euros; a budget or a min/max range, not both
  min_price INTEGER,
  max_price INTEGER,
  min_bedrooms INTEGER NOT NULL DEFAULT 0 CHECK (min_bedrooms BETWEEN 0 AND 20),
  min_bathrooms INTEGER NOT NULL DEFAULT 0 CHECK (min_bathrooms BETWEEN 0 AND 20),
  min_garages INTEGER NOT NULL DEFAULT 0 CHECK (min_garages BETWEEN 0 AND 20),
  min_parking INTEGER NOT NULL DEFAULT 0 CHECK (min_parking BETWEEN 0 AND 20),
  cities TEXT NOT NULL DEFAULT '[]',         -- JSON array of the municipalities ticked: ["Ixelles (1050)"]
  postcodes TEXT NOT NULL,                   -- JSON array of every postcode of the zone (the ticked
                                             -- municipalities' and the typed ones): ["1050","L-1611"]
  newsletter INTEGER NOT NULL DEFAULT 0,
  -- active: mails are sent; pending: waiting for the double opt-in a later issue adds;
  -- unsubscribed: left through the link in a mail.
  status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('pending', 'active', 'unsubscribed')),
  confirmed_at TEXT,                         -- when the visitor confirmed by mail (double opt-in)
  unsubscribed_at TEXT,
  created_at TEXT NOT NULL,                  -- ISO 8601, UTC
  updated_at TEXT NOT NULL
);
CREATE INDEX demands_by_goal ON demands (goal, status);
CREATE INDEX demands_by_email ON demands (email);

-- One row per newsletter address: signing up again with an address that left re-activates it.
CREATE TABLE subscriptions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  email TEXT NOT NULL UNIQUE,                -- lower case
  first_name TEXT NOT NULL DEFAULT '',
  language TEXT NOT NULL,                    -- the newsletter's language: the page it was signed on
  source TEXT NOT NULL,                      -- the form that last signed it: sign-newsletter, demand-register
  lead_id INTEGER REFERENCES leads (id),     -- the lead that last signed it
  status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'unsubscribed')),
  unsubscribed_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX subscriptions_by_status ON subscriptions (status, language);
