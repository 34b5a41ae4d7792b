-- Testimonials (name, about you, website, image, comment, date of posting). Visitors
-- write them through the testimonial form; each one waits as 'pending' until the agency approves
-- or rejects it, and only approved ones are ever shown (decision 023). Dates ISO 8601 in UTC.
CREATE TABLE testimonials (
  -- AUTOINCREMENT: an id, and so a slug, is never given again after a testimonial is deleted,
  -- so an old link can never show another person's words.
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  -- The article's path segment: the name as ASCII plus the id ("sophie-claes-1"), written once
  -- at insertion (worker/testimonials/slug.ts) and never changed, so links stay valid.
  slug TEXT NOT NULL UNIQUE CHECK (slug GLOB '[a-z0-9]*' AND slug NOT GLOB '*[^a-z0-9-]*'),
  name TEXT NOT NULL CHECK (trim(name) <> ''),
  about TEXT NOT NULL DEFAULT '',            -- "about you": who they are, what we did for them
  website TEXT,                              -- their own site, as they typed it
  image TEXT,                                -- portrait or photo: a site path or an https URL
  comment TEXT NOT NULL CHECK (trim(comment) <> ''),
  language TEXT NOT NULL CHECK (language IN ('nl', 'fr', 'en', 'de')), -- the language they wrote in
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  posted_at TEXT NOT NULL,
  approved_at TEXT,
  CHECK (status <> 'approved' OR approved_at IS NOT NULL)
);

-- The reviews page, the article's neighbours and the sitemap read approved testimonials newest
-- first; pending and rejected ones stay out of the index.
CREATE INDEX testimonials_approved ON testimonials (posted_at DESC, id DESC) WHERE status = 'approved';
