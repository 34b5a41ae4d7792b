-- Fallback captcha challenges that have been answered (decision 027): a challenge is single use,
-- so its random part is recorded when it is spent. Rows are only needed until the challenge would
-- have expired anyway; each new answer removes the expired ones.
CREATE TABLE spent_form_challenges (
  challenge TEXT PRIMARY KEY,     -- the random part of the signed id
  expires_at INTEGER NOT NULL     -- seconds since the epoch
) WITHOUT ROWID;
CREATE INDEX spent_form_challenges_by_expiry ON spent_form_challenges (expires_at);
