/**
 * Detail paths of listings: `/{lang}/{sale or rent slug}/{city}/{type}/{id}/`. The id decides;
 * every other segment must be the canonical one or the visitor is sent there with a 301, so a
 * shared link keeps working after a listing is renamed, moves from sale to rent, or is opened
 * under another language's slugs. The original `/property/{id}/` redirects the same way.
 */
import { isResidential, mainType } from "../../shared/rules/property-types.ts";
import { slugLanguage, STATIC_PAGES } from "../../config/routes.ts";
import { toPath } from "../http/paths.ts";
import type { Site } from "../site/site.ts";
import { translatorFor } from "../site/translations.ts";
import type { CatalogueResolution } from "./page.ts";
import {
  listingVersions,
  readListing,
  similarCandidates,
  uniqueCandidates,
  type ListingRecord,
  type ListingVersion,
} from "./listing.ts";
import { needsOtherTypes, rankSimilar } from "./listing-similar.ts";
import { listingNotFoundPage, listingPage } from "./listing-view.ts";
import { listingHref } from "./paths.ts";
import { cardsByIds } from "./listings.ts";
import { cardView } from "./card-view.ts";

/** The sale and rent slugs of every language, each with its goal (0 sale, 1 rent). */
const GOAL_SLUGS: ReadonlyMap<string, 0 | 1> = new Map(
  STATIC_PAGES.flatMap((page) =>
    page.key === "forSale" || page.key === "forRent"
      ? Object.values(page.slugs).map((slug) => [slug, page.key === "forRent" ? 1 : 0] as const)
      : [],
  ),
);

/** The original detail path's first segment (the original site's /property/{id}/). */
const ORIGINAL_PREFIX = "property";

/** Ids as the CRM issues them: positive whole numbers that fit a JavaScript number exactly. */
export function listingId(segment: string): number | undefined {
  if (!/^\d{1,16}$/.test(segment)) return undefined;
  const id = Number(segment);
  return id > 0 && Number.isSafeInteger(id) ? id : undefined;
}

export type DetailPathShape =
  { kind: "detail"; goal: 0 | 1; id: number | undefined } | { kind: "original"; id: number | undefined };

/**
 * What the segments after the language look like: a detail path (a sale or rent slug of any
 * language, city, type, id), the original /property/{id}/, or neither. An id that is not a
 * CRM id is `undefined`: such a path names no listing and gets the site's ordinary 404.
 */
export function detailPathShape(rest: readonly string[]): DetailPathShape | undefined {
  const first = rest[0]?.toLowerCase() ?? "";
  if (rest.length === 2 && first === ORIGINAL_PREFIX) return { kind: "original", id: listingId(rest[1]!) };
  const goal = GOAL_SLUGS.get(first);
  if (goal === undefined || rest.length !== 4) return undefined;
  return { kind: "detail", goal, id: listingId(rest[3]!) };
}

/**
 * The version a language shows: its own rows, or those of the language it borrows slugs and
 * texts from (de). When neither exists, another enabled language's version to redirect to.
 */
function versionFor(
  site: Site,
  lang: string,
  versions: readonly ListingVersion[],
): { version: ListingVersion; lang: string } | undefined {
  const own = versions.find((v) => v.language === slugLanguage(lang, site.defaultLanguage));
  if (own) return { version: own, lang };
  const others = [site.defaultLanguage, ...site.languages].filter((code) => site.languages.includes(code));
  for (const code of others) {
    const version = versions.find((v) => v.language === slugLanguage(code, site.defaultLanguage));
    if (version) return { version, lang: code };
  }
  return undefined;
}

async function similarTo(db: D1Database, site: Site, lang: string, record: ListingRecord) {
  const { listing } = record;
  const query = {
    id: listing.id,
    language: listing.language,
    goal: listing.goal,
    typeId: mainType(listing.web_id, listing.web_ids),
    price: listing.price,
  };
  const target = { ...listing, residential: isResidential(query.typeId) };
  // The same type first; listings of other types only when those leave the narrowest steps short.
  let candidates = await similarCandidates(db, { ...query, sameTypeOnly: true });
  if (query.typeId !== undefined && needsOtherTypes(target, candidates)) {
    candidates = uniqueCandidates([...candidates, ...(await similarCandidates(db, { ...query, sameTypeOnly: false }))]);
  }
  const rows = await cardsByIds(db, listing.language, rankSimilar(target, candidates));
  return rows.map((row) => cardView(row, site.table, lang));
}

export async function resolveListingPath(
  db: D1Database,
  site: Site,
  lang: string,
  rest: string[],
  origin: string,
): Promise<CatalogueResolution | undefined> {
  const shape = detailPathShape(rest);
  // A segment that is no CRM id names no listing at all: the site's ordinary 404 page.
  if (shape?.id === undefined) return undefined;
  const { translator } = translatorFor(lang, site.defaultLanguage);
  const requested = toPath([lang, ...rest]);
  const goal = shape.kind === "detail" ? shape.goal : 0;
  const notFound = (): CatalogueResolution => ({
    kind: "page",
    page: listingNotFoundPage(site, lang, goal, requested, translator),
    status: 404,
  });

  // The listing in the language this page shows, read with its versions in one round trip.
  const { record, versions } = await readListing(db, shape.id, slugLanguage(lang, site.defaultLanguage));
  const found = versionFor(site, lang, versions);
  if (!found) return notFound();
  const canonical = listingHref(site.table, found.lang, found.version);
  if (canonical !== requested || !record) return { kind: "redirect", location: canonical };

  const similar = await similarTo(db, site, lang, record);
  return {
    kind: "page",
    page: listingPage({ site, lang, origin, translator, record, versions, similar }),
    status: 200,
  };
}

/**
 * `/property/{id}/` (the original path), or a detail path without its language prefix: the
 * canonical detail path in the visitor's language.
 */
export async function resolveOriginalListingPath(
  db: D1Database,
  site: Site,
  lang: string,
  segments: string[],
): Promise<string | undefined> {
  const shape = detailPathShape(segments);
  if (shape?.id === undefined) return undefined;
  const found = versionFor(site, lang, await listingVersions(db, shape.id));
  return found ? listingHref(site.table, found.lang, found.version) : undefined;
}
