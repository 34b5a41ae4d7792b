/**
 * How long a new demand waits for its double opt-in: CONFIRM_DAYS from its
 * registration. Later, its link says it expired and the alerts cron removes it.
 */

/** Days a visitor has to confirm a new demand. */
export const CONFIRM_DAYS = 7;
export const CONFIRM_MS = CONFIRM_DAYS * 24 * 60 * 60 * 1000;

/** Whether a demand created at `createdAt` may still be confirmed at `now`. */
export function confirmable(createdAt: string, now: Date): boolean {
  const created = Date.parse(createdAt);
  return Number.isFinite(created) && now.getTime() - created < CONFIRM_MS;
}

/** Removes the demands nobody confirmed within CONFIRM_DAYS; returns how many. */
export async function purgeUnconfirmedDemands(db: D1Database, now: Date): Promise<number> {
  const before = new Date(now.getTime() - CONFIRM_MS).toISOString();
  const result = await db
    .prepare("DELETE FROM demands WHERE status = 'pending' AND created_at <= ?")
    .bind(before)
    .run();
  return result.meta.changes;
}
