import { SmartLink } from "../../components/SmartLink.tsx";
import { useI18n } from "../../i18n/context.tsx";
import { formatEuro, listingPrice } from "../../../shared/rules/money.ts";
import { phoneHref } from "../../../shared/rules/phone.ts";
import type { ListingPageView } from "./model.ts";
import { Icon } from "../../components/Icon.tsx";
import { PrintButton } from "./PrintButton.tsx";

/**
 * The summary beside the photos: price, where, reference, and how to act on it (ask for a visit,
 * call, write; make an offer or send a tenant profile; print; street view). A listing that can no
 * longer be visited shows no visit action; only an available one takes offers and tenant profiles.
 */
export function PriceBlock({ view }: { view: ListingPageView }) {
  const translator = useI18n();
  const { t, lang } = translator;
  const { facts, agency } = view;
  const charges = facts.details.charges_renter;
  const tel = phoneHref(agency.phone);
  return (
    <div className="price-block">
      <div className="price-block__badges">
        {facts.status !== "available" ? (
          <span className={`status-badge status-badge--${facts.status}`}>{t(`listing.status.${facts.status}`)}</span>
        ) : null}
        {view.marquee ? <span className="marquee-badge">{view.marquee}</span> : null}
      </div>
      <p className="price-block__goal">{t(facts.goal === 1 ? "listing.goal.rent" : "listing.goal.sale")}</p>
      <p className="price-block__price" data-price="">
        {listingPrice(
          { price: facts.price, publishPrice: facts.publishPrice, priceUnit: facts.priceUnit, goal: facts.goal },
          translator,
        )}
      </p>
      {facts.goal === 1 && typeof charges === "number" && charges > 0 ? (
        <p className="price-block__charges">{t("listing.charges", { amount: formatEuro(charges, lang) })}</p>
      ) : null}
      <p className="price-block__where">
        <Icon name="location" />
        <span>
          {facts.street ? (
            <>
              {facts.street}
              <br />
            </>
          ) : null}
          {facts.zip} {facts.city}
          {facts.country ? `, ${facts.country}` : ""}
        </span>
      </p>
      <p className="price-block__reference">{t("listing.reference", { reference: facts.reference })}</p>
      <div className="price-block__actions">
        {view.visitHref ? (
          <a className="button button--primary price-block__cta" href={view.visitHref}>
            <Icon name="calendar" /> {t("listing.contact.visit")}
          </a>
        ) : null}
        {tel ? (
          <a className="button button--ghost-dark" href={tel}>
            <Icon name="phone" /> {agency.phone}
          </a>
        ) : null}
        <a
          className="button button--ghost-dark"
          href={`mailto:${agency.email}?subject=${encodeURIComponent(`${t("listing.reference", { reference: facts.reference })} – ${view.title}`)}`}
        >
          <Icon name="mail" /> {t("listing.contact.email")}
        </a>
      </div>
      {view.offerHref || view.rentProfileHref ? (
        <p className="price-block__next">
          {view.offerHref ? <a href={view.offerHref}>{t("listing.contact.offer")}</a> : null}
          {view.rentProfileHref ? <a href={view.rentProfileHref}>{t("listing.contact.rentProfile")}</a> : null}
        </p>
      ) : null}
      <div className="price-block__tools">
        <PrintButton />
        {view.streetViewHref ? (
          <SmartLink className="price-block__tool" href={view.streetViewHref} external>
            <Icon name="street" /> {t("listing.location.streetView")}
          </SmartLink>
        ) : null}
      </div>
    </div>
  );
}
