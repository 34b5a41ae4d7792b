import { SearchForm } from "../../components/SearchForm.tsx";
import { useI18n } from "../../i18n/context.tsx";
import type { ListingNotFoundView } from "./model.ts";

/** "Property Not Found": ways back to the lists and a search, never a dead end. */
export function ListingNotFound({ view }: { view: ListingNotFoundView }) {
  const { t } = useI18n();
  return (
    <div className="container notice listing-not-found">
      <p className="notice__text">{t("listing.notFound.text")}</p>
      <SearchForm action={view.searchAction} id="listing-search" label={t("listing.notFound.searchLabel")} />
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
