/**
 * The demand register, "keep me informed": the visitor, buy or rent, the types
 * of property, a budget or a price range, the least number of rooms, and the zone: municipalities
 * of the catalogue and/or postcodes. Opened from an alert mail's change link, it shows that
 * demand's criteria with its address fixed, and sending it replaces them.
 */
import { useI18n } from "../i18n/context.tsx";
import { FormShell } from "./FormShell.tsx";
import { ChoiceGroup, TextField, fieldId } from "./fields.tsx";
import type { FormView } from "./model.ts";
import { valueList, valueText } from "../../shared/forms/values.ts";
import { NewsletterField, PersonFields, contactLabels, personLabels } from "./common-fields.tsx";
import { SummaryAbove } from "./problem-slot.tsx";
import { PROPERTY_TYPES } from "../../shared/forms/schemas/valuation.ts";
import {
  DEMAND_FREQUENCIES,
  DEMAND_GOALS,
  DEMAND_REGISTER_FIELDS,
  DEMAND_ROOMS,
  DemandRegisterSchema,
  type DemandChangeView,
  type DemandRegisterExtra,
} from "../../shared/forms/schemas/demand-register.ts";

/** What a change link makes of the form, said above its fields. */
function ChangeNotice({ change, posted }: { change: DemandChangeView; posted: boolean }) {
  const { t } = useI18n();
  if (change.state !== "change") {
    return (
      <p className="form__alert" role="status">
        {t(`forms.demand.change.${change.state}`)}
      </p>
    );
  }
  return (
    <div className="form__intro" role="status">
      {/* The page a saved change returns to says so; the same page sent back with problems does not. */}
      {change.saved && !posted ? (
        <p>
          <strong>{t("forms.demand.change.saved")}</strong>
        </p>
      ) : null}
      <p>{t("forms.demand.change.notice", { email: change.email })}</p>
    </div>
  );
}

/**
 * The catalogue's municipalities as checkboxes. Their values ("Ixelles (1050)") hold spaces, so
 * each checkbox's id is its position, not its value.
 */
function CityChoices({ form, cities, checked }: { form: string; cities: string[]; checked: string[] }) {
  const { t } = useI18n();
  if (cities.length === 0) return null;
  const id = fieldId(form, "cities");
  return (
    <>
      <SummaryAbove field="cities" />
      <fieldset className="field field--choices field--inline" id={id} tabIndex={-1}>
        <legend className="field__label">{t("forms.demand.cities")}</legend>
        <div className="field__choices">
          {cities.map((city) => (
            <label key={city}>
              <input type="checkbox" name="cities" value={city} defaultChecked={checked.includes(city)} />
              {city}
            </label>
          ))}
        </div>
      </fieldset>
    </>
  );
}

export function DemandRegisterForm({ view }: { view: FormView }) {
  const { t } = useI18n();
  const form = view.name;
  const extra = view.extra as DemandRegisterExtra | undefined;
  const cities = extra?.cities ?? [];
  const change = extra?.change;
  const editing = change?.state === "change" ? change : undefined;
  // Opened from a change link, the form starts from the stored demand (its starting values); sent back, from what was sent.
  const { values, posted } = view;
  const labels = {
    ...personLabels(t),
    goal: t("forms.demand.goal"),
    propertyTypes: t("forms.demand.propertyTypes"),
    budget: t("forms.demand.budget"),
    minPrice: t("forms.demand.minPrice"),
    maxPrice: t("forms.demand.maxPrice"),
    ...(Object.fromEntries(DEMAND_ROOMS.map((room) => [room, t(`forms.demand.roomFields.${room}`)])) as Record<
      (typeof DEMAND_ROOMS)[number],
      string
    >),
    // The catalogue's municipalities are offered only when there are some.
    ...(cities.length > 0 ? { cities: t("forms.demand.cities") } : {}),
    postcodes: t("forms.demand.postcodes"),
    frequency: t("forms.demand.frequency"),
    newsletter: contactLabels(t).newsletter,
  };
  return (
    <FormShell
      view={view}
      schema={DemandRegisterSchema}
      fields={DEMAND_REGISTER_FIELDS}
      labels={labels}
      submitLabel={t(editing ? "forms.demand.change.send" : "forms.demand.send")}
    >
      {(errors) => (
        <>
          {change ? <ChangeNotice change={change} posted={posted} /> : null}
          {editing ? (
            <>
              <input type="hidden" name="change" value={editing.id} />
              <input type="hidden" name="changeToken" value={editing.token} />
            </>
          ) : null}
          <PersonFields
            form={form}
            values={values}
            errors={errors}
            {...(editing ? { fixedEmail: { value: editing.email, hint: t("forms.demand.change.emailHint") } } : {})}
          />
          <ChoiceGroup
            form={form}
            name="goal"
            label={labels.goal}
            required
            inline
            options={DEMAND_GOALS.map((value) => ({ value, label: t(`forms.demand.goals.${value}`) }))}
            value={valueList(values, "goal")}
            error={errors.goal}
          />
          <ChoiceGroup
            form={form}
            name="propertyTypes"
            label={labels.propertyTypes}
            required
            multiple
            inline
            options={PROPERTY_TYPES.map((value) => ({ value, label: t(`forms.valuation.types.${value}`) }))}
            value={valueList(values, "propertyTypes")}
            error={errors.propertyTypes}
          />
          <fieldset className="form__group">
            <legend className="form__group-title">{t("forms.demand.price")}</legend>
            <p className="field__hint">{t("forms.demand.priceHint")}</p>
            <div className="form__row form__row--prices">
              <TextField
                form={form}
                name="budget"
                label={labels.budget}
                inputMode="numeric"
                maxLength={15}
                value={valueText(values, "budget")}
                error={errors.budget}
              />
              <TextField
                form={form}
                name="minPrice"
                label={labels.minPrice}
                inputMode="numeric"
                maxLength={15}
                value={valueText(values, "minPrice")}
                error={errors.minPrice}
              />
              <TextField
                form={form}
                name="maxPrice"
                label={labels.maxPrice}
                inputMode="numeric"
                maxLength={15}
                value={valueText(values, "maxPrice")}
                error={errors.maxPrice}
              />
            </div>
          </fieldset>
          <fieldset className="form__group">
            <legend className="form__group-title">{t("forms.demand.rooms")}</legend>
            <div className="form__row form__row--rooms">
              {DEMAND_ROOMS.map((room) => (
                <TextField
                  key={room}
                  form={form}
                  name={room}
                  label={labels[room]}
                  inputMode="numeric"
                  maxLength={2}
                  value={valueText(values, room)}
                  error={errors[room]}
                />
              ))}
            </div>
          </fieldset>
          <fieldset className="form__group">
            <legend className="form__group-title">
              {t("forms.demand.zone")}
              <span className="field__required">
                {" "}
                <span aria-hidden="true">*</span>
                <span className="visually-hidden">{`(${t("forms.required")})`}</span>
              </span>
            </legend>
            <CityChoices form={form} cities={cities} checked={valueList(values, "cities")} />
            <TextField
              form={form}
              name="postcodes"
              label={labels.postcodes}
              hint={t(cities.length > 0 ? "forms.demand.zoneHint" : "forms.demand.postcodesHint")}
              maxLength={300}
              value={valueText(values, "postcodes")}
              error={errors.postcodes ?? errors.cities}
            />
          </fieldset>
          <ChoiceGroup
            form={form}
            name="frequency"
            label={labels.frequency}
            inline
            options={DEMAND_FREQUENCIES.map((value) => ({ value, label: t(`forms.demand.frequencies.${value}`) }))}
            value={valueList(values, "frequency")}
            error={errors.frequency}
          />
          <NewsletterField form={form} values={values} />
        </>
      )}
    </FormShell>
  );
}
