/**
 * A page of its own: what it loads, what it answers, its view and whether it may be cached, in
 * one module beside its view (`ui/pages/<page>/page.server.ts`). `definePage` ties what the page
 * loads to the props of its view; the registry (`ui/pages/pages.server.ts`) holds the modules
 * with their props already bound, so the site's dispatch never needs to know a page's types.
 */
import { createElement, type ComponentType, type ReactElement } from "react";
import type { Context } from "hono";
import type { Route } from "../../config/routes.ts";
import type { FirstScreen } from "../../ui/first-screen.ts";
import type { PageEvents } from "./page-analytics.ts";
import type { PageFrame } from "../../ui/pages/frame.ts";
import type { PageCaching } from "../render/page-cache.ts";
import type { Translate } from "../../shared/i18n/translate.ts";
import type { Site } from "./site.ts";

export type PageContext = Context<{ Bindings: Env }>;

/** The page a request resolved to, and what it needs to load its data. */
export interface PageLoad {
  env: Env;
  site: Site;
  lang: string;
  route: Route;
  url: URL;
}

/** A page that answers its own GET and POST: the request, and how to show the page with its props. */
export interface PageAnswer<Props> extends PageLoad {
  c: PageContext;
  /** The site's page with this page's view and `props`, answered with `status`. */
  show: (props: Props, status: number) => Promise<Response>;
}

/** What a page shows, its props bound to its view: what the page model places in the site's page. */
export interface PageContent {
  render: (frame: PageFrame) => ReactElement;
  /** The text that describes the page to search engines when nothing configured does. */
  summary: (frame: PageFrame) => string;
  /** The page of a list the URL stands for (1 for a page without one). */
  listPage: number;
  analytics: (lang: string) => PageEvents;
  /** No analytics or marketing tag may see the page: a signed link or a secret is on it. */
  withoutTags: boolean;
  /** The styles the page's first screen needs (ui/first-screen.ts). */
  firstScreen: FirstScreen;
  /** The head styles the backgrounds of the page's configured modules. */
  stylesModules: boolean;
}

export interface PageDefinition<Props> extends PageTraits {
  View: ComponentType<Props & PageFrame>;
  /** "private": the page shows one visitor's own data, and no shared cache keeps it. */
  caching: PageCaching;
  /** What the page loads for its view, shown in the site's page with its configured text, modules and forms. */
  load?: (request: PageLoad) => Promise<Props>;
  /** A page that answers its requests itself (a mail's signed link): GET shows, POST acts. */
  answer?: (request: PageAnswer<Props>) => Promise<Response>;
  withoutTags?(props: Props): boolean;
  /** The styles the page's first screen needs, or which of them its view needs; plain text by default. */
  firstScreen?: FirstScreen | ((props: Props) => FirstScreen);
  /** The head styles the backgrounds of the page's configured modules (its view shows them first). */
  stylesModules?: true;
  summary?(frame: PageFrame, props: Props): string;
  listPage?(props: Props): number;
  analytics?(props: Props, lang: string): PageEvents;
}

/** What a page says about itself beside its content, for its head and its body's frame. */
export interface PageTraits {
  /** Search engines learn about the agency itself from this page (its structured data). */
  aboutAgency?: true;
  /** The page always shows how to reach the agency, with its contact form, configured or not. */
  showsContact?: true;
  /** The line that describes the page in search results when it has no text of its own. */
  description?: (t: Translate, agency: string) => string;
}

/** A page as the site's dispatch sees it: its types are bound inside. */
export interface PageModule extends PageTraits {
  caching: PageCaching;
  load?: (request: PageLoad) => Promise<PageContent>;
  answer?: PageAnswering;
}

/** How the dispatch hands a page that answers itself its request, and how to show its content. */
export type PageAnswering = (
  request: PageLoad & { c: PageContext },
  show: (content: PageContent, status: number) => Promise<Response>,
) => Promise<Response>;

/** A page module with its props' type, for the code that shows it with props of its own making. */
export interface DefinedPage<Props> extends PageModule {
  content(props: Props): PageContent;
}

export function definePage<Props>(definition: PageDefinition<Props>): DefinedPage<Props> {
  const content = (props: Props): PageContent => ({
    render: (frame) => createElement(definition.View, { ...frame, ...props }),
    summary: (frame) => definition.summary?.(frame, props) ?? "",
    listPage: definition.listPage?.(props) ?? 1,
    analytics: (lang) => definition.analytics?.(props, lang) ?? { events: [] },
    withoutTags: definition.withoutTags?.(props) ?? false,
    firstScreen:
      typeof definition.firstScreen === "function"
        ? definition.firstScreen(props)
        : (definition.firstScreen ?? "plain"),
    stylesModules: definition.stylesModules ?? false,
  });
  const { load, answer } = definition;
  return {
    caching: definition.caching,
    ...traits(definition),
    content,
    ...(load ? { load: async (request: PageLoad) => content(await load(request)) } : {}),
    ...(answer
      ? {
          answer: ((request, show) =>
            answer({ ...request, show: (props, status) => show(content(props), status) })) satisfies PageAnswering,
        }
      : {}),
  };
}

/**
 * A page made of the agency's configured text and modules, with the forms the forms' registry
 * gives it, and what it says about itself. Shared unless its forms show the visitor's own data.
 */
export function configuredPage(pageTraits: PageTraits): PageModule {
  return { caching: "shared", ...traits(pageTraits) };
}

function traits({ aboutAgency, showsContact, description }: PageTraits): PageTraits {
  return {
    ...(aboutAgency ? { aboutAgency } : {}),
    ...(showsContact ? { showsContact } : {}),
    ...(description ? { description } : {}),
  };
}
