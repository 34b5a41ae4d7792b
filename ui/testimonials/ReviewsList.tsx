import { Paging } from "../catalogue/list/Paging.tsx";
import { useI18n } from "../i18n/context.tsx";
import type { ReviewsListView } from "./model.ts";
import { TestimonialCard } from "./TestimonialCard.tsx";

/** The reviews page's testimonials with their paging, or why there are none. Plain links: no script needed. */
export function ReviewsList({ view }: { view: ReviewsListView }) {
  const { t } = useI18n();
  if (view.unavailable || view.cards.length === 0) {
    return (
      <div className="container reviews">
        <div className="reviews__empty" role="status">
          <p className="reviews__empty-title">
            {t(view.unavailable ? "testimonials.unavailable" : "testimonials.empty.title")}
          </p>
          {view.unavailable ? null : (
            <p>
              {t("testimonials.empty.text")} <a href={view.contactHref}>{t("testimonials.empty.contact")}</a>
            </p>
          )}
        </div>
      </div>
    );
  }
  return (
    <div className="container reviews">
      <ul className="reviews__grid" role="list">
        {view.cards.map((card) => (
          <li key={card.slug}>
            <TestimonialCard card={card} />
          </li>
        ))}
      </ul>
      <Paging paging={view.paging} total={view.total} statusKey="testimonials.paging.status" />
    </div>
  );
}
