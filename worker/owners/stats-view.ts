/**
 * The owner portal's statistics pages as plain views: the dashboard (every owned property with
 * its figures and the number of active searches it fits) and one property (the same, the last
 * 30 days, the CRM's five lists, paged).
 */
import type { ListingStatus } from "../../ui/catalogue/list/model.ts";
import {
  ACTIVITY_KINDS,
  type ActivityKind,
  type OwnedProperty,
  type StatsView,
  type VisitFigures,
} from "../../ui/owners/stats-model.ts";
import type { Site } from "../site/site.ts";
import { pagingView } from "../catalogue/list-data.ts";
import { listingHref, listingTypeName } from "../catalogue/paths.ts";
import { demandCountsFrom, demandCountStatements, matchingDemandCounts } from "./demand-counts.ts";
import { activityPages } from "./history.ts";
import { chartDays, periodsAt, requestedPage } from "./periods.ts";
import type { OwnerRef } from "./sessions.ts";
import { portalPage } from "./portal.ts";
import { ownedListings, ownedListingsFrom, ownedListingsStatement, type OwnedListingRow } from "./stats.ts";
import { dailyVisits, NO_VISITS, visitFigures, visitFiguresFrom, visitFiguresStatement } from "./views.ts";

const STATUSES: readonly string[] = [
  "available",
  "sold",
  "rented",
  "sold-out",
  "for-takeover",
] satisfies ListingStatus[];

/** Each list's page parameter in the statistics page's query string (and its element id). */
export const LIST_PARAMETERS: Record<ActivityKind, string> = {
  visit: "visits",
  communication: "communications",
  media: "media",
  appearance: "appearances",
  document: "documents",
};

export interface StatsRequest {
  db: D1Database;
  site: Site;
  lang: string;
  owner: { ownerId: number; name: string };
  now: Date;
}

/** The portal's own paths in the page's language. */
export function portalPaths(site: Site, lang: string) {
  const dashboard = site.table.path(lang, "ownerDashboard");
  return { dashboard, login: site.table.path(lang, "login"), property: (id: number) => `${dashboard}${id}/` };
}

function ownedProperty(
  site: Site,
  lang: string,
  row: OwnedListingRow,
  figures: VisitFigures,
  matchingDemands: number | undefined,
): OwnedProperty {
  const statsHref = portalPaths(site, lang).property(row.id);
  if (row.language === null) return { id: row.id, reference: String(row.id), status: "offline", statsHref, figures };
  const typeName = listingTypeName({ category_name: row.category_name, main_type_name: row.main_type_name ?? "" });
  const title = (row.type_description ?? "").trim() || typeName || String(row.id);
  return {
    id: row.id,
    title,
    reference: (row.record_file ?? "").trim() || String(row.id),
    status: STATUSES.includes(row.status ?? "") ? (row.status as ListingStatus) : "available",
    ...(row.small_picture_url ? { photoUrl: row.small_picture_url } : {}),
    publicHref: listingHref(site.table, lang, { id: row.id, goal: row.goal ?? 0, city: row.city ?? "", typeName }),
    statsHref,
    figures,
    ...(matchingDemands === undefined ? {} : { matchingDemands }),
  };
}

/**
 * What the dashboard reads about the owner, in one batch (the session's own: portal.ts): the
 * owner's listings, their visits, and the demands their available ones fit.
 */
export function dashboardReads(db: D1Database, owner: OwnerRef, now: Date): D1PreparedStatement[] {
  return [
    ownedListingsStatement(db, owner),
    visitFiguresStatement(db, owner, periodsAt(now)),
    ...demandCountStatements(db, { owner }),
  ];
}

/** The dashboard from the results of its reads. */
export function dashboardView({ site, lang, owner }: StatsRequest, results: D1Result[]): StatsView {
  const [owned, visits, facts, demands] = results;
  if (!owned || !visits || !facts || !demands) throw new Error("the dashboard's reads did not all answer");
  const figures = visitFiguresFrom(visits);
  const counts = demandCountsFrom(facts, demands);
  return {
    kind: "dashboard",
    ...portalPage(site, lang, owner.name, "dashboard"),
    properties: ownedListingsFrom(owned, lang, site.defaultLanguage).map((row) =>
      ownedProperty(site, lang, row, figures.get(row.id) ?? NO_VISITS, counts.get(row.id)),
    ),
  };
}

/**
 * One owned property's statistics; a listing the owner does not own (someone else's, unknown, or
 * no listing id at all) gives the portal's "not found" view, which names nothing about it.
 */
export async function propertyView(
  { db, site, lang, owner, now }: StatsRequest,
  listingId: number | undefined,
  query: URLSearchParams,
): Promise<StatsView> {
  const paths = portalPaths(site, lang);
  const portal = portalPage(site, lang, owner.name);
  const notFound: StatsView = { kind: "propertyNotFound", ...portal, dashboardHref: paths.dashboard };
  if (listingId === undefined) return notFound;
  const [row] = await ownedListings(db, owner.ownerId, lang, site.defaultLanguage, listingId);
  if (!row) return notFound;

  const periods = periodsAt(now);
  const requested = Object.fromEntries(
    ACTIVITY_KINDS.map((kind) => [kind, requestedPage(query.get(LIST_PARAMETERS[kind]))]),
  ) as Record<ActivityKind, number>;
  const [figures, daily, pages, demands] = await Promise.all([
    visitFigures(db, owner.ownerId, periods, listingId),
    dailyVisits(db, owner.ownerId, listingId, periods.chartStart, periods.today),
    activityPages(db, owner.ownerId, listingId, requested),
    matchingDemandCounts(db, [listingId]),
  ]);
  const base = paths.property(listingId);
  // A list's page link keeps the other lists where they are and jumps back to its own list.
  const pageHref = (kind: ActivityKind, page: number) => {
    const params = new URLSearchParams();
    for (const other of ACTIVITY_KINDS) {
      const n = other === kind ? page : (pages.find((p) => p.kind === other)?.page ?? 1);
      if (n > 1) params.set(LIST_PARAMETERS[other], String(n));
    }
    const search = params.toString();
    return `${base}${search ? `?${search}` : ""}#${LIST_PARAMETERS[kind]}`;
  };
  return {
    kind: "property",
    ...portal,
    dashboardHref: paths.dashboard,
    property: ownedProperty(site, lang, row, figures.get(listingId) ?? NO_VISITS, demands.get(listingId)),
    days: chartDays(periods, daily),
    lists: pages.map((p) => ({
      kind: p.kind,
      anchor: LIST_PARAMETERS[p.kind],
      total: p.total,
      rows: p.rows,
      paging: pagingView(p.page, p.pageCount, (n) => pageHref(p.kind, n)),
    })),
  };
}
