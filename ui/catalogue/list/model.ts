/**
 * What property lists show, as plain data from the property cache: the cards (also used by the
 * home page modules and the detail page's similar properties), and on the sale and rent pages the
 * whole list state with every link already written from the normalised query.
 */
import type { EnergySource } from "../../../shared/rules/energy.ts";
import type { PhotoSources } from "../../../shared/rules/images.ts";

export type ListingStatus = "available" | "sold" | "rented" | "sold-out" | "for-takeover";
export type ListSort = "newest" | "price-asc" | "price-desc";
export type ListView = "list" | "map";
export type RoomFilter = "bedrooms" | "bathrooms" | "showerrooms" | "toilets" | "garages";

/** A price as the CRM sends it; the card formats it in the page's language (shared/rules/money.ts). */
export interface PriceData {
  amount: number | null;
  published: boolean;
  /** PriceUnit; 7 = "starting from". */
  unit: number | null;
}

export interface CardPhoto extends PhotoSources {
  width: number;
  height: number;
}

export interface PropertyCardView {
  id: number;
  /** The detail page. */
  href: string;
  goal: 0 | 1;
  status: ListingStatus;
  /** The card's heading: the CRM's free-text title (TypeDescription), else the type name. */
  title: string;
  /** The subtype ("Duplex") or main type ("Apartment"), shown above the title when it adds something. */
  typeName: string;
  /** The agency's file reference (RecordFile). */
  reference: string;
  city: string;
  zip: string;
  price: PriceData;
  /** The Marquee label ("New", "Price reduced") when the CRM sets one. */
  marqueeName?: string;
  bedrooms: number;
  bathrooms: number;
  showerRooms: number;
  /** Living surface in m². */
  livingArea?: number;
  /** Plot surface in m² (shown when there is no living surface: building plots). */
  groundArea?: number;
  energy: EnergySource;
  /** The first photo (and the 250 px SmallPictureItem); absent when the listing has none. */
  photo?: CardPhoto;
}

/** A link of the list toolbar or the paging. */
export interface ListLink {
  href: string;
  current: boolean;
}

/** A filter the visitor set, with the link that removes it. */
export type ActiveFilter = { removeHref: string } & (
  | { kind: "search"; text: string }
  | { kind: "city"; name: string; zip: string }
  | { kind: "type"; name: string }
  | { kind: "rooms"; room: RoomFilter; count: number }
  | { kind: "price"; min?: number; max?: number }
);

export type PagingItem = { kind: "page"; page: number; href: string; current: boolean } | { kind: "gap" };

export interface Paging {
  page: number;
  pageCount: number;
  previous?: string;
  next?: string;
  items: PagingItem[];
}

/** A result of the map view: the map frame draws the ones with a published address. */
export interface MapPin {
  id: number;
  lat: number;
  lng: number;
  title: string;
  city: string;
  href: string;
  goal: 0 | 1;
  status: ListingStatus;
  price: PriceData;
  image?: string;
  marquee: number;
}

export interface MapResults {
  pins: MapPin[];
  /** Results with a published address and coordinates (pins is at most MAX_MAP_PINS of them). */
  located: number;
  /** True when more results are located than the map takes. */
  capped: boolean;
}

/** The sale or rent page's list: the filtered, sorted, paged results of the query string. */
export interface ListPageResults {
  kind: "list";
  goal: 0 | 1;
  view: ListView;
  /** Listings matching the query (all pages). */
  total: number;
  /** True when the visitor narrowed the list: an empty list then means "no results for your search". */
  filtered: boolean;
  /** The current page's cards (list view). */
  cards: PropertyCardView[];
  paging: Paging;
  sorts: Array<ListLink & { sort: ListSort }>;
  views: Array<ListLink & { view: ListView }>;
  filters: ActiveFilter[];
  /** The list without any filter (sort and view kept). */
  resetHref: string;
  /** The demand register ("keep me informed"), offered when a list is empty. */
  alertHref: string;
  map?: MapResults;
}

/** A module elsewhere (home): the newest listings on the market, up to the module's maxItems. */
export interface TeaserResults {
  kind: "teaser";
  cards: PropertyCardView[];
}

/** The property cache could not be read: the page still renders and says so. */
export interface UnavailableResults {
  kind: "unavailable";
}

export type PropertyListResults = ListPageResults | TeaserResults | UnavailableResults;
