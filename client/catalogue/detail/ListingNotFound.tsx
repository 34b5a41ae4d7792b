import { Icon } from "../../components/Icon.tsx";
import { useI18n } from "../../i18n/context.tsx";
import type { ListingNotFoundView } from "./model.ts";

/** SPEC §8 "Property Not Found": ways back to the lists and a search, never a dead end. */
export function ListingNotFound({ view }: { view: ListingNotFoundView }) {
  const { t } = useI18n();
  return (
    <div className="container notice listing-not-found">
      <p className="notice__text">{t("listing.notFound.text")}</p>
      <form className="search-form" action={view.searchAction} method="get" role="search">
        <label htmlFor="listing-search" className="search-form__label">
          {t("listing.notFound.searchLabel")}
        </label>
        <div className="search-form__row">
          <input id="listing-search" name="search" type="search" placeholder={t("notFound.searchPlaceholder")} autoComplete="off" maxLength={100} />
          <button type="submit" className="button button--primary">
            <Icon name="search" /> {t("notFound.searchButton")}
          </button>
        </div>
      </form>
      <p className="listing-not-found__links">
        <a className="button button--ghost-dark" href={view.forSaleHref}>
          {t("listing.notFound.forSale")}
        </a>
        <a className="button button--ghost-dark" href={view.forRentHref}>
          {t("listing.notFound.forRent")}
        </a>
      </p>
    </div>
  );
}
