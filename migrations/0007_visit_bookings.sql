-- Visits booked through the visit request on a listing's page ("Appointment: status
-- confirmed; appointments can be full"; decision 030). A slot is a visit's start on the agency's
-- clock (Europe/Brussels), written 'YYYY-MM-DDTHH:MM'. Each booking takes one seat of its slot;
-- the agency's capacity per slot (its agents) is counted over all listings. A booking is made in
-- one statement that counts the slot's seats first, so a slot never takes more than its capacity,
-- and it is keyed by the form's idempotency key, so a double submit books once.
CREATE TABLE visit_bookings (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  slot TEXT NOT NULL,
  seat INTEGER NOT NULL,                     -- 1, 2, … within the slot
  idempotency_key TEXT NOT NULL UNIQUE,      -- the form's key; the lead carries the same one
  listing_id INTEGER NOT NULL,
  status TEXT NOT NULL DEFAULT 'confirmed' CHECK (status IN ('confirmed', 'cancelled')),
  created_at TEXT NOT NULL,                  -- ISO 8601, UTC
  UNIQUE (slot, seat)
);
CREATE INDEX visit_bookings_by_listing ON visit_bookings (listing_id, slot);
