-- What the site knew when a lead arrived, beyond the visitor's fields: the address the visitor
-- used (for links in mails: unsubscribe, documents, the listing) and the listing or project the
-- form was sent from (title, reference, path, price), as JSON. Mails are rendered later by the
-- queue consumer and must say what the visitor saw, even if the listing changes meanwhile.
ALTER TABLE leads ADD COLUMN context TEXT NOT NULL DEFAULT '{}';
