-- Owner account security (decision 048): what each session shows on the owner's sessions page
-- and when it last proved who it is; the optional second factor (TOTP, RFC 6238) with its secret
-- sealed by a key derived from OWNER_PASSWORD_PEPPER; and the single-use recovery codes.
-- login_failures now holds every attempt claimed (a success clears its name's), see
-- worker/owners/throttle.ts.

-- The browser's User-Agent as the login received it (at most 300 characters).
ALTER TABLE owner_sessions ADD COLUMN user_agent TEXT;
-- The last time this session typed the password (login or confirmation): actions that end other
-- sessions ask for it again after ten minutes.
ALTER TABLE owner_sessions ADD COLUMN authenticated_at TEXT;
UPDATE owner_sessions SET authenticated_at = created_at;

-- "aes-gcm$<iv, base64>$<sealed secret, base64>", bound to the owner's id; NULL while off.
ALTER TABLE owners ADD COLUMN totp_secret TEXT;
ALTER TABLE owners ADD COLUMN totp_enabled_at TEXT;
-- The 30-second step of the last code accepted: a code is accepted once.
ALTER TABLE owners ADD COLUMN totp_last_step INTEGER;
-- A secret shown for enrolment, sealed the same way, until a code confirms it.
ALTER TABLE owners ADD COLUMN totp_pending_secret TEXT;
ALTER TABLE owners ADD COLUMN totp_pending_at TEXT;

-- Ten single-use codes for when the authenticator app is lost; only their SHA-256 (each code
-- carries 120 random bits).
CREATE TABLE owner_recovery_codes (
  owner_id INTEGER NOT NULL REFERENCES owners (id) ON DELETE CASCADE,
  code_hash TEXT NOT NULL,                        -- hex
  created_at TEXT NOT NULL,
  used_at TEXT,
  PRIMARY KEY (owner_id, code_hash)
) WITHOUT ROWID;
