/**
 * The new-build projects page: every project of the property cache as a card, under the page's
 * configured text; a shared page, kept at the edge like the lists.
 */
import { loadProjectList } from "../../../worker/catalogue/project-data.ts";
import { projectListAnalytics } from "../../../worker/site/page-analytics.ts";
import { definePage } from "../../../worker/site/page-module.ts";
import type { ProjectListView } from "../../catalogue/projects/model.ts";
import { ProjectsPage } from "./View.tsx";

export const projectsPage = definePage<{ view: ProjectListView }>({
  View: ProjectsPage,
  caching: "shared",
  firstScreen: "projects",
  stylesModules: true,
  load: async ({ env, site, lang }) => ({ view: await loadProjectList(env.DB, site, lang) }),
  analytics: ({ view }, lang) => projectListAnalytics(view, lang),
});
