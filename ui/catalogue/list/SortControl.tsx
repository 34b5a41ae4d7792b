import { Icon } from "../../components/Icon.tsx";
import { useI18n } from "../../i18n/context.tsx";
import type { ListLink, ListSort } from "./model.ts";

/**
 * The sort orders as links that keep the filters (back to page 1), folded behind the current
 * order like a select: one box the width of its longest order fits any phone, where three orders
 * side by side did not. A native disclosure, so it works without JavaScript.
 */
export function SortControl({ sorts }: { sorts: Array<ListLink & { sort: ListSort }> }) {
  const { t } = useI18n();
  const current = sorts.find((option) => option.current) ?? sorts[0];
  return (
    <details className="list-sort">
      <summary className="list-sort__trigger">
        <Icon size={18} name="sort" className="list-sort__icon" />
        <span className="list-sort__label">{t("list.sort.label")}</span>
        <span className="list-sort__current">{current ? t(`list.sort.${current.sort}`) : null}</span>
        <Icon size={18} name="chevron-down" className="list-sort__chevron" />
      </summary>
      <ul className="select__popup list-sort__options" aria-label={t("list.sort.label")}>
        {sorts.map((option) => (
          <li key={option.sort}>
            <a
              className="list-sort__option"
              href={option.href}
              rel="nofollow"
              aria-current={option.current ? "true" : undefined}
            >
              {t(`list.sort.${option.sort}`)}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
