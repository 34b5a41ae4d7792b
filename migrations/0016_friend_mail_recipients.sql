-- The send-to-friend form mails an address the sender typed: one mailbox receives at most a few
-- of those mails in 24 hours, whoever sends them (decision 050). One row per mail: the mailbox
-- the address reaches as a keyed hash (HMAC with the form secret), never the address itself, and
-- the sending form's idempotency key, so a double submit of that form counts once. The
-- scheduled job removes rows older than the window.
CREATE TABLE friend_mail_recipients (
  recipient TEXT NOT NULL,  -- HMAC-SHA-256 of the mailbox the address reaches (mailboxOf), base64url
  form_key TEXT NOT NULL,   -- the idempotency key of the form that sent the mail
  sent_at TEXT NOT NULL,    -- ISO 8601, UTC
  PRIMARY KEY (recipient, form_key)
) WITHOUT ROWID;

CREATE INDEX friend_mail_recipients_by_time ON friend_mail_recipients (sent_at);
