import type { PageView } from "../model.ts";
import { useI18n } from "../i18n/context.tsx";

export function PageHeading({ heading }: { heading: NonNullable<PageView["heading"]> }) {
  const { t } = useI18n();
  const trail = heading.showBreadcrumb && heading.breadcrumb.length > 0;
  // Where the banner's title is the h1, the heading is the trail alone (or nothing).
  if (heading.titleInBanner && !trail) return null;
  return (
    <div className={`page-heading${heading.titleInBanner ? " page-heading--trail" : ""}`}>
      <div className="container">
        {trail ? (
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
        {heading.titleInBanner ? null : (
          <h1 className={`page-heading__title${heading.long ? " page-heading__title--long" : ""}`}>{heading.title}</h1>
        )}
      </div>
    </div>
  );
}
