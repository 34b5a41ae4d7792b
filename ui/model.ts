/**
 * The plain data a page is rendered from. The worker builds it from the site configuration, the
 * route table and (later) the property cache; components never see bindings or raw config.
 */
import type { ConsentView } from "./consent/model.ts";
import type { SizedImage } from "../shared/rules/images.ts";
import type { FramedEmbed } from "../shared/rules/frames.ts";
import type { ReactElement } from "react";
import type { SearchBoxView } from "./search/model.ts";
import type { DetailForm, FormView } from "./forms/model.ts";
import type { ArticleBlock } from "../shared/article/parse.ts";
import type { PropertyListResults } from "./catalogue/list/model.ts";
import type { ListingDetailView } from "./catalogue/detail/model.ts";
import type { ProjectDetailView } from "./catalogue/projects/model.ts";
import type { TestimonialDetailView } from "./testimonials/model.ts";
import type { FirstScreen } from "./first-screen.ts";

export type IconName =
  | "phone"
  | "mail"
  | "location"
  | "clock"
  | "facebook"
  | "instagram"
  | "linkedin"
  | "youtube"
  | "user"
  | "search"
  | "arrow-up"
  | "chevron-down"
  | "menu"
  | "close"
  | "globe";

export interface LinkView {
  label: string;
  href: string;
  /** Opens in a new tab with rel="noopener noreferrer" (another host, tel:, mailto:). */
  external: boolean;
  icon?: IconName;
  color?: string;
}

export interface MenuItemView extends LinkView {
  current: boolean;
  children: MenuItemView[];
}

export interface LanguageLink {
  code: string;
  label: string;
  href: string;
  current: boolean;
}

export interface ImageView {
  src: string;
  alt: string;
  width?: number;
  height?: number;
  href?: string;
  external?: boolean;
}

export interface BannerView {
  type: "image" | "gallery" | "video";
  /** Each with its resized copies, for the browser to pick by the screen's width. */
  images: SizedImage[];
  /**
   * A self-hosted video file plays in the banner; a video platform's plays in the banner's player
   * once the visitor allows it (`embed`, decision 054); any other link is offered as a link.
   */
  video?: { src: string; file: boolean; embed?: FramedEmbed; title: string };
  title?: string;
  description?: string;
  home: boolean;
  /** The title is the page's h1, as on home: on pages that open on their results. */
  pageTitle?: boolean;
}

export interface Breakpoints {
  sm: number;
  md: number;
  lg: number;
}

export interface FooterColumnView {
  title?: string;
  intro?: string;
  /** The agency's address, phone, e-mail and opening hours, as the contact page gives them. */
  contact?: ContactView;
  text?: ArticleBlock[];
  images: ImageView[];
  width: Breakpoints;
}

export interface LegalView {
  agencyName: string;
  legalName: string;
  address: string;
  biv: string;
  professionalTitle: string;
  supervisor: { name: string; address: string; url: string };
  companyNumber: string;
  /** The register of legal persons with the court of the registered office ("RPR …"). */
  register?: string;
  vatNumber: string;
  insurer: string;
  policy: string;
  codeOfConductUrl: string;
  escrow?: string;
}

export interface ContactView {
  name: string;
  street: string;
  locality: string;
  country: string;
  phone: string;
  phoneHref: string;
  email: string;
  /** Lines such as "Monday to Friday 09:00–18:00". */
  openingHours: string[];
  directionsHref: string;
}

export interface ShellView {
  lang: string;
  homeHref: string;
  valuationHref: string;
  logo: {
    src: string;
    inverseSrc: string;
    alt: string;
    width: number;
    height: number;
    position: "left" | "center" | "right";
  };
  menuPosition: "left" | "center" | "right";
  topBar: { left: LinkView[]; right: LinkView[] } | null;
  /** Empty when only one language is enabled: the switcher is then not shown. */
  languages: LanguageLink[];
  /** Show a flag beside each language (configuration languageFlags). */
  languageFlags: boolean;
  menu: MenuItemView[];
  /** newsletterAction: the newsletter page, where the footer's sign-up field sends its address (GET). */
  footer: { columns: FooterColumnView[]; copyright: string; legal: LegalView; newsletterAction?: string };
  theme: { primary: string; accent: string };
  /** Where the 404 page and header search send a query (the sale list). */
  searchAction: string;
}

export interface HeadView {
  title: string;
  description?: string;
  canonical: string;
  /** hreflang alternates, x-default included. */
  alternates: { hreflang: string; href: string }[];
  /** `imageAlt`: what the share image shows, in the page's language. */
  og: {
    title: string;
    description?: string;
    image?: string;
    imageAlt?: string;
    url: string;
    siteName: string;
    locale: string;
  };
  twitter: { title: string; description?: string; image?: string; imageAlt?: string; site?: string };
  robots?: string;
  /** schema.org objects rendered as application/ld+json (listings, projects). */
  jsonLd?: object[];
}

export type ModuleRelationView =
  | {
      kind: "property-list";
      goal: 0 | 1;
      listHref: string;
      maxItems: number;
      perRow: number;
      /** Cards from the property cache; absent when the cache could not be read. */
      results?: PropertyListResults;
    }
  | { kind: "article"; title: string; blocks: ArticleBlock[]; image?: ImageView }
  | { kind: "contact"; contact: ContactView; form?: FormView };

export interface ModuleView {
  id: number;
  title?: string;
  titleSize: "small" | "medium" | "large";
  description?: string;
  description2?: string;
  col: Breakpoints;
  className: string;
  background: { type: "image" | "color" | "gallery" | "none"; image?: string; color?: string };
  relations: ModuleRelationView[];
}

export type BodyView =
  | { kind: "modules"; blocks: ArticleBlock[]; modules: ModuleView[]; search?: SearchBoxView; forms?: FormView[] }
  | { kind: "feedback"; title: string; text: string; homeHref: string; form?: string }
  | { kind: "notFound"; searchAction: string; homeHref: string }
  /**
   * A page of its own (ui/pages/<page>/): its view, already given its props. `modules`: the
   * configured modules whose backgrounds the head styles; `firstScreen`: the styles its opening needs;
   * `summary`: the text that describes it when nothing configured does.
   */
  | { kind: "page"; element: ReactElement; modules: ModuleView[]; firstScreen: FirstScreen; summary: string }
  | { kind: "project"; view: ProjectDetailView; forms?: DetailForm[] }
  | { kind: "listing"; view: ListingDetailView; forms?: DetailForm[] }
  | { kind: "testimonial"; view: TestimonialDetailView }
  | { kind: "error" }
  | { kind: "forbidden"; backHref: string };

/** What decides, for one page view, whether its third-party players load (decision 054). */
export interface FramesView {
  /** The visitor's cookie choice lets players load by themselves. */
  allowed: boolean;
  /** The one player the visitor asked for without JavaScript (`?play=`), loaded for this page view only. */
  play?: string;
  /** The page's own query, which that request carries along. */
  query: Array<[string, string]>;
  /** Players come from the local stand-in (local development). */
  local: boolean;
  /** The page has the cookie dialog, so a player can point to its settings. */
  settings: boolean;
}

export interface PageView {
  lang: string;
  routeKey?: string;
  head: HeadView;
  shell: ShellView;
  banner: BannerView | null;
  /** `titleInBanner`: the banner's title is the h1, so the heading shows only the breadcrumb. */
  heading: {
    title: string;
    breadcrumb: LinkView[];
    long: boolean;
    showBreadcrumb: boolean;
    titleInBanner: boolean;
  } | null;
  /**
   * The page is a property list (sale, rent): it opens on its results, with a slim banner, one
   * title and the search folded on phones, so the first results show on the first screen.
   */
  opensOnResults: boolean;
  /** The visually hidden h1 of pages whose banner carries the title (home). */
  hiddenTitle?: string;
  body: BodyView;
  contactLine: string;
  /** `page-{original path}`, the scope of the page's own CSS. */
  pageClass: string;
  /** CSS the configuration gives this page. */
  pageCss?: string;
  /** The cookie dialog and the tags it governs; absent on preview paths. */
  consent?: ConsentView;
  /** Whether the page's third-party players load by themselves (decision 054); absent: they wait. */
  frames?: FramesView;
  /**
   * The analytics events the page reports once shown, packed as `<main data-analytics>` carries
   * them (shared/analytics/page-events.ts); the browser pushes them to the data layer.
   */
  analytics?: string;
}

export type { AnalyticsEventView, AnalyticsValue } from "../shared/analytics/page-events.ts";

/** Files the page loads, with content-hashed names from the client build. */
export interface AssetsView {
  entry: string;
  /** The starter's code, inlined in the head: it loads `entry` once the first screen is complete. */
  starter: string;
  css: string;
  /** The rules each kind of page inlines for its first screen (ui/first-screen.ts). */
  firstScreenCss: Record<FirstScreen, string>;
  /** Dictionaries the client loads before hydrating islands, in fallback order. */
  dictionaries: string[];
  nonce: string;
  /**
   * The page answers the visitor's post of one of its forms (sent back with its problems): it
   * opens on that form, wherever it stands, so the full stylesheet, which the visitor's browser
   * already holds from the page it posted from, is applied before the first paint instead.
   */
  answersPost?: boolean;
}
