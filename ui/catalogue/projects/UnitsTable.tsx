import { useI18n } from "../../i18n/context.tsx";
import { formatNumber } from "../../../shared/rules/locale.ts";
import { formatEuro } from "../../../shared/rules/money.ts";
import type { ProjectUnitView } from "./model.ts";

/** "Garage/parking" may wrap after its slash in a narrow column, not inside a word. */
function breakAfterSlashes(text: string): string {
  return text.replace(/\//g, "/\u200b");
}

/**
 * The units of a project with their prices and statuses. A table on wide screens; on phones each
 * row stacks into a small card whose cells carry their column name (data-label).
 */
export function UnitsTable({ units, projectName }: { units: ProjectUnitView[]; projectName: string }) {
  const { t, lang } = useI18n();
  if (units.length === 0) return <p className="units__none">{t("projects.noUnits")}</p>;
  const columns = {
    name: t("projects.unitName"),
    type: t("projects.unitType"),
    floor: t("projects.floor"),
    bedrooms: t("projects.bedrooms"),
    area: t("projects.livingArea"),
    price: t("projects.price"),
    status: t("projects.status"),
  };
  const dash = "–";
  return (
    <div className="units">
      <table className="units__table">
        <caption className="visually-hidden">{t("projects.unitsCaption", { name: projectName })}</caption>
        <thead>
          <tr>
            {Object.values(columns).map((label) => (
              <th key={label} scope="col">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {units.map((unit) => (
            <tr key={unit.name} className={`units__row units__row--${unit.status}`}>
              <th scope="row" data-label={columns.name}>
                {unit.href ? (
                  <a href={unit.href} aria-label={t("projects.viewUnit", { name: unit.name })}>
                    {unit.name}
                  </a>
                ) : (
                  unit.name
                )}
              </th>
              <td data-label={columns.type}>{unit.typeName ? breakAfterSlashes(unit.typeName) : dash}</td>
              <td data-label={columns.floor}>
                {unit.floor === undefined ? dash : unit.floor === 0 ? t("projects.groundFloor") : unit.floor}
              </td>
              <td data-label={columns.bedrooms}>{unit.bedrooms ?? dash}</td>
              <td data-label={columns.area}>
                {unit.livingArea === undefined
                  ? dash
                  : t("projects.area", { value: formatNumber(unit.livingArea, lang) })}
              </td>
              <td data-label={columns.price} className="units__price">
                {unit.price === undefined
                  ? unit.status === "sold"
                    ? dash
                    : t("price.onRequest")
                  : formatEuro(unit.price, lang)}
              </td>
              <td data-label={columns.status}>
                <span className={`unit-status unit-status--${unit.status}`}>
                  {t(`projects.unitStatus.${unit.status}`)}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
