/** The contact page's form. */
import { useI18n } from "../i18n/context.tsx";
import { FormShell } from "./FormShell.tsx";
import { TextArea } from "./fields.tsx";
import type { FormView } from "./model.ts";
import { valueText } from "../../shared/forms/values.ts";
import {
  ContactDeviceField,
  NewsletterField,
  PersonFields,
  TimeSlotsField,
  contactLabels,
  personLabels,
} from "./common-fields.tsx";
import { SITE_CONTACT_FIELDS, SiteContactSchema } from "../../shared/forms/schemas/site-contact.ts";

export function SiteContactForm({ view }: { view: FormView }) {
  const { t } = useI18n();
  const { values } = view;
  const form = view.name;
  const labels = { ...personLabels(t), ...contactLabels(t), message: t("forms.fields.message") };
  return (
    <FormShell
      view={view}
      schema={SiteContactSchema}
      fields={SITE_CONTACT_FIELDS}
      labels={labels}
      submitLabel={t("forms.send")}
    >
      {(errors) => (
        <>
          <PersonFields form={form} values={values} errors={errors} />
          <ContactDeviceField form={form} values={values} errors={errors} />
          <TimeSlotsField form={form} values={values} errors={errors} />
          <TextArea
            form={form}
            name="message"
            label={labels.message}
            required
            maxLength={3000}
            value={valueText(values, "message")}
            error={errors.message}
          />
          <NewsletterField form={form} values={values} />
        </>
      )}
    </FormShell>
  );
}
