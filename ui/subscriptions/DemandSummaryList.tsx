/** A registered search as the pages of a mail's links show it: goal, types, zone, and how often it hears. */
import { useI18n } from "../i18n/context.tsx";
import type { DemandSummary } from "./model.ts";

export function DemandSummaryList({ demand, frequency }: { demand: DemandSummary; frequency?: string }) {
  const { t } = useI18n();
  return (
    <dl className="unsubscribe__demand">
      <dt>{t("forms.demand.goal")}</dt>
      <dd>{t(`forms.demand.goals.${demand.goal}`)}</dd>
      <dt>{t("forms.demand.propertyTypes")}</dt>
      <dd>{demand.propertyTypes.map((type) => t(`forms.valuation.types.${type}`)).join(", ")}</dd>
      <dt>{t("forms.demand.zone")}</dt>
      <dd>{demand.zones.join(", ")}</dd>
      {frequency ? (
        <>
          <dt>{t("mail.fields.frequency")}</dt>
          <dd>{t(`mail.values.frequency.${frequency}`)}</dd>
        </>
      ) : null}
    </dl>
  );
}
