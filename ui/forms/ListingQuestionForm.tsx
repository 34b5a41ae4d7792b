/**
 * A question about the listing or project the page shows: the visitor, how and when to reach
 * them, and their question.
 */
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
import { LISTING_QUESTION_FIELDS, ListingQuestionSchema } from "../../shared/forms/schemas/listing-question.ts";

export function ListingQuestionForm({ view }: { view: FormView }) {
  const { t } = useI18n();
  const { values } = view;
  const form = view.name;
  const labels = { ...personLabels(t), ...contactLabels(t), message: t("forms.question.message") };
  return (
    <FormShell
      view={view}
      schema={ListingQuestionSchema}
      fields={LISTING_QUESTION_FIELDS}
      labels={labels}
      submitLabel={t("forms.question.send")}
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
            hint={t("forms.question.messageHint")}
            maxLength={3000}
            rows={4}
            value={valueText(values, "message")}
            error={errors.message}
          />
          <NewsletterField form={form} values={values} />
        </>
      )}
    </FormShell>
  );
}
