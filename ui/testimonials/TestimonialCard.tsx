import { useI18n } from "../i18n/context.tsx";
import { authorLang, PostedDate, Portrait, WebsiteLink } from "./Author.tsx";
import type { TestimonialCardView } from "./model.ts";

/** Portrait size on a card, in CSS pixels. */
export const CARD_PORTRAIT = 64;

/**
 * A testimonial on the reviews page: who wrote it, the start of what they wrote and a link to
 * the whole of it. What the author typed carries their language when it is not the page's.
 */
export function TestimonialCard({ card }: { card: TestimonialCardView }) {
  const { t, lang } = useI18n();
  const written = authorLang(card.language, lang);
  return (
    <article className="testimonial-card">
      <header className="testimonial-card__author">
        <Portrait author={card} size={CARD_PORTRAIT} />
        <div className="testimonial-card__who">
          <h2 className="testimonial-card__name">{card.name}</h2>
          {card.about ? (
            <p className="testimonial-card__about" lang={written}>
              {card.about}
            </p>
          ) : null}
          {card.website ? <WebsiteLink className="testimonial-card__website" website={card.website} /> : null}
        </div>
      </header>
      <blockquote className="testimonial-card__quote" lang={written} cite={card.href}>
        <p>{card.excerpt}</p>
      </blockquote>
      <footer className="testimonial-card__footer">
        <PostedDate className="testimonial-card__date" postedAt={card.postedAt} />
        <a className="testimonial-card__more" href={card.href}>
          {t("testimonials.readMore")}
          <span className="visually-hidden">{` – ${t("testimonials.readMoreOf", { name: card.name })}`}</span>
        </a>
      </footer>
    </article>
  );
}
