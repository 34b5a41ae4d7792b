import type { PageView } from "../model.ts";
import { useI18n } from "../i18n/context.tsx";

/** SPEC §2: beyond 50 characters a title takes the shortened (smaller) style. */
export const LONG_TITLE_CHARS = 50;

export function PageHeading({ heading }: { heading: NonNullable<PageView["heading"]> }) {
  const { t } = useI18n();
  return (
    <div className="page-heading">
      <div className="container">
        {heading.showBreadcrumb && heading.breadcrumb.length > 0 ? (
          <nav className="breadcrumb" aria-label={t("nav.breadcrumb")}>
            <ol>
              {heading.breadcrumb.map((crumb, i) => {
                const last = i === heading.breadcrumb.length - 1;
                return (
                  <li key={i}>
                    {last ? <span aria-current="page">{crumb.label}</span> : <a href={crumb.href}>{crumb.label}</a>}
                  </li>
                );
              })}
            </ol>
          </nav>
        ) : null}
        <h1 className={`page-heading__title${heading.long ? " page-heading__title--long" : ""}`}>{heading.title}</h1>
      </div>
    </div>
  );
}
