/**
 * The forms of a listing's detail page, each in its section under a short heading: ask
 * for a visit first, then a question, then the documents (their list and the request for them),
 * and sending the listing to a friend last.
 */
import { useI18n } from "../../i18n/context.tsx";
import { FormIsland } from "../../forms/PageForms.tsx";
import type { FormView } from "../../forms/model.ts";
import type { ListingPageView } from "./model.ts";
import { DocumentsSection } from "./DocumentsSection.tsx";

/** The page's order; a form not named here comes before the send-to-friend form. */
const BEFORE_DOCUMENTS = ["contact-appointment", "contact-me"];
const LAST = "send-to-friend";
const DOCUMENTS_FORM = "contact-documents";

function FormSection({ view }: { view: FormView }) {
  const { t } = useI18n();
  const titleId = `form-${view.name}-title`;
  return (
    <section className="listing-section listing-form" id={`form-${view.name}`} aria-labelledby={titleId}>
      <h2 id={titleId} className="listing-section__title">
        {t(`listing.forms.${view.name}.title`)}
      </h2>
      <p className="listing-form__intro">{t(`listing.forms.${view.name}.intro`)}</p>
      <FormIsland view={view} hydrate="visible" />
    </section>
  );
}

export function ListingForms({
  forms,
  documents,
}: {
  forms: readonly FormView[];
  documents: ListingPageView["documents"];
}) {
  const named = (name: string) => forms.find((view) => view.name === name);
  const first = BEFORE_DOCUMENTS.map(named).filter((view): view is FormView => view !== undefined);
  const others = forms.filter(
    (view) => !BEFORE_DOCUMENTS.includes(view.name) && view.name !== DOCUMENTS_FORM && view.name !== LAST,
  );
  const last = named(LAST);
  return (
    <>
      {first.map((view) => (
        <FormSection key={view.name} view={view} />
      ))}
      <DocumentsSection documents={documents} form={named(DOCUMENTS_FORM)} />
      {others.map((view) => (
        <FormSection key={view.name} view={view} />
      ))}
      {last ? <FormSection view={last} /> : null}
    </>
  );
}
