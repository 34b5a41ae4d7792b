/**
 * The agency's site configuration: menus and pages, modules, top bar, footer, banner,
 * languages, analytics ids, logo and menu positions, identity and legal mentions. Validated by
 * `npm run config:push` before it reaches KV and again by the worker where it is read.
 */
import * as v from "valibot";
import { issuePath } from "./issue-path.ts";
import { menuProblems } from "./menu-rules.ts";

const text = v.pipe(v.string(), v.trim(), v.minLength(1, "must not be empty"));
const optionalText = v.optional(v.string());

/** Text in every filled language; de (enabled, empty) may be absent and falls back. */
export const LocalizedSchema = v.object({ nl: text, fr: text, en: text, de: v.optional(v.string()) });
/** Text that may be left empty in any language. */
export const OptionalLocalizedSchema = v.object({
  nl: optionalText,
  fr: optionalText,
  en: optionalText,
  de: optionalText,
});
/** A label or link that is either one value for all languages or one per language. */
const PerLanguageOrSame = v.union([text, LocalizedSchema]);
const Url = v.pipe(v.string(), v.url());
/** An address on the web, one for all languages or one per language. */
const UrlPerLanguageOrSame = v.union([Url, v.object({ nl: Url, fr: Url, en: Url, de: v.optional(Url) })]);

/** A path on this site ("/for-sale/"), or an external target (https://…, tel:, mailto:). */
const LinkTarget = v.pipe(
  v.string(),
  v.trim(),
  v.check(
    (s) => s === "" || s.startsWith("/") || /^(https?:\/\/|tel:|mailto:)/i.test(s),
    "must start with /, http(s)://, tel: or mailto:",
  ),
);
const ImagePath = v.pipe(v.string(), v.trim(), v.minLength(1, "must not be empty"));
const Status = v.picklist(["Published", "Unpublished", "Draft"]);
const Span = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(12));

const MetadataSchema = v.object({
  pageTitle: optionalText,
  metadataTitle: optionalText,
  metadataDescription: optionalText,
  ogTitle: optionalText,
  ogDescription: optionalText,
  ogImage: optionalText,
  /** What ogImage shows, for people who cannot see it (og:image:alt). */
  ogImageAlt: optionalText,
  twitterTitle: optionalText,
  twitterDescription: optionalText,
  twitterImage: optionalText,
  twitterImageAlt: optionalText,
  twitterSite: optionalText,
  isActiveSEO: v.optional(v.boolean(), true),
});

const ImageSchema = v.object({
  src: ImagePath,
  alt: v.optional(OptionalLocalizedSchema),
  width: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  height: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  href: v.optional(LinkTarget),
});

const RelationSchema = v.variant("type", [
  v.object({
    type: v.literal("property-list"),
    id: v.number(),
    /** Which listings the module shows: goal 0 = sale, 1 = rent; optional Marquee values. */
    goal: v.optional(v.picklist([0, 1])),
    marquee: v.optional(v.array(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(4)))),
  }),
  v.object({ type: v.literal("article"), id: v.number() }),
  v.object({ type: v.literal("contact"), id: v.number() }),
]);

export const ModuleSchema = v.object({
  id: v.number(),
  title: v.optional(OptionalLocalizedSchema),
  titleSize: v.optional(v.picklist(["small", "medium", "large"]), "medium"),
  description: v.optional(OptionalLocalizedSchema),
  description2: v.optional(OptionalLocalizedSchema),
  position: v.optional(v.string(), "contentRow"),
  span: v.optional(Span, 12),
  col: v.optional(v.object({ sm: Span, md: Span, lg: Span }), { sm: 12, md: 12, lg: 12 }),
  sort: v.optional(v.number(), 0),
  view: v.optional(v.picklist(["single-view", ""]), ""),
  class: v.optional(v.string(), ""),
  backgroundType: v.optional(v.picklist(["image", "color", "gallery", "none"]), "none"),
  image: v.optional(ImagePath),
  images: v.optional(v.array(ImagePath), []),
  colorBackground: v.optional(v.pipe(v.string(), v.hexColor())),
  relations: v.array(RelationSchema),
  status: Status,
  numberItemOfRow: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(6)), 4),
  maxItems: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(48)), 4),
  isHasSubcategories: v.optional(v.boolean(), false),
});

/**
 * The home search box: which filters are public, and which room counters are enabled.
 * Each visible filter is one column; the room counters together form one.
 */
const SearchBoxSchema = v.object({
  show: v.optional(v.boolean(), true),
  public: v.optional(
    v.object({
      goal: v.optional(v.boolean(), true),
      search: v.optional(v.boolean(), true),
      city: v.optional(v.boolean(), true),
      type: v.optional(v.boolean(), true),
      price: v.optional(v.boolean(), true),
    }),
    {},
  ),
  rooms: v.optional(
    v.object({
      bedrooms: v.optional(v.boolean(), true),
      bathrooms: v.optional(v.boolean(), false),
      showerrooms: v.optional(v.boolean(), false),
      toilets: v.optional(v.boolean(), false),
      garages: v.optional(v.boolean(), false),
    }),
    {},
  ),
  /** Show the search box above the sale and rent lists too, filled with the current search. */
  onListPages: v.optional(v.boolean(), true),
});

/** A time of day on the agency's clock (Europe/Brussels): "10:30". */
const ClockTime = v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, "a time such as 10:30"));
const Count = (min: number, max: number) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));

/**
 * When visitors may book a visit (the visit request on a listing's page, decision 030), and the
 * rules its confirmation states. Times are the agency's, in Europe/Brussels. Every key has a
 * default, so a configuration without `visits` offers the usual week.
 */
export const VisitScheduleSchema = v.object({
  /** ISO weekdays the agency takes visits: 1 Monday … 7 Sunday. */
  weekdays: v.optional(v.array(Count(1, 7)), [1, 2, 3, 4, 5, 6]),
  /** Start times of the visits, each day the agency takes them. */
  times: v.optional(v.array(ClockTime), [
    "10:00",
    "10:30",
    "11:00",
    "11:30",
    "14:00",
    "14:30",
    "15:00",
    "15:30",
    "16:00",
    "16:30",
    "17:00",
    "17:30",
  ]),
  /** How long one visit lasts. */
  minutes: v.optional(Count(5, 240), 30),
  /** Visits the agency can do at the same time (its agents), over all listings. */
  capacity: v.optional(Count(1, 50), 2),
  /** How many days ahead, today included, a visit can be booked. */
  horizonDays: v.optional(Count(1, 90), 14),
  /** A visit starts at least this many hours after it is booked. */
  noticeHours: v.optional(Count(0, 168), 24),
  /** Days the agency is closed (public holidays): "2026-12-25". */
  closedDates: v.optional(v.array(v.pipe(v.string(), v.isoDate())), []),
  /** A tenant's net monthly household income must be at least this many times rent and charges. */
  incomeFactor: v.optional(v.pipe(v.number(), v.minValue(1), v.maxValue(10)), 3),
  /** At most this many persons per bedroom (a studio counts as one bedroom). */
  personsPerBedroom: v.optional(Count(1, 10), 2),
});

export type VisitSchedule = v.InferOutput<typeof VisitScheduleSchema>;

const BannerType = v.picklist(["image", "gallery", "video", "none"]);

const MenuParamsSchema = v.object({
  title: LocalizedSchema,
  description: v.optional(OptionalLocalizedSchema),
  metadata: v.optional(v.record(v.picklist(["nl", "fr", "en", "de"]), MetadataSchema)),
  image: v.optional(ImagePath),
  modules: v.optional(v.array(ModuleSchema), []),
  sort: v.optional(v.number()),
  /** false keeps child pages out of the navigation (they still exist); default: shown when present. */
  isHaveSubMenu: v.optional(v.boolean()),
  /** Ids of the child menu pages, as the CMS lists them; the tree itself is childMenus. */
  subMenu: v.optional(v.array(v.number())),
  /** Extra CSS for this page, scoped by the page class `page-{original path}` on <main>. */
  css: v.optional(v.string()),
  /** Article text per language: paragraphs, "## " headings, "- " list items, [links](/path/). */
  content: v.optional(OptionalLocalizedSchema),
  type: v.optional(v.picklist(["module", "article", "page"]), "page"),
  redirect: v.optional(v.boolean(), false),
  redirectUrl: v.optional(LinkTarget),
  /** Path per language, for pages the agency adds; pages of the route table keep their slugs. */
  path: v.optional(
    v.object({
      nl: v.pipe(v.string(), v.regex(/^[a-z0-9-]+(\/[a-z0-9-]+)*$/, "lowercase slug segments")),
      fr: v.pipe(v.string(), v.regex(/^[a-z0-9-]+(\/[a-z0-9-]+)*$/, "lowercase slug segments")),
      en: v.pipe(v.string(), v.regex(/^[a-z0-9-]+(\/[a-z0-9-]+)*$/, "lowercase slug segments")),
    }),
  ),
  /** Kept in the route table but left out of the navigation (e.g. the home entry). */
  hidden: v.optional(v.boolean(), false),
  showBreadCrumb: v.optional(v.boolean(), true),
  showPageBanner: v.optional(v.boolean(), true),
  bannerTitle: v.optional(OptionalLocalizedSchema),
  bannerDescription: v.optional(OptionalLocalizedSchema),
  bannerVideo: v.optional(v.pipe(v.string(), v.url())),
  bannerType: v.optional(BannerType),
  bannerImage: v.optional(ImagePath),
  bannerImages: v.optional(v.array(ImagePath)),
});

export interface MenuPageInput {
  id: number;
  parentId?: number | null;
  name: string;
  path: string;
  status: v.InferInput<typeof Status>;
  createDate?: string;
  modifyDate?: string;
  sort?: number;
  childMenus?: MenuPageInput[];
  params: v.InferInput<typeof MenuParamsSchema>;
}
export interface MenuPage {
  id: number;
  parentId?: number | null;
  name: string;
  path: string;
  status: v.InferOutput<typeof Status>;
  createDate?: string;
  modifyDate?: string;
  sort: number;
  childMenus: MenuPage[];
  params: v.InferOutput<typeof MenuParamsSchema>;
}

export const MenuPageSchema: v.GenericSchema<MenuPageInput, MenuPage> = v.object({
  id: v.number(),
  parentId: v.optional(v.nullable(v.number())),
  name: text,
  /**
   * Original path of a route-table page ("/for-sale/"), "/" + custom slug, or an external link; a
   * child's path is nested under its parent's ("/private-management/insurance/", config/menu-rules.ts).
   */
  path: LinkTarget,
  status: Status,
  createDate: v.optional(v.pipe(v.string(), v.isoTimestamp())),
  modifyDate: v.optional(v.pipe(v.string(), v.isoTimestamp())),
  sort: v.optional(v.number(), 0),
  childMenus: v.optional(v.array(v.lazy(() => MenuPageSchema)), []),
  params: MenuParamsSchema,
});

const TopBarLinkSchema = v.object({
  label: PerLanguageOrSame,
  link: v.union([LinkTarget, v.object({ nl: LinkTarget, fr: LinkTarget, en: LinkTarget, de: v.optional(LinkTarget) })]),
  icon: v.optional(
    v.picklist(["phone", "mail", "location", "clock", "facebook", "instagram", "linkedin", "youtube", "user"]),
  ),
  color: v.optional(v.pipe(v.string(), v.hexColor())),
  status: Status,
});

const FooterColumnSchema = v.object({
  title: v.optional(OptionalLocalizedSchema),
  introText: v.optional(OptionalLocalizedSchema),
  /** Same article format as page content. */
  fullText: v.optional(OptionalLocalizedSchema),
  images: v.optional(v.array(ImageSchema), []),
  /** Shows the agency's address, phone, e-mail and opening hours from `agency`, written as the contact page writes them. */
  agencyContact: v.optional(v.boolean(), false),
  width: v.object({ sm: Span, md: Span, lg: Span }),
  public: v.object({
    title: v.boolean(),
    introText: v.boolean(),
    fullText: v.boolean(),
    images: v.boolean(),
  }),
});

const LanguageCode = v.pipe(v.string(), v.regex(/^[a-z]{2}$/, "two lowercase letters"));

const AgencySchema = v.object({
  name: text,
  legalName: text,
  /** The street as each language names it ("Louizalaan" / "Avenue Louise"), or one name for all. */
  address: v.object({
    street: PerLanguageOrSame,
    number: text,
    zip: text,
    city: LocalizedSchema,
    country: LocalizedSchema,
  }),
  phone: text,
  email: v.pipe(v.string(), v.email()),
  openingHours: v.optional(
    v.array(v.pipe(v.string(), v.regex(/^(Mo|Tu|We|Th|Fr|Sa|Su)(-(Mo|Tu|We|Th|Fr|Sa|Su))? \d{2}:\d{2}-\d{2}:\d{2}$/))),
    [],
  ),
  /** Belgian legal mentions (Code of economic law XII.6, BIV/IPI deontology). */
  biv: v.object({ number: text, title: LocalizedSchema, country: LocalizedSchema }),
  supervisoryAuthority: v.object({ name: LocalizedSchema, address: PerLanguageOrSame, url: UrlPerLanguageOrSame }),
  /** The institute's page in each language (BIV in Dutch, IPI in French), or one page for all. */
  codeOfConductUrl: UrlPerLanguageOrSame,
  /** The enterprise court of the registered office, whose register of legal persons (RPR/RPM) lists the company. */
  registerCourt: v.optional(LocalizedSchema),
  companyNumber: v.pipe(
    v.string(),
    v.regex(/^[01]\d{3}\.\d{3}\.\d{3}$/, "Belgian enterprise number such as 0123.456.789"),
  ),
  vatNumber: v.pipe(
    v.string(),
    v.regex(/^BE ?[01]\d{3}\.?\d{3}\.?\d{3}$/, "Belgian VAT number such as BE 0123.456.789"),
  ),
  insurer: v.object({ name: text, policy: text }),
  escrowAccount: v.optional(v.object({ bank: text, iban: text })),
});

/** The share of the stored listings a CRM import may remove without a person's confirmation, unless configured (decision 049). */
const DEFAULT_REMOVAL_LIMIT_PERCENT = 20;

export const SiteConfigSchema = v.object({
  version: v.optional(v.string()),
  agency: AgencySchema,
  languageUse: v.pipe(
    v.array(v.object({ code: LanguageCode, use: v.boolean() })),
    v.check((list) => list.some((l) => l.use), "at least one language must be in use"),
  ),
  languageDefault: LanguageCode,
  languageFlags: v.optional(v.boolean(), false),
  analytics: v.object({
    siteAnalyticsId: v.optional(v.pipe(v.string(), v.regex(/^G-[A-Z0-9]+$/, "a measurement id such as G-XXXXXXX"))),
    adsId: v.optional(v.pipe(v.string(), v.regex(/^AW-\d+$/, "an ads id such as AW-123456"))),
    tagManagerId: v.optional(v.pipe(v.string(), v.regex(/^GTM-[A-Z0-9]+$/, "a container id such as GTM-XXXXXX"))),
    pixelId: v.optional(v.pipe(v.string(), v.regex(/^\d+$/, "digits"))),
  }),
  /**
   * The cookie policy's version: consent given for another version is asked again, and each
   * recorded choice names the version it was given for (decision 036). Raise it when the cookie
   * policy changes in substance.
   */
  consent: v.optional(
    v.object({
      policyVersion: v.pipe(v.string(), v.regex(/^[A-Za-z0-9._-]{1,32}$/, "a short label such as 2026-11-01")),
    }),
    { policyVersion: "1" },
  ),
  logo: v.object({
    src: ImagePath,
    srcInverse: v.optional(ImagePath),
    alt: text,
    width: v.pipe(v.number(), v.integer(), v.minValue(1)),
    height: v.pipe(v.number(), v.integer(), v.minValue(1)),
    position: v.picklist(["left", "center", "right"]),
  }),
  menuPosition: v.picklist(["left", "center", "right"]),
  theme: v.optional(v.object({ primary: v.pipe(v.string(), v.hexColor()), accent: v.pipe(v.string(), v.hexColor()) }), {
    primary: "#1d3557",
    accent: "#c8a45c",
  }),
  topBar: v.object({
    show: v.boolean(),
    left: v.array(TopBarLinkSchema),
    right: v.array(TopBarLinkSchema),
  }),
  banner: v.object({
    image: ImagePath,
    /** What the banner image shows, per language: the share image's text (og:image:alt) of pages without one of their own. */
    imageAlt: v.optional(OptionalLocalizedSchema),
    gallery: v.array(ImagePath),
    video: v.optional(v.pipe(v.string(), v.url())),
  }),
  searchBox: v.optional(SearchBoxSchema, {}),
  visits: v.optional(VisitScheduleSchema, {}),
  /**
   * The CRM import (decision 049): the largest share, in percent, of the stored listings (and,
   * apart, of the stored projects) one import may remove before it is refused and the agency
   * is mailed; one listing may always go. `npm run import -- --allow-removals` confirms more.
   */
  crmImport: v.optional(
    v.object({
      removalLimitPercent: v.optional(
        v.pipe(v.number(), v.minValue(0, "a share from 0 to 100"), v.maxValue(100, "a share from 0 to 100")),
        DEFAULT_REMOVAL_LIMIT_PERCENT,
      ),
    }),
    {},
  ),
  menus: v.array(MenuPageSchema),
  articles: v.optional(
    v.array(
      v.object({ id: v.number(), title: LocalizedSchema, content: LocalizedSchema, image: v.optional(ImageSchema) }),
    ),
    [],
  ),
  footer: v.object({
    columns: v.array(FooterColumnSchema),
    copyright: LocalizedSchema,
  }),
});

export type SiteConfigInput = v.InferInput<typeof SiteConfigSchema>;
export type SiteConfig = v.InferOutput<typeof SiteConfigSchema>;
export type Module = v.InferOutput<typeof ModuleSchema>;
export type Localized = v.InferOutput<typeof OptionalLocalizedSchema>;
export type TopBarLink = SiteConfig["topBar"]["left"][number];
export type FooterColumn = SiteConfig["footer"]["columns"][number];
export type Agency = SiteConfig["agency"];
export type SearchBoxConfig = SiteConfig["searchBox"];

export type ConfigResult = { ok: true; config: SiteConfig } | { ok: false; problems: string[] };

/** Validates a configuration document; problems read `menus[3].params.title.fr: required`. */
export function validateSiteConfig(input: unknown): ConfigResult {
  const result = v.safeParse(SiteConfigSchema, input);
  const problems = [
    ...(result.success ? [] : result.issues.map(describeIssue)),
    ...crossFieldProblems(input),
    ...menuProblems(input),
  ];
  if (result.success && problems.length === 0) return { ok: true, config: result.output };
  return { ok: false, problems };
}

/** Rules between fields, checked even when other fields are wrong so every problem is listed. */
function crossFieldProblems(input: unknown): string[] {
  const problems: string[] = [];
  const doc = (input ?? {}) as { languageUse?: unknown; languageDefault?: unknown; menus?: unknown };
  if (Array.isArray(doc.languageUse) && typeof doc.languageDefault === "string") {
    const inUse = doc.languageUse.some(
      (l: { code?: unknown; use?: unknown }) => l?.use === true && l?.code === doc.languageDefault,
    );
    if (!inUse) problems.push(`languageDefault: "${doc.languageDefault}" must be a language in use`);
  }
  const ids = new Map<unknown, string>();
  const walk = (menus: unknown, path: string) => {
    if (!Array.isArray(menus)) return;
    menus.forEach((menu: { id?: unknown; childMenus?: unknown }, i) => {
      const here = `${path}[${i}]`;
      if (menu && typeof menu.id === "number") {
        const first = ids.get(menu.id);
        if (first) problems.push(`${here}.id: ${menu.id} is already used by ${first}`);
        else ids.set(menu.id, here);
      }
      walk(menu?.childMenus, `${here}.childMenus`);
    });
  };
  walk(doc.menus, "menus");
  return problems;
}

function describeIssue(issue: v.BaseIssue<unknown>): string {
  const message = issue.received === "undefined" ? "required" : issue.message;
  return `${issuePath(issue) || "(root)"}: ${message}`;
}
