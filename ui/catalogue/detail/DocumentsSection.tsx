import { useI18n } from "../../i18n/context.tsx";
import type { DetailForm } from "../../forms/model.ts";
import { FormOnDemand } from "../../forms/FormOnDemand.tsx";
import type { ListingPageView } from "./model.ts";
import { Icon } from "../../components/Icon.tsx";

/** Kinds the CRM uses that have a name of their own; others show the CRM's word. */
const KNOWN_KINDS = new Set([
  "epc",
  "plan",
  "specifications",
  "certificate",
  "permit",
  "brochure",
  "cadastre",
  "soil",
  "asbestos",
  "electricity",
  "planning",
]);

/**
 * The listing's documents by name and kind, and the form that has them sent by e-mail (once
 * per property; decision 031: the page no longer links the files). "No documents",
 * and no form, when there are none. The list always shows; the form only once it is open, the
 * link that opens it until then (decision 076).
 */
export function DocumentsSection({ documents, form }: { documents: ListingPageView["documents"]; form?: DetailForm }) {
  const { t } = useI18n();
  return (
    <section className="listing-section documents" aria-labelledby="listing-documents">
      <h2 id="listing-documents" className="listing-section__title">
        {t("listing.documents.title")}
      </h2>
      {documents.length === 0 ? (
        <p className="documents__none">{t("listing.documents.none")}</p>
      ) : (
        <ul className="documents__list">
          {documents.map((doc, i) => {
            const kind = doc.kind.trim().toLowerCase();
            return (
              <li key={i} className="documents__item">
                <Icon name="document" />
                <span className="documents__name">{doc.name}</span>
                {kind ? (
                  <span className="documents__kind">
                    {KNOWN_KINDS.has(kind) ? t(`listing.documents.kinds.${kind}`) : doc.kind}
                  </span>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      {documents.length > 0 && form ? (
        <div
          className="documents__request"
          id={`form-${form.name}`}
          aria-labelledby={`form-${form.name}-title`}
          role="group"
        >
          <h3 id={`form-${form.name}-title`} className="documents__request-title">
            {t("listing.forms.contact-documents.title")}
          </h3>
          <p className="listing-form__intro">{t("listing.forms.contact-documents.intro")}</p>
          <FormOnDemand form={form} opensWith={t("listing.forms.contact-documents.open")} />
        </div>
      ) : null}
    </section>
  );
}
