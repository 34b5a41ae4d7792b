import type { ModuleRelationView } from "../../model.ts";
import { useI18n } from "../../i18n/context.tsx";
import { ActiveFilters } from "./ActiveFilters.tsx";
import { ListMap } from "./ListMap.tsx";
import { ListToolbar } from "./ListToolbar.tsx";
import type { ListPageResults } from "./model.ts";
import { Paging } from "./Paging.tsx";
import { PropertyGrid } from "./PropertyGrid.tsx";

type PropertyListRelation = Extract<ModuleRelationView, { kind: "property-list" }>;

/** The body of a property-list module: the full list on the sale and rent pages, newest listings elsewhere. */
export function PropertyList({ relation }: { relation: PropertyListRelation }) {
  const { t } = useI18n();
  const results = relation.results;
  const seeAll = (
    <p className="listings__more">
      <a className="button button--primary" href={relation.listHref}>
        {t(relation.goal === 0 ? "modules.seeAllSale" : "modules.seeAllRent")}
      </a>
    </p>
  );
  if (!results || results.kind === "unavailable") {
    return (
      <div className="list-notice list-notice--error" role="status">
        <p className="list-notice__title">{t("list.unavailable.title")}</p>
        <p>{t("list.unavailable.text")}</p>
      </div>
    );
  }
  if (results.kind === "teaser") {
    if (results.cards.length === 0) {
      return (
        <div className="list-notice">
          <p className="list-notice__title">{t(relation.goal === 1 ? "list.empty.noneRent" : "list.empty.noneSale")}</p>
          {seeAll}
        </div>
      );
    }
    return (
      <div className="listings">
        <PropertyGrid cards={results.cards} perRow={relation.perRow} />
        {seeAll}
      </div>
    );
  }
  return <ListPage results={results} perRow={relation.perRow} />;
}

function ListPage({ results, perRow }: { results: ListPageResults; perRow: number }) {
  const { t } = useI18n();
  const empty = results.total === 0;
  return (
    <div className="listings listings--page" data-view={results.view}>
      {empty ? null : <ListToolbar results={results} />}
      <ActiveFilters filters={results.filters} resetHref={results.resetHref} />
      {empty ? (
        <div className="list-notice">
          <p className="list-notice__title">
            {results.filtered
              ? t("list.empty.search")
              : t(results.goal === 1 ? "list.empty.noneRent" : "list.empty.noneSale")}
          </p>
          <p>{t(results.filtered ? "list.empty.searchHint" : "list.empty.noneHint")}</p>
          <p className="list-notice__actions">
            {results.filtered ? (
              <a className="button button--primary" href={results.resetHref}>
                {t("list.filters.reset")}
              </a>
            ) : null}
            <a
              className={`button ${results.filtered ? "button--ghost-dark" : "button--primary"}`}
              href={results.alertHref}
            >
              {t("list.empty.alert")}
            </a>
          </p>
        </div>
      ) : results.view === "map" && results.map ? (
        <ListMap map={results.map} total={results.total} />
      ) : (
        <>
          <PropertyGrid cards={results.cards} perRow={perRow} eagerFirst />
          <Paging paging={results.paging} total={results.total} />
        </>
      )}
    </div>
  );
}
