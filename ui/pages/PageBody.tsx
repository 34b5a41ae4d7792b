import type { BodyView } from "../model.ts";
import { SearchForm } from "../components/SearchForm.tsx";
import { Modules } from "../modules/Modules.tsx";
import { PageIntro } from "./PageIntro.tsx";
import { Island } from "../islands/Island.tsx";
import { SearchBox } from "../search/SearchBox.tsx";
import { ListFilters } from "../search/ListFilters.tsx";
import { PageForms } from "../forms/PageForms.tsx";
import { useI18n } from "../i18n/context.tsx";
import { ListingDetail } from "../catalogue/detail/ListingDetail.tsx";
import { ProjectDetail } from "../catalogue/projects/ProjectDetail.tsx";
import { TestimonialArticle } from "../testimonials/TestimonialArticle.tsx";

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
          {body.search ? (
            <div className={`container search-box-wrap search-box-wrap--${body.search.placement}`}>
              {body.search.placement === "list" ? (
                <ListFilters active={body.search.activeFilters ?? 0}>
                  <Island name="SearchBox" component={SearchBox} props={{ view: body.search }} />
                </ListFilters>
              ) : (
                <Island name="SearchBox" component={SearchBox} props={{ view: body.search }} />
              )}
            </div>
          ) : null}
          <PageIntro blocks={body.blocks} />
          <Modules modules={body.modules} />
          {body.forms ? <PageForms forms={body.forms} /> : null}
        </>
      );
    case "page":
      // A page of its own (ui/pages/<page>/), its view already given its props.
      return body.element;
    case "testimonial":
      return <TestimonialArticle view={body.view} />;
    case "project":
      return <ProjectDetail view={body.view} forms={body.forms ?? []} />;
    case "listing":
      return <ListingDetail view={body.view} forms={body.forms ?? []} />;
    case "feedback":
      return (
        // The thank-you page reports the sent form to the data layer (client/behaviors/form-event.ts).
        <div className="container notice notice--success" data-form-event={body.form}>
          <h2 className="notice__title">{body.title}</h2>
          <p className="notice__text">{body.text}</p>
          <a className="button button--primary" href={body.homeHref}>
            {t("feedback.backHome")}
          </a>
        </div>
      );
    case "notFound":
      return <NotFound body={body} />;
    case "forbidden":
      return (
        <div className="container notice">
          <p className="notice__text">{t("forms.forbidden.text")}</p>
          <a className="button button--ghost-dark" href={body.backHref}>
            {t("notFound.homeLink")}
          </a>
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
