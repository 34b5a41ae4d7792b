import { EnergySection } from "../energy/EnergySection.tsx";
import { Island } from "../../islands/Island.tsx";
import { Slideshow } from "../../islands/Slideshow.tsx";
import { useI18n } from "../../i18n/context.tsx";
import { energyLabel, renovationNoticeApplies } from "../../../shared/rules/energy.ts";
import { isResidential } from "../../../shared/rules/property-types.ts";
import { regionOf } from "../../../shared/rules/region.ts";
import type { ListingDetailView, ListingPageView } from "./model.ts";
import { FieldGroups } from "./FieldGroups.tsx";
import { KeyFacts } from "./KeyFacts.tsx";
import { ListingNotFound } from "./ListingNotFound.tsx";
import { LocationSection } from "./LocationSection.tsx";
import { MediaSection } from "./MediaSection.tsx";
import { PriceBlock } from "./PriceBlock.tsx";
import { PrintFooter } from "./PrintFooter.tsx";
import { SimilarListings } from "./SimilarListings.tsx";
import { StatusNotice } from "./StatusNotice.tsx";
import { ListingForms } from "./ListingForms.tsx";
import type { DetailForm } from "../../forms/model.ts";

function Listing({ view, forms }: { view: ListingPageView; forms: readonly DetailForm[] }) {
  const { t } = useI18n();
  const { facts, energy } = view;
  const label = energyLabel(energy);
  return (
    <article className="listing" data-listing={view.id} data-status={facts.status}>
      <div className="container listing__layout">
        {facts.status !== "available" ? (
          <div className="listing__notice">
            <StatusNotice status={facts.status} listHref={view.listHref} hasSimilar={view.similar.length > 0} />
          </div>
        ) : null}
        <div className="listing__gallery">
          <Island name="Slideshow" component={Slideshow} props={{ photos: view.photos }} />
        </div>
        <aside className="listing__aside" aria-label={t("listing.summary")}>
          <PriceBlock view={view} />
        </aside>
        <div className="listing__content">
          <KeyFacts facts={facts} energy={energy} />
          {view.description.length > 0 ? (
            <section className="listing-section description" aria-labelledby="listing-description">
              <h2 id="listing-description" className="listing-section__title">
                {t("listing.description")}
              </h2>
              {view.description.map((paragraph, i) => (
                <p key={i}>{paragraph}</p>
              ))}
            </section>
          ) : null}
          <FieldGroups facts={facts} region={regionOf(facts.zip, energy.countryId)} />
          <div className="listing-section listing-energy">
            <EnergySection
              label={label}
              value={energy.energyPerformance}
              total={energy.epcTotal}
              uniqueCode={energy.uniqueCode}
              co2={energy.co2}
              validUntil={energy.validUntil}
              eLevel={energy.eLevel}
              renovationNotice={renovationNoticeApplies(label, {
                forSale: facts.goal === 0,
                residential: isResidential(facts.mainType),
              })}
            />
          </div>
          <MediaSection media={view.media} photo={view.photos[0]} />
          <LocationSection view={view} />
          {/* The documents sit among the forms: their section holds the request for them. */}
          <ListingForms forms={forms} documents={view.documents} />
          <p className="listing__back">
            <a href={view.listHref}>{t("listing.back")}</a>
          </p>
        </div>
      </div>
      <SimilarListings cards={view.similar} listHref={view.listHref} />
      <PrintFooter view={view} />
    </article>
  );
}

/** A listing's detail page, or its "Property Not Found" page. */
export function ListingDetail({ view, forms = [] }: { view: ListingDetailView; forms?: readonly DetailForm[] }) {
  return view.kind === "notFound" ? <ListingNotFound view={view} /> : <Listing view={view} forms={forms} />;
}
