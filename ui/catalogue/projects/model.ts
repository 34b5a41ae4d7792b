/**
 * The projects page and a project's detail page, as plain data. The worker builds them from the
 * property cache (worker/catalogue/project-view.ts); components format amounts in the page's
 * language and take their labels from the `projects` texts.
 */
import type { ContactView } from "../../model.ts";
import type { MapMessage } from "../../../shared/map/contract.ts";
import type { PhotoSources } from "../../../shared/rules/images.ts";
import type { EnergySectionProps } from "../energy/EnergySection.tsx";

/** A photo with its resized copies (rules/images.ts picks the files) and its alternative text. */
export interface ProjectPhoto extends PhotoSources {
  height?: number | null;
  alt: string;
}

/**
 * Prices of the units still for sale: the CRM's range for the project when it gives one, else
 * the lowest and highest unit price. Absent when nothing is for sale or no price is known.
 */
export interface PriceRange {
  from: number;
  to?: number;
}

/** How many units a project has and how many can still be bought. */
export interface UnitCounts {
  total: number;
  available: number;
  option: number;
  sold: number;
}

export interface ProjectCardView {
  id: number;
  href: string;
  name: string;
  city: string;
  zip: string;
  delivery: string;
  constructions: string;
  price?: PriceRange;
  units: UnitCounts;
  soldOut: boolean;
  photo?: ProjectPhoto;
}

export interface ProjectListView {
  projects: ProjectCardView[];
  /** The property cache could not be read: the page says so instead of "no projects". */
  unavailable?: boolean;
  /** The demand register, offered when there is nothing to show (absent when unpublished). */
  registerHref?: string;
}

export type UnitStatus = "available" | "option" | "sold";

export interface ProjectUnitView {
  name: string;
  typeName: string;
  floor?: number;
  bedrooms?: number;
  /** m² */
  livingArea?: number;
  /** Shown for units still for sale; a sold unit's price is the buyer's business. */
  price?: number;
  status: UnitStatus;
  /** The unit's own listing page, when it is also published as a listing. */
  href?: string;
}

export interface ProjectPageView {
  kind: "project";
  id: number;
  name: string;
  projectNumber: string;
  delivery: string;
  constructions: string;
  /** Paragraphs of the description, as the CRM wrote them. */
  description: string[];
  soldOut: boolean;
  price?: PriceRange;
  units: ProjectUnitView[];
  counts: UnitCounts;
  /** Street line, only when the CRM publishes the address. */
  street?: string;
  locality: string;
  /** Named for projects abroad (Luxembourg); Belgium is not named. */
  country?: string;
  photos: ProjectPhoto[];
  /** One pin; approximate (and said so) when the address is not published. */
  map?: Omit<MapMessage, "type">;
  energy?: EnergySectionProps;
  agency: ContactView;
  /** The contact page; the e-mail link carries the project in its subject. */
  contactHref: string;
  mailHref: string;
  listHref: string;
  /** The demand register, offered when the project is sold out (absent when unpublished). */
  registerHref?: string;
}

/** A project path whose project the property cache does not (or no longer) have. */
export interface ProjectNotFoundView {
  kind: "notFound";
  listHref: string;
  contactHref: string;
}

export type ProjectDetailView = ProjectPageView | ProjectNotFoundView;
