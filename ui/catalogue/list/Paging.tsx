import { useI18n } from "../../i18n/context.tsx";
import { formatNumber } from "../../../shared/rules/locale.ts";
import { Icon } from "../../components/Icon.tsx";
import type { Paging as PagingData } from "./model.ts";
import { countText } from "./plural.ts";

/**
 * "Page x of y" (in Dutch with the number of listings) and, when there is more than one
 * page, previous, numbered and next links. Lists of something else than listings (testimonials)
 * give their own counted status text.
 */
export function Paging({
  paging,
  total,
  statusKey = "list.paging.status",
  label,
  className,
}: {
  paging: PagingData;
  total: number;
  statusKey?: string;
  /** The navigation's name when a page has several paged lists (the owner's lists). */
  label?: string;
  className?: string;
}) {
  const { t, lang } = useI18n();
  const status = countText(t, statusKey, total, formatNumber(total, lang, 0), {
    page: paging.page,
    pages: paging.pageCount,
  });
  if (paging.pageCount <= 1) return <p className="paging__status paging__status--alone">{status}</p>;
  return (
    <nav className={className ? `paging ${className}` : "paging"} aria-label={label ?? t("list.paging.label")}>
      <p className="paging__status">{status}</p>
      <ul className="paging__list">
        <li>
          {paging.previous ? (
            <a className="paging__step" href={paging.previous} rel="prev">
              <Icon size={18} name="chevron-left" />
              <span>{t("list.paging.previous")}</span>
            </a>
          ) : (
            <span className="paging__step paging__step--disabled" aria-hidden="true">
              <Icon size={18} name="chevron-left" />
              <span>{t("list.paging.previous")}</span>
            </span>
          )}
        </li>
        {paging.items.map((item, i) =>
          item.kind === "gap" ? (
            <li key={`gap-${i}`} className="paging__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <a
                className="paging__page"
                href={item.href}
                aria-current={item.current ? "page" : undefined}
                aria-label={t("list.paging.page", { page: item.page })}
              >
                {item.page}
              </a>
            </li>
          ),
        )}
        <li>
          {paging.next ? (
            <a className="paging__step" href={paging.next} rel="next">
              <span>{t("list.paging.next")}</span>
              <Icon size={18} name="chevron-right" />
            </a>
          ) : (
            <span className="paging__step paging__step--disabled" aria-hidden="true">
              <span>{t("list.paging.next")}</span>
              <Icon size={18} name="chevron-right" />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
