-- Form submissions being handled (decision 047): a post claims its submission's key before its
-- captcha is checked, and gives it back once it is stored or refused. The same submission sent
-- again meanwhile (a double click, a reload) finds the claim and waits for its twin's outcome
-- instead of being checked a second time. Claims live seconds; one left by a request that died
-- is taken over after a minute, and the scheduled job removes those older than a day.
CREATE TABLE form_submissions (
  submission_key TEXT PRIMARY KEY,
  claimed_at TEXT NOT NULL
) WITHOUT ROWID;
CREATE INDEX form_submissions_by_age ON form_submissions (claimed_at);
