import type { BodyView } from "../model.ts";
import { Article } from "../components/Article.tsx";
import { SearchForm } from "../components/SearchForm.tsx";
import { Modules } from "../modules/Modules.tsx";
import { useI18n } from "../i18n/context.tsx";
import { ListingDetail } from "../catalogue/detail/ListingDetail.tsx";
import { ProjectDetail } from "../catalogue/projects/ProjectDetail.tsx";
import { ProjectList } from "../catalogue/projects/ProjectList.tsx";

function NotFound({ body }: { body: Extract<BodyView, { kind: "notFound" }> }) {
  const { t } = useI18n();
  return (
    <div className="container notice">
      <p className="notice__text">{t("notFound.text")}</p>
      <SearchForm action={body.searchAction} id="notfound-search" label={t("notFound.searchLabel")} />
      <p>
        <a className="button button--ghost-dark" href={body.homeHref}>
          {t("notFound.homeLink")}
        </a>
      </p>
    </div>
  );
}

export function PageBody({ body, contactLine }: { body: BodyView; contactLine: string }) {
  const { t } = useI18n();
  switch (body.kind) {
    case "modules":
      return (
        <>
          {body.blocks.length > 0 ? (
            <div className="container page-content">
              <Article blocks={body.blocks} />
            </div>
          ) : null}
          <Modules modules={body.modules} />
        </>
      );
    case "projects":
      return (
        <>
          {body.blocks.length > 0 ? (
            <div className="container page-content">
              <Article blocks={body.blocks} />
            </div>
          ) : null}
          <ProjectList view={body.view} />
          <Modules modules={body.modules} />
        </>
      );
    case "project":
      return <ProjectDetail view={body.view} />;
    case "listing":
      return <ListingDetail view={body.view} />;
    case "feedback":
      return (
        <div className="container notice notice--success">
          <h2 className="notice__title">{body.title}</h2>
          <p className="notice__text">{body.text}</p>
          <a className="button button--primary" href={body.homeHref}>
            {t("feedback.backHome")}
          </a>
        </div>
      );
    case "notFound":
      return <NotFound body={body} />;
    case "login":
      return (
        <div className="container page-content">
          <Article blocks={body.blocks} />
          <p>{t("login.intro")}</p>
          <p>
            {t("login.help")} <a href={body.contactHref}>{t("pages.contact")}</a>
          </p>
        </div>
      );
    case "error":
      return (
        <div className="container notice">
          <p className="notice__text">{t("serverError.text")}</p>
          <p>{contactLine}</p>
        </div>
      );
  }
}
