/**
 * What a JSON-LD block must hold, per type: the properties search engines require for the rich
 * result (Google's structured data guidelines: LocalBusiness, BreadcrumbList, product offers,
 * Review snippets, as Adobe's structured-data validator also applies them) and what schema.org's
 * ranges say. Returns the problems, none when it is fine.
 */

const HTTP_URL = /^https?:\/\/[^\s]+$/;
const DAYS = new Set(
  ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"].map((d) => `https://schema.org/${d}`),
);
const AVAILABILITY = new Set(
  ["InStock", "SoldOut", "OutOfStock", "LimitedAvailability", "PreOrder"].map((a) => `https://schema.org/${a}`),
);

type Json = Record<string, any>;

const isText = (value: unknown) => typeof value === "string" && value.trim() !== "";

function need(problems: string[], where: string, block: Json, ...keys: string[]): void {
  for (const key of keys)
    if (block?.[key] === undefined || block[key] === "" || block[key] === null) problems.push(`${where}: no ${key}`);
}

function address(problems: string[], where: string, value: Json | undefined, street: boolean): void {
  if (value?.["@type"] !== "PostalAddress") return void problems.push(`${where}: address is not a PostalAddress`);
  need(
    problems,
    `${where}.address`,
    value,
    ...(street ? ["streetAddress"] : []),
    "postalCode",
    "addressLocality",
    "addressCountry",
  );
}

export function agencyProblems(agency: Json, where = "RealEstateAgent"): string[] {
  const problems: string[] = [];
  if (agency["@type"] !== "RealEstateAgent") problems.push(`${where}: @type ${agency["@type"]}`);
  need(
    problems,
    where,
    agency,
    "@id",
    "name",
    "legalName",
    "url",
    "telephone",
    "email",
    "logo",
    "image",
    "vatID",
    "identifier",
    "areaServed",
  );
  for (const key of ["@id", "url", "logo", "image"])
    if (agency[key] !== undefined && !HTTP_URL.test(agency[key]))
      problems.push(`${where}: ${key} is not an absolute URL`);
  if (!/^\+\d{8,15}$/.test(agency.telephone ?? ""))
    problems.push(`${where}: telephone ${agency.telephone} is not international`);
  address(problems, where, agency.address, true);
  if (!/^[A-Z]{2}$/.test(agency.address?.addressCountry ?? ""))
    problems.push(`${where}: addressCountry is not an ISO 3166 code`);
  const hours = agency.openingHoursSpecification;
  if (!Array.isArray(hours) || hours.length === 0) problems.push(`${where}: no openingHoursSpecification`);
  for (const spec of hours ?? []) {
    if (spec["@type"] !== "OpeningHoursSpecification")
      problems.push(`${where}: hours are no OpeningHoursSpecification`);
    if (
      !Array.isArray(spec.dayOfWeek) ||
      spec.dayOfWeek.length === 0 ||
      !spec.dayOfWeek.every((d: string) => DAYS.has(d))
    )
      problems.push(`${where}: dayOfWeek ${spec.dayOfWeek}`);
    if (!/^\d{2}:\d{2}$/.test(spec.opens) || !/^\d{2}:\d{2}$/.test(spec.closes) || spec.closes <= spec.opens)
      problems.push(`${where}: opens ${spec.opens} closes ${spec.closes}`);
  }
  if (
    agency.sameAs !== undefined &&
    !(Array.isArray(agency.sameAs) && agency.sameAs.every((u: string) => HTTP_URL.test(u)))
  )
    problems.push(`${where}: sameAs`);
  return problems;
}

function breadcrumbProblems(block: Json, pageUrl: string): string[] {
  const problems: string[] = [];
  const items = block.itemListElement;
  if (!Array.isArray(items) || items.length < 2)
    return [`BreadcrumbList: ${items?.length ?? 0} items, an inner page has at least two`];
  items.forEach((item: Json, i: number) => {
    if (item["@type"] !== "ListItem") problems.push(`BreadcrumbList: item ${i + 1} is no ListItem`);
    if (item.position !== i + 1) problems.push(`BreadcrumbList: item ${i + 1} has position ${item.position}`);
    if (!isText(item.name)) problems.push(`BreadcrumbList: item ${i + 1} has no name`);
    if (!HTTP_URL.test(item.item ?? "")) problems.push(`BreadcrumbList: item ${i + 1} is not an absolute URL`);
  });
  if (items.at(-1).item !== pageUrl)
    problems.push(`BreadcrumbList: the last item is ${items.at(-1).item}, not the page ${pageUrl}`);
  return problems;
}

function offerProblems(offer: Json | undefined, where: string): string[] {
  if (!offer) return [`${where}: no offers`];
  const problems: string[] = [];
  if (offer.priceCurrency !== "EUR") problems.push(`${where}: priceCurrency ${offer.priceCurrency}`);
  if (!AVAILABILITY.has(offer.availability)) problems.push(`${where}: availability ${offer.availability}`);
  if (offer["@type"] === "Offer") {
    if (offer.price !== undefined && !(typeof offer.price === "number" && offer.price > 0))
      problems.push(`${where}: price ${offer.price}`);
    if (!offer.itemOffered?.["@type"] || !isText(offer.itemOffered?.name))
      problems.push(`${where}: itemOffered without a type or name`);
    else address(problems, `${where}.itemOffered`, offer.itemOffered.address, false);
  } else if (offer["@type"] === "AggregateOffer") {
    // An AggregateOffer's lowest price is required, its highest recommended: an offer nobody can price is no offer.
    if (!(typeof offer.lowPrice === "number" && offer.lowPrice > 0))
      problems.push(`${where}: AggregateOffer without a lowPrice (${offer.lowPrice})`);
    if (!(typeof offer.highPrice === "number" && offer.highPrice >= offer.lowPrice))
      problems.push(`${where}: AggregateOffer highPrice ${offer.highPrice} below lowPrice ${offer.lowPrice}`);
  } else problems.push(`${where}: offers of type ${offer["@type"]}`);
  if (
    offer.offeredBy &&
    (offer.offeredBy["@type"] !== "RealEstateAgent" ||
      !HTTP_URL.test(offer.offeredBy["@id"] ?? "") ||
      !isText(offer.offeredBy.name))
  )
    problems.push(`${where}: offeredBy`);
  return problems;
}

function listingProblems(block: Json, pageUrl: string): string[] {
  const problems: string[] = [];
  need(problems, "RealEstateListing", block, "name", "url", "datePosted");
  if (block.url !== pageUrl) problems.push(`RealEstateListing: url ${block.url}, not the page ${pageUrl}`);
  if (block.offers) problems.push(...offerProblems(block.offers, "RealEstateListing.offers"));
  const about = block.about;
  if (!about?.["@type"] && !about?.["@id"]) problems.push("RealEstateListing: about names nothing");
  // A project's page describes the development itself.
  if (about?.["@type"]) {
    need(problems, "RealEstateListing.about", about, "name");
    address(problems, "RealEstateListing.about", about.address, false);
  } else if (!block.offers) problems.push("RealEstateListing: neither offers nor a described subject");
  return problems;
}

function reviewProblems(block: Json, pageUrl: string): string[] {
  const problems: string[] = [];
  need(problems, "Review", block, "reviewBody", "author", "itemReviewed");
  if (block.url !== pageUrl) problems.push(`Review: url ${block.url}, not the page ${pageUrl}`);
  if (block.author?.["@type"] !== "Person" || !isText(block.author?.name))
    problems.push("Review: the author is no named Person");
  // A Review without its rating is an error for search engines, whatever else it holds.
  if (block.reviewRating?.ratingValue === undefined) problems.push("Review: no reviewRating with a ratingValue");
  if (block.itemReviewed) problems.push(...agencyProblems(block.itemReviewed, "Review.itemReviewed"));
  return problems;
}

/** A testimonial: a named person's words about the agency, named by its site-wide id. */
function commentProblems(block: Json, pageUrl: string): string[] {
  const problems: string[] = [];
  need(problems, "Comment", block, "text", "author", "about", "datePublished", "inLanguage");
  if (block.url !== pageUrl) problems.push(`Comment: url ${block.url}, not the page ${pageUrl}`);
  if (block.author?.["@type"] !== "Person" || !isText(block.author?.name))
    problems.push("Comment: the author is no named Person");
  const about = block.about;
  if (about && (about["@type"] !== "RealEstateAgent" || !HTTP_URL.test(about["@id"] ?? "") || !isText(about.name)))
    problems.push("Comment: about is no reference to the agency");
  return problems;
}

/**
 * The problems of one JSON-LD script's text on the page at `pageUrl`: it must parse, be one
 * schema.org object with a type, and hold what its type requires.
 */
export function structuredDataProblems(text: string, pageUrl: string): string[] {
  let block: unknown;
  try {
    block = JSON.parse(text);
  } catch (error) {
    return [`JSON: ${(error as Error).message}`];
  }
  if (!block || typeof block !== "object" || Array.isArray(block)) return ["JSON-LD: not one object"];
  const node = block as Json;
  const problems: string[] = [];
  if (node["@context"] !== "https://schema.org") problems.push(`@context ${node["@context"]}`);
  if (!isText(node["@type"])) return [...problems, "no @type"];
  switch (node["@type"]) {
    case "RealEstateAgent":
      return [...problems, ...agencyProblems(node)];
    case "BreadcrumbList":
      return [...problems, ...breadcrumbProblems(node, pageUrl)];
    case "RealEstateListing":
      return [...problems, ...listingProblems(node, pageUrl)];
    case "Review":
      return [...problems, ...reviewProblems(node, pageUrl)];
    case "Comment":
      return [...problems, ...commentProblems(node, pageUrl)];
    default:
      return [...problems, `@type ${node["@type"]} has no rules here: add them`];
  }
}
