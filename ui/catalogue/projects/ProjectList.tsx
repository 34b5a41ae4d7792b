import { useI18n } from "../../i18n/context.tsx";
import type { ProjectListView } from "./model.ts";
import { ProjectCard } from "./ProjectCard.tsx";

/** The projects page's cards, or why there are none. Plain links and images: no script needed. */
export function ProjectList({ view }: { view: ProjectListView }) {
  const { t } = useI18n();
  if (view.unavailable || view.projects.length === 0) {
    return (
      <div className="container projects">
        <div className="projects__empty" role="status">
          <p className="projects__empty-title">{t(view.unavailable ? "projects.unavailable" : "projects.empty")}</p>
          {view.unavailable ? null : (
            <p>
              {t("projects.emptyHint")}
              {view.registerHref ? (
                <>
                  {" "}
                  <a href={view.registerHref}>{t("pages.demandRegister")}</a>
                </>
              ) : null}
            </p>
          )}
        </div>
      </div>
    );
  }
  return (
    <div className="container projects">
      <ul className="projects__grid" role="list">
        {view.projects.map((project, index) => (
          <li key={project.id}>
            <ProjectCard project={project} index={index} />
          </li>
        ))}
      </ul>
    </div>
  );
}
