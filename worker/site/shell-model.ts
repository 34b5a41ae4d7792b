/**
 * The page shell's data (top bar, menu, language links, footer, legal mentions) for one language,
 * resolved from the configuration through the route table.
 */
import { resolveLink } from "../../config/links.ts";
import { translatedPath, type RouteKey } from "../../config/routes.ts";
import type { Agency, MenuPage, TopBarLink } from "../../config/schema.ts";
import { parseArticle, type LinkResolver } from "../../shared/article/parse.ts";
import type { ContactView, LegalView, LinkView, MenuItemView, ShellView } from "../../ui/model.ts";
import type { Translate } from "../../shared/i18n/translate.ts";
import { pick, type Site } from "./site.ts";

export interface ShellContext {
  site: Site;
  lang: string;
  t: Translate;
  /** The route being shown, if any (404 pages have none). */
  current?: RouteKey;
  host: string;
  /** The same page in each language, query included (`languageVersions`); each language's home when absent. */
  versions?: Readonly<Record<string, string>>;
}

/** Parameters that ask for something other than the page: forgetting the cookie choice, a language. */
const NOT_THE_PAGE = ["setcookies", "lng"];

/** A page's query string as the same page in another language keeps it ("" or "?…"). */
export function keptQuery(params: URLSearchParams): string {
  const kept = new URLSearchParams([...params].filter(([name]) => !NOT_THE_PAGE.includes(name)));
  const text = kept.toString();
  return text ? `?${text}` : "";
}

/**
 * Where the language switcher leads from a page that exists at `paths` (the paths its hreflang
 * links name): its version in each of the site's languages with the query it keeps there, a list's
 * own query per language (`queries`) or else the page's query as it was asked.
 */
export function languageVersions(
  site: Site,
  paths: Readonly<Record<string, string | undefined>> | undefined,
  query: URLSearchParams,
  queries?: Readonly<Record<string, string>>,
): Record<string, string> {
  const kept = keptQuery(query);
  return Object.fromEntries(site.languages.map((code) => [code, translatedPath(paths, code, queries?.[code] ?? kept)]));
}

export function linkResolver(ctx: ShellContext): LinkResolver {
  return (target) => resolveLink(ctx.site.table, ctx.lang, target, ctx.host);
}

const bySort = <T extends { sort: number }>(list: T[]) => [...list].sort((a, b) => a.sort - b.sort);

function menuItems(ctx: ShellContext, pages: MenuPage[]): MenuItemView[] {
  const { site, lang } = ctx;
  return bySort(pages)
    .filter((page) => page.status === "Published" && !page.params.hidden)
    .map((page) => {
      const key = site.keyOf.get(page.id);
      const target = page.params.redirect && page.params.redirectUrl ? page.params.redirectUrl : page.path;
      const link =
        key && !page.params.redirect
          ? { href: site.table.path(lang, key), external: false }
          : resolveLink(site.table, lang, target, ctx.host);
      const children = page.params.isHaveSubMenu === false ? [] : menuItems(ctx, page.childMenus);
      return {
        label: pick(page.params.title, lang, site.defaultLanguage),
        ...link,
        current: (key !== undefined && key === ctx.current) || children.some((c) => c.current),
        children,
      };
    });
}

function topBarLinks(ctx: ShellContext, links: TopBarLink[]): LinkView[] {
  const { lang, site } = ctx;
  return links
    .filter((link) => link.status === "Published")
    .map((link) => {
      const label = typeof link.label === "string" ? link.label : pick(link.label, lang, site.defaultLanguage);
      const target = typeof link.link === "string" ? link.link : pick(link.link, lang, site.defaultLanguage);
      return { label, ...resolveLink(site.table, lang, target, ctx.host), icon: link.icon, color: link.color };
    });
}

/** "02 640 12 34" → "tel:+3226401234": Belgian numbers dial internationally. */
export function telHref(phone: string): string {
  const compact = phone.replace(/[^\d+]/g, "");
  if (compact.startsWith("+")) return `tel:${compact}`;
  if (compact.startsWith("00")) return `tel:+${compact.slice(2)}`;
  if (compact.startsWith("0")) return `tel:+32${compact.slice(1)}`;
  return `tel:${compact}`;
}

const DAY = /^(Mo|Tu|We|Th|Fr|Sa|Su)(?:-(Mo|Tu|We|Th|Fr|Sa|Su))? (\d{2}:\d{2})-(\d{2}:\d{2})$/;

/** "Mo-Fr 09:00-18:00" → "Monday to Friday, 09:00–18:00" in the page's language. */
export function openingHoursLine(spec: string, t: Translate): string {
  const m = DAY.exec(spec);
  if (!m) return spec;
  const [, from, to, open, close] = m;
  const days = to
    ? `${t(`contact.days.${from}`)} ${t("contact.to")} ${t(`contact.days.${to}`)}`
    : t(`contact.days.${from}`);
  return `${days.charAt(0).toUpperCase()}${days.slice(1)}, ${open}–${close}`;
}

/** The agency's office as the page's language names it: "Louizalaan 231", "1050 Elsene", and both in one line. */
export function agencyAddress(
  agency: Agency,
  lang: string,
  fallback: string,
): { street: string; locality: string; line: string } {
  const street = `${pick(agency.address.street, lang, fallback)} ${agency.address.number}`;
  const locality = `${agency.address.zip} ${pick(agency.address.city, lang, fallback)}`;
  return { street, locality, line: `${street}, ${locality}` };
}

export function contactView(agency: Agency, lang: string, fallback: string, t: Translate): ContactView {
  const { street, locality } = agencyAddress(agency, lang, fallback);
  return {
    name: agency.name,
    street,
    locality,
    country: pick(agency.address.country, lang, fallback),
    phone: agency.phone,
    phoneHref: telHref(agency.phone),
    email: agency.email,
    openingHours: agency.openingHours.map((spec) => openingHoursLine(spec, t)),
    directionsHref: `https://www.openstreetmap.org/search?query=${encodeURIComponent(`${street}, ${locality}`)}`,
  };
}

function legalView(agency: Agency, lang: string, fallback: string, t: Translate): LegalView {
  return {
    agencyName: agency.name,
    legalName: agency.legalName,
    address: agencyAddress(agency, lang, fallback).line,
    biv: agency.biv.number,
    professionalTitle: `${pick(agency.biv.title, lang, fallback)} (${pick(agency.biv.country, lang, fallback)})`,
    supervisor: {
      name: pick(agency.supervisoryAuthority.name, lang, fallback),
      address: pick(agency.supervisoryAuthority.address, lang, fallback),
      url: pick(agency.supervisoryAuthority.url, lang, fallback),
    },
    companyNumber: agency.companyNumber,
    // "RPR" followed by the court of the registered office, as company law asks of every document.
    ...(agency.registerCourt
      ? { register: t("footer.register", { court: pick(agency.registerCourt, lang, fallback) }) }
      : {}),
    vatNumber: agency.vatNumber,
    insurer: agency.insurer.name,
    policy: agency.insurer.policy,
    codeOfConductUrl: pick(agency.codeOfConductUrl, lang, fallback),
    escrow: agency.escrowAccount ? `${agency.escrowAccount.bank} ${agency.escrowAccount.iban}` : undefined,
  };
}

export function buildShell(ctx: ShellContext): ShellView {
  const { site, lang, t } = ctx;
  const { config, table, defaultLanguage } = site;
  const resolve = linkResolver(ctx);
  return {
    lang,
    homeHref: table.path(lang, "home"),
    valuationHref: table.path(lang, "valuation"),
    logo: {
      src: config.logo.src,
      inverseSrc: config.logo.srcInverse ?? config.logo.src,
      alt: config.logo.alt,
      width: config.logo.width,
      height: config.logo.height,
      position: config.logo.position,
    },
    menuPosition: config.menuPosition,
    topBar: config.topBar.show
      ? { left: topBarLinks(ctx, config.topBar.left), right: topBarLinks(ctx, config.topBar.right) }
      : null,
    languages:
      site.languages.length > 1
        ? site.languages.map((code) => ({
            code,
            label: t(`languages.${code}`),
            href: ctx.versions?.[code] ?? translatedPath(undefined, code),
            current: code === lang,
          }))
        : [],
    languageFlags: config.languageFlags,
    menu: menuItems(ctx, config.menus),
    footer: {
      columns: config.footer.columns.map((column) => ({
        title: column.public.title ? pick(column.title, lang, defaultLanguage) || undefined : undefined,
        intro: column.public.introText ? pick(column.introText, lang, defaultLanguage) || undefined : undefined,
        ...(column.agencyContact ? { contact: contactView(config.agency, lang, defaultLanguage, t) } : {}),
        text: column.public.fullText ? parseArticle(pick(column.fullText, lang, defaultLanguage), resolve) : undefined,
        images: column.public.images
          ? column.images.map((image) => ({
              src: image.src,
              alt: pick(image.alt, lang, defaultLanguage),
              width: image.width,
              height: image.height,
              ...(image.href ? (({ href, external }) => ({ href, external }))(resolve(image.href)) : {}),
            }))
          : [],
        width: column.width,
      })),
      copyright: pick(config.footer.copyright, lang, defaultLanguage),
      legal: legalView(config.agency, lang, defaultLanguage, t),
      // The newsletter page has the whole form: its footer does not repeat the line.
      ...(!site.route("newsletter") || ctx.current === "newsletter"
        ? {}
        : { newsletterAction: table.path(lang, "newsletter") }),
    },
    theme: config.theme,
    searchAction: table.path(lang, "forSale"),
  };
}
