import { useI18n } from "../../i18n/context.tsx";
import { formatNumber } from "../../../shared/rules/locale.ts";
import { Icon } from "../../components/Icon.tsx";
import type { ListPageResults } from "./model.ts";
import { countText } from "./plural.ts";
import { SortControl } from "./SortControl.tsx";

/** Above the results: how many there are, the sort order and the list/map switch (links, no script needed). */
export function ListToolbar({ results }: { results: ListPageResults }) {
  const { t, lang } = useI18n();
  return (
    <div className="list-toolbar">
      <h2 className="list-toolbar__count">
        {countText(
          t,
          `list.count.${results.goal === 1 ? "rent" : "sale"}`,
          results.total,
          formatNumber(results.total, lang, 0),
        )}
      </h2>
      <div className="list-toolbar__controls">
        {results.view === "list" ? <SortControl sorts={results.sorts} /> : null}
        <div className="segmented list-view-switch" role="group" aria-label={t("list.view.label")}>
          {results.views.map((option) => (
            <a
              key={option.view}
              className="segmented__option"
              href={option.href}
              rel="nofollow"
              aria-current={option.current ? "true" : undefined}
            >
              <Icon size={18} name={option.view} />
              <span className="segmented__label">{t(`list.view.${option.view}`)}</span>
            </a>
          ))}
        </div>
      </div>
    </div>
  );
}
