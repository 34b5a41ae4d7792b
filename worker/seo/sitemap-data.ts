/**
 * What the sitemap reads from the property cache: every listing's and project's version per
 * language with the fields its path is built from, and when it last changed.
 */
import type { ListingsTable, ProjectsTable } from "../db/property-cache.ts";
import { SUBTYPE_JOIN, TYPE_NAME_SQL } from "../catalogue/paths.ts";

export type SitemapListing = Pick<ListingsTable, "id" | "language" | "goal" | "city"> & {
  /** Subtype name when the listing has one, else its main type name (as its detail path uses). */
  typeName: string;
  updatedAt: ListingsTable["updated_at"];
};

export type SitemapProject = Pick<ProjectsTable, "id" | "language" | "name"> & {
  /** The latest of the project's creation and its unit listings' changes (projects carry no change date). */
  lastmod: string;
};

/** How many distinct listings the cache holds (each may have several language rows). */
export async function countListings(db: D1Database): Promise<number> {
  const row = await db.prepare("SELECT COUNT(DISTINCT id) AS n FROM listings").first<{ n: number }>();
  return row?.n ?? 0;
}

/** The rows of the listings ranked `offset` to `offset + limit - 1` by id, in every language. */
export async function sitemapListings(db: D1Database, offset: number, limit: number): Promise<SitemapListing[]> {
  const { results } = await db
    .prepare(
      `SELECT l.id, l.language, l.goal, l.city, ${TYPE_NAME_SQL} AS typeName, l.updated_at AS updatedAt
       FROM listings l
       ${SUBTYPE_JOIN}
       WHERE l.id IN (SELECT DISTINCT id FROM listings ORDER BY id LIMIT ?1 OFFSET ?2)
       ORDER BY l.id, l.language`,
    )
    .bind(limit, offset)
    .all<SitemapListing>();
  return results;
}

export async function sitemapProjects(db: D1Database): Promise<SitemapProject[]> {
  const { results } = await db
    .prepare(
      `SELECT p.id, p.language, p.name,
         MAX(p.created_at, COALESCE((SELECT MAX(l.updated_at) FROM listings l WHERE l.project_id = p.id AND l.language = p.language), '')) AS lastmod
       FROM projects p
       ORDER BY p.id, p.language`,
    )
    .all<SitemapProject>();
  return results;
}
