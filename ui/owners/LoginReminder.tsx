/**
 * The password reminder (decision 035): the registry's form "owner-password" with
 * the site's captcha, posting to its own page. It is rendered on the server only: one field
 * needs no island, and the captcha's script is wired by the page's behaviours.
 */
import { useI18n } from "../i18n/context.tsx";
import { FormShell } from "../forms/FormShell.tsx";
import { TextField } from "../forms/fields.tsx";
import { valueText } from "../../shared/forms/values.ts";
import { OWNER_PASSWORD_FIELDS, OwnerPasswordSchema } from "../../shared/forms/schemas/owner-password.ts";
import type { ReminderView } from "./auth-model.ts";

export function LoginReminder({ view }: { view: ReminderView }) {
  const { t } = useI18n();
  const { form } = view;
  return (
    <div className="owner-auth" id={`form-${form.name}`}>
      <FormShell
        view={form}
        schema={OwnerPasswordSchema}
        fields={OWNER_PASSWORD_FIELDS}
        labels={{ account: t("owners.auth.login.account") }}
        submitLabel={t("owners.auth.reminder.submit")}
      >
        {(errors) => (
          <>
            <p className="form__intro">{t("owners.auth.reminder.intro")}</p>
            <TextField
              form={form.name}
              name="account"
              label={t("owners.auth.login.account")}
              required
              autoComplete="username"
              maxLength={254}
              value={valueText(form.values, "account")}
              error={errors.account}
            />
          </>
        )}
      </FormShell>
      <p className="owner-auth__help">
        <a href={view.loginHref}>{t("owners.auth.reminder.back")}</a>
      </p>
    </div>
  );
}
