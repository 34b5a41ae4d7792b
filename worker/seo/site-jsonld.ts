/**
 * The structured data a page gets from the site itself (decision 037): the agency, built from the
 * configuration's identity, and the BreadcrumbList of an inner page.
 */
import type { Translate } from "../../shared/i18n/translate.ts";
import { regionOf } from "../../shared/rules/region.ts";
import { agencyAddress, telHref } from "../site/shell-model.ts";
import { pick, type Site } from "../site/site.ts";
import { agencyId, agencyJsonLd, agencyReference, vatId, type AgencyJsonLdInput } from "./agency-jsonld.ts";

const SOCIAL_ICONS = new Set(["facebook", "instagram", "linkedin", "youtube"]);

/** The agency's published profiles: top bar links with a social network's icon to an http(s) address. */
export function socialProfiles(site: Site): string[] {
  const { topBar } = site.config;
  return [...topBar.left, ...topBar.right].flatMap((link) => {
    if (link.status !== "Published" || !link.icon || !SOCIAL_ICONS.has(link.icon)) return [];
    const target = typeof link.link === "string" ? link.link : link.link.en;
    return /^https?:\/\//i.test(target) ? [target] : [];
  });
}

/**
 * Where the agency works: the region of its own office (by the postal regions of its zip), and
 * Luxembourg, which the agency serves as well (the catalogue carries Luxembourg
 * addresses, country id 50).
 */
function areaServed(site: Site, t: Translate): AgencyJsonLdInput["areaServed"] {
  const own = regionOf(site.config.agency.address.zip);
  const areas: { type: "AdministrativeArea" | "Country"; name: string }[] = [];
  if (own && own !== "luxembourg") areas.push({ type: "AdministrativeArea", name: t(`energy.regions.${own}`) });
  areas.push({ type: "Country", name: t("energy.regions.luxembourg") });
  return areas;
}

export interface SiteJsonLdContext {
  site: Site;
  lang: string;
  t: Translate;
  origin: string;
}

export function agencyInput({ site, lang, t, origin }: SiteJsonLdContext): AgencyJsonLdInput {
  const { agency, logo, banner } = site.config;
  const fallback = site.defaultLanguage;
  return {
    id: agencyId(origin, site.table.path(site.defaultLanguage, "home")),
    name: agency.name,
    legalName: agency.legalName,
    url: origin + site.table.path(lang, "home"),
    logo: new URL(logo.src, origin).href,
    image: new URL(banner.image, origin).href,
    telephone: telHref(agency.phone).slice("tel:".length),
    email: agency.email,
    address: {
      street: agencyAddress(agency, lang, fallback).street,
      zip: agency.address.zip,
      city: pick(agency.address.city, lang, fallback),
      // The configuration's identity is Belgian (enterprise and VAT numbers): the VAT number's
      // country is the registered office's.
      country: vatId(agency.vatNumber).slice(0, 2),
    },
    openingHours: agency.openingHours,
    vatNumber: agency.vatNumber,
    companyNumber: agency.companyNumber,
    areaServed: areaServed(site, t),
    sameAs: socialProfiles(site),
  };
}

/** The agency's own block (home and contact pages). */
export function siteAgencyJsonLd(ctx: SiteJsonLdContext): Record<string, unknown> {
  return agencyJsonLd(agencyInput(ctx));
}

/** How another block names the agency: a listing's or project's offer, a testimonial's topic. */
export function siteAgencyReference({ site, lang, origin }: Omit<SiteJsonLdContext, "t">): Record<string, unknown> {
  return agencyReference({
    id: agencyId(origin, site.table.path(site.defaultLanguage, "home")),
    name: site.config.agency.name,
    url: origin + site.table.path(lang, "home"),
  });
}
