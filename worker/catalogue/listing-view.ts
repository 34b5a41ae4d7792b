/**
 * Turns a listing read from the property cache into its detail page: title, meta description,
 * paths per language, JSON-LD and the plain view the components render.
 */
import { slugLanguage } from "../../config/routes.ts";
import type { Translator } from "../../shared/i18n/translate.ts";
import { cleanDescription } from "../../shared/format/description.ts";
import type {
  DetailMedia,
  DetailValue,
  ListingDetailView,
  ListingPageView,
  ListingStatus,
} from "../../ui/catalogue/detail/model.ts";
import type { PropertyCardView } from "../../ui/catalogue/list/model.ts";
import { photoSrc } from "../../shared/rules/images.ts";
import { listingPrice } from "../../shared/rules/money.ts";
import { BELGIUM } from "../../shared/rules/region.ts";
import { mainType } from "../../shared/rules/property-types.ts";
import { recognizeMedia } from "../../shared/rules/video.ts";
import { contactView } from "../site/shell-model.ts";
import type { Site } from "../site/site.ts";
import type { CataloguePage } from "./page.ts";
import { listingJsonLd, streetLine } from "./listing-jsonld.ts";
import type { ListingRecord, ListingVersion, MediaRow } from "./listing.ts";
import { listingHref, listingTypeName } from "./paths.ts";
import { mapPosition, paragraphs } from "./place.ts";
import { siteAgencyReference } from "../seo/site-jsonld.ts";
import { VISIT_SPEC } from "../../shared/forms/schemas/visit.ts";
import { openFormHref } from "../../shared/forms/open-form.ts";

/** Statuses whose listing can still be visited: the others get no "contact us to visit" action. */
const VISITABLE: ReadonlySet<ListingStatus> = new Set(["available", "for-takeover"]);

export interface ListingPageInput {
  site: Site;
  lang: string;
  origin: string;
  translator: Translator;
  record: ListingRecord;
  versions: ListingVersion[];
  similar: PropertyCardView[];
}

/** The page title: the CRM's TypeDescription, else "{type} in {city}". */
export function listingTitle(record: ListingRecord, t: Translator["t"]): string {
  const { listing } = record;
  const own = listing.type_description.trim();
  if (own) return own;
  const type = listingTypeName(record.listing) || t("listing.genericType");
  const text = t("listing.titleTypeInCity", { type, city: listing.city });
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The document's title, which search results and browser tabs show: the heading's title with
 * the city (unless the title names it already) and the agency's reference, so that no two
 * listings share one however the CRM titled them.
 */
export function listingDocumentTitle(title: string, city: string, reference: string, t: Translator["t"]): string {
  const namesCity = city.trim() === "" || title.toLocaleLowerCase().includes(city.trim().toLocaleLowerCase());
  return t(namesCity ? "listing.documentTitleNamingCity" : "listing.documentTitle", {
    title,
    city: city.trim(),
    reference,
  });
}

/**
 * The listing's path in every enabled language: each language uses its own slugs and the
 * listing's city and type names from its own rows; a language without rows of its own (de)
 * uses those of the language whose slugs it borrows.
 */
export function listingPaths(site: Site, versions: readonly ListingVersion[]): Record<string, string> {
  const paths: Record<string, string> = {};
  for (const lang of site.languages) {
    const version = versions.find((v) => v.language === slugLanguage(lang, site.defaultLanguage));
    if (version) paths[lang] = listingHref(site.table, lang, version);
  }
  return paths;
}

function pathAndQuery(absolute: string): string {
  const url = new URL(absolute);
  return `${url.pathname}${url.search}`;
}

/** A link the page may show: a path on this site, or an http(s) address; anything else is dropped. */
function safeLink(raw: string, origin: string): string | undefined {
  try {
    const url = new URL(raw.trim(), `${origin}/`);
    if (url.protocol !== "https:" && url.protocol !== "http:") return undefined;
    return url.origin === origin ? pathAndQuery(url.href) : url.href;
  } catch {
    return undefined;
  }
}

/**
 * The videos and tours the page can show. A file on this site plays in the page; a file on
 * another host is offered as a link, since the page's CSP (media-src 'self') would not play it.
 */
function media(
  rows: readonly MediaRow[],
  kind: DetailMedia["kind"],
  fallbackTitle: string,
  origin: string,
): DetailMedia[] {
  return rows.flatMap((row): DetailMedia[] => {
    let absolute: string;
    try {
      absolute = new URL(row.url.trim(), `${origin}/`).href;
    } catch {
      return [];
    }
    const embed = recognizeMedia(absolute);
    if (!embed) return [];
    const title = row.title.trim() || fallbackTitle;
    if (embed.kind !== "file") return [{ kind, title, embed }];
    const local = new URL(absolute).origin === origin;
    return [
      { kind, title, embed: local ? { ...embed, embedUrl: pathAndQuery(absolute) } : { ...embed, playable: false } },
    ];
  });
}

function details(record: ListingRecord): Record<string, DetailValue> {
  return Object.fromEntries(Object.entries(record.details ?? {}).filter(([, value]) => value !== null && value !== ""));
}

function view(input: ListingPageInput, title: string, url: string, path: string): ListingPageView {
  const { site, lang, translator, record } = input;
  const { t } = translator;
  const { listing } = record;
  const published = listing.publish_address === 1;
  const goal = listing.goal === 1 ? 1 : 0;
  const position = mapPosition(listing.latitude, listing.longitude, published);
  const price = listingPrice(
    { price: listing.price, publishPrice: listing.publish_price, priceUnit: listing.price_unit, goal },
    translator,
  );
  const firstPhoto = record.photos[0];
  const visitable = VISITABLE.has(listing.status);
  const type = mainType(listing.web_id, listing.web_ids);
  return {
    kind: "listing",
    id: listing.id,
    title,
    marquee: listing.marquee_name.trim() || undefined,
    facts: {
      goal,
      status: listing.status,
      reference: listing.record_file.trim() || String(listing.id),
      typeName: listingTypeName(record.listing),
      ...(type !== undefined ? { mainType: type } : {}),
      street: published ? streetLine(listing) || undefined : undefined,
      zip: listing.zip,
      city: listing.city,
      country: listing.country_id !== BELGIUM && listing.country_name ? listing.country_name : undefined,
      price: listing.price,
      publishPrice: listing.publish_price === 1,
      priceUnit: listing.price_unit,
      bedrooms: listing.bedrooms,
      bathrooms: listing.bathrooms,
      showerRooms: listing.shower_rooms,
      toilets: listing.toilets,
      garages: listing.garages,
      livingArea: listing.living_area,
      groundArea: listing.ground_area,
      details: details(record),
    },
    energy: {
      zip: listing.zip,
      countryId: listing.country_id,
      energyPerformance: listing.energy_performance,
      epcLabelText: listing.epc_label_text,
      epcTotal: numberOrNull(record.details?.epc_total),
      uniqueCode: textOrNull(record.details?.epc_unique_code),
      co2: numberOrNull(record.details?.co2_emission),
      validUntil: textOrNull(record.details?.epc_valid_until),
      eLevel: numberOrNull(record.details?.e_level),
    },
    description: paragraphs(listing.description),
    photos: record.photos.map((photo, i) => ({
      url: photo.url,
      url_100: photo.url_100,
      url_400: photo.url_400,
      url_600: photo.url_600,
      url_1360: photo.url_1360,
      width: photo.width,
      height: photo.height,
      alt: photo.caption.trim() || t("listing.photoAlt", { title, n: i + 1, count: record.photos.length }),
    })),
    media: [
      ...media(record.videos, "video", t("listing.videoTitle", { title }), input.origin),
      ...media(record.tours, "tour", t("listing.tourTitle", { title }), input.origin),
    ],
    documents: record.documents.flatMap((d) => {
      const url = d.url.trim() ? safeLink(d.url, input.origin) : undefined;
      return url ? [{ name: d.name.trim() || url, url, kind: d.kind }] : [];
    }),
    pointsOfInterest: record.pointsOfInterest.map((p) => ({ kind: p.kind, name: p.name, distanceM: p.distance_m })),
    neighbourhoods: record.neighbourhoods.filter((n) => n.name.trim() !== ""),
    streetViewHref:
      published && position
        ? `https://www.google.com/maps/@?api=1&map_action=pano&viewpoint=${position.lat},${position.lng}`
        : undefined,
    map: position
      ? {
          properties: [
            {
              id: listing.id,
              ...position,
              title,
              price,
              href: path,
              image: firstPhoto ? photoSrc(firstPhoto, 400) : undefined,
              marquee: listing.marquee,
            },
          ],
          mapType: "roadmap",
          infoMessage: published ? undefined : t("listing.mapApproximate"),
          ignoredMarquees: [],
        }
      : undefined,
    similar: input.similar,
    agency: contactView(site.config.agency, lang, site.defaultLanguage, t),
    // The visit request form sits on this page while the listing is available (decision 030); the
    // link opens it there (decision 076).
    visitHref:
      listing.status === "available"
        ? openFormHref(path, VISIT_SPEC.name)
        : visitable
          ? `${site.table.path(lang, "contact")}?property=${listing.id}`
          : undefined,
    ...(listing.status === "available"
      ? goal === 1
        ? { rentProfileHref: `${site.table.path(lang, "rentProfile")}?property=${listing.id}` }
        : { offerHref: `${site.table.path(lang, "offer")}?property=${listing.id}` }
      : {}),
    listHref: site.table.path(lang, goal === 1 ? "forRent" : "forSale"),
    url,
  };
}

function numberOrNull(value: DetailValue | undefined): number | null {
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

function textOrNull(value: DetailValue | undefined): string | null {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
}

/** A listing's detail page in a language whose canonical path is `paths[lang]`. */
export function listingPage(input: ListingPageInput): CataloguePage {
  const { lang, origin, translator, record, site } = input;
  const { listing } = record;
  const paths = listingPaths(site, input.versions);
  const path = paths[lang]!;
  const url = origin + path;
  const title = listingTitle(record, translator.t);
  const description = cleanDescription(listing.description) || undefined;
  const firstPhoto = record.photos[0];
  const images = record.photos.map((photo) => new URL(photoSrc(photo, 1360), origin).href);
  const body = view(input, title, url, path);
  return {
    parent: listing.goal === 1 ? "forRent" : "forSale",
    title,
    documentTitle: listingDocumentTitle(title, listing.city, body.facts.reference, translator.t),
    description,
    paths,
    image: firstPhoto ? photoSrc(firstPhoto, 1360) : undefined,
    imageAlt: body.photos[0]?.alt,
    jsonLd: listingJsonLd({
      url,
      lang,
      title,
      description: description ?? "",
      images,
      listing,
      extraRooms: numberOrNull(record.details?.extra_rooms),
      constructionYear: numberOrNull(record.details?.construction_year),
      agency: siteAgencyReference({ site, lang, origin }),
    }),
    body: { kind: "listing", view: body },
  };
}

/** The page of a detail path whose listing the property cache does not have. */
export function listingNotFoundPage(
  site: Site,
  lang: string,
  goal: 0 | 1,
  path: string,
  translator: Translator,
): CataloguePage {
  const view: ListingDetailView = {
    kind: "notFound",
    forSaleHref: site.table.path(lang, "forSale"),
    forRentHref: site.table.path(lang, "forRent"),
    searchAction: site.table.path(lang, goal === 1 ? "forRent" : "forSale"),
  };
  return {
    parent: goal === 1 ? "forRent" : "forSale",
    title: translator.t("listing.notFound.title"),
    paths: { [lang]: path },
    robots: "noindex",
    body: { kind: "listing", view },
  };
}
