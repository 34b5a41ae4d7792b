import { useI18n } from "../i18n/context.tsx";
import type { TestimonialAuthor, TestimonialWebsite } from "./model.ts";
import { initials } from "./initials.ts";
import { formatPostedDate, postedDay } from "./posted-date.ts";

/**
 * The author's portrait, loaded lazily at a fixed size (no layout shift), or their initials.
 * Decorative either way: the name is written right beside it.
 */
export function Portrait({ author, size }: { author: Pick<TestimonialAuthor, "name" | "image">; size: number }) {
  if (author.image) {
    return (
      <img
        className="testimonial-portrait"
        src={author.image}
        width={size}
        height={size}
        alt=""
        loading="lazy"
        decoding="async"
      />
    );
  }
  return (
    <span className="testimonial-portrait testimonial-portrait--initials" aria-hidden="true">
      {initials(author.name)}
    </span>
  );
}

/**
 * A visitor's own website: it opens in a new tab, and its rel says the agency neither vouches
 * for it (nofollow), nor wrote it (ugc), nor lets it script this page (noopener).
 */
export function WebsiteLink({ website, className }: { website: TestimonialWebsite; className?: string }) {
  const { t } = useI18n();
  return (
    <a className={className} href={website.href} target="_blank" rel="nofollow ugc noopener">
      {website.label}
      <span className="visually-hidden">{` (${t("nav.externalLink")})`}</span>
    </a>
  );
}

/** "Posted on 3 May 2026", the day in Brussels in the page's language. */
export function PostedDate({ postedAt, className }: { postedAt: string; className?: string }) {
  const { t, lang } = useI18n();
  const day = postedDay(postedAt);
  if (!day) return null;
  return (
    <p className={className}>
      {`${t("testimonials.postedOn")} `}
      <time dateTime={day}>{formatPostedDate(postedAt, lang)}</time>
    </p>
  );
}

/** The lang attribute of text the author wrote: set only when it is not the page's language. */
export function authorLang(language: string, pageLang: string): string | undefined {
  return language && language !== pageLang ? language : undefined;
}
