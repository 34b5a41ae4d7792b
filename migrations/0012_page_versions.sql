-- What the page cache keys on besides the configuration (worker/render/page-cache.ts, decision
-- 042): a generation of the catalogue's shown content. The edge keeps rendered pages under the
-- current generation, so raising it retires every cached page at once; nothing is purged.
--   catalogue.generation  raised by an import that changed the feed (the import's last statement
--                         compares feed_digest), and by the triggers below
--   catalogue.feed_digest the digest of the last imported feed, so an unchanged feed keeps the cache
CREATE TABLE page_versions (
  name TEXT PRIMARY KEY,
  generation INTEGER NOT NULL DEFAULT 0,
  feed_digest TEXT,
  changed_at TEXT
);
INSERT INTO page_versions (name, generation, changed_at) VALUES ('catalogue', 0, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));

-- Approved testimonials show on the reviews page, its articles and the home's module; they are
-- approved by hand with SQL (decision 023), so only a trigger sees every change.
CREATE TRIGGER testimonials_shown_insert AFTER INSERT ON testimonials WHEN NEW.status = 'approved'
BEGIN
  UPDATE page_versions SET generation = generation + 1, changed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE name = 'catalogue';
END;
CREATE TRIGGER testimonials_shown_update AFTER UPDATE ON testimonials WHEN OLD.status = 'approved' OR NEW.status = 'approved'
BEGIN
  UPDATE page_versions SET generation = generation + 1, changed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE name = 'catalogue';
END;
CREATE TRIGGER testimonials_shown_delete AFTER DELETE ON testimonials WHEN OLD.status = 'approved'
BEGIN
  UPDATE page_versions SET generation = generation + 1, changed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE name = 'catalogue';
END;

-- A booked seat can fill a visit time, which the listing's visit form then stops offering.
CREATE TRIGGER visit_bookings_insert AFTER INSERT ON visit_bookings
BEGIN
  UPDATE page_versions SET generation = generation + 1, changed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE name = 'catalogue';
END;
CREATE TRIGGER visit_bookings_update AFTER UPDATE ON visit_bookings
BEGIN
  UPDATE page_versions SET generation = generation + 1, changed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE name = 'catalogue';
END;
CREATE TRIGGER visit_bookings_delete AFTER DELETE ON visit_bookings
BEGIN
  UPDATE page_versions SET generation = generation + 1, changed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE name = 'catalogue';
END;
