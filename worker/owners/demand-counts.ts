/**
 * How many active search demands each of an owner's properties fits (the demand register, issue
 * 10): a count per listing, never who registered. The matching rule is demand-match.ts's `fits`.
 *
 * Only a listing on the market (status available) gets a count. A sold or rented property will
 * not be offered to anyone, so "searches that match" would promise interest that cannot turn into
 * a visit; the portal shows nothing for it instead of a number.
 */
import { GOAL_OF, fits, type DemandGoal, type ListingFacts } from "../subscriptions/demand-match.ts";
import { activeCriteriaIn, availableListingFacts } from "../subscriptions/demand-criteria.ts";

/**
 * The number of active demands each listing of `listingIds` fits, by listing id; a listing that
 * is not available (or not in the catalogue) is absent. Pass the owner's own listings only
 * (stats.ts's ownedListings). One query reads the listings' facts, then one per distinct goal
 * and postcode among them.
 */
export async function matchingDemandCounts(
  db: D1Database,
  listingIds: readonly number[],
): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  if (listingIds.length === 0) return counts;
  const facts = await availableListingFacts(db, listingIds);

  const byZone = new Map<string, { goal: DemandGoal; zip: string; listings: ListingFacts[] }>();
  for (const listing of facts.values()) {
    const goal = GOAL_OF[listing.goal];
    const zip = listing.zip.toUpperCase();
    const key = `${goal}|${zip}`;
    const zone = byZone.get(key);
    if (zone) zone.listings.push(listing);
    else byZone.set(key, { goal, zip, listings: [listing] });
  }

  await Promise.all(
    [...byZone.values()].map(async ({ goal, zip, listings }) => {
      const demands = await activeCriteriaIn(db, goal, zip);
      for (const listing of listings) counts.set(listing.id, demands.filter((demand) => fits(demand, listing)).length);
    }),
  );
  return counts;
}
