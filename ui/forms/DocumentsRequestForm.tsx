/** The request for a listing's documents: they are sent by e-mail, once per address; a repeat is refused. */
import { useI18n } from "../i18n/context.tsx";
import { FormShell } from "./FormShell.tsx";
import { ChoiceGroup, TextField } from "./fields.tsx";
import type { FormView } from "./model.ts";
import { valueText } from "../../shared/forms/values.ts";
import { DOCUMENTS_REQUEST_FIELDS, DocumentsRequestSchema } from "../../shared/forms/schemas/documents-request.ts";

export function DocumentsRequestForm({ view }: { view: FormView }) {
  const { t } = useI18n();
  const { values } = view;
  const form = view.name;
  const labels = {
    name: t("forms.documents.name"),
    email: t("forms.fields.email"),
    phone: t("forms.fields.phone"),
    agreement: t("forms.documents.agreementGroup"),
  };
  return (
    <FormShell
      view={view}
      schema={DocumentsRequestSchema}
      fields={DOCUMENTS_REQUEST_FIELDS}
      labels={labels}
      submitLabel={t("forms.documents.send")}
    >
      {(errors) => (
        <>
          <TextField
            form={form}
            name="name"
            label={labels.name}
            required
            autoComplete="name"
            maxLength={120}
            value={valueText(values, "name")}
            error={errors.name}
          />
          <div className="form__row">
            <TextField
              form={form}
              name="email"
              type="email"
              label={labels.email}
              required
              autoComplete="email"
              maxLength={254}
              value={valueText(values, "email")}
              error={errors.email}
            />
            <TextField
              form={form}
              name="phone"
              type="tel"
              label={labels.phone}
              required
              autoComplete="tel"
              maxLength={30}
              value={valueText(values, "phone")}
              error={errors.phone}
            />
          </div>
          <ChoiceGroup
            form={form}
            name="agreement"
            label={labels.agreement}
            required
            multiple
            options={[{ value: "on", label: t("forms.documents.agreement") }]}
            value={values.agreement ? ["on"] : []}
            error={errors.agreement}
          />
        </>
      )}
    </FormShell>
  );
}
