import { Icon } from "./Icon.tsx";
import { useI18n } from "../i18n/context.tsx";

/** The plain GET search by reference or city that dead ends offer (404, listing not found). */
export function SearchForm({ action, id, label }: { action: string; id: string; label: string }) {
  const { t } = useI18n();
  return (
    <form className="search-form" action={action} method="get" role="search">
      <label htmlFor={id} className="search-form__label">
        {label}
      </label>
      <div className="search-form__row">
        <input
          id={id}
          name="search"
          type="search"
          placeholder={t("notFound.searchPlaceholder")}
          autoComplete="off"
          maxLength={100}
        />
        <button type="submit" className="button button--primary">
          <Icon name="search" /> {t("notFound.searchButton")}
        </button>
      </div>
    </form>
  );
}
