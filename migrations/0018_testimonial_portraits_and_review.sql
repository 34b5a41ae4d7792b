-- Testimonials' own photos and their review from the agency's mail (decision 057).
-- The photo a visitor sent with a testimonial, decoded and resized, is kept in R2 (UPLOADS) under
-- this key and shown once the testimonial is approved; NULL when none was sent. `image` keeps
-- the agency's own pictures (a site path or an https address), as before.
ALTER TABLE testimonials ADD COLUMN image_key TEXT;
-- The form post (lead) that brought the testimonial, so its mail to the agency can link to its
-- review page; NULL for testimonials that came another way (the seed).
ALTER TABLE testimonials ADD COLUMN lead_id INTEGER REFERENCES leads (id);
-- When the agency last rejected it (approved_at says when it was approved).
ALTER TABLE testimonials ADD COLUMN rejected_at TEXT;

CREATE UNIQUE INDEX testimonials_by_lead ON testimonials (lead_id) WHERE lead_id IS NOT NULL;
