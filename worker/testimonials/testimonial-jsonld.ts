/**
 * schema.org JSON-LD of a testimonial's article: a Review by a Person of the agency (the site's
 * RealEstateAgent with its site-wide id, decision 037). Testimonials carry no rating, so the
 * Review has none; search engines show no stars for reviews an organisation publishes about
 * itself anyway, the markup says what the page is (decision 023).
 */

export interface TestimonialJsonLdInput {
  /** The canonical URL of the page. */
  url: string;
  author: { name: string; about?: string; website?: string; image?: string };
  comment: string;
  /** The language it was written in. */
  language: string;
  /** YYYY-MM-DD. */
  datePublished?: string;
  /** The agency as a RealEstateAgent node (worker/seo/site-jsonld.ts), the same on every page. */
  agency: Record<string, unknown>;
}

export function testimonialJsonLd(input: TestimonialJsonLdInput): Record<string, unknown> {
  const { author, agency } = input;
  // JSON.stringify drops the undefined fields.
  return {
    "@context": "https://schema.org",
    "@type": "Review",
    "@id": input.url,
    url: input.url,
    inLanguage: input.language,
    datePublished: input.datePublished,
    reviewBody: input.comment,
    author: {
      "@type": "Person",
      name: author.name,
      description: author.about || undefined,
      url: author.website,
      image: author.image,
    },
    itemReviewed: agency,
  };
}
