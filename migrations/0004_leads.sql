-- Leads: every form a visitor sends, stored before any mail is queued so nothing a
-- visitor sends is lost when mail fails. One row per submission, keyed by the idempotency key the
-- form carries, so a double submit stores one lead.
CREATE TABLE leads (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  form TEXT NOT NULL,                        -- the form's name: contact-me, contact-appointment, …
  language TEXT NOT NULL,                    -- the page language the visitor wrote in
  idempotency_key TEXT NOT NULL UNIQUE,
  listing_id INTEGER,                        -- the property the form is about, when there is one
  email TEXT,                                -- the visitor's address, lower case
  payload TEXT NOT NULL,                     -- the validated fields, JSON
  status TEXT NOT NULL DEFAULT 'received' CHECK (status IN ('received', 'queued', 'sent', 'failed')),
  failure TEXT,                              -- why the last delivery attempt failed
  attempts INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,                  -- ISO 8601, UTC
  updated_at TEXT NOT NULL
);
CREATE INDEX leads_by_status ON leads (status, updated_at);
CREATE INDEX leads_by_listing ON leads (form, listing_id, email);

-- Each mail of a lead is sent once: a delivery retried after a crash finds its row and skips it.
CREATE TABLE lead_mails (
  lead_id INTEGER NOT NULL REFERENCES leads (id),
  kind TEXT NOT NULL CHECK (kind IN ('agency', 'visitor')),
  sent_at TEXT NOT NULL,
  message_id TEXT,
  PRIMARY KEY (lead_id, kind)
) WITHOUT ROWID;

-- Mails the local capture transport "sent" (development and tests only; production never writes
-- here): the development mailbox page reads them.
CREATE TABLE captured_mails (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  lead_id INTEGER,
  sent_at TEXT NOT NULL,
  sender TEXT NOT NULL,
  recipient TEXT NOT NULL,
  reply_to TEXT,
  subject TEXT NOT NULL,
  text TEXT NOT NULL,
  html TEXT NOT NULL
);
