/**
 * A form page opened for one listing (`?property=123`: the offer to buy, the rent profile, the
 * contact page asked about a listing) reads that listing as its detail page would show it.
 */
import { slugLanguage } from "../../config/routes.ts";
import { readListing } from "../catalogue/listing.ts";
import { listingPage } from "../catalogue/listing-view.ts";
import { listingId } from "../catalogue/detail-route.ts";
import type { Site } from "../site/site.ts";
import { translatorFor } from "../site/translations.ts";
import { listingFormContext, type ListingFormContext } from "./context.ts";

/** The query parameter that names the listing a form page is about. */
export const LISTING_PARAM = "property";

export async function listingFormContextById(
  db: D1Database,
  site: Site,
  lang: string,
  origin: string,
  id: number,
): Promise<ListingFormContext | undefined> {
  const { record, versions } = await readListing(db, id, slugLanguage(lang, site.defaultLanguage));
  if (!record) return undefined;
  const { translator } = translatorFor(lang, site.defaultLanguage);
  const page = listingPage({ site, lang, origin, translator, record, versions, similar: [] });
  if (page.body.kind !== "listing" || page.body.view.kind !== "listing") return undefined;
  const path = page.paths[lang];
  return path ? listingFormContext(page.body.view, path) : undefined;
}

/** The listing `?property=` names, when it names one the catalogue has in this language. */
export async function listingFromQuery(
  db: D1Database,
  site: Site,
  lang: string,
  origin: string,
  query: URLSearchParams,
): Promise<ListingFormContext | undefined> {
  const raw = query.get(LISTING_PARAM);
  const id = raw === null ? undefined : listingId(raw);
  return id === undefined ? undefined : listingFormContextById(db, site, lang, origin, id);
}
