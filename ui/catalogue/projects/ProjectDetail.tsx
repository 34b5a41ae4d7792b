import { SmartLink } from "../../components/SmartLink.tsx";
import { Icon } from "../../components/Icon.tsx";
import { useI18n } from "../../i18n/context.tsx";
import { Island } from "../../islands/Island.tsx";
import { Slideshow } from "../../islands/Slideshow.tsx";
import { MapEmbed } from "../../map/MapEmbed.tsx";
import { EnergySection } from "../energy/EnergySection.tsx";
import type { DetailForm } from "../../forms/model.ts";
import { FormOnDemand } from "../../forms/FormOnDemand.tsx";
import type { ProjectDetailView, ProjectNotFoundView, ProjectPageView } from "./model.ts";
import { availableText, projectPriceText, unitsText } from "./text.ts";
import { UnitsTable } from "./UnitsTable.tsx";

function NotFound({ view }: { view: ProjectNotFoundView }) {
  const { t } = useI18n();
  return (
    <div className="container notice project-missing">
      <p className="notice__text">{t("projects.notFound.text")}</p>
      <p className="project-missing__actions">
        <a className="button button--primary" href={view.listHref}>
          {t("projects.notFound.list")}
        </a>
        <a className="button button--ghost-dark" href={view.contactHref}>
          {t("projects.notFound.contact")}
        </a>
      </p>
    </div>
  );
}

/** What the project is, in a row of short facts under the photos. */
function KeyFacts({ view }: { view: ProjectPageView }) {
  const translator = useI18n();
  const { t } = translator;
  const facts: Array<[string, string]> = [];
  if (view.projectNumber) facts.push([t("projects.projectNumber"), view.projectNumber]);
  if (view.delivery) facts.push([t("projects.delivery"), view.delivery]);
  facts.push([t("projects.location"), view.locality]);
  if (view.counts.total > 0) facts.push([t("projects.units"), unitsText(view.counts, translator)]);
  return (
    <dl className="project-facts">
      {facts.map(([term, detail]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{detail}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Price, availability and the ways to reach the agency about this project. */
function Summary({ view }: { view: ProjectPageView }) {
  const translator = useI18n();
  const { t } = translator;
  const { agency } = view;
  return (
    <aside className="project-summary" aria-labelledby="project-summary-price">
      <div className="project-summary__price-block">
        <p className="project-summary__label">{t("projects.prices")}</p>
        <p id="project-summary-price" className="project-summary__price">
          {projectPriceText(view, translator)}
        </p>
        {view.counts.total > 0 && !view.soldOut ? (
          <p className="project-summary__availability">
            {t("projects.availabilityValue", { available: view.counts.available, total: view.counts.total })}
          </p>
        ) : null}
      </div>
      <div className="project-summary__contact">
        {/* Nothing left to sell: the visitor is offered the next projects instead of this one's plans. */}
        <h2 className="project-summary__title">
          {t(view.soldOut ? "projects.soldOutContactTitle" : "projects.contactTitle")}
        </h2>
        <p>{t(view.soldOut ? "projects.soldOutContactText" : "projects.contactText")}</p>
        {view.soldOut && view.registerHref ? (
          <a className="button button--primary project-summary__button" href={view.registerHref}>
            {t("pages.demandRegister")}
          </a>
        ) : (
          <a className="button button--primary project-summary__button" href={view.contactHref}>
            {t("projects.contactButton")}
          </a>
        )}
        <SmartLink className="button button--ghost-dark project-summary__button" href={agency.phoneHref} external>
          <Icon name="phone" /> {t("projects.callButton", { phone: agency.phone })}
        </SmartLink>
        <SmartLink className="button button--ghost-dark project-summary__button" href={view.mailHref} external>
          <Icon name="mail" /> {t("projects.mailButton")}
        </SmartLink>
        <p className="project-summary__agency">
          {agency.name}
          <br />
          {agency.street}, {agency.locality}
        </p>
      </div>
    </aside>
  );
}

export function ProjectDetail({ view, forms = [] }: { view: ProjectDetailView; forms?: readonly DetailForm[] }) {
  const translator = useI18n();
  const { t } = translator;
  if (view.kind === "notFound") return <NotFound view={view} />;
  return (
    <div className={`container project${view.soldOut ? " project--sold-out" : ""}`} data-project={view.id}>
      {view.soldOut ? (
        <div className="project-status" role="note">
          <p className="project-status__title">
            <span className="project-ribbon project-ribbon--inline">{t("projects.soldOut")}</span>{" "}
            {t("projects.soldOutNotice")}
          </p>
          <p className="project-status__text">
            {t("projects.soldOutHint")}
            {view.registerHref ? (
              <>
                {" "}
                <a href={view.registerHref}>{t("pages.demandRegister")}</a>
              </>
            ) : null}
          </p>
        </div>
      ) : null}
      <div className="project__layout">
        {/* The slideshow is the photos' own region, named "Photos"; a second one around it would repeat it. */}
        <div className="project__gallery">
          {view.photos.length > 0 ? (
            <Island name="Slideshow" component={Slideshow} props={{ photos: view.photos, idPrefix: "project-photo" }} />
          ) : (
            <p className="project__no-photo">{t("projects.noPhoto")}</p>
          )}
        </div>
        <Summary view={view} />
        <div className="project__body">
          <KeyFacts view={view} />
          {view.constructions ? (
            <p className="project__constructions">
              <span className="project__constructions-label">{t("projects.constructions")}</span> {view.constructions}
            </p>
          ) : null}
          {view.description.length > 0 ? (
            <section className="project-section" aria-labelledby="project-description">
              <h2 id="project-description" className="project-section__title">
                {t("projects.description")}
              </h2>
              <div className="project__description">
                {view.description.map((paragraph, i) => (
                  <p key={i}>{paragraph}</p>
                ))}
              </div>
            </section>
          ) : null}
          <section className="project-section" aria-labelledby="project-units">
            <h2 id="project-units" className="project-section__title">
              {t("projects.unitsTitle")}
            </h2>
            {view.counts.total > 0 && !view.soldOut ? (
              <p className="project-section__lead">
                {unitsText(view.counts, translator)} · {availableText(view.counts, translator)}
              </p>
            ) : null}
            <UnitsTable units={view.units} projectName={view.name} />
          </section>
          {view.energy ? <EnergySection {...view.energy} /> : null}
          <section className="project-section" aria-labelledby="project-location">
            <h2 id="project-location" className="project-section__title">
              {t("projects.mapTitle")}
            </h2>
            <address className="project__address">
              {view.street ? (
                <>
                  {view.street}
                  <br />
                </>
              ) : null}
              {view.locality}
              {view.country ? (
                <>
                  <br />
                  {view.country}
                </>
              ) : null}
            </address>
            {view.map ? <MapEmbed {...view.map} /> : null}
          </section>
          {forms.map((form) => (
            <section
              key={form.name}
              className="project-section project-form"
              id={`form-${form.name}`}
              aria-labelledby={`form-${form.name}-title`}
            >
              <h2 id={`form-${form.name}-title`} className="project-section__title">
                {t(`projects.forms.${form.name}.title`)}
              </h2>
              <p className="listing-form__intro">{t(`projects.forms.${form.name}.intro`)}</p>
              {/* Open when asked for or sent back with its problems, else the link that opens it (decision 076). */}
              <FormOnDemand form={form} opensWith={t(`projects.forms.${form.name}.open`)} />
            </section>
          ))}
          <p className="project__back">
            <a href={view.listHref}>← {t("projects.backToList")}</a>
          </p>
        </div>
      </div>
    </div>
  );
}
