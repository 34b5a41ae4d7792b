/**
 * The owner's properties as the portal lists them: what the catalogue knows of each owned
 * listing (title, reference, status, thumbnail, link to its page) in the page's language. A
 * listing that left the catalogue stays on the owner's list, with its figures and no link.
 * Every read filters by the session's owner through owner_properties.
 */
import { slugLanguage } from "../../config/routes.ts";
import { SUBTYPE_JOIN } from "../catalogue/paths.ts";
import type { ListingsTable } from "../db/property-cache.ts";
import { ownerById, type OwnerRef } from "./sessions.ts";

/** An owned listing's columns; all but the id are null when the catalogue no longer has the listing. */
export type OwnedListingRow = { id: number; category_name: string | null } & {
  [
    Column in
      | "language"
      | "goal"
      | "status"
      | "type_description"
      | "main_type_name"
      | "record_file"
      | "city"
      | "small_picture_url"
  ]: ListingsTable[Column] | null;
};

/**
 * The owner's listings (or the one asked for, when the owner owns it): a statement to run alone
 * or in a batch, read with `ownedListingsFrom`.
 */
export function ownedListingsStatement(db: D1Database, owner: OwnerRef, listingId?: number): D1PreparedStatement {
  return db
    .prepare(
      `SELECT op.listing_id AS id, l.language, l.goal, l.status, l.type_description, l.main_type_name, c.name AS category_name,
              l.record_file, l.city, l.small_picture_url
       FROM owner_properties op
       LEFT JOIN listings l ON l.id = op.listing_id
       ${SUBTYPE_JOIN}
       WHERE op.owner_id = ${owner.sql} AND (?2 IS NULL OR op.listing_id = ?2)
       ORDER BY op.linked_at, op.listing_id`,
    )
    .bind(owner.value, listingId ?? null);
}

/**
 * One row per owned listing in the language the page shows: the listing's own version in that
 * language, else the site's default language's, else any. Empty when the owner owns none (or not
 * the one asked for).
 */
export function ownedListingsFrom(result: D1Result, lang: string, defaultLanguage: string): OwnedListingRow[] {
  const preferred = [slugLanguage(lang, defaultLanguage), slugLanguage(defaultLanguage, defaultLanguage)];
  const rank = (row: OwnedListingRow) => {
    const index = preferred.indexOf(row.language as (typeof preferred)[number]);
    return index < 0 ? preferred.length : index;
  };
  const best = new Map<number, OwnedListingRow>();
  for (const row of result.results as OwnedListingRow[]) {
    const chosen = best.get(row.id);
    if (!chosen || rank(row) < rank(chosen)) best.set(row.id, row);
  }
  return [...best.values()];
}

/** The owner's listings (or the one asked for), one row each in the page's language. */
export async function ownedListings(
  db: D1Database,
  ownerId: number,
  lang: string,
  defaultLanguage: string,
  listingId?: number,
): Promise<OwnedListingRow[]> {
  return ownedListingsFrom(
    await ownedListingsStatement(db, ownerById(ownerId), listingId).all(),
    lang,
    defaultLanguage,
  );
}
