import { useI18n } from "../../i18n/context.tsx";
import {
  CARD_NARROWEST,
  cardSizes,
  loadingFor,
  fetchPriorityFor,
  photoSrc,
  srcSet,
} from "../../../shared/rules/images.ts";
import type { ProjectCardView } from "./model.ts";
import { availableText, projectPriceText, unitsText } from "./text.ts";

/** Three cards a row on desktop: a project's photo carries more than a listing's thumbnail. */
export const PROJECTS_PER_ROW = 3;

/**
 * A project on the projects page. The name is the one link; it stretches over the whole card so
 * the card is one target, while screen readers hear a short link name.
 */
export function ProjectCard({ project, index }: { project: ProjectCardView; index: number }) {
  const translator = useI18n();
  const { t } = translator;
  const { photo } = project;
  return (
    <article className={`project-card${project.soldOut ? " project-card--sold-out" : ""}`} data-project-id={project.id}>
      <div className="project-card__media">
        {photo ? (
          <img
            src={photoSrc(photo, 600)}
            srcSet={srcSet(photo, CARD_NARROWEST) || undefined}
            sizes={cardSizes(PROJECTS_PER_ROW)}
            width={photo.width ?? 600}
            height={photo.height ?? 400}
            alt={photo.alt}
            loading={loadingFor(index)}
            fetchPriority={fetchPriorityFor(index)}
            decoding="async"
          />
        ) : (
          <p className="project-card__no-photo">{t("projects.noPhoto")}</p>
        )}
        {project.soldOut ? <span className="project-ribbon">{t("projects.soldOut")}</span> : null}
      </div>
      <div className="project-card__body">
        <p className="project-card__city">
          {project.zip} {project.city}
        </p>
        <h2 className="project-card__name">
          <a className="project-card__link" href={project.href}>
            {project.name}
          </a>
        </h2>
        <p className="project-card__price">{projectPriceText(project, translator)}</p>
        {project.constructions ? <p className="project-card__constructions">{project.constructions}</p> : null}
        <dl className="project-card__facts">
          {project.delivery ? (
            <div>
              <dt>{t("projects.delivery")}</dt>
              <dd>{project.delivery}</dd>
            </div>
          ) : null}
          {project.units.total > 0 ? (
            <div>
              <dt>{t("projects.units")}</dt>
              <dd>
                {unitsText(project.units, translator)}
                {project.soldOut ? null : (
                  <span className="project-card__available"> · {availableText(project.units, translator)}</span>
                )}
              </dd>
            </div>
          ) : null}
        </dl>
        <span className="project-card__more" aria-hidden="true">
          {t("projects.viewProject")}
        </span>
      </div>
    </article>
  );
}
