/**
 * The forms of a listing's detail page, each in its section under a short heading: ask
 * for a visit first, then a question, then the documents (their list and the request for them),
 * and sending the listing to a friend last. A section shows its form only when it is open, else
 * the link that opens it (decision 076).
 */
import { useI18n } from "../../i18n/context.tsx";
import { FormOnDemand } from "../../forms/FormOnDemand.tsx";
import type { DetailForm } from "../../forms/model.ts";
import type { ListingPageView } from "./model.ts";
import { DocumentsSection } from "./DocumentsSection.tsx";

/** The page's order; a form not named here comes before the send-to-friend form. */
const BEFORE_DOCUMENTS = ["contact-appointment", "contact-me"];
const LAST = "send-to-friend";
const DOCUMENTS_FORM = "contact-documents";

function FormSection({ form }: { form: DetailForm }) {
  const { t } = useI18n();
  const titleId = `form-${form.name}-title`;
  return (
    <section className="listing-section listing-form" id={`form-${form.name}`} aria-labelledby={titleId}>
      <h2 id={titleId} className="listing-section__title">
        {t(`listing.forms.${form.name}.title`)}
      </h2>
      <p className="listing-form__intro">{t(`listing.forms.${form.name}.intro`)}</p>
      <FormOnDemand form={form} opensWith={t(`listing.forms.${form.name}.open`)} />
    </section>
  );
}

export function ListingForms({
  forms,
  documents,
}: {
  forms: readonly DetailForm[];
  documents: ListingPageView["documents"];
}) {
  const named = (name: string) => forms.find((form) => form.name === name);
  const first = BEFORE_DOCUMENTS.map(named).filter((form): form is DetailForm => form !== undefined);
  const others = forms.filter(
    (form) => !BEFORE_DOCUMENTS.includes(form.name) && form.name !== DOCUMENTS_FORM && form.name !== LAST,
  );
  const last = named(LAST);
  return (
    <>
      {first.map((form) => (
        <FormSection key={form.name} form={form} />
      ))}
      <DocumentsSection documents={documents} form={named(DOCUMENTS_FORM)} />
      {others.map((form) => (
        <FormSection key={form.name} form={form} />
      ))}
      {last ? <FormSection form={last} /> : null}
    </>
  );
}
