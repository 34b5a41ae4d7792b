/**
 * The honeypot (decision 027): a field people never see or reach, which form-filling bots fill
 * in. worker/forms/guard.ts refuses a form where it is not empty.
 */
import { useI18n } from "../i18n/context.tsx";
import { HONEYPOT_FIELD } from "../../shared/forms/guard-fields.ts";

export function Honeypot({ form }: { form: string }) {
  const { t } = useI18n();
  return (
    <div className="honeypot" aria-hidden="true">
      <label htmlFor={`${form}-${HONEYPOT_FIELD}`}>{t("captcha.honeypot")}</label>
      <input
        id={`${form}-${HONEYPOT_FIELD}`}
        name={HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}
