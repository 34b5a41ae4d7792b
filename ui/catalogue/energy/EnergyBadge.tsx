import { useI18n } from "../../i18n/context.tsx";
import { energyTone, type EnergyLabel } from "../../../shared/rules/energy.ts";

/**
 * The energy class on a property card: a small badge in the class's colour, e.g. "EPC B", its
 * first element the scheme's name (client/styles/energy.css).
 */
export function EnergyBadge({ label }: { label: Pick<EnergyLabel, "region" | "class" | "letter"> }) {
  const { t } = useI18n();
  return (
    <span
      className="energy-badge"
      data-tone={energyTone(label.region, label.class)}
      title={t("energy.badge", { letter: label.letter })}
    >
      <span>{t("energy.short")}</span>
      {` ${label.letter}`}
    </span>
  );
}
