import { useI18n } from "../../i18n/context.tsx";
import { fieldGroups } from "./fields.ts";
import type { ListingFacts } from "./model.ts";
import { FloodScores } from "./FloodScores.tsx";

/** Every detail field with a value, grouped and labelled in the page's language (fields.ts). */
export function FieldGroups({ facts, region }: { facts: ListingFacts; region?: string }) {
  const translator = useI18n();
  const groups = fieldGroups(facts, translator);
  return (
    <section className="listing-section field-groups" aria-labelledby="listing-features">
      <h2 id="listing-features" className="listing-section__title">
        {translator.t("listing.features")}
      </h2>
      <div className="field-groups__grid">
        {groups.map((group) => (
          <section
            key={group.key}
            className={`field-group field-group--${group.key}`}
            aria-labelledby={`fields-${group.key}`}
          >
            <h3 id={`fields-${group.key}`} className="field-group__title">
              {group.title}
            </h3>
            <dl className="field-group__list">
              {group.rows.map((row) => (
                <div key={row.key} className="field-group__row" data-field={row.key}>
                  <dt>{row.label}</dt>
                  <dd>{row.value}</dd>
                </div>
              ))}
            </dl>
            {group.key === "flood" ? <FloodScores facts={facts} region={region} /> : null}
          </section>
        ))}
      </div>
    </section>
  );
}
