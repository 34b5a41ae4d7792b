/** Newsletter sign-up: an address, a first name if the reader likes, in the page's language. */
import { useI18n } from "../i18n/context.tsx";
import { FormShell } from "./FormShell.tsx";
import { TextField } from "./fields.tsx";
import type { FormView } from "./model.ts";
import { valueText } from "../../shared/forms/values.ts";
import { NEWSLETTER_FIELDS, NewsletterSchema } from "../../shared/forms/schemas/newsletter.ts";

export function NewsletterForm({ view }: { view: FormView }) {
  const { t } = useI18n();
  const { values } = view;
  const form = view.name;
  const labels = { email: t("forms.fields.email"), firstName: t("forms.fields.firstName") };
  return (
    <FormShell
      view={view}
      schema={NewsletterSchema}
      fields={NEWSLETTER_FIELDS}
      labels={labels}
      submitLabel={t("forms.newsletter.send")}
    >
      {(errors) => (
        <>
          <p className="form__intro">{t("forms.newsletter.intro")}</p>
          <div className="form__row">
            <TextField
              form={form}
              name="email"
              type="email"
              label={labels.email}
              required
              autoComplete="email"
              maxLength={254}
              value={valueText(values, "email")}
              error={errors.email}
            />
            <TextField
              form={form}
              name="firstName"
              label={labels.firstName}
              autoComplete="given-name"
              maxLength={80}
              value={valueText(values, "firstName")}
              error={errors.firstName}
            />
          </div>
          <p className="form__consent">{t("forms.newsletter.consent")}</p>
        </>
      )}
    </FormShell>
  );
}
