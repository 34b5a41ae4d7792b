/**
 * Which listings a detail page suggests as similar: same goal and type (the query's job), then
 * nearby and at a similar price. Nearby means the same region or within NEARBY_KM, with the same
 * postal code first; a similar price is within 25 % either way. When that gives too few, the
 * bands widen step by step: price first (50 %), then place, then both.
 */
import { regionOf } from "../../client/rules/region.ts";
import type { SimilarCandidate } from "./listing.ts";

export const SIMILAR_MAX = 4;
export const NEARBY_KM = 15;

/** Each step of widening: a candidate falls in the first step it satisfies. */
export const SIMILARITY_STEPS: ReadonlyArray<{ nearby: boolean; spread: number }> = [
  { nearby: true, spread: 0.25 },
  { nearby: true, spread: 0.5 },
  { nearby: false, spread: 0.25 },
  { nearby: true, spread: Number.POSITIVE_INFINITY },
  { nearby: false, spread: 0.5 },
  { nearby: false, spread: Number.POSITIVE_INFINITY },
];

export interface SimilarTarget {
  zip: string;
  country_id: number;
  latitude: number | null;
  longitude: number | null;
  price: number | null;
}

/** Great-circle distance in kilometres, or undefined when either side has no coordinates. */
export function distanceKm(a: Pick<SimilarTarget, "latitude" | "longitude">, b: Pick<SimilarTarget, "latitude" | "longitude">): number | undefined {
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

/** The ids of at most `max` candidates, most similar first. */
export function rankSimilar(target: SimilarTarget, candidates: readonly SimilarCandidate[], max = SIMILAR_MAX): number[] {
  const region = regionOf(target.zip, target.country_id);
  const scored = candidates.map((candidate) => {
    const km = distanceKm(target, candidate);
    const sameZip = candidate.zip === target.zip && candidate.country_id === target.country_id;
    const nearby = sameZip || (km !== undefined && km <= NEARBY_KM) || (region !== undefined && regionOf(candidate.zip, candidate.country_id) === region);
    const spread = priceSpread(target, candidate);
    const step = SIMILARITY_STEPS.findIndex((s) => (!s.nearby || nearby) && spread <= s.spread);
    return { id: candidate.id, step: step < 0 ? SIMILARITY_STEPS.length : step, sameZip, km: km ?? Number.POSITIVE_INFINITY, spread };
  });
  scored.sort((a, b) => a.step - b.step || Number(b.sameZip) - Number(a.sameZip) || a.km - b.km || a.spread - b.spread || a.id - b.id);
  return scored.slice(0, max).map((s) => s.id);
}
