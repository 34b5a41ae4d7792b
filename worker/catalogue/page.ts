/**
 * A page of the catalogue that is not in the route table (a listing, a project): the worker
 * resolves it from the property cache and hands the page model this plain description.
 */
import type { RouteKey } from "../../config/routes.ts";
import type { BodyView } from "../../ui/model.ts";

export interface CataloguePage {
  /** The route the page sits under: breadcrumb parent and current menu entry (forSale, projects…). */
  parent: RouteKey;
  title: string;
  description?: string;
  /** This page's path in every language it exists in; the canonical URL is the current language's. */
  paths: Record<string, string>;
  /** Absolute or root-relative image for Open Graph and Twitter cards. */
  image?: string;
  /** What `image` shows, in the page's language (og:image:alt). */
  imageAlt?: string;
  /**
   * The document's title when it must say more than the heading to tell the page apart from
   * the others (a listing's city and reference); the heading's title otherwise.
   */
  documentTitle?: string;
  /** schema.org objects, each rendered as application/ld+json. */
  jsonLd?: object[];
  robots?: string;
  body: BodyView;
}

/** What a catalogue path resolves to: a page (with its status) or a permanent redirect. */
export type CatalogueResolution =
  { kind: "page"; page: CataloguePage; status: 200 | 404 | 410 } | { kind: "redirect"; location: string };
