/** The free valuation form (SPEC §1, §3, §5): the owner, the property's address, its type and the owner's plan. */
import { useI18n } from "../i18n/context.tsx";
import { Captcha } from "./Captcha.tsx";
import { FormShell } from "./FormShell.tsx";
import { ChoiceGroup, TextArea, TextField } from "./fields.tsx";
import type { FormView } from "./model.ts";
import { TIME_SLOTS, TITLES, timeSlotHours } from "./schemas/site-contact.ts";
import { OWNER_PLANS, PROPERTY_TYPES, VALUATION_FIELDS, ValuationSchema } from "./schemas/valuation.ts";

const text = (values: FormView["values"], name: string) => {
  const value = values[name];
  return typeof value === "string" ? value : "";
};
const list = (values: FormView["values"], name: string) => {
  const value = values[name];
  return Array.isArray(value) ? value : typeof value === "string" ? [value] : [];
};

export function ValuationForm({ view }: { view: FormView }) {
  const { t, lang } = useI18n();
  const { values } = view;
  const form = view.name;
  return (
    <FormShell
      view={view}
      schema={ValuationSchema}
      fields={VALUATION_FIELDS}
      submitLabel={t("forms.valuation.send")}
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
          {/* The property's address, not the owner's: no address autocomplete. */}
          <fieldset className="form__group">
            <legend className="form__group-title">{t("forms.valuation.address")}</legend>
            <div className="form__row form__row--street">
              <TextField form={form} name="street" label={t("forms.fields.street")} required maxLength={120} value={text(values, "street")} error={errors.street} />
              <TextField form={form} name="houseNumber" label={t("forms.fields.houseNumber")} required maxLength={20} value={text(values, "houseNumber")} error={errors.houseNumber} />
            </div>
            <div className="form__row form__row--town">
              <TextField
                form={form}
                name="zip"
                label={t("forms.fields.zip")}
                hint={t("forms.valuation.zipHint")}
                required
                maxLength={6}
                value={text(values, "zip")}
                error={errors.zip}
              />
              <TextField form={form} name="city" label={t("forms.fields.city")} required maxLength={80} value={text(values, "city")} error={errors.city} />
            </div>
          </fieldset>
          <ChoiceGroup
            form={form}
            name="propertyType"
            label={t("forms.fields.propertyType")}
            required
            inline
            options={PROPERTY_TYPES.map((value) => ({ value, label: t(`forms.valuation.types.${value}`) }))}
            value={list(values, "propertyType")}
            error={errors.propertyType}
          />
          <ChoiceGroup
            form={form}
            name="plan"
            label={t("forms.fields.plan")}
            required
            inline
            options={OWNER_PLANS.map((value) => ({ value, label: t(`forms.valuation.plans.${value}`) }))}
            value={list(values, "plan")}
            error={errors.plan}
          />
          <TextArea form={form} name="remark" label={t("forms.fields.remark")} maxLength={3000} rows={4} value={text(values, "remark")} error={errors.remark} />
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
