/**
 * The visit request of a listing's page (decision 030): the visitor, a free time
 * among the coming days, and the confirmations with the amounts the server worked out. With no
 * free time left it says "The appointments are full" and where to turn instead.
 */
import { useI18n } from "../i18n/context.tsx";
import { FormShell } from "./FormShell.tsx";
import { TextArea, TextField, fieldId } from "./fields.tsx";
import type { FormView } from "./model.ts";
import { valueText } from "../../shared/forms/values.ts";
import { NewsletterField, PersonFields, contactLabels, personLabels } from "./common-fields.tsx";
import {
  CONFIRMATIONS,
  VISIT_FIELDS,
  VisitSchema,
  type VisitDay,
  type VisitExtra,
} from "../../shared/forms/schemas/visit.ts";
import type { Translate } from "../../shared/i18n/translate.ts";
import { SummaryAbove } from "./problem-slot.tsx";

function RequiredMark() {
  const { t } = useI18n();
  return (
    <span className="field__required">
      {" "}
      <span aria-hidden="true">*</span>
      <span className="visually-hidden">{`(${t("forms.required")})`}</span>
    </span>
  );
}

/** The free times, one group per day; a radio per time. */
function SlotField({ form, days, chosen, error }: { form: string; days: VisitDay[]; chosen: string; error?: string }) {
  const { t } = useI18n();
  const id = fieldId(form, "slot");
  return (
    <>
      <SummaryAbove field="slot" />
      <fieldset
        className={`field field--choices visit-slots${error ? " field--invalid" : ""}`}
        id={id}
        tabIndex={-1}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
      >
        <legend className="field__label">
          {t("forms.visit.slot")}
          <RequiredMark />
        </legend>
        <p className="field__hint" id={`${id}-hint`}>
          {t("forms.visit.slotHint")}
        </p>
        <div className="visit-slots__days">
          {days.map((day) => (
            <fieldset key={day.date} className="visit-slots__day">
              <legend className="visit-slots__date">{day.label}</legend>
              <div className="visit-slots__times">
                {day.slots.map((slot) => {
                  const slotId = `${id}-${slot.value.replace(/[^0-9]/g, "")}`;
                  return (
                    <label key={slot.value} className="visit-slots__time">
                      <input
                        id={slotId}
                        type="radio"
                        name="slot"
                        value={slot.value}
                        defaultChecked={slot.value === chosen}
                      />
                      <span>{slot.time}</span>
                    </label>
                  );
                })}
              </div>
            </fieldset>
          ))}
        </div>
        {error ? (
          <p className="field__error" id={`${id}-error`}>
            {error}
          </p>
        ) : null}
      </fieldset>
    </>
  );
}

/** One box the visitor must tick, with its own message. */
function Confirmation({
  form,
  name,
  label,
  checked,
  error,
}: {
  form: string;
  name: string;
  label: string;
  checked: boolean;
  error?: string;
}) {
  const id = fieldId(form, name);
  return (
    <>
      <SummaryAbove field={name} />
      <div className={`field visit-confirm${error ? " field--invalid" : ""}`}>
        <label className="visit-confirm__label" htmlFor={id}>
          <input
            id={id}
            type="checkbox"
            name={name}
            value="on"
            defaultChecked={checked}
            aria-required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          <span>
            {label}
            <RequiredMark />
          </span>
        </label>
        {error ? (
          <p className="field__error" id={`${id}-error`}>
            {error}
          </p>
        ) : null}
      </div>
    </>
  );
}

/** What each box says, with the listing's own amounts when its price is published. */
function confirmationLabel(t: Translate, name: string, extra: VisitExtra): string {
  const amounts = extra.amounts ?? {};
  switch (name) {
    case "confirmIncome":
      return amounts.minimumIncome
        ? t("forms.visit.confirm.income", { amount: amounts.minimumIncome })
        : t("forms.visit.confirm.incomeUnknown");
    case "confirmPersons":
      return t("forms.visit.confirm.persons", { count: extra.maximumPersons ?? 1 });
    case "confirmAmounts":
      return amounts.dueAtSigning
        ? t("forms.visit.confirm.amounts", {
            firstMonth: amounts.firstMonth ?? "",
            deposit: amounts.deposit ?? "",
            total: amounts.dueAtSigning,
          })
        : t("forms.visit.confirm.amountsUnknown");
    case "confirmDeposit":
      return amounts.saleDeposit
        ? t("forms.visit.confirm.deposit", { amount: amounts.saleDeposit })
        : t("forms.visit.confirm.depositUnknown");
    default:
      return t("forms.visit.confirm.description");
  }
}

/** No free time in the coming days: "The appointments are full". */
function AppointmentsFull({ extra }: { extra: VisitExtra }) {
  const { t } = useI18n();
  return (
    <div className="visit-full" role="status">
      <p className="visit-full__title">{t("forms.visit.full")}</p>
      <p>
        {t("forms.visit.fullText")}{" "}
        {extra.contactHref ? (
          <>
            <a href={extra.contactHref}>{t("forms.visit.fullAsk")}</a>{" "}
          </>
        ) : null}
        {extra.phoneHref ? (
          <>
            {t("forms.visit.fullCall")} <a href={extra.phoneHref}>{extra.phone}</a>.
          </>
        ) : (
          <>
            {t("forms.visit.fullCall")} {extra.phone}.
          </>
        )}
      </p>
    </div>
  );
}

export function VisitForm({ view }: { view: FormView }) {
  const { t } = useI18n();
  const { values } = view;
  const form = view.name;
  const extra = view.extra as VisitExtra;
  // Each confirmation is named by what it confirms.
  const labels = {
    ...personLabels(t),
    slot: t("forms.visit.slot"),
    ...(extra.goal === "rent" ? { persons: t("forms.visit.persons") } : {}),
    remark: t("forms.fields.remark"),
    ...Object.fromEntries(CONFIRMATIONS[extra.goal].map((name) => [name, confirmationLabel(t, name, extra)])),
    newsletter: contactLabels(t).newsletter,
  };
  return (
    <div className="visit-form">
      {extra.days.length === 0 ? (
        <AppointmentsFull extra={extra} />
      ) : (
        <FormShell
          view={view}
          schema={VisitSchema}
          fields={VISIT_FIELDS}
          labels={labels}
          submitLabel={t("forms.visit.send")}
        >
          {(errors) => (
            <>
              <input type="hidden" name="listingGoal" value={extra.goal} />
              <PersonFields form={form} values={values} errors={errors} />
              <SlotField form={form} days={extra.days} chosen={valueText(values, "slot")} error={errors.slot} />
              {extra.goal === "rent" ? (
                <TextField
                  form={form}
                  name="persons"
                  label={t("forms.visit.persons")}
                  hint={t("forms.visit.personsHint", { count: extra.maximumPersons ?? 1 })}
                  required
                  maxLength={2}
                  value={valueText(values, "persons")}
                  error={errors.persons}
                />
              ) : null}
              <TextArea
                form={form}
                name="remark"
                label={t("forms.fields.remark")}
                maxLength={3000}
                rows={3}
                value={valueText(values, "remark")}
                error={errors.remark}
              />
              <fieldset className="form__group visit-confirms">
                <legend className="form__group-title">{t("forms.visit.confirmTitle")}</legend>
                {CONFIRMATIONS[extra.goal].map((name) => (
                  <Confirmation
                    key={name}
                    form={form}
                    name={name}
                    label={confirmationLabel(t, name, extra)}
                    checked={valueText(values, name) !== ""}
                    error={errors[name]}
                  />
                ))}
              </fieldset>
              <NewsletterField form={form} values={values} />
            </>
          )}
        </FormShell>
      )}
    </div>
  );
}
