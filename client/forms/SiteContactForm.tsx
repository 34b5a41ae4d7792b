/** The contact page's form (SPEC §1, §3, §9). */
import { useI18n } from "../i18n/context.tsx";
import { FormShell } from "./FormShell.tsx";
import { ChoiceGroup, TextArea } from "./fields.tsx";
import type { FormView } from "./model.ts";
import { valueList, valueText } from "./values.ts";
import { PersonFields } from "./PersonFields.tsx";
import { CONTACT_DEVICES, SITE_CONTACT_FIELDS, SiteContactSchema, TIME_SLOTS, timeSlotHours } from "./schemas/site-contact.ts";


export function SiteContactForm({ view }: { view: FormView }) {
  const { t, lang } = useI18n();
  const { values } = view;
  const form = view.name;
  return (
    <FormShell
      view={view}
      schema={SiteContactSchema}
      fields={SITE_CONTACT_FIELDS}
      submitLabel={t("forms.send")}
    >
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
          <ChoiceGroup
            form={form}
            name="timeSlots"
            label={t("forms.fields.timeSlots")}
            multiple
            inline
            options={TIME_SLOTS.map((value) => ({ value, label: timeSlotHours(value, lang) }))}
            value={valueList(values, "timeSlots")}
            error={errors.timeSlots}
          />
          <TextArea form={form} name="message" label={t("forms.fields.message")} required maxLength={3000} value={valueText(values, "message")} error={errors.message} />
          <ChoiceGroup
            form={form}
            name="newsletter"
            label={t("forms.fields.newsletterGroup")}
            multiple
            options={[{ value: "on", label: t("forms.fields.newsletter") }]}
            value={valueList(values, "newsletter")}
          />
        </>
      )}
    </FormShell>
  );
}
