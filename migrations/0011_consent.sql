-- Proof of cookie consent (GDPR art. 7(1), decision 036): every choice made in the cookie dialog,
-- under the random id of the visitor's consent cookie, with the cookie policy version it was
-- given for. Nothing else about the visitor is kept: no IP address, no user agent, no account.
CREATE TABLE consent_records (
  id INTEGER PRIMARY KEY,
  consent_id TEXT NOT NULL,
  choice TEXT NOT NULL CHECK (choice IN ('agree', 'decline', 'partly')),
  necessary INTEGER NOT NULL CHECK (necessary = 1),
  analytical INTEGER NOT NULL CHECK (analytical IN (0, 1)),
  marketing INTEGER NOT NULL CHECK (marketing IN (0, 1)),
  social INTEGER NOT NULL CHECK (social IN (0, 1)),
  unclassified INTEGER NOT NULL CHECK (unclassified IN (0, 1)),
  policy_version TEXT NOT NULL,
  recorded_at TEXT NOT NULL
);

CREATE INDEX consent_records_by_consent ON consent_records (consent_id, recorded_at);
CREATE INDEX consent_records_by_date ON consent_records (recorded_at);
