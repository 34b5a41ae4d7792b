/**
 * The nine property types of the CRM, by WebID: which one is a listing's main type, and which are
 * homes. A home is a house, an apartment, a studio or an investment property (a building of homes
 * let out); land, commercial and industrial premises, offices and garages are not.
 */

export const PROPERTY_TYPE = {
  house: 1,
  apartment: 2,
  studio: 3,
  land: 4,
  investment: 5,
  commercial: 6,
  garage: 7,
  industrial: 8,
  offices: 9,
} as const;

/** The WebIDs of homes. */
export const RESIDENTIAL_TYPES: readonly number[] = [
  PROPERTY_TYPE.house,
  PROPERTY_TYPE.apartment,
  PROPERTY_TYPE.studio,
  PROPERTY_TYPE.investment,
];
const RESIDENTIAL: ReadonlySet<number> = new Set(RESIDENTIAL_TYPES);

/** A listing's main type: its WebID, else the first of its WebIDs ("5,2"); undefined when it has none. */
export function mainType(webId: number | null | undefined, webIds: string): number | undefined {
  if (webId !== null && webId !== undefined && webId > 0) return webId;
  return webIds
    .split(",")
    .map(Number)
    .find((n) => Number.isInteger(n) && n > 0);
}

/** Whether a type is one people live in. An unknown type is not assumed to be a home. */
export function isResidential(type: number | null | undefined): boolean {
  return type !== null && type !== undefined && RESIDENTIAL.has(type);
}

/**
 * A set of types as one number, bit n for WebID n: a listing's types (its WebID and each of its
 * WebIDs), stored with the listing so a list's type filter is a test on that number,
 * `(type_bits & wanted) <> 0`. Codes outside the nine (1–9) are left out.
 */
export function typeBits(types: Iterable<number>): number {
  let bits = 0;
  for (const type of types) if (Number.isInteger(type) && type >= 1 && type <= 9) bits |= 1 << type;
  return bits;
}
