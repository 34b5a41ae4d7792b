/**
 * Which listings a detail page suggests as similar. Always of the same goal and on the market (the
 * query's job); then the match widens step by step, so that a page shows some as long as any
 * listing of its goal is on the market: the same type nearby, then any type nearby, then any type
 * anywhere. Nearby means the same region, or within NEARBY_KM across a regional border. Within a
 * step the price widens (within 25 % either way, then 50 %, then any), and then the same type, the
 * same use (a home for a home, premises for premises), the same postal code, the distance and the
 * price difference decide.
 */
import { regionOf } from "../../shared/rules/region.ts";
import type { SimilarCandidate } from "./listing.ts";

export const SIMILAR_MAX = 4;
export const NEARBY_KM = 15;

/** The place-and-type steps of widening, narrowest first. */
const MATCHES: ReadonlyArray<{ sameType: boolean; nearby: boolean }> = [
  { sameType: true, nearby: true },
  { sameType: false, nearby: true },
  { sameType: false, nearby: false },
];
/** The price bands within each of them: the relative difference allowed. */
const SPREADS: readonly number[] = [0.25, 0.5, Number.POSITIVE_INFINITY];

/** Each step of widening: a candidate falls in the first step it satisfies. */
export const SIMILARITY_STEPS: ReadonlyArray<{ sameType: boolean; nearby: boolean; spread: number }> = MATCHES.flatMap(
  (match) => SPREADS.map((spread) => ({ ...match, spread })),
);

export interface SimilarTarget {
  /** Whether the listing is a home (`isResidential` of its main type). */
  residential: boolean;
  zip: string;
  country_id: number;
  latitude: number | null;
  longitude: number | null;
  price: number | null;
}

/** Great-circle distance in kilometres, or undefined when either side has no coordinates. */
export function distanceKm(
  a: Pick<SimilarTarget, "latitude" | "longitude">,
  b: Pick<SimilarTarget, "latitude" | "longitude">,
): number | undefined {
  if (a.latitude === null || a.longitude === null || b.latitude === null || b.longitude === null) return undefined;
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Relative price difference; 0 when either price is unknown, so price never excludes then. */
function priceSpread(target: SimilarTarget, candidate: SimilarCandidate): number {
  if (!target.price || target.price <= 0) return 0;
  if (candidate.price === null || candidate.price <= 0) return Number.POSITIVE_INFINITY;
  return Math.abs(candidate.price - target.price) / target.price;
}

/** Whether a candidate is near the listing: the same postal code or region, or within NEARBY_KM. */
export function isNearby(target: SimilarTarget, candidate: SimilarCandidate): boolean {
  if (candidate.zip === target.zip && candidate.country_id === target.country_id) return true;
  const km = distanceKm(target, candidate);
  if (km !== undefined && km <= NEARBY_KM) return true;
  const region = regionOf(target.zip, target.country_id);
  return region !== undefined && regionOf(candidate.zip, candidate.country_id) === region;
}

/** Whether the same-type candidates leave the first steps short, so candidates of any type are needed. */
export function needsOtherTypes(
  target: SimilarTarget,
  sameType: readonly SimilarCandidate[],
  max = SIMILAR_MAX,
): boolean {
  return sameType.filter((candidate) => candidate.same_type === 1 && isNearby(target, candidate)).length < max;
}

/** The ids of at most `max` candidates, most similar first. */
export function rankSimilar(
  target: SimilarTarget,
  candidates: readonly SimilarCandidate[],
  max = SIMILAR_MAX,
): number[] {
  const scored = candidates.map((candidate) => {
    const km = distanceKm(target, candidate);
    const sameType = candidate.same_type === 1;
    const sameUse = (candidate.residential === 1) === target.residential;
    const sameZip = candidate.zip === target.zip && candidate.country_id === target.country_id;
    const nearby = isNearby(target, candidate);
    const spread = priceSpread(target, candidate);
    const step = SIMILARITY_STEPS.findIndex(
      (s) => (!s.sameType || sameType) && (!s.nearby || nearby) && spread <= s.spread,
    );
    return {
      id: candidate.id,
      step: step < 0 ? SIMILARITY_STEPS.length : step,
      sameType,
      sameUse,
      sameZip,
      km: km ?? Number.POSITIVE_INFINITY,
      spread,
    };
  });
  scored.sort(
    (a, b) =>
      a.step - b.step ||
      Number(b.sameType) - Number(a.sameType) ||
      Number(b.sameUse) - Number(a.sameUse) ||
      Number(b.sameZip) - Number(a.sameZip) ||
      a.km - b.km ||
      a.spread - b.spread ||
      a.id - b.id,
  );
  return scored.slice(0, max).map((s) => s.id);
}
