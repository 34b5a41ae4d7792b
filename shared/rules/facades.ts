/**
 * Facades: 4 facades make an open building, 3 a half-open one, 2 a closed one (built
 * against party walls on both sides). Texts live under `facades` in the locales.
 */
export type FacadeKind = "open" | "half-open" | "closed";

/** Five or more facades (a detached building on an irregular plan) still make it open. */
export function facadeKind(count: number | string | null | undefined): FacadeKind | undefined {
  const facades = typeof count === "string" && /^\s*\d+\s*$/.test(count) ? Number(count) : count;
  if (typeof facades !== "number" || !Number.isInteger(facades)) return undefined;
  if (facades >= 4) return "open";
  if (facades === 3) return "half-open";
  if (facades === 2) return "closed";
  return undefined;
}

/** The translation key of a facade kind. */
export function facadeKey(kind: FacadeKind): string {
  return kind === "half-open" ? "facades.halfOpen" : `facades.${kind}`;
}
