/** The contact page's form (SPEC §1, §3, §9). */
import { useI18n } from "../i18n/context.tsx";
import { Captcha } from "./Captcha.tsx";
import { FormShell } from "./FormShell.tsx";
import { ChoiceGroup, TextArea, TextField } from "./fields.tsx";
import type { FormView } from "./model.ts";
import { CONTACT_DEVICES, SITE_CONTACT_FIELDS, SiteContactSchema, TIME_SLOTS, TITLES, timeSlotHours } from "./schemas/site-contact.ts";

const text = (values: FormView["values"], name: string) => {
  const value = values[name];
  return typeof value === "string" ? value : "";
};
const list = (values: FormView["values"], name: string) => {
  const value = values[name];
  return Array.isArray(value) ? value : typeof value === "string" ? [value] : [];
};

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
      captcha={view.captcha ? <Captcha {...view.captcha} form={form} /> : null}
    >
      {(errors) => (
        <>
          <ChoiceGroup
            form={form}
            name="title"
            label={t("forms.fields.title")}
            required
            inline
            options={TITLES.map((value) => ({ value, label: t(`forms.titles.${value}`) }))}
            value={list(values, "title")}
            error={errors.title}
          />
          <div className="form__row">
            <TextField form={form} name="firstName" label={t("forms.fields.firstName")} required autoComplete="given-name" maxLength={80} value={text(values, "firstName")} error={errors.firstName} />
            <TextField form={form} name="lastName" label={t("forms.fields.lastName")} required autoComplete="family-name" maxLength={80} value={text(values, "lastName")} error={errors.lastName} />
          </div>
          <div className="form__row">
            <TextField form={form} name="email" type="email" label={t("forms.fields.email")} required autoComplete="email" maxLength={254} value={text(values, "email")} error={errors.email} />
            <TextField form={form} name="phone" type="tel" label={t("forms.fields.phone")} required autoComplete="tel" maxLength={30} value={text(values, "phone")} error={errors.phone} />
          </div>
          <ChoiceGroup
            form={form}
            name="contactDevice"
            label={t("forms.fields.contactDevice")}
            required
            inline
            options={CONTACT_DEVICES.map((value) => ({ value, label: t(`forms.devices.${value}`) }))}
            value={list(values, "contactDevice").length ? list(values, "contactDevice") : ["phone"]}
            error={errors.contactDevice}
          />
          <ChoiceGroup
            form={form}
            name="timeSlots"
            label={t("forms.fields.timeSlots")}
            multiple
            inline
            options={TIME_SLOTS.map((value) => ({ value, label: timeSlotHours(value, lang) }))}
            value={list(values, "timeSlots")}
            error={errors.timeSlots}
          />
          <TextArea form={form} name="message" label={t("forms.fields.message")} required maxLength={3000} value={text(values, "message")} error={errors.message} />
          <ChoiceGroup
            form={form}
            name="newsletter"
            label={t("forms.fields.newsletterGroup")}
            multiple
            options={[{ value: "on", label: t("forms.fields.newsletter") }]}
            value={list(values, "newsletter")}
          />
        </>
      )}
    </FormShell>
  );
}
