/**
 * The search box's room counters: a minimum count per room kind
 * that never goes below 0, where 0 means "no filter" and is left out of the query. The worker
 * reads the counts with the same ceiling (worker/catalogue/list-query.ts).
 */

export const ROOM_KINDS = ["bedrooms", "bathrooms", "showerrooms", "toilets", "garages"] as const;
export type RoomKind = (typeof ROOM_KINDS)[number];

/** A minimum count above this is not a real search. */
export const MAX_ROOM_COUNT = 50;

/** A count kept between 0 and MAX_ROOM_COUNT, in whole rooms. */
export function clampRoomCount(count: number): number {
  if (Number.isNaN(count)) return 0;
  return Math.min(MAX_ROOM_COUNT, Math.max(0, Math.trunc(count)));
}

/** One more (+1) or one fewer (−1), never below 0 nor above the ceiling. */
export function stepRoomCount(count: number, delta: 1 | -1): number {
  return clampRoomCount(clampRoomCount(count) + delta);
}

/**
 * The count a visitor typed into the counter (a number field's value): a negative count is 0,
 * a fraction counts its whole rooms, and text that is not a number (or nothing) is 0.
 */
export function typedRoomCount(text: string): number {
  const trimmed = text.normalize("NFKC").trim();
  const count = Number(trimmed);
  return trimmed === "" || !Number.isFinite(count) ? 0 : clampRoomCount(count);
}

/** The query value of a counter, or undefined at 0: a counter at 0 is left out of the query. */
export function roomParam(count: number): string | undefined {
  const clamped = clampRoomCount(count);
  return clamped === 0 ? undefined : String(clamped);
}
