/** Who the visitor is, as most forms ask it (SPEC §3): title, names, e-mail and phone. */
import { useI18n } from "../i18n/context.tsx";
import { ChoiceGroup, TextField } from "./fields.tsx";
import type { FormView } from "./model.ts";
import { TITLES } from "./schemas/site-contact.ts";
import { valueList, valueText } from "./values.ts";

export function PersonFields({ form, values, errors }: { form: string; values: FormView["values"]; errors: Record<string, string> }) {
  const { t } = useI18n();
  return (
    <>
      <ChoiceGroup
        form={form}
        name="title"
        label={t("forms.fields.title")}
        required
        inline
        options={TITLES.map((value) => ({ value, label: t(`forms.titles.${value}`) }))}
        value={valueList(values, "title")}
        error={errors.title}
      />
      <div className="form__row">
        <TextField form={form} name="firstName" label={t("forms.fields.firstName")} required autoComplete="given-name" maxLength={80} value={valueText(values, "firstName")} error={errors.firstName} />
        <TextField form={form} name="lastName" label={t("forms.fields.lastName")} required autoComplete="family-name" maxLength={80} value={valueText(values, "lastName")} error={errors.lastName} />
      </div>
      <div className="form__row">
        <TextField form={form} name="email" type="email" label={t("forms.fields.email")} required autoComplete="email" maxLength={254} value={valueText(values, "email")} error={errors.email} />
        <TextField form={form} name="phone" type="tel" label={t("forms.fields.phone")} required autoComplete="tel" maxLength={30} value={valueText(values, "phone")} error={errors.phone} />
      </div>
    </>
  );
}
