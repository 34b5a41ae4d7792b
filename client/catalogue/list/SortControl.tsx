import { useI18n } from "../../i18n/context.tsx";
import type { ListLink, ListSort } from "./model.ts";

/** The sort orders as links that keep the filters (back to page 1); the current one is marked. */
export function SortControl({ sorts }: { sorts: Array<ListLink & { sort: ListSort }> }) {
  const { t } = useI18n();
  return (
    <div className="list-sort">
      <span className="list-sort__label" id="list-sort-label">
        {t("list.sort.label")}
      </span>
      <div className="segmented" role="group" aria-labelledby="list-sort-label">
        {sorts.map((option) => (
          <a key={option.sort} className="segmented__option" href={option.href} rel="nofollow" aria-current={option.current ? "true" : undefined}>
            {t(`list.sort.${option.sort}`)}
          </a>
        ))}
      </div>
    </div>
  );
}
