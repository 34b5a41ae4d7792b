/**
 * schema.org JSON-LD of a listing's detail page: a RealEstateListing whose Offer carries the
 * price and availability, and the property itself (House, Apartment, Accommodation or Place)
 * with its address, geo, size and rooms. The address and the coordinates are left out when the
 * agency does not publish the address: the coordinates would give it away.
 */
import { bathroomsTotal } from "../../shared/rules/bathrooms.ts";
import { PRICE_UNIT_FROM } from "../../shared/rules/money.ts";
import { LUXEMBOURG } from "../../shared/rules/region.ts";
import type { ListingStatus } from "../../ui/catalogue/detail/model.ts";
import type { AddressRow } from "./place.ts";

export interface ListingJsonLdInput {
  /** The canonical URL of the page. */
  url: string;
  lang: string;
  title: string;
  description: string;
  /** Absolute photo URLs, in order. */
  images: string[];
  listing: Omit<AddressRow, "country_name"> & {
    id: number;
    goal: number;
    status: ListingStatus;
    web_id: number | null;
    record_file: string;
    price: number | null;
    publish_price: number;
    price_unit: number | null;
    bedrooms: number;
    bathrooms: number;
    shower_rooms: number;
    living_area: number | null;
    created_at: string;
    updated_at: string;
  };
  /** Rooms beyond bedrooms and bathrooms (listing_details.extra_rooms), when known. */
  extraRooms?: number | null;
  constructionYear?: number | null;
  /** The agency making the offer, as a reference to its site-wide node (decision 037). */
  agency?: Record<string, unknown>;
}

/** WebID → schema.org type. Residential types are Accommodations; land and business premises are Places. */
const PROPERTY_TYPES: Record<number, string> = {
  1: "House",
  2: "Apartment",
  3: "Apartment",
  4: "Place",
  5: "Accommodation",
  6: "Place",
  7: "Place",
  8: "Place",
  9: "Place",
};
const ACCOMMODATIONS = new Set(["House", "Apartment", "Accommodation", "SingleFamilyResidence"]);

/** Whether a visitor can still take up the offer. */
const AVAILABILITY: Record<ListingStatus, string> = {
  available: "https://schema.org/InStock",
  "for-takeover": "https://schema.org/InStock",
  sold: "https://schema.org/SoldOut",
  "sold-out": "https://schema.org/SoldOut",
  rented: "https://schema.org/OutOfStock",
};

/** "Avenue Louise 231/4": number and box the Belgian way. */
export function streetLine(address: { street: string; house_number: string; box_nr: string }): string {
  const number = address.box_nr ? `${address.house_number}/${address.box_nr}` : address.house_number;
  return [address.street, number].filter(Boolean).join(" ");
}

function propertyNode(input: ListingJsonLdInput): Record<string, unknown> {
  const { listing } = input;
  const type = (listing.web_id && PROPERTY_TYPES[listing.web_id]) || "Accommodation";
  const node: Record<string, unknown> = { "@type": type, "@id": `${input.url}#property`, name: input.title };
  if (input.images.length > 0) node.image = input.images;
  if (listing.publish_address) {
    node.address = {
      "@type": "PostalAddress",
      streetAddress: streetLine(listing) || undefined,
      postalCode: listing.zip,
      addressLocality: listing.city,
      addressCountry: listing.country_id === LUXEMBOURG ? "LU" : "BE",
    };
    if (listing.latitude !== null && listing.longitude !== null) {
      node.geo = { "@type": "GeoCoordinates", latitude: listing.latitude, longitude: listing.longitude };
    }
  } else {
    // The locality alone: where the property is without saying which house it is.
    node.address = {
      "@type": "PostalAddress",
      postalCode: listing.zip,
      addressLocality: listing.city,
      addressCountry: listing.country_id === LUXEMBOURG ? "LU" : "BE",
    };
  }
  if (ACCOMMODATIONS.has(type)) {
    if (listing.living_area && listing.living_area > 0)
      node.floorSize = { "@type": "QuantitativeValue", value: listing.living_area, unitCode: "MTK" };
    if (listing.bedrooms > 0) node.numberOfBedrooms = listing.bedrooms;
    const bathrooms = bathroomsTotal({ bathrooms: listing.bathrooms, showerRooms: listing.shower_rooms });
    if (bathrooms !== null) node.numberOfBathroomsTotal = bathrooms;
    const rooms = listing.bedrooms + (input.extraRooms ?? 0);
    if (rooms > 0) node.numberOfRooms = rooms;
    if (input.constructionYear) node.yearBuilt = input.constructionYear;
  }
  return node;
}

function offerNode(input: ListingJsonLdInput, property: Record<string, unknown>): Record<string, unknown> {
  const { listing } = input;
  const offer: Record<string, unknown> = {
    "@type": "Offer",
    url: input.url,
    availability: AVAILABILITY[listing.status],
    businessFunction:
      listing.goal === 1 ? "http://purl.org/goodrelations/v1#LeaseOut" : "http://purl.org/goodrelations/v1#Sell",
    priceCurrency: "EUR",
    itemOffered: property,
    offeredBy: input.agency,
  };
  // A price on request has no price in the markup either.
  if (listing.publish_price && listing.price && listing.price > 0) {
    offer.price = listing.price;
    const specification: Record<string, unknown> = {
      "@type": "UnitPriceSpecification",
      price: listing.price,
      priceCurrency: "EUR",
    };
    if (listing.goal === 1) specification.unitCode = "MON";
    if (listing.price_unit === PRICE_UNIT_FROM) specification.minPrice = listing.price;
    offer.priceSpecification = specification;
  }
  return offer;
}

/** The JSON-LD objects of a listing's page (one RealEstateListing). */
export function listingJsonLd(input: ListingJsonLdInput): object[] {
  const property = propertyNode(input);
  const listing: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "RealEstateListing",
    "@id": `${input.url}#listing`,
    url: input.url,
    name: input.title,
    inLanguage: input.lang,
    datePosted: input.listing.created_at,
    dateModified: input.listing.updated_at,
    offers: offerNode(input, property),
    about: { "@id": property["@id"] },
  };
  if (input.description) listing.description = input.description;
  if (input.listing.record_file) listing.identifier = input.listing.record_file;
  if (input.images[0]) listing.image = input.images[0];
  return [JSON.parse(JSON.stringify(listing)) as object];
}
