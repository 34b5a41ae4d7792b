/**
 * What a form knows about where it was sent from: the page's language and the site's address,
 * and for forms on a detail page the listing or project as that page showed it. Built from the
 * page views (plain data), so forms never read the catalogue themselves.
 */
import type { ListingPageView, ListingStatus } from "../../ui/catalogue/detail/model.ts";
import type { ProjectPageView } from "../../ui/catalogue/projects/model.ts";
import type { LeadContext } from "./leads.ts";

export interface ListingFormContext {
  id: number;
  goal: 0 | 1;
  status: ListingStatus;
  title: string;
  reference: string;
  typeName: string;
  zip: string;
  city: string;
  /** The listing's canonical path in the page's language. */
  path: string;
  /** Sale price or monthly rent; null when the CRM has none. */
  price: number | null;
  publishPrice: boolean;
  priceUnit: number | null;
  bedrooms: number;
  /** Monthly charges the tenant pays on top of the rent, when the CRM gives them. */
  chargesRenter: number | null;
  /** listing_details by column name, as the detail page has them. */
  details: ListingPageView["facts"]["details"];
  documents: ListingPageView["documents"];
  /** The first photo's small copy, for mails. */
  photo?: string;
}

export interface ProjectFormContext {
  id: number;
  title: string;
  reference: string;
  path: string;
  soldOut: boolean;
}

export interface FormContext {
  /** The page's language. */
  lang: string;
  /** The site's address as the visitor used it: "https://www.example.be". */
  origin: string;
  listing?: ListingFormContext;
  project?: ProjectFormContext;
  /** The page's query string (a form page opened for one listing: ?property=123). */
  query: URLSearchParams;
}

function numberDetail(details: ListingPageView["facts"]["details"], column: string): number | null {
  const value = details[column];
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

/** A listing's detail page as its forms see it. */
export function listingFormContext(view: ListingPageView, path: string): ListingFormContext {
  const { facts } = view;
  return {
    id: view.id,
    goal: facts.goal,
    status: facts.status,
    title: view.title,
    reference: facts.reference,
    typeName: facts.typeName,
    zip: facts.zip,
    city: facts.city,
    path,
    price: facts.price,
    publishPrice: facts.publishPrice,
    priceUnit: facts.priceUnit,
    bedrooms: facts.bedrooms,
    chargesRenter: numberDetail(facts.details, "charges_renter"),
    details: facts.details,
    documents: view.documents,
    ...(view.photos[0] ? { photo: view.photos[0].url_400 ?? view.photos[0].url } : {}),
  };
}

/** A project's detail page as its forms see it. */
export function projectFormContext(view: ProjectPageView, path: string): ProjectFormContext {
  return { id: view.id, title: view.name, reference: view.projectNumber, path, soldOut: view.soldOut };
}

/** What the lead keeps of the context, for its mails. */
export function leadContext(ctx: FormContext): LeadContext {
  const about = ctx.listing ?? ctx.project;
  return {
    origin: ctx.origin,
    ...(about
      ? {
          listing: {
            id: about.id,
            title: about.title,
            reference: about.reference,
            path: about.path,
            ...(ctx.listing ? { goal: ctx.listing.goal, price: ctx.listing.price } : { project: true as const }),
          },
        }
      : {}),
  };
}
