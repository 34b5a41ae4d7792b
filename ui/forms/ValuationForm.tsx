/** The free valuation form: the owner, the property's address, its type and the owner's plan. */
import { useI18n } from "../i18n/context.tsx";
import { FormShell } from "./FormShell.tsx";
import { ChoiceGroup, TextArea, TextField } from "./fields.tsx";
import type { FormView } from "./model.ts";
import { valueList, valueText } from "../../shared/forms/values.ts";
import {
  NewsletterField,
  PersonFields,
  TimeSlotsField,
  contactLabels,
  fieldLabels,
  personLabels,
} from "./common-fields.tsx";
import {
  OWNER_PLANS,
  PROPERTY_TYPES,
  VALUATION_FIELDS,
  ValuationSchema,
} from "../../shared/forms/schemas/valuation.ts";

export function ValuationForm({ view }: { view: FormView }) {
  const { t } = useI18n();
  const { values } = view;
  const form = view.name;
  const labels = {
    ...personLabels(t),
    ...contactLabels(t),
    ...fieldLabels(t, ["street", "houseNumber", "zip", "city", "propertyType", "plan", "remark"] as const),
  };
  return (
    <FormShell
      view={view}
      schema={ValuationSchema}
      fields={VALUATION_FIELDS}
      labels={labels}
      submitLabel={t("forms.valuation.send")}
    >
      {(errors) => (
        <>
          <PersonFields form={form} values={values} errors={errors} />
          {/* The property's address, not the owner's: no address autocomplete. */}
          <fieldset className="form__group">
            <legend className="form__group-title">{t("forms.valuation.address")}</legend>
            <div className="form__row form__row--street">
              <TextField
                form={form}
                name="street"
                label={labels.street}
                required
                maxLength={120}
                value={valueText(values, "street")}
                error={errors.street}
              />
              <TextField
                form={form}
                name="houseNumber"
                label={labels.houseNumber}
                required
                maxLength={20}
                value={valueText(values, "houseNumber")}
                error={errors.houseNumber}
              />
            </div>
            <div className="form__row form__row--town">
              <TextField
                form={form}
                name="zip"
                label={labels.zip}
                hint={t("forms.valuation.zipHint")}
                required
                maxLength={6}
                value={valueText(values, "zip")}
                error={errors.zip}
              />
              <TextField
                form={form}
                name="city"
                label={labels.city}
                required
                maxLength={80}
                value={valueText(values, "city")}
                error={errors.city}
              />
            </div>
          </fieldset>
          <ChoiceGroup
            form={form}
            name="propertyType"
            label={labels.propertyType}
            required
            inline
            options={PROPERTY_TYPES.map((value) => ({ value, label: t(`forms.valuation.types.${value}`) }))}
            value={valueList(values, "propertyType")}
            error={errors.propertyType}
          />
          <ChoiceGroup
            form={form}
            name="plan"
            label={labels.plan}
            required
            inline
            options={OWNER_PLANS.map((value) => ({ value, label: t(`forms.valuation.plans.${value}`) }))}
            value={valueList(values, "plan")}
            error={errors.plan}
          />
          <TextArea
            form={form}
            name="remark"
            label={labels.remark}
            maxLength={3000}
            rows={4}
            value={valueText(values, "remark")}
            error={errors.remark}
          />
          <TimeSlotsField form={form} values={values} errors={errors} />
          <NewsletterField form={form} values={values} />
        </>
      )}
    </FormShell>
  );
}
