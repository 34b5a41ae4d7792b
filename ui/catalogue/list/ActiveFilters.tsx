import { useI18n } from "../../i18n/context.tsx";
import type { Translate } from "../../../shared/i18n/translate.ts";
import { formatEuro } from "../../../shared/rules/money.ts";
import { Icon } from "../../components/Icon.tsx";
import type { ActiveFilter } from "./model.ts";
import { countText } from "./plural.ts";

function filterLabel(filter: ActiveFilter, lang: string, t: Translate): string {
  switch (filter.kind) {
    case "search":
      return t("list.filters.search", { text: filter.text });
    case "city":
      // A city reads as its name with the zip in brackets.
      return `${filter.name} (${filter.zip})`;
    case "type":
      return filter.name;
    case "rooms":
      return countText(t, `list.filters.${filter.room}`, filter.count, String(filter.count));
    case "price":
      if (filter.min !== undefined && filter.max !== undefined)
        return `${formatEuro(filter.min, lang)} – ${formatEuro(filter.max, lang)}`;
      if (filter.min !== undefined) return t("list.filters.priceFrom", { price: formatEuro(filter.min, lang) });
      return t("list.filters.priceTo", { price: formatEuro(filter.max, lang) });
  }
}

/** The filters in force, each with a link that drops it, and one that drops them all. */
export function ActiveFilters({ filters, resetHref }: { filters: ActiveFilter[]; resetHref: string }) {
  const { t, lang } = useI18n();
  if (filters.length === 0) return null;
  return (
    <div className="list-filters">
      <p className="list-filters__label" id="list-filters-label">
        {t("list.filters.label")}
      </p>
      <ul className="list-filters__chips" aria-labelledby="list-filters-label">
        {filters.map((filter, i) => {
          const label = filterLabel(filter, lang, t);
          return (
            <li key={i}>
              <a
                className="filter-chip"
                href={filter.removeHref}
                rel="nofollow"
                aria-label={t("list.filters.remove", { filter: label })}
              >
                {label}
                <Icon size={18} name="close" />
              </a>
            </li>
          );
        })}
      </ul>
      <a className="list-filters__reset" href={resetHref}>
        {t("list.filters.reset")}
      </a>
    </div>
  );
}
