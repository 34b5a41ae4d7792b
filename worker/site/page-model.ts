/**
 * Everything one page shows, as plain data: head metadata, shell, banner, heading and body.
 */
import { breadcrumbChain, routeIndexable, slugLanguage, type Route, type RouteKey } from "../../config/routes.ts";
import type { MenuPage, Module } from "../../config/schema.ts";
import { articleText, parseArticle } from "../../shared/article/parse.ts";
import { cleanDescription } from "../../shared/format/description.ts";
import type {
  BannerView,
  BodyView,
  HeadView,
  LinkView,
  ModuleRelationView,
  ModuleView,
  PageView,
} from "../../ui/model.ts";
import type { ListPageResults } from "../../ui/catalogue/list/model.ts";
import { LONG_TITLE_CHARS } from "../../shared/rules/title.ts";
import { buildShell, contactView, languageVersions, linkResolver, type ShellContext } from "./shell-model.ts";
import { pick } from "./site.ts";
import type { CataloguePage } from "../catalogue/page.ts";
import type { RouteData } from "../catalogue/route-data.ts";
import type { PageContent } from "./page-module.ts";
import { pageModule } from "../../ui/pages/pages.server.ts";
import type { PageFrame } from "../../ui/pages/frame.ts";
import { searchBoxView } from "../search/search-box.ts";
import { clientAssets as manifest } from "../render/client-assets.ts";
import { bannerImage, type ImageRenditions } from "../../shared/rules/images.ts";
import { isFramed } from "../../shared/rules/frames.ts";
import { recognizeMedia } from "../../shared/rules/video.ts";
import { pageAnalytics } from "./page-analytics.ts";
import { analyticsAttribute } from "./analytics-attribute.ts";
import { alternateLinks, canonicalPath, contentLanguage } from "../seo/languages.ts";
import { canonicalListPage, pagedPaths } from "../seo/list-pages.ts";
import { breadcrumbJsonLd } from "../seo/breadcrumb-jsonld.ts";
import { siteAgencyJsonLd } from "../seo/site-jsonld.ts";

export type PageRequest =
  /** `content`: a page of its own (ui/pages/<page>/), with what it loaded. */
  | { kind: "route"; route: Route; data?: RouteData; content?: PageContent }
  | { kind: "catalogue"; page: CataloguePage }
  | { kind: "notFound" }
  | { kind: "error" }
  | { kind: "forbidden" };

export interface PageContext extends ShellContext {
  origin: string;
  /** The request's query string. */
  query?: URLSearchParams;
}

const VIDEO_FILE = /\.(mp4|webm|mov|m4v|ogv)(\?.*)?$/i;

/** The site's own raster images and their resized copies, as the build made them. */
const SITE_IMAGES: Record<string, ImageRenditions> = manifest.images;

/** A banner video: a file plays in the banner, a video platform's link in the banner's player. */
function bannerVideo(src: string, title: string): NonNullable<BannerView["video"]> {
  if (VIDEO_FILE.test(src)) return { src, file: true, title };
  const embed = recognizeMedia(src);
  return { src, file: false, title, ...(embed && isFramed(embed) ? { embed } : {}) };
}

export function routeTitle(ctx: PageContext, key: RouteKey): string {
  const { site, lang, t } = ctx;
  const configured = site.pageFor.get(key);
  if (configured) return pick(configured.params.title, lang, site.defaultLanguage);
  if (key.startsWith("thanks:")) return t(`feedback.${key.slice(7)}.title`);
  return t(`pages.${key}`);
}

/** The full list a page's modules show (the sale and rent pages), if any. */
function listPageResults(modules: ModuleView[]): ListPageResults | undefined {
  for (const module of modules) {
    for (const relation of module.relations)
      if (relation.kind === "property-list" && relation.results?.kind === "list") return relation.results;
  }
  return undefined;
}

/** A page that is a property list opens on its results. */
function opensOnResults(body: BodyView): boolean {
  return body.kind === "modules" && listPageResults(body.modules) !== undefined;
}

function banner(
  ctx: PageContext,
  key: RouteKey | undefined,
  page: MenuPage | undefined,
  onResults: boolean,
): BannerView | null {
  const { site, lang } = ctx;
  const site_banner = site.config.banner;
  const params = page?.params;
  if (params && !params.showPageBanner) return null;
  const home = key === "home";
  let type = params?.bannerType ?? (home ? "gallery" : "image");
  if (type === "none") return null;
  // The home page shows only a gallery or a video, never a single image.
  if (home && type === "image") type = "gallery";
  const video = params?.bannerVideo ?? site_banner.video;
  if (type === "video" && !video) type = home ? "gallery" : "image";
  const images =
    type === "gallery"
      ? params?.bannerImages?.length
        ? params.bannerImages
        : site_banner.gallery
      : [params?.bannerImage ?? params?.image ?? site_banner.image];
  const title = pick(params?.bannerTitle, lang, site.defaultLanguage) || undefined;
  return {
    type,
    images: (images.length ? images : [site_banner.image]).map((src) => bannerImage(src, SITE_IMAGES[src])),
    video:
      type === "video" && video
        ? bannerVideo(
            video,
            title || (params ? pick(params.title, lang, site.defaultLanguage) : "") || site.config.agency.name,
          )
        : undefined,
    title,
    description: pick(params?.bannerDescription, lang, site.defaultLanguage) || undefined,
    home,
    // A list's banner carries its one title, so the first results come up on the first screen.
    pageTitle: onResults,
  };
}

function moduleView(ctx: PageContext, module: Module, key: RouteKey, data: RouteData | undefined): ModuleView {
  const { site, lang, t } = ctx;
  const fallback = site.defaultLanguage;
  const relations = module.relations.flatMap((relation): ModuleRelationView[] => {
    switch (relation.type) {
      case "property-list": {
        const goal = relation.goal ?? (key === "forRent" ? 1 : 0);
        return [
          {
            kind: "property-list",
            goal,
            listHref: site.table.path(lang, goal === 1 ? "forRent" : "forSale"),
            maxItems: module.maxItems,
            perRow: module.numberItemOfRow,
            results: data?.propertyLists.get(module.id),
          },
        ];
      }
      case "article": {
        const article = site.config.articles.find((a) => a.id === relation.id);
        if (!article) return [];
        return [
          {
            kind: "article",
            title: pick(article.title, lang, fallback),
            blocks: parseArticle(pick(article.content, lang, fallback), linkResolver(ctx)),
            image: article.image
              ? {
                  src: article.image.src,
                  alt: pick(article.image.alt, lang, fallback),
                  width: article.image.width,
                  height: article.image.height,
                }
              : undefined,
          },
        ];
      }
      case "contact": {
        // The contact page's contact module carries its form; elsewhere the card is enough.
        const form = data?.forms?.get("site-contact");
        return [
          { kind: "contact", contact: contactView(site.config.agency, lang, fallback, t), ...(form ? { form } : {}) },
        ];
      }
    }
  });
  return {
    id: module.id,
    title: pick(module.title, lang, fallback) || undefined,
    titleSize: module.titleSize,
    description: pick(module.description, lang, fallback) || undefined,
    description2: pick(module.description2, lang, fallback) || undefined,
    col: module.col,
    className: module.class.replace(/[^\w -]/g, ""),
    // A gallery background shows its first image until a background carousel exists.
    background: {
      type: module.backgroundType === "gallery" ? "image" : module.backgroundType,
      image: module.backgroundType === "gallery" ? (module.images[0] ?? module.image) : module.image,
      color: module.colorBackground,
    },
    relations,
  };
}

function body(ctx: PageContext, request: PageRequest, page: MenuPage | undefined): BodyView {
  const { site, lang, t } = ctx;
  if (request.kind === "notFound")
    return {
      kind: "notFound",
      searchAction: site.table.path(lang, "forSale"),
      homeHref: site.table.path(lang, "home"),
    };
  if (request.kind === "error") return { kind: "error" };
  if (request.kind === "forbidden") return { kind: "forbidden", backHref: site.table.path(lang, "home") };
  if (request.kind === "catalogue") return request.page.body;
  const { route, data, content } = request;
  const blocks = parseArticle(pick(page?.params.content, lang, site.defaultLanguage), linkResolver(ctx));
  if (route.type === "feedback") {
    const form = route.form ?? "default";
    return {
      kind: "feedback",
      title: t(`feedback.${form}.title`),
      text: t(`feedback.${form}.text`),
      homeHref: site.table.path(lang, "home"),
      ...(route.form ? { form: route.form } : {}),
    };
  }
  const modules = [...(page?.params.modules ?? [])]
    .filter((m) => m.status === "Published")
    .sort((a, b) => a.sort - b.sort)
    .map((m) => moduleView(ctx, m, route.key, data));
  // The contact page always shows how to reach the agency, configured or not.
  if (pageModule(route.key)?.showsContact && !modules.some((m) => m.relations.some((r) => r.kind === "contact"))) {
    const form = data?.forms?.get("site-contact");
    modules.push({
      id: 0,
      titleSize: "medium",
      col: { sm: 12, md: 12, lg: 12 },
      className: "",
      background: { type: "none" },
      relations: [
        {
          kind: "contact",
          contact: contactView(site.config.agency, lang, site.defaultLanguage, t),
          ...(form ? { form } : {}),
        },
      ],
    });
  }
  if (content) {
    const frame: PageFrame = {
      blocks,
      modules,
      forms: data?.forms ?? new Map(),
      homeHref: site.table.path(lang, "home"),
    };
    return {
      kind: "page",
      element: content.render(frame),
      modules: content.stylesModules ? modules : [],
      firstScreen: content.firstScreen,
      summary: content.summary(frame),
    };
  }
  const list = listPageResults(modules);
  const search = data?.search
    ? {
        ...searchBoxView(site, lang, route.key, data.search.options, data.search.initial),
        ...(list ? { activeFilters: list.filters.length } : {}),
      }
    : undefined;
  // A form page (the free valuation, the demand register…) shows its forms under its configured
  // text and modules; the contact form sits in the contact module instead.
  const forms = [...(data?.forms?.values() ?? [])].filter((form) => form.name !== "site-contact");
  return { kind: "modules", blocks, modules, ...(search ? { search } : {}), ...(forms.length > 0 ? { forms } : {}) };
}

function head(
  ctx: PageContext,
  request: PageRequest,
  title: string,
  page: MenuPage | undefined,
  bodyView: BodyView,
  breadcrumb: LinkView[] | undefined,
): HeadView {
  if (request.kind === "catalogue") return catalogueHead(ctx, request.page, title, breadcrumb);
  const { site, lang, origin } = ctx;
  const agency = site.config.agency.name;
  const meta = configuredMetadata(ctx, page);
  // The configuration's metadata only when the agency switched it on for this language.
  const seo = meta?.isActiveSEO !== false ? meta : undefined;
  const route = request.kind === "route" ? request.route : undefined;
  // A list's further pages are pages of their own: their URLs keep the page number.
  const listPage = request.kind === "route" ? (request.content?.listPage ?? canonicalListPage(request.data)) : 1;
  const paths = route ? pagedPaths(route.paths, listPage) : undefined;
  const path = paths?.[lang] ?? `/${lang}/`;
  const canonical = origin + ((paths && canonicalPath(site, lang, paths)) || path);
  const fullTitle = seo?.metadataTitle || (route?.key === "home" ? `${agency} | ${title}` : `${title} | ${agency}`);
  const bodyText =
    bodyView.kind === "modules"
      ? articleText(bodyView.blocks)
      : bodyView.kind === "feedback"
        ? bodyView.text
        : bodyView.kind === "page"
          ? bodyView.summary
          : "";
  const description =
    seo?.metadataDescription ||
    pick(page?.params.description, lang, site.defaultLanguage) ||
    cleanDescription(bodyText, 160) ||
    ownDescription(ctx, route?.key, request.kind) ||
    undefined;
  const image = seo?.ogImage ? new URL(seo.ogImage, origin).href : new URL(site.config.banner.image, origin).href;
  // A configured image says what it shows; without its own text, the page's title says what it illustrates.
  const imageAlt = seo?.ogImage ? seo.ogImageAlt || fullTitle : bannerImageAlt(ctx);
  const twitterImageAlt = seo?.twitterImage
    ? seo.twitterImageAlt || (seo.twitterImage === seo.ogImage ? imageAlt : fullTitle)
    : imageAlt;
  const jsonLd = route ? routeJsonLd(ctx, route, breadcrumb) : [];
  return {
    title: fullTitle,
    description,
    canonical,
    alternates: paths ? alternateLinks(site, origin, paths) : [],
    og: {
      title: seo?.ogTitle || fullTitle,
      description: seo?.ogDescription || description,
      image,
      imageAlt,
      url: canonical,
      siteName: agency,
      locale: `${lang}_BE`,
    },
    twitter: {
      title: seo?.twitterTitle || fullTitle,
      description: seo?.twitterDescription || description,
      image: seo?.twitterImage ? new URL(seo.twitterImage, origin).href : image,
      imageAlt: twitterImageAlt,
      site: seo?.twitterSite,
    },
    robots: route && routeIndexable(route) ? undefined : "noindex",
    ...(jsonLd.length > 0 ? { jsonLd } : {}),
  };
}

/**
 * The description a page without text of its own shows in search results, in its language: the
 * sign-in form's, or the page's own line (`pageDescriptions`, by route key or request kind: the
 * form pages the configuration does not describe, the owner's statistics, the 404 page).
 */
function ownDescription(ctx: PageContext, route: RouteKey | undefined, kind: PageRequest["kind"]): string | undefined {
  const agency = ctx.site.config.agency.name;
  const own = route ? pageModule(route)?.description : undefined;
  if (own) return own(ctx.t, agency);
  const key = `pageDescriptions.${route ?? kind}`;
  const text = ctx.t(key, { agency });
  return text === key ? undefined : text;
}

/**
 * What the site's banner image shows, in the page's language (a language without content of its
 * own takes the version it copies): the text of the share image of pages without one of their
 * own. Without it, the agency's name: a share image is never left unnamed.
 */
function bannerImageAlt(ctx: PageContext): string {
  const alt = ctx.site.config.banner.imageAlt;
  return (
    alt?.[ctx.lang as "nl"]?.trim() ||
    alt?.[contentLanguage(ctx.site, ctx.lang) as "nl"]?.trim() ||
    ctx.site.config.agency.name
  );
}

/**
 * The menu page's metadata for the page's language. A language without content of its own shows
 * the version it copies, so it takes that version's metadata, even where it has some of its own
 * (decision 051); an indexed language never takes another language's words.
 */
function configuredMetadata(ctx: PageContext, page: MenuPage | undefined) {
  const metadata = page?.params.metadata;
  if (!metadata) return undefined;
  const lang = slugLanguage(ctx.lang, ctx.site.defaultLanguage);
  return metadata[lang] ?? metadata[contentLanguage(ctx.site, ctx.lang) as keyof typeof metadata];
}

/** The agency on the pages about it (home, contact); the breadcrumb trail on every inner page. */
function routeJsonLd(ctx: PageContext, route: Route, breadcrumb: LinkView[] | undefined): object[] {
  const blocks: object[] = [];
  if (pageModule(route.key)?.aboutAgency) blocks.push(siteAgencyJsonLd(ctx));
  if (breadcrumb && route.key !== "home")
    blocks.push(breadcrumbJsonLd(breadcrumb, ctx.origin, ctx.origin + (route.paths[ctx.lang] ?? `/${ctx.lang}/`)));
  return blocks;
}

function catalogueHead(
  ctx: PageContext,
  page: CataloguePage,
  title: string,
  breadcrumb: LinkView[] | undefined,
): HeadView {
  const { site, lang, origin } = ctx;
  const agency = site.config.agency.name;
  const fullTitle = `${page.documentTitle ?? title} | ${agency}`;
  const ownUrl = origin + (page.paths[lang] ?? `/${lang}/`);
  const url = origin + (canonicalPath(site, lang, page.paths) ?? `/${lang}/`);
  const image = new URL(page.image ?? site.config.banner.image, origin).href;
  const imageAlt = page.image ? page.imageAlt || title : bannerImageAlt(ctx);
  // A catalogue page kept out of search engines names nothing (a listing, project or testimonial
  // that is not there): it gets no breadcrumb trail, like the site's other 404 pages.
  const found = !page.robots?.includes("noindex");
  const jsonLd = [
    ...(page.jsonLd ?? []),
    ...(found && breadcrumb ? [breadcrumbJsonLd(breadcrumb, origin, ownUrl)] : []),
  ];
  return {
    title: fullTitle,
    description: page.description,
    canonical: url,
    alternates: alternateLinks(site, origin, page.paths),
    og: {
      title: fullTitle,
      description: page.description,
      image,
      imageAlt,
      url,
      siteName: agency,
      locale: `${lang}_BE`,
    },
    twitter: { title: fullTitle, description: page.description, image, imageAlt },
    robots: page.robots,
    ...(jsonLd.length > 0 ? { jsonLd } : {}),
  };
}

export function buildPage(ctx: PageContext, request: PageRequest): PageView {
  const { site, lang, t } = ctx;
  const route = request.kind === "route" ? request.route : undefined;
  const catalogue = request.kind === "catalogue" ? request.page : undefined;
  // A catalogue page sits under its list (or projects) page: that route's menu entry is current.
  const key = route?.key ?? catalogue?.parent;
  const page = key ? site.pageFor.get(key) : undefined;
  const title =
    request.kind === "notFound"
      ? t("notFound.title")
      : request.kind === "forbidden"
        ? t("forms.forbidden.title")
        : request.kind === "error"
          ? t("serverError.title")
          : catalogue
            ? catalogue.title
            : routeTitle(ctx, key!);
  const bodyView = body(ctx, request, page);
  // Detail pages open on their photos, not on the list page's banner.
  const onResults = opensOnResults(bodyView);
  const bannerView = catalogue ? null : banner(ctx, key, page, onResults);
  const home = key === "home";
  const breadcrumb: LinkView[] = [
    { label: t("nav.home"), href: site.table.path(lang, "home"), external: false },
    ...(key
      ? breadcrumbChain(site.table, key).map((r) => ({
          label: routeTitle(ctx, r.key),
          href: r.paths[lang]!,
          external: false,
        }))
      : []),
    ...(!key || catalogue ? [{ label: title, href: "", external: false }] : []),
  ];
  const showBreadcrumb = catalogue ? true : (page?.params.showBreadCrumb ?? true);
  const heading = home
    ? null
    : {
        title,
        breadcrumb,
        long: title.length > LONG_TITLE_CHARS,
        showBreadcrumb,
        titleInBanner: !!(bannerView?.pageTitle && bannerView.title),
      };
  const hiddenTitle = home && !bannerView?.title ? `${site.config.agency.name} – ${title}` : undefined;
  const { events, links } = pageAnalytics(ctx, request);
  return {
    lang,
    routeKey: key,
    // Inner pages describe the trail they show to search engines; home, 404 and error pages have none.
    head: head(
      ctx,
      request,
      title,
      page,
      bodyView,
      !home && (route || catalogue) && showBreadcrumb ? breadcrumb : undefined,
    ),
    // The switcher leads to the versions the page's hreflang links name (one route table).
    shell: buildShell({
      ...ctx,
      versions: languageVersions(
        site,
        route?.paths ?? catalogue?.paths,
        ctx.query ?? new URLSearchParams(),
        request.kind === "route" ? request.data?.languageQueries : undefined,
      ),
    }),
    banner: bannerView,
    heading,
    opensOnResults: onResults,
    hiddenTitle,
    body: bodyView,
    contactLine: t("forms.comingByPhone", { phone: site.config.agency.phone, email: site.config.agency.email }),
    pageClass: catalogue
      ? `page-${catalogue.parent === "projects" ? "project" : catalogue.parent === "reviews" ? "testimonial" : "listing"}-detail`
      : `page-${
          (page?.path ?? route?.original ?? "not-found")
            .replace(/[^a-z0-9]+/gi, "-")
            .replace(/^-|-$/g, "")
            .toLowerCase() || "home"
        }`,
    pageCss: catalogue ? undefined : page?.params.css,
    // The first <h1> in <main> (ui/Document.tsx): the hidden title, else the heading's own.
    analytics: analyticsAttribute(events, {
      heading: hiddenTitle ?? (heading && !heading.titleInBanner ? heading.title : undefined),
      links,
    }),
  };
}
