/**
 * Links into the catalogue, derived from the route table: a listing's detail path from its row.
 */
import { listingPath, type RouteTable } from "../../config/routes.ts";
import { slugify } from "../../client/rules/slug.ts";

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
