/**
 * A question about the listing or project the page shows (SPEC §1 contact-me,
 * contact-construction): the visitor, how and when to reach them, and their question.
 */
import { useI18n } from "../i18n/context.tsx";
import { FormShell } from "./FormShell.tsx";
import { ChoiceGroup, TextArea } from "./fields.tsx";
import type { FormView } from "./model.ts";
import { valueList, valueText } from "./values.ts";
import { NewsletterField, PersonFields, TimeSlotsField } from "./common-fields.tsx";
import { CONTACT_DEVICES } from "./schemas/site-contact.ts";
import { LISTING_QUESTION_FIELDS, ListingQuestionSchema } from "./schemas/listing-question.ts";

export function ListingQuestionForm({ view }: { view: FormView }) {
  const { t } = useI18n();
  const { values } = view;
  const form = view.name;
  return (
    <FormShell view={view} schema={ListingQuestionSchema} fields={LISTING_QUESTION_FIELDS} submitLabel={t("forms.question.send")}>
      {(errors) => (
        <>
          <PersonFields form={form} values={values} errors={errors} />
          <ChoiceGroup
            form={form}
            name="contactDevice"
            label={t("forms.fields.contactDevice")}
            required
            inline
            options={CONTACT_DEVICES.map((value) => ({ value, label: t(`forms.devices.${value}`) }))}
            value={valueList(values, "contactDevice").length ? valueList(values, "contactDevice") : ["phone"]}
            error={errors.contactDevice}
          />
          <TimeSlotsField form={form} values={values} errors={errors} />
          <TextArea
            form={form}
            name="message"
            label={t("forms.question.message")}
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
