/**
 * Booked visits in D1 (migrations/0007_visit_bookings.sql). A booking is one statement that
 * counts the slot's taken seats and inserts only below the capacity: D1 runs one statement at a
 * time, so two visitors posting for the last seat at once get one seat between them. Bookings
 * are keyed by the form's idempotency key: a double submit finds its own booking.
 *
 * A booking is made before its lead is stored (the refusal "the appointments are full" must come
 * first). If the lead never arrives (the worker failed in between), the seat is given back after
 * ORPHAN_MINUTES: a seat counts when it is fresh or its lead exists.
 */

export const ORPHAN_MINUTES = 15;

/** Seats that count: confirmed, and either recent or backed by a stored lead. `?` is the cut-off time. */
const COUNTED = `b.status = 'confirmed' AND (b.created_at > ? OR EXISTS (SELECT 1 FROM leads l WHERE l.idempotency_key = b.idempotency_key))`;

function cutoff(now: Date): string {
  return new Date(now.getTime() - ORPHAN_MINUTES * 60_000).toISOString();
}

/** Seats taken per slot, for the slots from `first` to `last` (inclusive). */
export async function takenSeats(db: D1Database, first: string, last: string, now: Date): Promise<Map<string, number>> {
  const { results } = await db
    .prepare(
      `SELECT b.slot AS slot, COUNT(*) AS taken FROM visit_bookings b WHERE b.slot >= ? AND b.slot <= ? AND ${COUNTED} GROUP BY b.slot`,
    )
    .bind(first, last, cutoff(now))
    .all<{ slot: string; taken: number }>();
  return new Map(results.map((row) => [row.slot, row.taken]));
}

export interface VisitBookingRequest {
  slot: string;
  idempotencyKey: string;
  listingId: number;
  capacity: number;
}

export type BookingOutcome = { booked: true; seat: number } | { booked: false };

/**
 * Takes a seat of `slot` unless the slot is full. The same idempotency key books once: sent
 * again, it finds its seat (even if the slot filled since). A key whose earlier attempt never
 * became a lead (the visitor came back and chose another time) gives that seat up first.
 * `offered` false (the slot is past its notice, or not in the schedule): only a seat the same
 * key already holds is found, nothing is booked.
 */
export async function bookVisit(
  db: D1Database,
  request: VisitBookingRequest,
  now: Date,
  offered = true,
): Promise<BookingOutcome> {
  const { slot, idempotencyKey, listingId, capacity } = request;
  if (!offered) return ownSeat(db, idempotencyKey, slot);
  const [, inserted] = await db.batch<{ seat: number }>([
    db
      .prepare(
        "DELETE FROM visit_bookings WHERE idempotency_key = ? AND slot != ? AND NOT EXISTS (SELECT 1 FROM leads WHERE idempotency_key = ?)",
      )
      .bind(idempotencyKey, slot, idempotencyKey),
    db
      .prepare(
        `INSERT INTO visit_bookings (slot, seat, idempotency_key, listing_id, status, created_at)
         SELECT ?, COALESCE((SELECT MAX(seat) FROM visit_bookings WHERE slot = ?), 0) + 1, ?, ?, 'confirmed', ?
         WHERE (SELECT COUNT(*) FROM visit_bookings b WHERE b.slot = ? AND ${COUNTED}) < ?
         ON CONFLICT DO NOTHING
         RETURNING seat`,
      )
      .bind(slot, slot, idempotencyKey, listingId, now.toISOString(), slot, cutoff(now), capacity),
  ]);
  const seat = inserted?.results[0]?.seat;
  if (typeof seat === "number") return { booked: true, seat };
  return ownSeat(db, idempotencyKey, slot);
}

/** The seat this key already holds in the slot (a double submit), if any. */
async function ownSeat(db: D1Database, idempotencyKey: string, slot: string): Promise<BookingOutcome> {
  const own = await db
    .prepare("SELECT seat FROM visit_bookings WHERE idempotency_key = ? AND slot = ? AND status = 'confirmed'")
    .bind(idempotencyKey, slot)
    .first<{ seat: number }>();
  return own ? { booked: true, seat: own.seat } : { booked: false };
}
