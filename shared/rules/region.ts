/**
 * Postal code → region. The region decides which energy scale and which label image a
 * listing gets: Belgium's three regions each certify on their own scale, Luxembourg on its own.
 */
export type Region = "flanders" | "brussels" | "wallonia" | "luxembourg";

export const REGIONS: readonly Region[] = ["flanders", "brussels", "wallonia", "luxembourg"];

/** CRM country ids: 10 is Belgium, 50 Luxembourg. */
export const BELGIUM = 10;
export const LUXEMBOURG = 50;

// Inclusive ranges of Belgian postal codes.
const BELGIAN_RANGES: ReadonlyArray<readonly [number, number, Region]> = [
  [1000, 1299, "brussels"],
  [1300, 1499, "wallonia"],
  [1500, 3999, "flanders"],
  [4000, 7999, "wallonia"],
  [8000, 9999, "flanders"],
];

/**
 * The region of an address. A missing country is Belgium (the CRM's default). Postal codes may be
 * written with the country prefix the Belgian post uses ("B-1050", "BE-1050"); anything else that
 * is not a four-digit Belgian code, and any other country, has no region.
 */
export function regionOf(zip: string | number | null | undefined, countryId?: number | null): Region | undefined {
  if (countryId === LUXEMBOURG) return "luxembourg";
  if (countryId != null && countryId !== BELGIUM) return undefined;
  const match = /^(?:BE?-?\s*)?(\d{4})$/i.exec(String(zip ?? "").trim());
  if (!match) return undefined;
  const code = Number(match[1]);
  return BELGIAN_RANGES.find(([from, to]) => code >= from && code <= to)?.[2];
}
