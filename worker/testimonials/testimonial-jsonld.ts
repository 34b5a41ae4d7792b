/**
 * schema.org JSON-LD of a testimonial's article: a Comment by a Person about the agency (a
 * reference to the site's RealEstateAgent node, decision 037). Not a Review: search engines
 * require a Review to carry a rating, and a testimonial has none; inventing one would misstate
 * what the client wrote (decision 053). A Comment is what the page holds: a visitor's words on an
 * item, its text and its topic, with no rich result that asks for more.
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
  /** The agency the testimonial is about, as a reference to its site-wide node (worker/seo/site-jsonld.ts). */
  agency: Record<string, unknown>;
}

export function testimonialJsonLd(input: TestimonialJsonLdInput): Record<string, unknown> {
  const { author, agency } = input;
  // JSON.stringify drops the undefined fields.
  return {
    "@context": "https://schema.org",
    "@type": "Comment",
    "@id": input.url,
    url: input.url,
    inLanguage: input.language,
    datePublished: input.datePublished,
    text: input.comment,
    author: {
      "@type": "Person",
      name: author.name,
      description: author.about || undefined,
      url: author.website,
      image: author.image,
    },
    about: agency,
  };
}
