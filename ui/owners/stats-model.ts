/**
 * The owner portal's dashboard and one property's statistics, as
 * plain data built by worker/owners/stats-view.ts. Only the logged-in owner's own properties
 * ever appear here.
 */
import type { ListingStatus, Paging } from "../catalogue/list/model.ts";
import type { PortalPage } from "./model.ts";

/** Visits of one property: counted by the site, plus the CRM's history from before. */
export interface VisitFigures {
  today: number;
  /** Since Monday. */
  week: number;
  /** Since the first of the month. */
  month: number;
  total: number;
}

export interface OwnedProperty {
  id: number;
  /** The listing's title; absent when the catalogue no longer has the listing. */
  title?: string;
  reference: string;
  /** "offline": the listing left the catalogue (the figures stay). */
  status: ListingStatus | "offline";
  /** The 250 px thumbnail. */
  photoUrl?: string;
  /** The public detail page, while the listing is online. */
  publicHref?: string;
  statsHref: string;
  figures: VisitFigures;
  /**
   * How many active search demands of the demand register the property fits (only their number,
   * never who); absent while the property is not available (sold, rented, offline).
   */
  matchingDemands?: number;
}

/** The kinds of the CRM's history, in the order the statistics page lists them. */
export const ACTIVITY_KINDS = ["visit", "communication", "media", "appearance", "document"] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** One line of a list, as the CRM wrote it. */
export interface ActivityRow {
  /** ISO date-time; shown as a date in Brussels. */
  occurredAt: string;
  type: string;
  contact: string;
  subject: string;
  comment: string;
  status: string;
  source: string;
}

export interface ActivityList {
  kind: ActivityKind;
  /** The element id, also the fragment the paging links jump back to. */
  anchor: string;
  total: number;
  rows: ActivityRow[];
  paging: Paging;
}

export type StatsView =
  | (PortalPage & { kind: "dashboard"; properties: OwnedProperty[] })
  | (PortalPage & {
      kind: "property";
      property: OwnedProperty;
      dashboardHref: string;
      /** The last 30 days, oldest first, today last. */
      days: { day: string; views: number }[];
      lists: ActivityList[];
    })
  /** Not one of the owner's properties (or no property at all): nothing about it is shown. */
  | (PortalPage & { kind: "propertyNotFound"; dashboardHref: string });
