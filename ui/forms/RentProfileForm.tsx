/**
 * The tenant profile: who the candidate is, the household, work and income, when they
 * want to move in and how they will lodge the deposit. Opened for a rental, it says which one
 * and what its tenant deposit is (three months of rent).
 */
import { useI18n } from "../i18n/context.tsx";
import { formatEuro } from "../../shared/rules/money.ts";
import { FormShell } from "./FormShell.tsx";
import { ChoiceGroup, TextArea, TextField } from "./fields.tsx";
import type { FormView } from "./model.ts";
import { valueList, valueText } from "../../shared/forms/values.ts";
import { NewsletterField, PersonFields, contactLabels, fieldLabels, personLabels } from "./common-fields.tsx";
import {
  DEPOSIT_FORMS,
  OCCUPATIONS,
  RENT_PROFILE_FIELDS,
  RentProfileSchema,
  TENANT_DEPOSIT_MONTHS,
  YES_NO,
  type RentProfileView,
} from "../../shared/forms/schemas/rent-profile.ts";

function RentalSummary({ rental }: { rental: NonNullable<RentProfileView["rental"]> }) {
  const { t, lang } = useI18n();
  return (
    <section className="form-subject" aria-labelledby="rent-profile-rental">
      <h2 className="form-subject__title" id="rent-profile-rental">
        {t("forms.rentProfile.forRental")}
      </h2>
      <p className="form-subject__name">
        <a href={rental.path}>{rental.title}</a> · {rental.city}
      </p>
      <dl className="form-subject__facts">
        {rental.rent !== null ? (
          <div>
            <dt>{t("forms.rentProfile.rent")}</dt>
            <dd>
              {t("price.perMonth", { price: formatEuro(rental.rent, lang) })}
              {rental.chargesRenter !== null
                ? ` ${t("forms.rentProfile.plusCharges", { charges: formatEuro(rental.chargesRenter, lang) })}`
                : ""}
            </dd>
          </div>
        ) : null}
        {rental.deposit !== null ? (
          <div>
            <dt>{t("forms.rentProfile.deposit", { months: TENANT_DEPOSIT_MONTHS })}</dt>
            <dd>{formatEuro(rental.deposit, lang)}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}

export function RentProfileForm({ view }: { view: FormView }) {
  const { t } = useI18n();
  const { values } = view;
  const form = view.name;
  const { rental } = (view.extra ?? {}) as RentProfileView;
  const choices = (name: string, list: readonly string[]) =>
    list.map((value) => ({ value, label: t(`forms.rentProfile.${name}.${value}`) }));
  const labels = {
    ...personLabels(t),
    newsletter: contactLabels(t).newsletter,
    ...fieldLabels(t, [
      "street",
      "houseNumber",
      "zip",
      "city",
      "birthDate",
      "adults",
      "children",
      "pets",
      "occupation",
      "income",
      "moveIn",
      "depositForm",
      "remark",
    ] as const),
  };
  return (
    <>
      {rental ? <RentalSummary rental={rental} /> : <p className="form-intro">{t("forms.rentProfile.general")}</p>}
      <FormShell
        view={view}
        schema={RentProfileSchema}
        fields={RENT_PROFILE_FIELDS}
        labels={labels}
        submitLabel={t("forms.rentProfile.send")}
      >
        {(errors) => (
          <>
            <fieldset className="form__group">
              <legend className="form__group-title">{t("forms.rentProfile.you")}</legend>
              <PersonFields form={form} values={values} errors={errors} />
              <TextField
                form={form}
                name="birthDate"
                type="date"
                label={labels.birthDate}
                hint={t("forms.rentProfile.birthDateHint")}
                autoComplete="bday"
                value={valueText(values, "birthDate")}
                error={errors.birthDate}
              />
            </fieldset>
            <fieldset className="form__group">
              <legend className="form__group-title">{t("forms.rentProfile.address")}</legend>
              <div className="form__row form__row--street">
                <TextField
                  form={form}
                  name="street"
                  label={labels.street}
                  required
                  autoComplete="address-line1"
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
                  required
                  autoComplete="postal-code"
                  maxLength={12}
                  value={valueText(values, "zip")}
                  error={errors.zip}
                />
                <TextField
                  form={form}
                  name="city"
                  label={labels.city}
                  required
                  autoComplete="address-level2"
                  maxLength={80}
                  value={valueText(values, "city")}
                  error={errors.city}
                />
              </div>
            </fieldset>
            <fieldset className="form__group">
              <legend className="form__group-title">{t("forms.rentProfile.household")}</legend>
              <div className="form__row">
                <TextField
                  form={form}
                  name="adults"
                  label={labels.adults}
                  required
                  inputMode="numeric"
                  maxLength={2}
                  value={valueText(values, "adults")}
                  error={errors.adults}
                />
                <TextField
                  form={form}
                  name="children"
                  label={labels.children}
                  inputMode="numeric"
                  maxLength={2}
                  value={valueText(values, "children")}
                  error={errors.children}
                />
              </div>
              <ChoiceGroup
                form={form}
                name="pets"
                label={labels.pets}
                required
                inline
                options={choices("yesNo", YES_NO)}
                value={valueList(values, "pets")}
                error={errors.pets}
              />
            </fieldset>
            <fieldset className="form__group">
              <legend className="form__group-title">{t("forms.rentProfile.work")}</legend>
              <ChoiceGroup
                form={form}
                name="occupation"
                label={labels.occupation}
                required
                inline
                options={choices("occupations", OCCUPATIONS)}
                value={valueList(values, "occupation")}
                error={errors.occupation}
              />
              <TextField
                form={form}
                name="income"
                label={labels.income}
                hint={t("forms.rentProfile.incomeHint")}
                required
                inputMode="numeric"
                maxLength={12}
                value={valueText(values, "income")}
                error={errors.income}
              />
            </fieldset>
            <fieldset className="form__group">
              <legend className="form__group-title">{t("forms.rentProfile.move")}</legend>
              <TextField
                form={form}
                name="moveIn"
                type="date"
                label={labels.moveIn}
                required
                value={valueText(values, "moveIn")}
                error={errors.moveIn}
              />
              <ChoiceGroup
                form={form}
                name="depositForm"
                label={labels.depositForm}
                hint={t("forms.rentProfile.depositFormHint")}
                options={choices("depositForms", DEPOSIT_FORMS)}
                value={valueList(values, "depositForm")}
                error={errors.depositForm}
              />
            </fieldset>
            <TextArea
              form={form}
              name="remark"
              label={labels.remark}
              maxLength={3000}
              rows={4}
              value={valueText(values, "remark")}
              error={errors.remark}
            />
            <NewsletterField form={form} values={values} />
          </>
        )}
      </FormShell>
    </>
  );
}
