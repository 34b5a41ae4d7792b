/**
 * The offer to buy for the sale listing the page was opened for: buyer A, an
 * optional second buyer, the amount in digits and in words, the offer's validity and its signing.
 * With JavaScript the words follow the digits and the 10 % deposit follows the amount as the
 * visitor types; without, the server shows both after a post. Without a sale listing the page
 * explains where offers are made instead of showing the form.
 */
import { useRef, useState } from "react";
import { useI18n } from "../i18n/context.tsx";
import { amountInWords } from "../../shared/rules/amount-words.ts";
import { formatEuro } from "../../shared/rules/money.ts";
import { parseWholeEuros } from "../../shared/forms/dates-and-amounts.ts";
import { FormShell } from "./FormShell.tsx";
import { ChoiceGroup, TextArea, TextField, fieldId } from "./fields.tsx";
import type { FormView } from "./model.ts";
import { valueList, valueText } from "../../shared/forms/values.ts";
import { NewsletterField, PersonFields, contactLabels, fieldLabels, personLabels } from "./common-fields.tsx";
import { OFFER_FIELDS, OfferSchema, offerDeposit, type OfferView } from "../../shared/forms/schemas/offer-to-buy.ts";
import { TITLES } from "../../shared/forms/schemas/person.ts";

function NoListing({ view, saleListHref }: { view: FormView; saleListHref: string }) {
  const { t } = useI18n();
  return (
    <section className="form-subject form-subject--missing" aria-labelledby="offer-to-buy-missing">
      {view.formError ? (
        <p className="form__alert" role="alert">
          {view.formError}
        </p>
      ) : null}
      <h2 className="form-subject__title" id="offer-to-buy-missing">
        {t("forms.offer.missing.title")}
      </h2>
      <p>{t("forms.offer.missing.text")}</p>
      <p>
        <a className="button button--primary" href={saleListHref}>
          {t("forms.offer.missing.link")}
        </a>
      </p>
    </section>
  );
}

/** An address as four fields; `prefix` names the second buyer's ("b"). */
function AddressFields({
  form,
  prefix,
  values,
  errors,
  required,
}: {
  form: string;
  prefix: "" | "b";
  values: FormView["values"];
  errors: Record<string, string>;
  required: boolean;
}) {
  const { t } = useI18n();
  const name = (field: string) => (prefix ? `${prefix}${field[0]!.toUpperCase()}${field.slice(1)}` : field);
  const auto = (token: string) => (prefix ? "off" : token);
  return (
    <>
      <div className="form__row form__row--street">
        <TextField
          form={form}
          name={name("street")}
          label={t("forms.fields.street")}
          required={required}
          autoComplete={auto("address-line1")}
          maxLength={120}
          value={valueText(values, name("street"))}
          error={errors[name("street")]}
        />
        <TextField
          form={form}
          name={name("houseNumber")}
          label={t("forms.fields.houseNumber")}
          required={required}
          maxLength={20}
          value={valueText(values, name("houseNumber"))}
          error={errors[name("houseNumber")]}
        />
      </div>
      <div className="form__row form__row--town">
        <TextField
          form={form}
          name={name("zip")}
          label={t("forms.fields.zip")}
          required={required}
          autoComplete={auto("postal-code")}
          maxLength={12}
          value={valueText(values, name("zip"))}
          error={errors[name("zip")]}
        />
        <TextField
          form={form}
          name={name("city")}
          label={t("forms.fields.city")}
          required={required}
          autoComplete={auto("address-level2")}
          maxLength={80}
          value={valueText(values, name("city"))}
          error={errors[name("city")]}
        />
      </div>
    </>
  );
}

export function OfferForm({ view }: { view: FormView }) {
  const { t, lang } = useI18n();
  const { values } = view;
  const form = view.name;
  const { listing, saleListHref } = (view.extra ?? { saleListHref: "/" }) as OfferView;
  const [amount, setAmount] = useState(() => parseWholeEuros(valueText(values, "amount")));
  // What the helper last wrote in the words field: it only replaces its own words, never the visitor's.
  const written = useRef(amount === undefined ? "" : (amountInWords(amount, lang) ?? ""));
  const onAmount = (text: string) => {
    const euros = parseWholeEuros(text);
    setAmount(euros);
    const field = document.getElementById(fieldId(form, "amountWords"));
    if (!(field instanceof HTMLInputElement)) return;
    const next = euros === undefined || euros < 1 ? "" : (amountInWords(euros, lang) ?? "");
    if (field.value.trim() === "" || field.value === written.current) {
      field.value = next;
      written.current = next;
    }
  };

  if (!listing) return <NoListing view={view} saleListHref={saleListHref} />;

  const buyer = {
    ...personLabels(t),
    ...fieldLabels(t, ["street", "houseNumber", "zip", "city", "birthDate"] as const),
  };
  // The second buyer's fields are named as the first buyer's, "b" before: bEmail is "Email (second buyer)".
  const secondBuyer = Object.fromEntries(
    Object.entries(buyer).map(([name, label]) => [
      `b${name[0]!.toUpperCase()}${name.slice(1)}`,
      t("forms.offer.secondBuyerField", { field: label }),
    ]),
  );
  const labels = {
    ...buyer,
    ...secondBuyer,
    ...fieldLabels(t, ["amount", "amountWords", "startDate", "endDate", "place", "signDate"] as const),
    remark: t("forms.fields.conditions"),
    newsletter: contactLabels(t).newsletter,
  };

  const words = amount === undefined || amount < 1 ? undefined : amountInWords(amount, lang);

  return (
    <>
      <section className="form-subject" aria-labelledby="offer-to-buy-listing">
        <h2 className="form-subject__title" id="offer-to-buy-listing">
          {t("forms.offer.forListing")}
        </h2>
        <p className="form-subject__name">
          <a href={listing.path}>{listing.title}</a> · {listing.city}
        </p>
        {listing.askingPrice !== null ? (
          <dl className="form-subject__facts">
            <div>
              <dt>{t("forms.offer.askingPrice")}</dt>
              <dd>
                {listing.priceFrom
                  ? t("price.from", { price: formatEuro(listing.askingPrice, lang) })
                  : formatEuro(listing.askingPrice, lang)}
              </dd>
            </div>
          </dl>
        ) : null}
      </section>
      <FormShell
        view={view}
        schema={OfferSchema}
        fields={OFFER_FIELDS}
        labels={labels}
        submitLabel={t("forms.offer.send")}
      >
        {(errors) => (
          <>
            <fieldset className="form__group">
              <legend className="form__group-title">{t("forms.offer.buyerA")}</legend>
              <PersonFields form={form} values={values} errors={errors} />
              <AddressFields form={form} prefix="" values={values} errors={errors} required />
              <TextField
                form={form}
                name="birthDate"
                type="date"
                label={t("forms.fields.birthDate")}
                required
                autoComplete="bday"
                value={valueText(values, "birthDate")}
                error={errors.birthDate}
              />
            </fieldset>
            <fieldset className="form__group" aria-describedby={`${form}-buyer-b-hint`}>
              <legend className="form__group-title">{t("forms.offer.buyerB")}</legend>
              <p className="field__hint" id={`${form}-buyer-b-hint`}>
                {t("forms.offer.buyerBHint")}
              </p>
              <ChoiceGroup
                form={form}
                name="bTitle"
                label={t("forms.fields.title")}
                inline
                options={TITLES.map((value) => ({ value, label: t(`forms.titles.${value}`) }))}
                value={valueList(values, "bTitle")}
                error={errors.bTitle}
              />
              <div className="form__row">
                <TextField
                  form={form}
                  name="bFirstName"
                  label={t("forms.fields.firstName")}
                  autoComplete="off"
                  maxLength={80}
                  value={valueText(values, "bFirstName")}
                  error={errors.bFirstName}
                />
                <TextField
                  form={form}
                  name="bLastName"
                  label={t("forms.fields.lastName")}
                  autoComplete="off"
                  maxLength={80}
                  value={valueText(values, "bLastName")}
                  error={errors.bLastName}
                />
              </div>
              <TextField
                form={form}
                name="bBirthDate"
                type="date"
                label={t("forms.fields.birthDate")}
                autoComplete="off"
                value={valueText(values, "bBirthDate")}
                error={errors.bBirthDate}
              />
              <div className="form__row">
                <TextField
                  form={form}
                  name="bEmail"
                  type="email"
                  label={t("forms.fields.email")}
                  autoComplete="off"
                  maxLength={254}
                  value={valueText(values, "bEmail")}
                  error={errors.bEmail}
                />
                <TextField
                  form={form}
                  name="bPhone"
                  type="tel"
                  label={t("forms.fields.phone")}
                  autoComplete="off"
                  maxLength={30}
                  value={valueText(values, "bPhone")}
                  error={errors.bPhone}
                />
              </div>
              <AddressFields form={form} prefix="b" values={values} errors={errors} required={false} />
            </fieldset>
            <fieldset className="form__group">
              <legend className="form__group-title">{t("forms.offer.offer")}</legend>
              <div
                onInput={(event) =>
                  (event.target as HTMLInputElement).name === "amount" &&
                  onAmount((event.target as HTMLInputElement).value)
                }
              >
                <TextField
                  form={form}
                  name="amount"
                  label={t("forms.fields.amount")}
                  hint={t("forms.offer.amountHint")}
                  required
                  inputMode="numeric"
                  maxLength={15}
                  value={valueText(values, "amount")}
                  error={errors.amount}
                />
              </div>
              <TextField
                form={form}
                name="amountWords"
                label={t("forms.fields.amountWords")}
                hint={words ? t("forms.offer.wordsHint", { words }) : t("forms.offer.wordsHintEmpty")}
                required
                maxLength={300}
                value={valueText(values, "amountWords")}
                error={errors.amountWords}
              />
              <div className="offer-deposit" role="status" aria-live="polite">
                <p className="offer-deposit__title">{t("forms.offer.depositTitle")}</p>
                <ul>
                  {amount !== undefined && amount >= 1 ? (
                    <li>{t("forms.offer.depositOffer", { amount: formatEuro(offerDeposit(amount), lang) })}</li>
                  ) : (
                    <li>{t("forms.offer.depositOfferEmpty")}</li>
                  )}
                  {listing.askingPrice !== null ? (
                    <li>
                      {t("forms.offer.depositAsking", { amount: formatEuro(offerDeposit(listing.askingPrice), lang) })}
                    </li>
                  ) : null}
                </ul>
              </div>
            </fieldset>
            <fieldset className="form__group">
              <legend className="form__group-title">{t("forms.offer.validity")}</legend>
              <div className="form__row">
                <TextField
                  form={form}
                  name="startDate"
                  type="date"
                  label={t("forms.fields.startDate")}
                  required
                  value={valueText(values, "startDate")}
                  error={errors.startDate}
                />
                <TextField
                  form={form}
                  name="endDate"
                  type="date"
                  label={t("forms.fields.endDate")}
                  required
                  value={valueText(values, "endDate")}
                  error={errors.endDate}
                />
              </div>
            </fieldset>
            <fieldset className="form__group">
              <legend className="form__group-title">{t("forms.offer.signing")}</legend>
              <div className="form__row">
                <TextField
                  form={form}
                  name="place"
                  label={t("forms.fields.place")}
                  required
                  maxLength={80}
                  value={valueText(values, "place")}
                  error={errors.place}
                />
                <TextField
                  form={form}
                  name="signDate"
                  type="date"
                  label={t("forms.fields.signDate")}
                  required
                  value={valueText(values, "signDate")}
                  error={errors.signDate}
                />
              </div>
            </fieldset>
            <TextArea
              form={form}
              name="remark"
              label={t("forms.fields.conditions")}
              hint={t("forms.offer.conditionsHint")}
              maxLength={3000}
              rows={4}
              value={valueText(values, "remark")}
              error={errors.remark}
            />
            <NewsletterField form={form} values={values} />
            <p className="offer-binding">{t("forms.offer.binding")}</p>
          </>
        )}
      </FormShell>
    </>
  );
}
