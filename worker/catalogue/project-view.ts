/**
 * Turns projects read from the property cache into what visitors see: the projects page's cards
 * and a project's detail page (paths per language, title, JSON-LD, plain view). The rules a
 * visitor notices (when a project is sold out, which price range it shows, what a sold unit
 * shows) live here as plain functions.
 */
import { projectPath, slugLanguage, type RouteTable } from "../../config/routes.ts";
import type { Translator } from "../../shared/i18n/translate.ts";
import { cleanDescription } from "../../shared/format/description.ts";
import type {
  PriceRange,
  ProjectCardView,
  ProjectPageView,
  ProjectPhoto,
  ProjectUnitView,
  UnitCounts,
} from "../../ui/catalogue/projects/model.ts";
import { energyLabel, renovationNoticeApplies } from "../../shared/rules/energy.ts";
import { photoSrc } from "../../shared/rules/images.ts";
import { isResidential } from "../../shared/rules/property-types.ts";
import { priceRangeText } from "../../ui/catalogue/projects/text.ts";
import { BELGIUM } from "../../shared/rules/region.ts";
import { slugify } from "../../shared/rules/slug.ts";
import { contactView } from "../site/shell-model.ts";
import type { Site } from "../site/site.ts";
import type { CataloguePage } from "./page.ts";
import { listingHref } from "./paths.ts";
import { projectJsonLd } from "./project-jsonld.ts";
import type {
  ProjectPhotoRow,
  ProjectRecordRow,
  ProjectSummary,
  ProjectUnitRow,
  ProjectWithChildren,
} from "./projects.ts";
import { streetLine } from "./listing-jsonld.ts";
import { mapPosition, paragraphs } from "./place.ts";
import { siteAgencyReference } from "../seo/site-jsonld.ts";

/** A project's canonical path in a language, named after the project in that language's rows. */
export function projectHref(table: RouteTable, lang: string, project: { id: number; name: string }): string {
  return projectPath(table, lang, { id: project.id, nameSlug: slugify(project.name) });
}

/**
 * The project's path in every enabled language that has its rows; a language without rows of its
 * own (de) uses those of the language whose slugs it borrows.
 */
export function projectPaths(site: Site, id: number, names: Record<string, string>): Record<string, string> {
  const paths: Record<string, string> = {};
  for (const lang of site.languages) {
    const name = names[slugLanguage(lang, site.defaultLanguage)];
    if (name !== undefined) paths[lang] = projectHref(site.table, lang, { id, name });
  }
  return paths;
}

export function unitCounts(units: ReadonlyArray<{ status: ProjectUnitRow["status"] }>): UnitCounts {
  const counts: UnitCounts = { total: units.length, available: 0, option: 0, sold: 0 };
  for (const unit of units) counts[unit.status] += 1;
  return counts;
}

/** The CRM may say so; a project whose every unit is sold is sold out whatever it says. */
export function isSoldOut(status: ProjectRecordRow["status"], counts: UnitCounts): boolean {
  return status === "sold-out" || (counts.total > 0 && counts.sold === counts.total);
}

/**
 * The "from € x" range: the CRM's range for the project when it gives a starting price, else the
 * prices of the units still for sale. Nothing for a sold-out project.
 */
export function priceRange(
  soldOut: boolean,
  crm: { from: number | null; to: number | null },
  unsold: { min: number | null; max: number | null },
): PriceRange | undefined {
  if (soldOut) return undefined;
  const [from, to] = crm.from && crm.from > 0 ? [crm.from, crm.to] : [unsold.min, unsold.max];
  if (!from || from <= 0) return undefined;
  return to && to > from ? { from, to } : { from };
}

function photo(row: ProjectPhotoRow, alt: string): ProjectPhoto {
  return {
    url: row.url,
    url_100: row.url_100,
    url_400: row.url_400,
    url_600: row.url_600,
    url_1360: row.url_1360,
    width: row.width,
    height: row.height,
    alt: row.caption.trim() || alt,
  };
}

export function projectCard(
  table: RouteTable,
  lang: string,
  project: ProjectSummary,
  translator: Translator,
): ProjectCardView {
  const units: UnitCounts = {
    total: project.units,
    available: project.availableUnits,
    option: project.units - project.availableUnits - project.soldUnits,
    sold: project.soldUnits,
  };
  const soldOut = isSoldOut(project.status, units);
  return {
    id: project.id,
    href: projectHref(table, lang, project),
    name: project.name,
    city: project.city,
    zip: project.zip,
    delivery: project.delivery.trim(),
    constructions: project.constructions.trim(),
    price: priceRange(
      soldOut,
      { from: project.priceFrom, to: project.priceTo },
      { min: project.unsoldPriceMin, max: project.unsoldPriceMax },
    ),
    units,
    soldOut,
    photo: project.photo
      ? photo(project.photo, translator.t("projects.photoAlt", { name: project.name, city: project.city }))
      : undefined,
  };
}

function unitView(table: RouteTable, lang: string, unit: ProjectUnitRow, soldOut: boolean): ProjectUnitView {
  // In a sold-out project no unit is for sale, whatever a unit's own status still says.
  const status = soldOut ? "sold" : unit.status;
  return {
    name: unit.name,
    typeName: unit.typeName.trim(),
    floor: unit.floor ?? undefined,
    bedrooms: unit.bedrooms ?? undefined,
    livingArea: unit.livingArea ?? undefined,
    price: status !== "sold" && unit.price && unit.price > 0 ? unit.price : undefined,
    status,
    href: unit.listing ? listingHref(table, lang, unit.listing) : undefined,
  };
}

export interface ProjectPageInput {
  site: Site;
  lang: string;
  origin: string;
  translator: Translator;
  record: ProjectWithChildren;
  /** The project's name per language the cache holds it in. */
  names: Record<string, string>;
}

function pageView(input: ProjectPageInput, path: string): ProjectPageView {
  const { site, lang, translator, record } = input;
  const { t } = translator;
  const { project } = record;
  const counts = unitCounts(record.units);
  const soldOut = isSoldOut(project.status, counts);
  const unsold = record.units.filter((u) => u.status !== "sold" && u.price && u.price > 0).map((u) => u.price!);
  const price = priceRange(
    soldOut,
    { from: project.priceFrom, to: project.priceTo },
    { min: unsold.length ? Math.min(...unsold) : null, max: unsold.length ? Math.max(...unsold) : null },
  );
  const published = project.publishAddress;
  const position = mapPosition(project.latitude, project.longitude, published);
  const photos = record.photos.map((row, i) =>
    photo(row, t("projects.photoNumbered", { name: project.name, n: i + 1, count: record.photos.length })),
  );
  const label = energyLabel({
    zip: project.zip,
    countryId: project.countryId,
    energyPerformance: project.energyPerformance,
    epcLabelText: project.epcLabelText,
  });
  const agency = contactView(site.config.agency, lang, site.defaultLanguage, t);
  const subject = t("projects.mailSubject", {
    name: project.name,
    number: project.projectNumber || String(project.id),
  });
  return {
    kind: "project",
    id: project.id,
    name: project.name,
    projectNumber: project.projectNumber.trim(),
    delivery: project.delivery.trim(),
    constructions: project.constructions.trim(),
    description: paragraphs(project.description),
    soldOut,
    price,
    units: record.units.map((unit) => unitView(site.table, lang, unit, soldOut)),
    counts,
    street: published
      ? streetLine({ street: project.street, house_number: project.houseNumber, box_nr: project.boxNr }) || undefined
      : undefined,
    locality: `${project.zip} ${project.city}`.trim(),
    country: project.countryId !== BELGIUM && project.countryName ? project.countryName : undefined,
    photos,
    map: position
      ? {
          properties: [
            {
              id: project.id,
              ...position,
              title: project.name,
              price: price ? priceRangeText(price, translator) : soldOut ? t("projects.soldOut") : t("price.onRequest"),
              href: path,
              image: record.photos[0] ? photoSrc(record.photos[0], 400) : undefined,
              marquee: 0,
              status: soldOut ? t("projects.soldOut") : undefined,
            },
          ],
          mapType: "roadmap",
          infoMessage: published ? undefined : t("projects.mapApproximate"),
          ignoredMarquees: [],
        }
      : undefined,
    energy:
      label || project.energyPerformance !== null
        ? {
            label,
            value: project.energyPerformance,
            // A project sells its units: homes when any of them is one.
            renovationNotice: renovationNoticeApplies(label, {
              forSale: true,
              residential: record.units.some((unit) => isResidential(unit.webId)),
            }),
          }
        : undefined,
    agency,
    contactHref: `${site.table.path(lang, "contact")}?project=${project.id}`,
    mailHref: `mailto:${agency.email}?subject=${encodeURIComponent(subject)}`,
    listHref: site.table.path(lang, "projects"),
    registerHref: site.route("demandRegister")?.paths[lang],
  };
}

/** A project's detail page in a language whose canonical path is `paths[lang]`. */
export function projectPage(input: ProjectPageInput): CataloguePage {
  const { site, lang, origin, record } = input;
  const { project } = record;
  const paths = projectPaths(site, project.id, input.names);
  const path = paths[lang]!;
  const view = pageView(input, path);
  const firstPhoto = record.photos[0];
  return {
    parent: "projects",
    title: project.name,
    description: cleanDescription(project.description, 160) || undefined,
    paths,
    image: firstPhoto ? photoSrc(firstPhoto, 1360) : undefined,
    imageAlt: view.photos[0]?.alt,
    jsonLd: [
      projectJsonLd({
        url: origin + path,
        name: project.name,
        description: cleanDescription(project.description) || undefined,
        images: record.photos.map((p) => new URL(photoSrc(p, 1360), origin).href),
        projectNumber: view.projectNumber || undefined,
        datePosted: project.createdAt,
        address: {
          street: view.street,
          zip: project.zip,
          city: project.city,
          countryId: project.countryId,
          countryName: project.countryName,
        },
        geo: project.publishAddress && view.map ? { lat: project.latitude!, lng: project.longitude! } : undefined,
        apartments: record.units.some((u) => u.webId === 2 || u.webId === 3),
        counts: view.counts,
        price: view.price,
        soldOut: view.soldOut,
        agency: siteAgencyReference({ site, lang, origin }),
      }),
    ],
    body: { kind: "project", view },
  };
}

/** The page for a project path whose project the cache does not have. */
export function projectNotFoundPage(site: Site, lang: string, path: string, translator: Translator): CataloguePage {
  return {
    parent: "projects",
    title: translator.t("projects.notFound.title"),
    paths: { [lang]: path },
    robots: "noindex",
    body: {
      kind: "project",
      view: {
        kind: "notFound",
        listHref: site.table.path(lang, "projects"),
        contactHref: site.table.path(lang, "contact"),
      },
    },
  };
}
