-- What a lead's visitor sent, without the page's rendering key (decision 055): a digest of the
-- form's name and every field. The same content sent again from a new copy of the page (back,
-- then send; a reload that fetched the page again) without a valid captcha is the lead already
-- stored, for a while: thanked, not refused. Leads stored before this column have none.
ALTER TABLE leads ADD COLUMN content_key TEXT;
CREATE INDEX leads_by_content ON leads (content_key, created_at);
