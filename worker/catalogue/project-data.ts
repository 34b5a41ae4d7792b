/**
 * The projects page's data: a card for every project in the page's language. A failure to read
 * the property cache leaves the page standing with a message instead of "no projects".
 */
import type { ProjectListView } from "../../ui/catalogue/projects/model.ts";
import { slugLanguage } from "../../config/routes.ts";
import type { Site } from "../site/site.ts";
import { translatorFor } from "../site/translations.ts";
import { projectCard } from "./project-view.ts";
import { listProjects } from "./projects.ts";

/** Every project, for the projects page (a language without rows of its own uses the default's). */
export async function loadProjectList(db: D1Database, site: Site, lang: string): Promise<ProjectListView> {
  const { translator } = translatorFor(lang, site.defaultLanguage);
  const registerHref = site.route("demandRegister")?.paths[lang];
  try {
    const projects = await listProjects(db, slugLanguage(lang, site.defaultLanguage));
    return { projects: projects.map((project) => projectCard(site.table, lang, project, translator)), registerHref };
  } catch (error) {
    console.error("projects list: the property cache could not be read", error);
    return { projects: [], unavailable: true };
  }
}
