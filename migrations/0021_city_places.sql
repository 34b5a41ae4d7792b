-- One place under its names in every language: a city's place_key is the smallest city_key the
-- same listings have in any language ("elsene|1050" for Elsene, Ixelles and Ixelles in en), so a
-- list searched under another language's name filters on its own language's city keys, which
-- the city index serves, instead of gathering listing ids from the other language's rows.
ALTER TABLE cities ADD COLUMN place_key TEXT NOT NULL DEFAULT '';
UPDATE cities SET place_key = COALESCE(
  (SELECT MIN(o.city_key) FROM listings l JOIN listings o ON o.id = l.id
    WHERE l.language = cities.language AND l.city = cities.name AND l.zip = cities.zip),
  city_key
);
