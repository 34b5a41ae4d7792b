// The shape in which the seed listings are written down: one entry per listing, language-neutral
// facts once and texts per language; generate-feed.ts turns each into three CRM records.
import type { DetailFieldName } from "../../worker/import/feed-detail-fields.ts";
import type { Localized, PlaceKey } from "./cities.ts";
import type { WORDS } from "./vocabulary.ts";

export type Word = { [G in keyof typeof WORDS]: [G, keyof (typeof WORDS)[G]] }[keyof typeof WORDS];

export interface SeedPointOfInterest {
  kind: "school" | "transport" | "shop" | "park" | "sport" | "health";
  name: Localized | string;
  distance: number;
}

export interface SeedListing {
  id: number;
  place: PlaceKey;
  /** Index into the place's streets, house number and box. */
  street: number;
  number: string;
  box?: string;
  goal: 0 | 1;
  status?: "sold" | "rented" | "sold-out" | "for-takeover";
  /** Main type (WebID); absent when the CRM leaves it out. */
  type?: number;
  /** WebIDs as the CRM sends them; defaults to the main type. */
  types?: number[];
  category?: number;
  record: string;
  marquee: 0 | 1 | 2 | 3 | 4;
  price: number;
  priceUnit?: 7;
  publishPrice?: false;
  publishAddress?: false;
  /** TypeDescription: the listing's title; "" where the agent left it empty. */
  title: Localized | "";
  description: Localized;
  rooms?: { bedrooms?: number; bathrooms?: number; showerRooms?: number; toilets?: number; garages?: number };
  living?: number;
  ground?: number;
  epc?: number;
  label?: string;
  photos: number;
  /** Days before the feed's date that the listing was first published. */
  age: number;
  facts?: Partial<Record<DetailFieldName, number | string | boolean>>;
  words?: Partial<Record<DetailFieldName, Word>>;
  video?: string;
  tour?: string;
  documents?: ("epc" | "plan" | "specifications" | "planning" | "electricity")[];
  poi?: SeedPointOfInterest[];
  neighbourhood?: { name: string; description: Localized };
  projectId?: number;
}

export interface SeedUnit {
  id: number;
  listingId?: number;
  name: string;
  type: number;
  floor?: number;
  bedrooms?: number;
  living?: number;
  price: number;
  status: "available" | "option" | "sold";
}

export interface SeedProject {
  id: number;
  place: PlaceKey;
  street: number;
  number: string;
  projectNumber: string;
  name: Localized;
  description: Localized;
  status: "available" | "sold-out";
  delivery: Localized;
  constructions: Localized;
  epc?: number;
  label?: string;
  photos: number;
  age: number;
  units: SeedUnit[];
}
