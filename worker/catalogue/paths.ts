/**
 * Links into the catalogue, derived from the route table: a listing's detail path from its row.
 */
import { listingPath, type RouteTable } from "../../config/routes.ts";
import { slugify } from "../../shared/rules/slug.ts";

/** Joins a listing `l`'s subtype as `c`, in the listing's language. */
export const SUBTYPE_JOIN = "LEFT JOIN property_categories c ON c.id = l.category_id AND c.language = l.language";

/** `listingTypeName` in SQL (with SUBTYPE_JOIN), for reads that only build links. */
export const TYPE_NAME_SQL = "COALESCE(NULLIF(TRIM(c.name), ''), TRIM(l.main_type_name))";

/** The type a listing's path and title name: its subtype (Duplex) when it has one, else its main type (Apartment). */
export function listingTypeName(row: { category_name: string | null; main_type_name: string }): string {
  return (row.category_name ?? "").trim() || row.main_type_name.trim();
}

/** The type segment when a listing has neither a subtype nor a main type name. */
const GENERIC_TYPE: Record<string, string> = { nl: "woning", fr: "bien", en: "property" };

export interface ListingLinkFields {
  id: number;
  goal: number;
  city: string;
  /** The subtype's name when the listing has one (duplex, building plot), else its main type name. */
  typeName: string;
}

/** A listing's city and type slugs as they appear in its detail path. */
export function listingSlugs(listing: ListingLinkFields, lang: string): { citySlug: string; typeSlug: string } {
  return {
    citySlug: slugify(listing.city) || "-",
    typeSlug: slugify(listing.typeName) || GENERIC_TYPE[lang] || GENERIC_TYPE.en!,
  };
}

/** A listing's canonical detail path in a language. */
export function listingHref(table: RouteTable, lang: string, listing: ListingLinkFields): string {
  return listingPath(table, lang, { goal: listing.goal === 1 ? 1 : 0, id: listing.id, ...listingSlugs(listing, lang) });
}
