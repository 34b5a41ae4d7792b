/**
 * Catalogue data a route-table page needs before it renders: the cards of its property-list
 * modules (the full, filtered list on the sale and rent pages) and the projects list.
 */
import type { RouteKey } from "../../config/routes.ts";
import type { PropertyListResults } from "../../client/catalogue/list/model.ts";
import type { ProjectListView } from "../../client/catalogue/projects/model.ts";
import type { Site } from "../site/site.ts";
import { loadPropertyLists } from "./list-data.ts";
import { loadProjectList } from "./project-data.ts";

export interface RouteData {
  /** Results per property-list module id. */
  propertyLists: Map<number, PropertyListResults>;
  projects?: ProjectListView;
}

export async function loadRouteData(db: D1Database, site: Site, lang: string, key: RouteKey, query: URLSearchParams): Promise<RouteData> {
  const [propertyLists, projects] = await Promise.all([
    loadPropertyLists(db, site, lang, key, query),
    key === "projects" ? loadProjectList(db, site, lang) : Promise.resolve(undefined),
  ]);
  return { propertyLists, projects };
}
