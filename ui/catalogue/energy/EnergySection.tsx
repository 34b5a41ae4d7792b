import type { ReactNode } from "react";
import { useI18n } from "../../i18n/context.tsx";
import type { EnergyLabel } from "../../../shared/rules/energy.ts";
import { formatDate, formatNumber } from "../../../shared/rules/locale.ts";
import { labelImageSize } from "./label-image.ts";

export interface EnergySectionProps {
  label: EnergyLabel | null;
  /** EPC value (specific primary energy use), kWh/m²/year. */
  value?: number | null;
  /** EPC total, kWh/year. */
  total?: number | null;
  uniqueCode?: string | null;
  /** kg CO₂/m²/year. */
  co2?: number | null;
  /** ISO date the certificate is valid until. */
  validUntil?: string | null;
  eLevel?: number | null;
  /** Whether the renovation notice applies (`renovationNoticeApplies`: a home for sale with an E or F label). */
  renovationNotice?: boolean;
}

const present = (value: number | null | undefined): value is number =>
  typeof value === "number" && Number.isFinite(value);

/**
 * The detail page's energy part: the region's label image, the certificate's figures that the CRM
 * filled in, and the renovation notice when it applies. Nothing at all when nothing is known.
 */
export function EnergySection({
  label,
  value,
  total,
  uniqueCode,
  co2,
  validUntil,
  eLevel,
  renovationNotice = false,
}: EnergySectionProps) {
  const { t, lang } = useI18n();
  const facts: Array<[string, ReactNode]> = [];
  if (label) facts.push([t("energy.label"), label.letter]);
  if (present(value))
    facts.push([t("energy.value"), t("energy.perSquareMetreYear", { value: formatNumber(value, lang) })]);
  if (present(total)) facts.push([t("energy.total"), t("energy.perYear", { value: formatNumber(total, lang) })]);
  if (present(co2))
    facts.push([t("energy.co2"), t("energy.co2PerSquareMetreYear", { value: formatNumber(co2, lang) })]);
  if (present(eLevel))
    facts.push([t("energy.eLevel"), t("energy.eLevelValue", { value: formatNumber(eLevel, lang, 0) })]);
  if (uniqueCode?.trim()) facts.push([t("energy.uniqueCode"), uniqueCode.trim()]);
  if (validUntil?.trim()) facts.push([t("energy.validUntil"), formatDate(validUntil, lang)]);
  if (facts.length === 0) return null;

  return (
    <section className="energy" aria-labelledby="energy-title">
      <h2 id="energy-title" className="energy__title">
        {t("energy.title")}
      </h2>
      <div className="energy__body">
        {label ? (
          <img
            className="energy__label"
            src={label.imagePath}
            alt={t("energy.labelAlt", { letter: label.letter, region: t(`energy.regions.${label.region}`) })}
            {...labelImageSize(label.region)}
            loading="lazy"
            decoding="async"
          />
        ) : null}
        <dl className="energy__facts">
          {facts.map(([term, detail]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{detail}</dd>
            </div>
          ))}
        </dl>
      </div>
      {renovationNotice ? (
        <p className="energy__notice" role="note">
          {t("energy.renovationNotice")}
        </p>
      ) : null}
    </section>
  );
}
