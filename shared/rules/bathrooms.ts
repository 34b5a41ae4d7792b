/**
 * A listing's bathrooms and shower rooms. They are different rooms (a bathroom has a bath, a
 * shower room only a shower) and the CRM counts them apart, so every place that shows them (the
 * cards, the key facts, the field table, the room filters) shows two counts, never their sum.
 * The CRM stores a count it does not know as 0: 0 is "not stated" and is not shown.
 */

export type WashroomKind = "bathrooms" | "showerRooms";

export interface Washroom {
  kind: WashroomKind;
  count: number;
}

export interface WashroomCounts {
  bathrooms: number;
  showerRooms: number;
}

/** A count as stated by the CRM, or null when it says nothing (0, negative, not a number). */
export function statedCount(count: number): number | null {
  return Number.isFinite(count) && count > 0 ? Math.trunc(count) : null;
}

/** The stated bathrooms and shower rooms, in that order, each with its own count. */
export function washrooms(rooms: WashroomCounts): Washroom[] {
  const shown: Washroom[] = [];
  const bathrooms = statedCount(rooms.bathrooms);
  const showerRooms = statedCount(rooms.showerRooms);
  if (bathrooms !== null) shown.push({ kind: "bathrooms", count: bathrooms });
  if (showerRooms !== null) shown.push({ kind: "showerRooms", count: showerRooms });
  return shown;
}

/**
 * schema.org's numberOfBathroomsTotal, which is defined as a total (RESO's BathroomsTotalInteger:
 * every room to wash in, a room with a shower and no bath counting as a bathroom too), or null
 * when neither count is stated. It is the only place the two are added, because the vocabulary
 * asks for the sum; the page itself shows them apart.
 */
export function bathroomsTotal(rooms: WashroomCounts): number | null {
  const total = washrooms(rooms).reduce((sum, room) => sum + room.count, 0);
  return total > 0 ? total : null;
}
