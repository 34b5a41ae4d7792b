import { env } from "cloudflare:test";
import { expect, it } from "vitest";
import { PROPERTY_CACHE_TABLES } from "../../worker/db/property-cache.ts";

/** A table's columns as the migrations left them: name → declared type, "?" when it may hold NULL. */
async function migratedColumns(table: string): Promise<Record<string, string>> {
  const { results } = await env.DB.prepare(`SELECT name, type, "notnull" FROM pragma_table_info(?1)`)
    .bind(table)
    .all<{ name: string; type: string; notnull: number }>();
  return Object.fromEntries(results.map((c) => [c.name, `${c.type}${c.notnull ? "" : "?"}`]));
}

it.each(Object.entries(PROPERTY_CACHE_TABLES))(
  "the row type of %s has every column of the migrations, with its type and nullability",
  async (table, columns) => {
    expect(await migratedColumns(table)).toEqual(columns);
  },
);
