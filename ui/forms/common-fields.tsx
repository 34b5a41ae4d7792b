/** Fields several forms ask the same way: who the visitor is, how and when to call, the newsletter. */
import { useI18n } from "../i18n/context.tsx";
import type { Translate } from "../../shared/i18n/translate.ts";
import { ChoiceGroup, TextField } from "./fields.tsx";
import type { FormView } from "./model.ts";
import { CONTACT_DEVICES, TIME_SLOTS, timeSlotHours } from "../../shared/forms/schemas/site-contact.ts";
import { TITLES } from "../../shared/forms/schemas/person.ts";
import { valueList, valueText } from "../../shared/forms/values.ts";

/** Fields named by their own translation under forms.fields ("street" → "Street"), as their labels and the summary of problems name them. */
export function fieldLabels<Name extends string>(t: Translate, names: readonly Name[]): Record<Name, string> {
  return Object.fromEntries(names.map((name) => [name, t(`forms.fields.${name}`)])) as Record<Name, string>;
}

/** The names PersonFields shows its fields by: a form's summary of problems names them the same way. */
export function personLabels(t: Translate) {
  return {
    title: t("forms.fields.title"),
    firstName: t("forms.fields.firstName"),
    lastName: t("forms.fields.lastName"),
    email: t("forms.fields.email"),
    phone: t("forms.fields.phone"),
  };
}

/** The names of the contact device, time slots and newsletter fields below. */
export function contactLabels(t: Translate) {
  return {
    contactDevice: t("forms.fields.contactDevice"),
    timeSlots: t("forms.fields.timeSlots"),
    newsletter: t("forms.fields.newsletterGroup"),
  };
}

/** Title, names, e-mail and phone; `fixedEmail` shows an address that cannot be changed here, with why. */
export function PersonFields({
  form,
  values,
  errors,
  fixedEmail,
}: {
  form: string;
  values: FormView["values"];
  errors: Record<string, string>;
  fixedEmail?: { value: string; hint: string };
}) {
  const { t } = useI18n();
  const labels = personLabels(t);
  return (
    <>
      <ChoiceGroup
        form={form}
        name="title"
        label={labels.title}
        required
        inline
        options={TITLES.map((value) => ({ value, label: t(`forms.titles.${value}`) }))}
        value={valueList(values, "title")}
        error={errors.title}
      />
      <div className="form__row">
        <TextField
          form={form}
          name="firstName"
          label={labels.firstName}
          required
          autoComplete="given-name"
          maxLength={80}
          value={valueText(values, "firstName")}
          error={errors.firstName}
        />
        <TextField
          form={form}
          name="lastName"
          label={labels.lastName}
          required
          autoComplete="family-name"
          maxLength={80}
          value={valueText(values, "lastName")}
          error={errors.lastName}
        />
      </div>
      <div className="form__row">
        <TextField
          form={form}
          name="email"
          type="email"
          label={labels.email}
          required
          autoComplete="email"
          maxLength={254}
          value={fixedEmail ? fixedEmail.value : valueText(values, "email")}
          error={errors.email}
          {...(fixedEmail ? { readOnly: true, hint: fixedEmail.hint } : {})}
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
    </>
  );
}

/** How the visitor prefers to be reached (a fresh form starts at the phone: SITE_CONTACT_START). */
export function ContactDeviceField({
  form,
  values,
  errors,
}: {
  form: string;
  values: FormView["values"];
  errors: Record<string, string>;
}) {
  const { t } = useI18n();
  return (
    <ChoiceGroup
      form={form}
      name="contactDevice"
      label={contactLabels(t).contactDevice}
      required
      inline
      options={CONTACT_DEVICES.map((value) => ({ value, label: t(`forms.devices.${value}`) }))}
      value={valueList(values, "contactDevice")}
      error={errors.contactDevice}
    />
  );
}

/** When the agency may call: 10:00-13:00, 14:00-16:00 (Dutch: 13:00-16:00) or 16:00-19:00. */
export function TimeSlotsField({
  form,
  values,
  errors,
}: {
  form: string;
  values: FormView["values"];
  errors: Record<string, string>;
}) {
  const { t, lang } = useI18n();
  return (
    <ChoiceGroup
      form={form}
      name="timeSlots"
      label={contactLabels(t).timeSlots}
      multiple
      inline
      options={TIME_SLOTS.map((value) => ({ value, label: timeSlotHours(value, lang) }))}
      value={valueList(values, "timeSlots")}
      error={errors.timeSlots}
    />
  );
}

/** The newsletter opt-in. */
export function NewsletterField({ form, values }: { form: string; values: FormView["values"] }) {
  const { t } = useI18n();
  return (
    <ChoiceGroup
      form={form}
      name="newsletter"
      label={contactLabels(t).newsletter}
      multiple
      options={[{ value: "on", label: t("forms.fields.newsletter") }]}
      value={valueList(values, "newsletter")}
    />
  );
}
