/**
 * The choices the search box offers, read from the property cache: the cities that have
 * listings for each goal (label "name (zip)") and the property types in display order;
 * each list also for either goal, in the same order, for the form before JavaScript.
 */
import type { SearchOptionsView } from "../../ui/search/model.ts";

interface CityRow {
  name: string;
  zip: string;
  city_key: string;
  sale_count: number;
  rent_count: number;
}

/** Cities with a listing for sale or for rent, and the types offered for each goal, in `language`. */
export async function loadSearchOptions(db: D1Database, language: string): Promise<SearchOptionsView> {
  const [cities, types] = await db.batch<CityRow | { web_id: number; name: string; sale: number; rent: number }>([
    db
      .prepare(
        "SELECT name, zip, city_key, sale_count, rent_count FROM city_counts WHERE language = ? AND property_count > 0 ORDER BY name COLLATE NOCASE, zip",
      )
      .bind(language),
    db
      .prepare("SELECT web_id, name, sale, rent FROM property_types WHERE language = ? ORDER BY show_order")
      .bind(language),
  ]);
  const cityRows = (cities?.results ?? []) as CityRow[];
  const typeRows = (types?.results ?? []) as { web_id: number; name: string; sale: number; rent: number }[];
  const cityOption = (row: CityRow) => ({ value: row.city_key, label: `${row.name} (${row.zip})` });
  const typeOption = (row: { web_id: number; name: string }) => ({ value: String(row.web_id), label: row.name });
  return {
    cities: {
      sale: cityRows.filter((row) => row.sale_count > 0).map(cityOption),
      rent: cityRows.filter((row) => row.rent_count > 0).map(cityOption),
      either: cityRows.filter((row) => row.sale_count > 0 || row.rent_count > 0).map(cityOption),
    },
    types: {
      sale: typeRows.filter((row) => row.sale === 1).map(typeOption),
      rent: typeRows.filter((row) => row.rent === 1).map(typeOption),
      either: typeRows.filter((row) => row.sale === 1 || row.rent === 1).map(typeOption),
    },
  };
}
