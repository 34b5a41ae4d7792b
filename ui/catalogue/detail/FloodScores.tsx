import { useI18n } from "../../i18n/context.tsx";
import type { ListingFacts } from "./model.ts";

/**
 * What the P- and G-scores mean. In Flanders they are part of the information a seller or
 * landlord must give (the "informatieplicht" on flood risk), so a Flemish listing that states
 * them also explains them in plain words.
 */
export function FloodScores({ facts, region }: { facts: ListingFacts; region?: string }) {
  const { t } = useI18n();
  const stated = facts.details.p_score != null || facts.details.g_score != null;
  if (!stated || region !== "flanders") return null;
  return <p className="field-group__note">{t("listing.floodScores")}</p>;
}
