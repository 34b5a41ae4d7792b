-- Demand alerts (decision 046): the demand register informs. A demand says how often it
-- wants to hear; the import records what changed in the catalogue that a demand may want to hear
-- of; the matcher files each fitting change as an alert of the demand, once.

-- How often a demand hears: at once, in a daily or in a weekly mail. Demands registered before
-- this migration hear daily. Their status stays 'active' (they were registered without a double
-- opt-in, as the form then worked); new ones start 'pending' until the visitor confirms by mail.
ALTER TABLE demands ADD COLUMN frequency TEXT NOT NULL DEFAULT 'daily' CHECK (frequency IN ('instant', 'daily', 'weekly'));
-- When the demand's last alert mail went out (NULL: never).
ALTER TABLE demands ADD COLUMN last_alert_at TEXT;

-- What an import changed that a demand may want to hear of, once per listing, event and key:
--   new        the listing came into the catalogue, available          key ''
--   price      its shown price went down while available               key: the new price
--   available  it came back to available from sold, rented, ...       key: the import's time
CREATE TABLE listing_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  listing_id INTEGER NOT NULL,
  event TEXT NOT NULL CHECK (event IN ('new', 'price', 'available')),
  event_key TEXT NOT NULL,
  old_price INTEGER,
  new_price INTEGER,
  detected_at TEXT NOT NULL,                 -- ISO 8601, UTC: the import's time
  matched_at TEXT,                           -- when the matcher filed its alerts; NULL: still to do
  UNIQUE (listing_id, event, event_key)
);
CREATE INDEX listing_events_to_match ON listing_events (matched_at, id);

-- An event a demand is to hear of: one row per demand, listing, event and key, so a demand never
-- hears twice of the same change, however often the feed is imported.
CREATE TABLE demand_alerts (
  demand_id INTEGER NOT NULL REFERENCES demands (id),
  listing_id INTEGER NOT NULL,
  event TEXT NOT NULL,
  event_key TEXT NOT NULL,
  old_price INTEGER,
  new_price INTEGER,
  created_at TEXT NOT NULL,
  sent_at TEXT,                              -- NULL until the mail that carries it went out
  PRIMARY KEY (demand_id, listing_id, event, event_key)
) WITHOUT ROWID;
CREATE INDEX demand_alerts_unsent ON demand_alerts (sent_at, demand_id);
