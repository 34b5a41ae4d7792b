/**
 * Everything a listing's detail page shows, as plain data. The worker builds it from the property
 * cache (worker/catalogue/detail-view.ts); components format it in the page's language.
 */
import type { ContactView } from "../../model.ts";
import type { PhotoSources } from "../../../shared/rules/images.ts";
import type { MediaEmbed } from "../../../shared/rules/video.ts";
import type { MapEmbedProps } from "../../map/MapEmbed.tsx";
import type { ListingStatus, PropertyCardView } from "../list/model.ts";

export type { ListingStatus };

/** A photo with its resized copies (rules/images.ts picks the files) and its alternative text. */
export interface DetailPhoto extends PhotoSources {
  height?: number | null;
  alt: string;
}

/** A video or tour the page can embed (rules/video.ts recognised it). */
export interface DetailMedia {
  kind: "video" | "tour";
  title: string;
  embed: MediaEmbed;
}

/** The value of a listing_details column as stored: number, text, or 0/1 for a flag. */
export type DetailValue = string | number | null;

/** The facts every field group, the price block and the print view are built from. */
export interface ListingFacts {
  goal: 0 | 1;
  status: ListingStatus;
  reference: string;
  typeName: string;
  /** The main type's WebID (`mainType`), when the CRM gives one. */
  mainType?: number;
  /** Street, number and box: only when the CRM publishes the address. */
  street?: string;
  zip: string;
  city: string;
  /** Shown for listings abroad (Luxembourg); Belgium is not named (country id 10). */
  country?: string;
  price: number | null;
  publishPrice: boolean;
  priceUnit: number | null;
  bedrooms: number;
  bathrooms: number;
  showerRooms: number;
  toilets: number;
  garages: number;
  livingArea: number | null;
  groundArea: number | null;
  /** listing_details by column name; NULL columns are left out. */
  details: Record<string, DetailValue>;
}

export interface EnergyFacts {
  zip: string;
  countryId: number;
  energyPerformance: number | null;
  epcLabelText: string;
  epcTotal: number | null;
  uniqueCode: string | null;
  co2: number | null;
  validUntil: string | null;
  eLevel: number | null;
}

export interface ListingPageView {
  kind: "listing";
  id: number;
  title: string;
  /** The CRM's marquee label ("New", "Price reduced"), when set. */
  marquee?: string;
  facts: ListingFacts;
  energy: EnergyFacts;
  /** Paragraphs of the description, as the CRM wrote them. */
  description: string[];
  photos: DetailPhoto[];
  media: DetailMedia[];
  documents: { name: string; url: string; kind: string }[];
  pointsOfInterest: { kind: string; name: string; distanceM: number | null }[];
  neighbourhoods: { name: string; description: string }[];
  /** Google Maps street view at the address: only when the address is published. */
  streetViewHref?: string;
  /** One pin; approximate (and said so) when the address is not published. */
  map?: MapEmbedProps;
  similar: PropertyCardView[];
  agency: ContactView;
  /**
   * "Ask for a visit": the visit request on this page while the listing is available, the contact
   * page asked about it while it is for takeover; absent when it can no longer be visited.
   */
  visitHref?: string;
  /** An available sale listing: the offer-to-buy page opened for it. */
  offerHref?: string;
  /** An available rental: the tenant-profile page opened for it. */
  rentProfileHref?: string;
  listHref: string;
  /** The canonical URL, printed at the foot of the print view. */
  url: string;
}

/** The detail path of a listing the property cache does not (or no longer) have. */
export interface ListingNotFoundView {
  kind: "notFound";
  forSaleHref: string;
  forRentHref: string;
  searchAction: string;
}

export type ListingDetailView = ListingPageView | ListingNotFoundView;
