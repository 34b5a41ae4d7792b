/**
 * A field of the owner portal's forms: label, input and message, with the classes and the
 * accessible wiring of the site's other forms (client/forms/fields.tsx), plus the password type
 * and autofocus those forms never need. A refused field is aria-invalid and described by its
 * message; after a refused attempt the field to correct takes the focus, also without JavaScript.
 */
import { useI18n } from "../i18n/context.tsx";

export interface LoginFieldProps {
  id: string;
  name: string;
  label: string;
  type: "text" | "password";
  autoComplete: string;
  /** The value typed, kept when the form comes back; never given for a password. */
  value?: string;
  /** Translated message. */
  error?: string;
  hint?: string;
  focus?: boolean;
  maxLength?: number;
}

export function LoginField({ id, name, label, type, autoComplete, value, error, hint, focus, maxLength }: LoginFieldProps) {
  const { t } = useI18n();
  const described = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <div className={`field${error ? " field--invalid" : ""}`}>
      <label className="field__label" htmlFor={id}>
        {label}
        <span className="field__required" title={t("forms.required")}>
          {" "}
          <span aria-hidden="true">*</span>
          <span className="visually-hidden">({t("forms.required")})</span>
        </span>
      </label>
      <input
        id={id}
        name={name}
        className="field__input"
        type={type}
        autoComplete={autoComplete}
        autoCapitalize={type === "text" ? "none" : undefined}
        spellCheck={false}
        maxLength={maxLength}
        defaultValue={type === "password" ? undefined : (value ?? "")}
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        autoFocus={focus || undefined}
      />
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
