/**
 * schema.org JSON-LD of a project's detail page: a RealEstateListing about the development (an
 * ApartmentComplex when it builds flats, else a Residence) whose AggregateOffer carries the price
 * range and how many units are still for sale. A project with no price to show (sold out, or on
 * request) makes no offer: search engines require an AggregateOffer's lowest price, and the page
 * shows none (decision 053); a sold-out ApartmentComplex says it has no unit left. Street and
 * coordinates are left out when the agency does not publish the address.
 */
import type { PriceRange, UnitCounts } from "../../ui/catalogue/projects/model.ts";
import { BELGIUM, LUXEMBOURG } from "../../shared/rules/region.ts";

export interface ProjectJsonLdInput {
  /** The canonical URL of the page. */
  url: string;
  name: string;
  description?: string;
  /** Absolute photo URLs, in order. */
  images: string[];
  projectNumber?: string;
  datePosted: string;
  address: { street?: string; zip: string; city: string; countryId: number; countryName: string };
  geo?: { lat: number; lng: number };
  /** The project builds apartments or studios. */
  apartments: boolean;
  counts: UnitCounts;
  price?: PriceRange;
  soldOut: boolean;
  /** The agency selling the units, as a reference to its site-wide node (decision 037). */
  agency?: Record<string, unknown>;
}

function country(address: ProjectJsonLdInput["address"]): string | undefined {
  if (address.countryId === BELGIUM) return "BE";
  if (address.countryId === LUXEMBOURG) return "LU";
  return address.countryName || undefined;
}

export function projectJsonLd(input: ProjectJsonLdInput): Record<string, unknown> {
  const place: Record<string, unknown> = {
    "@type": input.apartments ? "ApartmentComplex" : "Residence",
    "@id": `${input.url}#project`,
    name: input.name,
    address: {
      "@type": "PostalAddress",
      streetAddress: input.address.street,
      postalCode: input.address.zip,
      addressLocality: input.address.city,
      addressCountry: country(input.address),
    },
  };
  if (input.geo) place.geo = { "@type": "GeoCoordinates", latitude: input.geo.lat, longitude: input.geo.lng };
  if (input.images.length) place.photo = input.images.map((url) => ({ "@type": "ImageObject", url }));
  // Only an ApartmentComplex has unit counts in schema.org.
  if (input.apartments && input.counts.total > 0) {
    place.numberOfAccommodationUnits = input.counts.total;
    place.numberOfAvailableAccommodationUnits = input.soldOut ? 0 : input.counts.available;
  }

  const listing: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "RealEstateListing",
    "@id": input.url,
    url: input.url,
    name: input.name,
    description: input.description,
    identifier: input.projectNumber,
    datePosted: input.datePosted,
    image: input.images.length ? input.images : undefined,
    about: place,
  };
  if (!input.soldOut && input.price) {
    listing.offers = {
      "@type": "AggregateOffer",
      priceCurrency: "EUR",
      lowPrice: input.price.from,
      highPrice: input.price.to ?? input.price.from,
      offerCount: input.counts.total > 0 ? input.counts.available : undefined,
      // Units under option are reserved: with nothing else left, availability is limited.
      availability:
        input.counts.total > 0 && input.counts.available === 0
          ? "https://schema.org/LimitedAvailability"
          : "https://schema.org/InStock",
      offeredBy: input.agency,
    };
  }
  // JSON.stringify drops the undefined fields.
  return listing;
}
