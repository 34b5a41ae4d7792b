/**
 * The owner portal's statistics pages: the dashboard (each owned property with its visits today,
 * this week, this month and in total, and the active searches it fits), one property (the same
 * figures, the chart of the last 30 days and the CRM's lists), and the page for a property that
 * is not the owner's.
 */
import { useI18n } from "../i18n/context.tsx";
import type { OwnedProperty, StatsView } from "./stats-model.ts";
import { Figures, MatchingDemands, PortalBar, PropertyFacts, propertyTitle } from "./StatsParts.tsx";
import { StatsLists } from "./StatsLists.tsx";
import { VisitsChart } from "./VisitsChart.tsx";

export function StatsPage({ view }: { view: StatsView }) {
  return (
    <div className="container page-content owner-portal" data-owner-view={view.kind}>
      <PortalBar page={view} />
      {view.kind === "dashboard" ? <Dashboard properties={view.properties} /> : null}
      {view.kind === "property" ? <PropertyStatistics view={view} /> : null}
      {view.kind === "propertyNotFound" ? <PropertyNotFound dashboardHref={view.dashboardHref} /> : null}
    </div>
  );
}

function Dashboard({ properties }: { properties: OwnedProperty[] }) {
  const { t } = useI18n();
  if (properties.length === 0) return <p className="owner-portal__empty">{t("owners.stats.noProperties")}</p>;
  return (
    <>
      <p className="owner-portal__intro">{t("owners.stats.intro")}</p>
      <p className="owner-portal__note">{t("owners.stats.figures.note")}</p>
      {properties.some((property) => property.matchingDemands !== undefined) ? (
        <p className="owner-portal__note">{t("owners.stats.demands.note")}</p>
      ) : null}
      <ul className="owner-properties" aria-label={t("owners.stats.propertiesLabel")}>
        {properties.map((property) => (
          <li key={property.id} className="owner-property" data-property={property.id}>
            <PropertyCard property={property} />
          </li>
        ))}
      </ul>
    </>
  );
}

function Thumbnail({ property }: { property: OwnedProperty }) {
  return property.photoUrl ? (
    <img
      className="owner-property__photo"
      src={property.photoUrl}
      alt=""
      width={250}
      height={167}
      loading="lazy"
      decoding="async"
    />
  ) : (
    <span className="owner-property__photo owner-property__photo--none" aria-hidden="true" />
  );
}

function PropertyCard({ property }: { property: OwnedProperty }) {
  const { t } = useI18n();
  return (
    <article className="owner-property__card">
      <Thumbnail property={property} />
      <div className="owner-property__body">
        <h2 className="owner-property__title">
          <a href={property.statsHref}>{propertyTitle(t, property)}</a>
        </h2>
        <PropertyFacts property={property} />
        <Figures figures={property.figures} />
        <MatchingDemands count={property.matchingDemands} />
        <p className="owner-property__links">
          <a className="button button--primary" href={property.statsHref}>
            {t("owners.stats.openStatistics")}
          </a>
          {property.publicHref ? (
            <a className="owner-property__public" href={property.publicHref}>
              {t("owners.stats.publicPage")}
            </a>
          ) : null}
        </p>
      </div>
    </article>
  );
}

function PropertyStatistics({ view }: { view: Extract<StatsView, { kind: "property" }> }) {
  const { t } = useI18n();
  const { property } = view;
  return (
    <>
      <p className="owner-portal__back">
        <a href={view.dashboardHref}>{t("owners.stats.back")}</a>
      </p>
      <section className="owner-property owner-property--detail" data-property={property.id}>
        <div className="owner-property__card">
          <Thumbnail property={property} />
          <div className="owner-property__body">
            <h2 className="owner-property__title">{propertyTitle(t, property)}</h2>
            <PropertyFacts property={property} />
            {property.publicHref ? (
              <p className="owner-property__links">
                <a className="owner-property__public" href={property.publicHref}>
                  {t("owners.stats.publicPage")}
                </a>
              </p>
            ) : null}
          </div>
        </div>
        <h3 className="owner-property__figures-title">{t("owners.stats.figures.label")}</h3>
        <Figures figures={property.figures} />
        <p className="owner-portal__note">{t("owners.stats.figures.note")}</p>
        <VisitsChart days={view.days} />
        {property.matchingDemands === undefined ? null : (
          <>
            <h3 className="owner-property__figures-title">{t("owners.stats.demands.title")}</h3>
            <MatchingDemands count={property.matchingDemands} />
            <p className="owner-portal__note">{t("owners.stats.demands.note")}</p>
          </>
        )}
      </section>
      <StatsLists lists={view.lists} />
    </>
  );
}

function PropertyNotFound({ dashboardHref }: { dashboardHref: string }) {
  const { t } = useI18n();
  return (
    <div className="notice owner-portal__not-found">
      <h2 className="notice__title">{t("owners.stats.notFound.title")}</h2>
      <p className="notice__text">{t("owners.stats.notFound.text")}</p>
      <a className="button button--primary" href={dashboardHref}>
        {t("owners.stats.back")}
      </a>
    </div>
  );
}
