/**
 * The new password and its confirmation, as every page where an owner chooses a password asks
 * for them (the reminder's link, the change of password): the rule as a hint, each field's error,
 * and the focus on the first one to correct.
 */
import { useI18n } from "../i18n/context.tsx";
import { PasswordField } from "../forms/fields.tsx";

export function NewPasswordFields({
  form,
  errors,
  focus,
}: {
  form: string;
  errors: Partial<Record<"password" | "confirmation", string>>;
  focus?: "password" | "confirmation";
}) {
  const { t } = useI18n();
  return (
    <>
      <PasswordField
        form={form}
        name="password"
        label={t("owners.auth.reset.password")}
        required
        autoComplete="new-password"
        hint={t("owners.auth.reset.rule")}
        error={errors.password ? t(errors.password) : undefined}
        autoFocus={focus === "password"}
      />
      <PasswordField
        form={form}
        name="confirmation"
        label={t("owners.auth.reset.confirmation")}
        required
        autoComplete="new-password"
        error={errors.confirmation ? t(errors.confirmation) : undefined}
        autoFocus={focus === "confirmation"}
      />
    </>
  );
}
