import { SmartLink } from "../../components/SmartLink.tsx";
import { useI18n } from "../../i18n/context.tsx";
import { formatNumber } from "../../../shared/rules/locale.ts";
import { MapEmbed } from "../../map/MapEmbed.tsx";
import type { ListingPageView } from "./model.ts";
import { Icon } from "../../components/Icon.tsx";

/** Points of interest the CRM names with a kind of its own; others show the CRM's word. */
const KNOWN_KINDS = new Set([
  "school",
  "transport",
  "shop",
  "park",
  "health",
  "sport",
  "restaurant",
  "childcare",
  "station",
  "bus",
  "tram",
  "metro",
  "supermarket",
  "pharmacy",
  "hospital",
]);

function distance(
  metres: number,
  lang: string,
  t: (key: string, params?: Record<string, string | number>) => string,
): string {
  return metres < 1000
    ? t("listing.location.metres", { value: formatNumber(Math.round(metres / 10) * 10, lang, 0) })
    : t("listing.location.kilometres", { value: formatNumber(metres / 1000, lang, 1) });
}

/** Where the property is: address (when published), street view, map, nearby places, the area. */
export function LocationSection({ view }: { view: ListingPageView }) {
  const { t, lang } = useI18n();
  const { facts } = view;
  return (
    <section className="listing-section location" aria-labelledby="listing-location">
      <h2 id="listing-location" className="listing-section__title">
        {t("listing.location.title")}
      </h2>
      <div className="location__head">
        <p className="location__address">
          <Icon name="location" />
          <span>
            {facts.street ? `${facts.street}, ` : ""}
            {facts.zip} {facts.city}
            {facts.country ? `, ${facts.country}` : ""}
          </span>
        </p>
        {view.streetViewHref ? (
          <SmartLink className="button button--ghost-dark location__street-view" href={view.streetViewHref} external>
            <Icon name="street" /> {t("listing.location.streetView")}
          </SmartLink>
        ) : null}
      </div>
      {!facts.street ? <p className="location__note">{t("listing.location.addressOnRequest")}</p> : null}
      {view.map ? (
        <div className="location__map">
          <MapEmbed {...view.map} />
        </div>
      ) : null}
      {view.pointsOfInterest.length > 0 ? (
        <div className="location__block">
          <h3 className="location__subtitle">{t("listing.location.pointsOfInterest")}</h3>
          <ul className="poi-list">
            {view.pointsOfInterest.map((poi, i) => {
              const kind = poi.kind.trim().toLowerCase();
              return (
                <li key={i} className="poi-list__item">
                  {kind ? (
                    <span className="poi-list__kind">
                      {KNOWN_KINDS.has(kind) ? t(`listing.location.kinds.${kind}`) : poi.kind}
                    </span>
                  ) : null}
                  <span className="poi-list__name">{poi.name}</span>
                  {poi.distanceM !== null ? (
                    <span className="poi-list__distance">{distance(poi.distanceM, lang, t)}</span>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
      {view.neighbourhoods.length > 0 ? (
        <div className="location__block">
          <h3 className="location__subtitle">{t("listing.location.neighbourhoods")}</h3>
          {view.neighbourhoods.map((area, i) => (
            <div key={i} className="neighbourhood">
              <h4 className="neighbourhood__name">{area.name}</h4>
              {area.description ? <p>{area.description}</p> : null}
            </div>
          ))}
        </div>
      ) : null}
    </section>
  );
}
