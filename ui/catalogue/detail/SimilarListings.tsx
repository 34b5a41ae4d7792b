import { useI18n } from "../../i18n/context.tsx";
import { PropertyGrid } from "../list/PropertyGrid.tsx";
import type { PropertyCardView } from "../list/model.ts";

/** Up to four listings like this one (worker/catalogue/listing-similar.ts), as property cards. */
export function SimilarListings({ cards, listHref }: { cards: PropertyCardView[]; listHref: string }) {
  const { t } = useI18n();
  if (cards.length === 0) return null;
  return (
    <section id="similar" className="similar" aria-labelledby="similar-title">
      <div className="container">
        <div className="similar__head">
          <h2 id="similar-title" className="similar__title">
            {t("listing.similar.title")}
          </h2>
          <a className="similar__all" href={listHref}>
            {t("listing.similar.all")}
          </a>
        </div>
        <PropertyGrid cards={cards} perRow={4} />
      </div>
    </section>
  );
}
