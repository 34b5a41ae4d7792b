/**
 * Project paths: `/{lang}/{projects slug}/{name}-{id}/`. The id decides; a path with another
 * name, another language's projects slug or the bare `/{lang}/project/{id}/` is sent to the
 * canonical one with a 301, so a shared link survives a renamed project. The original
 * `/project/{id}/` (a path with /project names a project page) redirects the same way.
 */
import { projectPath, slugLanguage, STATIC_PAGES } from "../../config/routes.ts";
import { slugify } from "../../shared/rules/slug.ts";
import { toPath } from "../http/paths.ts";
import type { Site } from "../site/site.ts";
import { translatorFor } from "../site/translations.ts";
import type { CatalogueResolution } from "./page.ts";
import { projectNotFoundPage, projectPage } from "./project-view.ts";
import { getProject, projectNames } from "./projects.ts";

const PROJECTS_PAGE = STATIC_PAGES.find((page) => page.key === "projects")!;

/** The projects slug of every language and the original "project": each opens a project path. */
const PROJECT_SECTIONS: ReadonlySet<string> = new Set([
  ...Object.values(PROJECTS_PAGE.slugs),
  PROJECTS_PAGE.original.replace(/\//g, ""),
]);

/** The id at the end of a project segment ("residence-les-tilleuls-12", "12"). */
export function projectId(segment: string): number | undefined {
  const match = /(?:^|-)(\d{1,16})$/.exec(segment);
  if (!match) return undefined;
  const id = Number(match[1]);
  return id > 0 && Number.isSafeInteger(id) ? id : undefined;
}

/**
 * Whether the segments after the language are a project path, and its id (undefined when the
 * last segment names no id: the page answers 404). Anything else is not ours.
 */
export function projectPathShape(rest: readonly string[]): { id: number | undefined } | undefined {
  if (rest.length !== 2 || !PROJECT_SECTIONS.has(rest[0]!.toLowerCase())) return undefined;
  return { id: projectId(rest[1]!) };
}

/**
 * The language whose path a visitor gets: this one when its rows (or the rows it borrows, de)
 * exist, else the first enabled language that has the project.
 */
function languageWithProject(site: Site, lang: string, names: Record<string, string>): string | undefined {
  const candidates = [lang, site.defaultLanguage, ...site.languages].filter((code) => site.languages.includes(code));
  return candidates.find((code) => names[slugLanguage(code, site.defaultLanguage)] !== undefined);
}

function canonicalPath(site: Site, lang: string, id: number, names: Record<string, string>): string {
  return projectPath(site.table, lang, { id, nameSlug: slugify(names[slugLanguage(lang, site.defaultLanguage)]) });
}

/** A project's detail path under the projects page (rest = the segments after the language). */
export async function resolveProjectPath(
  db: D1Database,
  site: Site,
  lang: string,
  rest: string[],
  origin: string,
): Promise<CatalogueResolution | undefined> {
  // Projects live under the projects page: when the agency unpublishes it, they go with it.
  if (!site.route("projects")) return undefined;
  const shape = projectPathShape(rest);
  if (!shape) return undefined;
  const { translator } = translatorFor(lang, site.defaultLanguage);
  const requested = toPath([lang, ...rest]);
  const notFound = (): CatalogueResolution => ({
    kind: "page",
    page: projectNotFoundPage(site, lang, requested, translator),
    status: 404,
  });
  if (shape.id === undefined) return notFound();

  const names = await projectNames(db, shape.id);
  const shownIn = languageWithProject(site, lang, names);
  if (!shownIn) return notFound();
  const canonical = canonicalPath(site, shownIn, shape.id, names);
  if (canonical !== requested) return { kind: "redirect", location: canonical };

  const record = await getProject(db, shape.id, slugLanguage(lang, site.defaultLanguage));
  // The project left the cache between the two reads (an import ran): as if it never existed.
  if (!record) return notFound();
  return { kind: "page", page: projectPage({ site, lang, origin, translator, record, names }), status: 200 };
}

/**
 * `/project/{id}/` (the original path), or a project path without its language prefix: the
 * canonical project path in the visitor's language.
 */
export async function resolveOriginalProjectPath(
  db: D1Database,
  site: Site,
  lang: string,
  segments: string[],
): Promise<string | undefined> {
  if (!site.route("projects")) return undefined;
  const shape = projectPathShape(segments);
  if (shape?.id === undefined) return undefined;
  const names = await projectNames(db, shape.id);
  const shownIn = languageWithProject(site, lang, names);
  return shownIn ? canonicalPath(site, shownIn, shape.id, names) : undefined;
}
