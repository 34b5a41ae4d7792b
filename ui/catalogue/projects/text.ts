/**
 * The lines a project card and a project page both show, in the page's language: the price
 * range, the number of units and how many are still available.
 */
import type { Translator } from "../../../shared/i18n/translate.ts";
import { formatEuro } from "../../../shared/rules/money.ts";
import type { PriceRange, UnitCounts } from "./model.ts";

/** "From € 295.000" or "€ 295.000 – € 610.000". */
export function priceRangeText(range: PriceRange, { t, lang }: Translator): string {
  const from = formatEuro(range.from, lang);
  return range.to === undefined
    ? t("projects.priceFrom", { price: from })
    : t("projects.priceBetween", { from, to: formatEuro(range.to, lang) });
}

/** The price line of a project: its range, sold out, or on request. */
export function projectPriceText(project: { price?: PriceRange; soldOut: boolean }, translator: Translator): string {
  if (project.soldOut) return translator.t("projects.soldOut");
  return project.price ? priceRangeText(project.price, translator) : translator.t("price.onRequest");
}

/** "12 units". */
export function unitsText(counts: UnitCounts, { t }: Translator): string {
  return counts.total === 1 ? t("projects.unitsOne") : t("projects.unitsMany", { count: counts.total });
}

/** "5 available", "none available". */
export function availableText(counts: UnitCounts, { t }: Translator): string {
  if (counts.available === 0) return t("projects.availableNone");
  return counts.available === 1 ? t("projects.availableOne") : t("projects.availableMany", { count: counts.available });
}
