/**
 * How many active search demands each of an owner's properties fits (the demand register, issue
 * 10): a count per listing, never who registered. The matching rule is demand-match.ts's `fits`.
 *
 * Only a listing on the market (status available) gets a count. A sold or rented property will
 * not be offered to anyone, so "searches that match" would promise interest that cannot turn into
 * a visit; the portal shows nothing for it instead of a number.
 */
import { fits, type DemandCriteria, type ListingFacts } from "../subscriptions/demand-match.ts";
import {
  availableListingFactsStatement,
  criteriaFrom,
  demandsAroundStatement,
  factsFrom,
  type ListingSet,
} from "../subscriptions/demand-criteria.ts";

/**
 * The two reads of the counts, for one batch: the facts of the available `listings`, and the
 * active demands in their zones. Pass the owner's own listings only (stats.ts's ownedListings),
 * or the owner.
 */
export function demandCountStatements(
  db: D1Database,
  listings: ListingSet,
): [D1PreparedStatement, D1PreparedStatement] {
  return [availableListingFactsStatement(db, listings), demandsAroundStatement(db, listings)];
}

/** The number of active demands each available listing fits, by listing id, from the two reads' results. */
export function demandCountsFrom(facts: D1Result, demands: D1Result): Map<number, number> {
  return countFits(factsFrom(facts), criteriaFrom(demands));
}

function countFits(listings: Map<number, ListingFacts>, demands: readonly DemandCriteria[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const listing of listings.values())
    counts.set(listing.id, demands.filter((demand) => fits(demand, listing)).length);
  return counts;
}

/**
 * The number of active demands each listing of `listingIds` fits, by listing id; a listing that
 * is not available (or not in the catalogue) is absent. Pass the owner's own listings only
 * (stats.ts's ownedListings). One batch reads the listings' facts and the demands around them.
 */
export async function matchingDemandCounts(
  db: D1Database,
  listingIds: readonly number[],
): Promise<Map<number, number>> {
  if (listingIds.length === 0) return new Map();
  const [facts, demands] = await db.batch(demandCountStatements(db, { ids: listingIds }));
  return demandCountsFrom(facts!, demands!);
}
