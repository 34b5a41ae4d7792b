-- Documents requested per property ("may be requested once per property; afterwards they
-- are sent by e-mail and a repeat request is refused"). One row per listing and visitor address,
-- claimed before the request's lead is stored (decision 031). The claiming form's idempotency key
-- is kept, so a double submit of that same form passes again and stores its one lead.
CREATE TABLE document_requests (
  listing_id INTEGER NOT NULL,
  email TEXT NOT NULL CHECK (email = lower(email) AND trim(email) <> ''), -- the visitor's address, lower case
  form_key TEXT NOT NULL,                    -- the idempotency key of the form that claimed it
  requested_at TEXT NOT NULL,                -- ISO 8601, UTC
  UNIQUE (listing_id, email)
);
