-- An import may not empty the site (decision 049). A truncated or partial CRM export would remove
-- most listings; an import that would remove more than a share of the stored listings (or of the
-- stored projects) is refused whole, unless a person confirmed it (npm run import --
-- --allow-removals).

-- The run log says which runs were refused and why, with the figures the agency needs to judge:
--   status             'imported', or 'refused' (nothing was changed; the row is written after
--                      the import's transaction rolled back)
--   reason             why a refused run was refused
--   listings_before    distinct listings stored when the run started
--   listings_removed   listings the run removed (refused: would have removed; NULL when the
--                      figures could not be read after the refusal)
--   projects_before, projects_removed   the same for the new-build projects
--   removal_limit      the share in percent the run was held to; NULL when a person confirmed the
--                      removals with --allow-removals
ALTER TABLE import_runs ADD COLUMN status TEXT NOT NULL DEFAULT 'imported' CHECK (status IN ('imported', 'refused'));
ALTER TABLE import_runs ADD COLUMN reason TEXT;
ALTER TABLE import_runs ADD COLUMN listings_before INTEGER;
ALTER TABLE import_runs ADD COLUMN listings_removed INTEGER;
ALTER TABLE import_runs ADD COLUMN projects_before INTEGER;
ALTER TABLE import_runs ADD COLUMN projects_removed INTEGER;

-- The guard is the run's own row: an import inserts it inside its own transaction, right after it
-- has listed the feed's keys, with what it removes counted from the stored catalogue by the same
-- statement. When the removal is over the limit the named CHECK fails, and with it the whole
-- batch (the scheduled import's db.batch(), the CLI's SQL file), so nothing changes. Counted in
-- listings and projects, not in records per language: a listing that would lose any of its stored
-- languages counts as removed. One listing (or project) may always go, so a small catalogue can
-- sell a property without a confirmation. A confirmed run (no limit) and a refused run's row
-- (written after the rollback, with what it would have removed) are not held to it. Added last:
-- the constraint reads the columns above.
ALTER TABLE import_runs ADD COLUMN removal_limit REAL
  CHECK (removal_limit BETWEEN 0 AND 100)
  CONSTRAINT removals_within_limit CHECK (
    status = 'refused' OR removal_limit IS NULL OR (
      (listings_removed <= 1 OR listings_removed * 100 <= removal_limit * listings_before)
      AND (projects_removed <= 1 OR projects_removed * 100 <= removal_limit * projects_before)
    )
  );
