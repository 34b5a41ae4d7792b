import { useI18n } from "../i18n/context.tsx";
import { authorLang, PostedDate, Portrait, WebsiteLink } from "./Author.tsx";
import type { TestimonialDetailView, TestimonialNotFoundView, TestimonialPageView } from "./model.ts";

/** Portrait size on the article, in CSS pixels. */
export const ARTICLE_PORTRAIT = 120;

function NotFound({ view }: { view: TestimonialNotFoundView }) {
  const { t } = useI18n();
  return (
    <div className="container notice testimonial-missing">
      <p className="notice__text">{t("testimonials.notFound.text")}</p>
      <p className="testimonial-missing__actions">
        <a className="button button--primary" href={view.listHref}>
          {t("testimonials.notFound.list")}
        </a>
        <a className="button button--ghost-dark" href={view.contactHref}>
          {t("testimonials.notFound.contact")}
        </a>
      </p>
    </div>
  );
}

/** The testimonials before and after this one on the reviews page, and the page itself. */
function Neighbours({ view }: { view: TestimonialPageView }) {
  const { t } = useI18n();
  return (
    <nav className="testimonial-nav" aria-label={t("testimonials.article.navLabel")}>
      {view.newer ? (
        <a className="testimonial-nav__link testimonial-nav__link--previous" href={view.newer.href}>
          <span className="testimonial-nav__direction">← {t("testimonials.article.previous")}</span>
          <span className="testimonial-nav__name">{view.newer.name}</span>
        </a>
      ) : null}
      <a className="testimonial-nav__link testimonial-nav__link--list" href={view.listHref}>
        {t("testimonials.article.backToList")}
      </a>
      {view.older ? (
        <a className="testimonial-nav__link testimonial-nav__link--next" href={view.older.href}>
          <span className="testimonial-nav__direction">{t("testimonials.article.next")} →</span>
          <span className="testimonial-nav__name">{view.older.name}</span>
        </a>
      ) : null}
    </nav>
  );
}

/** A testimonial's article: the whole comment, who wrote it and when. The name is the page's heading. */
export function TestimonialArticle({ view }: { view: TestimonialDetailView }) {
  const { lang } = useI18n();
  if (view.kind === "notFound") return <NotFound view={view} />;
  const written = authorLang(view.language, lang);
  return (
    <div className="container testimonial">
      <article className="testimonial__article">
        <header className="testimonial__author">
          <Portrait author={view} size={ARTICLE_PORTRAIT} />
          <div className="testimonial__who">
            {view.about ? (
              <p className="testimonial__about" lang={written}>
                {view.about}
              </p>
            ) : null}
            {view.website ? <WebsiteLink className="testimonial__website" website={view.website} /> : null}
            <PostedDate className="testimonial__date" postedAt={view.postedAt} />
          </div>
        </header>
        <blockquote className="testimonial__comment" lang={written}>
          {view.paragraphs.map((paragraph, i) => (
            <p key={i}>{paragraph}</p>
          ))}
        </blockquote>
      </article>
      <Neighbours view={view} />
    </div>
  );
}
