import { useI18n } from "../../i18n/context.tsx";
import type { ListingPageView } from "./model.ts";
import { Icon } from "../../components/Icon.tsx";

/** Kinds the CRM uses that have a name of their own; others show the CRM's word. */
const KNOWN_KINDS = new Set(["epc", "plan", "specifications", "certificate", "permit", "brochure", "cadastre", "soil", "asbestos", "electricity", "planning"]);

/** The listing's documents (name, kind, link); SPEC §8 "No documents" when there are none. */
export function DocumentsSection({ documents }: { documents: ListingPageView["documents"] }) {
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
                <a href={doc.url} className="documents__link" type={/\.pdf(\?|$)/i.test(doc.url) ? "application/pdf" : undefined}>
                  <Icon name="document" />
                  <span className="documents__name">{doc.name}</span>
                  {kind ? <span className="documents__kind">{KNOWN_KINDS.has(kind) ? t(`listing.documents.kinds.${kind}`) : doc.kind}</span> : null}
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
