/**
 * schema.org JSON-LD of a testimonial's article: a Review by a Person of the agency (a
 * RealEstateAgent). Testimonials carry no rating, so the Review has none; search engines show no
 * stars for reviews an organisation publishes about itself anyway, the markup says what the page
 * is (decision 023).
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
  agency: {
    name: string;
    /** The site's home page in the page's language. */
    url: string;
    logo: string;
    telephone: string;
    email: string;
    address: { street: string; zip: string; city: string; country: string };
  };
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
    itemReviewed: {
      "@type": "RealEstateAgent",
      name: agency.name,
      url: agency.url,
      logo: agency.logo,
      image: agency.logo,
      telephone: agency.telephone,
      email: agency.email,
      address: {
        "@type": "PostalAddress",
        streetAddress: agency.address.street,
        postalCode: agency.address.zip,
        addressLocality: agency.address.city,
        addressCountry: agency.address.country,
      },
    },
  };
}
