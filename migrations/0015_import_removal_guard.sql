-- An import may not empty the site (decision 049). A truncated or partial CRM export would remove
-- most listings; an import that would remove more than a share of the stored listings (or of the
-- stored projects) is refused whole, unless a person confirmed it (npm run import --
-- --allow-removals).

-- The guard: the import inserts one row here, inside its own transaction, right after it has
-- listed the feed's keys, and deletes it again at once. The row carries what the import would
-- remove and the limit it is held to; when the removal is over the limit the CHECK fails, and with
-- it the whole batch (the scheduled import's db.batch(), the CLI's SQL file), so nothing changes.
-- Counted in listings and projects, not in records per language: a listing that would lose any of
-- its stored languages counts as removed. One listing (or project) may always go, so a small
-- catalogue can sell a property without a confirmation. Empty between runs.
CREATE TABLE import_removal_guard (
  listings_before INTEGER NOT NULL,
  listings_removed INTEGER NOT NULL,
  projects_before INTEGER NOT NULL,
  projects_removed INTEGER NOT NULL,
  limit_percent REAL NOT NULL CHECK (limit_percent BETWEEN 0 AND 100),
  CONSTRAINT removals_within_limit CHECK (
    (listings_removed <= 1 OR listings_removed * 100 <= limit_percent * listings_before)
    AND (projects_removed <= 1 OR projects_removed * 100 <= limit_percent * projects_before)
  )
);

-- The run log says which runs were refused and why, with the figures the agency needs to judge:
--   status             'imported', or 'refused' (nothing was changed; the row is written after
--                      the import's transaction rolled back)
--   reason             why a refused run was refused
--   listings_before    distinct listings stored when the run started
--   listings_removed   listings the run removed (refused: would have removed)
--   projects_before, projects_removed   the same for the new-build projects
--   removal_limit      the share in percent the run was held to; NULL when a person confirmed the
--                      removals with --allow-removals
--   feed_digest        the feed's digest (worker/catalogue/page-versions.ts): the refusal mail goes
--                      out once per refused feed
ALTER TABLE import_runs ADD COLUMN status TEXT NOT NULL DEFAULT 'imported' CHECK (status IN ('imported', 'refused'));
ALTER TABLE import_runs ADD COLUMN reason TEXT;
ALTER TABLE import_runs ADD COLUMN listings_before INTEGER;
ALTER TABLE import_runs ADD COLUMN listings_removed INTEGER;
ALTER TABLE import_runs ADD COLUMN projects_before INTEGER;
ALTER TABLE import_runs ADD COLUMN projects_removed INTEGER;
ALTER TABLE import_runs ADD COLUMN removal_limit REAL;
ALTER TABLE import_runs ADD COLUMN feed_digest TEXT;
