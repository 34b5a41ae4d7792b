import { Fragment } from "react";
import type { ContactView, ShellView } from "../model.ts";
import { Article } from "../components/Article.tsx";
import { SmartLink } from "../components/SmartLink.tsx";
import { useI18n } from "../i18n/context.tsx";
import { BackToTop } from "./BackToTop.tsx";
import { usePart } from "../parts.tsx";
import { columnClasses } from "../components/columns.ts";

/**
 * The newsletter in a line: a plain GET form to the newsletter page, which starts with the
 * address filled in (?email=) and asks for the rest there, captcha included.
 */
function FooterNewsletter({ action }: { action: string }) {
  const { t } = useI18n();
  return (
    <div className="container footer__newsletter">
      <form className="footer-newsletter" method="get" action={action} aria-labelledby="footer-newsletter-title">
        <h2 className="footer__title" id="footer-newsletter-title">
          {t("footer.newsletter.title")}
        </h2>
        <p className="footer-newsletter__text">{t("footer.newsletter.text")}</p>
        <div className="footer-newsletter__row">
          <label className="footer-newsletter__label" htmlFor="footer-newsletter-email">
            {t("footer.newsletter.email")}
          </label>
          <input
            className="footer-newsletter__input"
            id="footer-newsletter-email"
            type="email"
            name="email"
            autoComplete="email"
            maxLength={254}
          />
          <button className="button button--accent footer-newsletter__button" type="submit">
            {t("footer.newsletter.button")}
          </button>
        </div>
      </form>
    </div>
  );
}

/** The agency's contact details in a footer column: the same lines the contact page gives. */
function FooterContact({ contact }: { contact: ContactView }) {
  const { t } = useI18n();
  return (
    <address className="footer__text footer__contact">
      <p>
        <SmartLink href={contact.directionsHref} external>
          {contact.street}, {contact.locality}
        </SmartLink>
      </p>
      <p>
        <a href={contact.phoneHref}>{contact.phone}</a>
        <br />
        <a href={`mailto:${contact.email}`}>{contact.email}</a>
      </p>
      {contact.openingHours.length > 0 ? (
        <p>
          <strong>{t("contact.openingHours")}</strong>
          {contact.openingHours.map((line, i) => (
            <Fragment key={i}>
              <br />
              {line}
            </Fragment>
          ))}
        </p>
      ) : null}
    </address>
  );
}

interface FooterProps {
  footer: ShellView["footer"];
  /** The cookie dialog's id, when the page has one: the footer links to it. */
  cookieSettings?: string;
  logoPosition: ShellView["logo"]["position"];
}

/**
 * The footer: the configured columns, the newsletter line, the agency's legal mentions and the
 * back-to-top button, which sits here so every part of the page belongs to a landmark.
 */
export function Footer(props: FooterProps) {
  return <footer className="footer" {...usePart("footer", FooterContent, props)} />;
}

function FooterContent({ footer, cookieSettings, logoPosition }: FooterProps) {
  const { t } = useI18n();
  const { legal } = footer;
  return (
    <>
      <div className="container footer__columns">
        {footer.columns.map((column, i) => (
          <section key={i} className={`footer__column ${columnClasses(column.width)}`}>
            {column.title ? <h2 className="footer__title">{column.title}</h2> : null}
            {column.intro ? <p className="footer__intro">{column.intro}</p> : null}
            {column.contact ? <FooterContact contact={column.contact} /> : null}
            {column.images.length > 0 ? (
              <div className="footer__images">
                {column.images.map((image, j) => {
                  const img = (
                    <img src={image.src} alt={image.alt} width={image.width} height={image.height} loading="lazy" />
                  );
                  return image.href ? (
                    <SmartLink key={j} href={image.href} external={image.external ?? false}>
                      {img}
                    </SmartLink>
                  ) : (
                    <span key={j}>{img}</span>
                  );
                })}
              </div>
            ) : null}
            {column.text ? <Article blocks={column.text} className="footer__text" /> : null}
          </section>
        ))}
      </div>
      {footer.newsletterAction ? <FooterNewsletter action={footer.newsletterAction} /> : null}
      <div className="footer__legal">
        <div className="container">
          <h2 className="visually-hidden">{t("footer.legal")}</h2>
          <p>
            <strong>{legal.legalName}</strong> · {legal.address} · {t("footer.companyNumber")} {legal.companyNumber}
            {legal.register ? ` · ${legal.register}` : ""} · {t("footer.vat")} {legal.vatNumber}
          </p>
          <p>
            {legal.professionalTitle} · {t("footer.biv")} {legal.biv} · {t("footer.supervisor")}:{" "}
            <SmartLink href={legal.supervisor.url} external>
              {legal.supervisor.name}
            </SmartLink>
            , {legal.supervisor.address} ·{" "}
            <SmartLink href={legal.codeOfConductUrl} external>
              {t("footer.codeOfConduct")}
            </SmartLink>
          </p>
          <p>
            {t("footer.insurer")}: {legal.insurer}, {t("footer.policy")} {legal.policy}
            {legal.escrow ? ` · ${t("footer.escrow")}: ${legal.escrow}` : ""}
          </p>
          <p className="footer__copyright">
            {footer.copyright}
            {cookieSettings ? (
              <>
                {" · "}
                {/* Reopens the cookie dialog (client/consent/dialog.ts); without JavaScript the dialog shows as the link's target. */}
                <a href={`#${cookieSettings}`} data-consent-open="">
                  {t("consent.footerLink")}
                </a>
              </>
            ) : null}
          </p>
        </div>
      </div>
      <BackToTop logoPosition={logoPosition} />
    </>
  );
}
