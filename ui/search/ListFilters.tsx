import type { ReactNode } from "react";
import { Icon } from "../components/Icon.tsx";
import { countText } from "../catalogue/list/plural.ts";
import { useI18n } from "../i18n/context.tsx";

/**
 * The search above a list. On phones it folds behind one Filters button that says how many
 * filters are in force, so the first results come up on the first screen; from tablets on it
 * is always open and the button is not shown (client/styles/search-box.css). A native
 * disclosure: it works without JavaScript.
 */
export function ListFilters({ active, children }: { active: number; children: ReactNode }) {
  const { t } = useI18n();
  return (
    <details className="list-search">
      <summary className="list-search__toggle">
        <Icon name="sliders" size={18} />
        <span>{t("list.filters.toggle")}</span>
        {active > 0 ? (
          <>
            <span className="list-search__count" aria-hidden="true">
              {active}
            </span>
            <span className="visually-hidden">{countText(t, "list.filters.active", active, String(active))}</span>
          </>
        ) : null}
        <Icon name="chevron-down" size={18} className="list-search__chevron" />
      </summary>
      {children}
    </details>
  );
}
