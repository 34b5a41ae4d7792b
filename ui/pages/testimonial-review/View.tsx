/**
 * The agency's review of a testimonial (decision 057), opened from its mail: everything the
 * author sent, its status, and the buttons that approve or reject it (a plain POST form: opening
 * the page changes nothing, and a second click changes nothing more). A late, broken or foreign
 * link says so and what to do instead.
 */
import type { ReactNode } from "react";
import { useI18n } from "../../i18n/context.tsx";
import { authorLang, WebsiteLink } from "../../testimonials/Author.tsx";
import type { TestimonialReviewView, TestimonialUnderReview } from "../../testimonials/model.ts";
import { formatPostedDate } from "../../testimonials/posted-date.ts";

/** The photo's box on the review page, in CSS pixels: big enough to judge it, never cropped. */
export const REVIEW_PHOTO = 240;

function Decision({ testimonial, action }: { testimonial: TestimonialUnderReview; action: string }) {
  const { t } = useI18n();
  return (
    <form className="testimonial-review__decision" method="post" action={action}>
      {testimonial.status !== "approved" ? (
        <button className="button button--primary" type="submit" name="decision" value="approve">
          {t("testimonialReview.approve")}
        </button>
      ) : null}
      {testimonial.status !== "rejected" ? (
        <button className="button button--ghost-dark" type="submit" name="decision" value="reject">
          {t(testimonial.status === "approved" ? "testimonialReview.withdraw" : "testimonialReview.reject")}
        </button>
      ) : null}
    </form>
  );
}

function Details({ testimonial }: { testimonial: TestimonialUnderReview }) {
  const { t, lang } = useI18n();
  const written = authorLang(testimonial.language, lang);
  const row = (label: string, value: ReactNode) => (
    <div className="testimonial-review__row">
      <dt>{t(`testimonialReview.fields.${label}`)}</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <dl className="testimonial-review__details">
      {row("name", testimonial.name)}
      {row("about", <span lang={written}>{testimonial.about}</span>)}
      {testimonial.website ? row("website", <WebsiteLink website={testimonial.website} />) : null}
      {row("language", t(`languages.${testimonial.language}`))}
      {row("postedOn", formatPostedDate(testimonial.postedAt, lang))}
      {row(
        "photo",
        testimonial.image ? (
          <img
            className="testimonial-review__photo"
            src={testimonial.image}
            alt={t("testimonialReview.photoAlt", { name: testimonial.name })}
            width={REVIEW_PHOTO}
            height={REVIEW_PHOTO}
          />
        ) : (
          t("testimonialReview.noPhoto")
        ),
      )}
      {row(
        "comment",
        <blockquote className="testimonial-review__comment" lang={written}>
          {testimonial.paragraphs.map((paragraph, i) => (
            <p key={i}>{paragraph}</p>
          ))}
        </blockquote>,
      )}
    </dl>
  );
}

export function TestimonialReview({ view }: { view: TestimonialReviewView }) {
  const { t, lang } = useI18n();
  if (view.state !== "review") {
    const params = view.state === "expired" ? { id: view.id, days: view.days } : undefined;
    return (
      <div className="container notice">
        <h2 className="notice__title">{t(`testimonialReview.${view.state}.title`)}</h2>
        <p className="notice__text">{t(`testimonialReview.${view.state}.text`, params)}</p>
      </div>
    );
  }
  const { testimonial, outcome } = view;
  const decided = testimonial.decidedAt ? formatPostedDate(testimonial.decidedAt, lang) : "";
  return (
    <div className="container testimonial-review">
      {outcome ? (
        <div className="notice notice--success" role="status">
          <p className="notice__text">{t(`testimonialReview.outcome.${outcome}`)}</p>
        </div>
      ) : null}
      <h2 className="testimonial-review__title">{t("testimonialReview.title", { id: testimonial.id })}</h2>
      <p className="testimonial-review__status">
        {t(`testimonialReview.status.${testimonial.status}`, { date: decided })}
        {testimonial.articleHref ? (
          <>
            {" "}
            <a href={testimonial.articleHref}>{t("testimonialReview.viewArticle")}</a>
          </>
        ) : null}
      </p>
      <Details testimonial={testimonial} />
      <Decision testimonial={testimonial} action={view.action} />
      <p className="testimonial-review__hint">
        {t("testimonialReview.hint", { date: formatPostedDate(view.expires, lang) })}
      </p>
    </div>
  );
}
