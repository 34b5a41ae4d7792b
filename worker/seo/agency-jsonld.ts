/**
 * schema.org JSON-LD of the agency: one RealEstateAgent with a site-wide `@id`, in full on the
 * pages about the agency (home and contact), and as a short reference (id, name, url) where
 * another block names it (a listing's or a project's offer, a testimonial's topic). Decisions 037
 * and 053 say where each appears.
 */

const DAYS = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"] as const;
const DAY_NAMES: Record<(typeof DAYS)[number], string> = {
  Mo: "Monday",
  Tu: "Tuesday",
  We: "Wednesday",
  Th: "Thursday",
  Fr: "Friday",
  Sa: "Saturday",
  Su: "Sunday",
};
const HOURS =
  /^(Mo|Tu|We|Th|Fr|Sa|Su)(?:-(Mo|Tu|We|Th|Fr|Sa|Su))? ([01]\d|2[0-3]):([0-5]\d)-([01]\d|2[0-4]):([0-5]\d)$/;

export interface OpeningHoursSpecification {
  "@type": "OpeningHoursSpecification";
  dayOfWeek: string[];
  opens: string;
  closes: string;
}

/**
 * "Mo-Fr 09:00-18:00" → an OpeningHoursSpecification (days as schema.org DayOfWeek URLs). A range
 * may run over the week's end ("Sa-Mo"). Anything else, or a closing time not after the opening
 * time, gives undefined: the configuration's pattern allows "Mo 18:00-09:00", which no
 * specification can say.
 */
export function openingHoursSpecification(spec: string): OpeningHoursSpecification | undefined {
  const m = HOURS.exec(spec.trim());
  if (!m) return undefined;
  const [, from, to, openH, openM, closeH, closeM] = m as unknown as [
    string,
    (typeof DAYS)[number],
    (typeof DAYS)[number] | undefined,
    string,
    string,
    string,
    string,
  ];
  const opens = `${openH}:${openM}`;
  const closes = `${closeH}:${closeM}`;
  if (closes <= opens || (closeH === "24" && closeM !== "00")) return undefined;
  const start = DAYS.indexOf(from);
  const span = to ? (DAYS.indexOf(to) - start + 7) % 7 : 0;
  const days = Array.from({ length: span + 1 }, (_, i) => `https://schema.org/${DAY_NAMES[DAYS[(start + i) % 7]!]}`);
  return { "@type": "OpeningHoursSpecification", dayOfWeek: days, opens, closes };
}

/** "BE 0712.345.678" → "BE0712345678", the way VAT numbers are written in data. */
export function vatId(vatNumber: string): string {
  return vatNumber.replace(/[\s.]/g, "").toUpperCase();
}

/** The agency's site-wide identifier: its home page in the default language, `#agency`. */
export function agencyId(origin: string, defaultHomePath: string): string {
  return `${origin}${defaultHomePath}#agency`;
}

export interface AgencyJsonLdInput {
  id: string;
  name: string;
  legalName: string;
  /** The home page in the page's language. */
  url: string;
  /** Absolute URLs. */
  logo: string;
  image: string;
  /** International form, "+3226401234". */
  telephone: string;
  email: string;
  address: { street: string; zip: string; city: string; country: string };
  /** Configuration lines such as "Mo-Fr 09:00-18:00". */
  openingHours: readonly string[];
  vatNumber: string;
  companyNumber: string;
  /** Places the agency works in, already named in the page's language. */
  areaServed: readonly { type: "AdministrativeArea" | "Country" | "City"; name: string }[];
  /** The agency's own profiles elsewhere (social networks). */
  sameAs: readonly string[];
}

/** The agency as a RealEstateAgent, without `@context`. */
function agencyNode(input: AgencyJsonLdInput): Record<string, unknown> {
  const hours = input.openingHours.flatMap((line) => openingHoursSpecification(line) ?? []);
  // JSON.stringify drops the undefined fields.
  return {
    "@type": "RealEstateAgent",
    "@id": input.id,
    name: input.name,
    legalName: input.legalName,
    url: input.url,
    logo: input.logo,
    image: input.image,
    telephone: input.telephone,
    email: input.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: input.address.street,
      postalCode: input.address.zip,
      addressLocality: input.address.city,
      addressCountry: input.address.country,
    },
    openingHoursSpecification: hours.length > 0 ? hours : undefined,
    vatID: vatId(input.vatNumber),
    identifier: { "@type": "PropertyValue", propertyID: "BE-KBO", name: "KBO/BCE", value: input.companyNumber },
    areaServed:
      input.areaServed.length > 0
        ? input.areaServed.map((area) => ({ "@type": area.type, name: area.name }))
        : undefined,
    sameAs: input.sameAs.length > 0 ? [...input.sameAs] : undefined,
  };
}

/** The agency's block of a page: the RealEstateAgent with its `@context`. */
export function agencyJsonLd(input: AgencyJsonLdInput): Record<string, unknown> {
  return JSON.parse(JSON.stringify({ "@context": "https://schema.org", ...agencyNode(input) })) as Record<
    string,
    unknown
  >;
}

/** How another block names the agency: its id, name and home page. */
export function agencyReference(input: Pick<AgencyJsonLdInput, "id" | "name" | "url">): Record<string, unknown> {
  return { "@type": "RealEstateAgent", "@id": input.id, name: input.name, url: input.url };
}
