import type { ContactView, ModuleRelationView, ModuleView } from "../model.ts";
import { Article } from "../components/Article.tsx";
import { Icon } from "../components/Icon.tsx";
import { SmartLink } from "../components/SmartLink.tsx";
import { useI18n } from "../i18n/context.tsx";
import { PropertyList } from "../catalogue/list/PropertyList.tsx";
import { Island } from "../islands/Island.tsx";
import { SiteContactForm } from "../forms/SiteContactForm.tsx";
import { columnClasses } from "../components/columns.ts";

export function ContactCard({ contact }: { contact: ContactView }) {
  const { t } = useI18n();
  return (
    <div className="contact-card">
      <h3 className="contact-card__title">{t("contact.title")}</h3>
      <dl className="contact-card__list">
        <div>
          <dt>
            <Icon name="location" />
            {` ${t("contact.address")}`}
          </dt>
          <dd>
            <address>
              {contact.name}
              <br />
              {contact.street}
              <br />
              {contact.locality}
              <br />
              {contact.country}
            </address>
            <SmartLink href={contact.directionsHref} external>
              {t("contact.directions")}
            </SmartLink>
          </dd>
        </div>
        <div>
          <dt>
            <Icon name="phone" />
            {` ${t("contact.phone")}`}
          </dt>
          <dd>
            <a href={contact.phoneHref}>{contact.phone}</a>
          </dd>
        </div>
        <div>
          <dt>
            <Icon name="mail" />
            {` ${t("contact.email")}`}
          </dt>
          <dd>
            <a href={`mailto:${contact.email}`}>{contact.email}</a>
          </dd>
        </div>
        {contact.openingHours.length > 0 ? (
          <div>
            <dt>
              <Icon name="clock" />
              {` ${t("contact.openingHours")}`}
            </dt>
            <dd>
              {contact.openingHours.map((line, i) => (
                <span key={i} className="contact-card__hours">
                  {line}
                </span>
              ))}
            </dd>
          </div>
        ) : null}
      </dl>
    </div>
  );
}

function Relation({ relation }: { relation: ModuleRelationView }) {
  switch (relation.kind) {
    case "property-list":
      return <PropertyList relation={relation} />;
    case "article":
      return (
        <div className="module-article">
          {relation.image ? (
            <img
              className="module-article__image"
              src={relation.image.src}
              alt={relation.image.alt}
              width={relation.image.width}
              height={relation.image.height}
              loading="lazy"
            />
          ) : null}
          <div>
            <h3 className="module-article__title">{relation.title}</h3>
            <Article blocks={relation.blocks} />
          </div>
        </div>
      );
    case "contact":
      return relation.form ? (
        <div className="contact-with-form">
          <ContactCard contact={relation.contact} />
          <div className="contact-with-form__form">
            <Island name="SiteContactForm" component={SiteContactForm} props={{ view: relation.form }} />
          </div>
        </div>
      ) : (
        <ContactCard contact={relation.contact} />
      );
  }
}

export function Modules({ modules }: { modules: ModuleView[] }) {
  if (modules.length === 0) return null;
  return (
    <div className="modules">
      {modules.map((module) => (
        <section
          key={module.id}
          id={`module-${module.id}`}
          className={`module ${columnClasses(module.col)} module--bg-${module.background.type}${module.className ? ` ${module.className}` : ""}`}
        >
          <div className="container">
            {module.title ? (
              <h2 className={`module__title module__title--${module.titleSize}`}>{module.title}</h2>
            ) : null}
            {module.description ? <p className="module__description">{module.description}</p> : null}
            {module.relations.map((relation, i) => (
              <Relation key={i} relation={relation} />
            ))}
            {module.description2 ? (
              <p className="module__description module__description--after">{module.description2}</p>
            ) : null}
          </div>
        </section>
      ))}
    </div>
  );
}
