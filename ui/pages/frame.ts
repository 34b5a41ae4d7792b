/**
 * What every page's own view gets from the site beside its own props: the agency's configured
 * text and modules for the page, the page's forms, and the way home.
 */
import type { ArticleBlock } from "../../shared/article/parse.ts";
import type { FormView } from "../forms/model.ts";
import type { ModuleView } from "../model.ts";

export interface PageFrame {
  /** The configured page's own text. */
  blocks: ArticleBlock[];
  /** The configured page's published modules, in their order. */
  modules: ModuleView[];
  /** The page's forms by name, built for this request. */
  forms: ReadonlyMap<string, FormView>;
  homeHref: string;
}
