/**
 * Form fields with their label, required mark and message. A refused field is marked
 * aria-invalid and described by its message, so screen readers read why. Fields are
 * uncontrolled: the server's render is the form, and what the visitor typed is its value.
 */
import type { ReactNode } from "react";
import { useI18n } from "../i18n/context.tsx";
import { SummaryAbove } from "./problem-slot.tsx";

interface FieldBase {
  form: string;
  name: string;
  label: string;
  error?: string;
  required?: boolean;
  hint?: string;
}

export const fieldId = (form: string, name: string) => `${form}-${name}`;

function Label({ form, name, label, required }: FieldBase) {
  const { t } = useI18n();
  return (
    <label className="field__label" htmlFor={fieldId(form, name)}>
      {label}
      {required ? (
        <span className="field__required" title={t("forms.required")}>
          {" "}
          <span aria-hidden="true">*</span>
          <span className="visually-hidden">{`(${t("forms.required")})`}</span>
        </span>
      ) : null}
    </label>
  );
}

function describedBy(form: string, name: string, error?: string, hint?: string): string | undefined {
  const ids = [hint ? `${fieldId(form, name)}-hint` : "", error ? `${fieldId(form, name)}-error` : ""].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

function Message({ form, name, error, hint }: Pick<FieldBase, "form" | "name" | "error" | "hint">) {
  return (
    <>
      {hint ? (
        <p className="field__hint" id={`${fieldId(form, name)}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field__error" id={`${fieldId(form, name)}-error`}>
          {error}
        </p>
      ) : null}
    </>
  );
}

/** The label, the control and its messages; the control gets the ids and states it needs. */
function FieldFrame(props: FieldBase & { children: (control: ControlProps) => ReactNode }) {
  const { form, name, error, required, hint, children } = props;
  return (
    <>
      <SummaryAbove field={name} />
      <div className={`field${error ? " field--invalid" : ""}`}>
        <Label {...props} />
        {children({
          id: fieldId(form, name),
          name,
          "aria-required": required || undefined,
          "aria-invalid": error ? true : undefined,
          "aria-describedby": describedBy(form, name, error, hint),
        })}
        <Message form={form} name={name} error={error} hint={hint} />
      </div>
    </>
  );
}

interface ControlProps {
  id: string;
  name: string;
  "aria-required": true | undefined;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

/** Where the focus lands when a form comes back refused: on the field to correct, also without JavaScript. */
interface FocusProps {
  autoFocus?: boolean;
}

/** A text, e-mail, phone or date field; what the visitor typed is its starting value. */
export function TextField(
  props: FieldBase &
    FocusProps & {
      type?: "text" | "email" | "tel" | "date";
      value: string;
      autoComplete?: string;
      maxLength?: number;
      inputMode?: "numeric";
      /** A login name: typed as is, no capital or spelling help. */
      verbatim?: boolean;
      /** Shown and sent, not typed in (an alert's fixed address). */
      readOnly?: boolean;
    },
) {
  const { type = "text", value, autoComplete, maxLength, inputMode, autoFocus, verbatim, readOnly } = props;
  return (
    <FieldFrame {...props}>
      {(control) => (
        <input
          {...control}
          className="field__input"
          type={type}
          autoComplete={autoComplete}
          maxLength={maxLength}
          inputMode={inputMode}
          defaultValue={value}
          autoFocus={autoFocus || undefined}
          autoCapitalize={verbatim ? "none" : undefined}
          spellCheck={verbatim ? false : undefined}
          readOnly={readOnly || undefined}
        />
      )}
    </FieldFrame>
  );
}

/** A password: never shown again when the form comes back. */
export function PasswordField(props: FieldBase & FocusProps & { autoComplete: "current-password" | "new-password" }) {
  const { autoComplete, autoFocus } = props;
  return (
    <FieldFrame {...props}>
      {(control) => (
        <input
          {...control}
          className="field__input"
          type="password"
          autoComplete={autoComplete}
          spellCheck={false}
          autoFocus={autoFocus || undefined}
        />
      )}
    </FieldFrame>
  );
}

export function TextArea(props: FieldBase & { value: string; rows?: number; maxLength?: number }) {
  const { value, rows = 6, maxLength } = props;
  return (
    <FieldFrame {...props}>
      {(control) => (
        <textarea
          {...control}
          className="field__input field__input--area"
          rows={rows}
          maxLength={maxLength}
          defaultValue={value}
        />
      )}
    </FieldFrame>
  );
}

/** Radios (one choice) or checkboxes (several) in a fieldset whose legend is the label. */
export function ChoiceGroup(
  props: FieldBase & {
    multiple?: boolean;
    options: { value: string; label: ReactNode }[];
    value: string[];
    inline?: boolean;
  },
) {
  const { t } = useI18n();
  const { form, name, label, error, required, hint, multiple = false, options, value, inline = false } = props;
  return (
    <>
      <SummaryAbove field={name} />
      <fieldset
        className={`field field--choices${inline ? " field--inline" : ""}${error ? " field--invalid" : ""}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(form, name, error, hint)}
        id={fieldId(form, name)}
        tabIndex={-1}
      >
        <legend className="field__label">
          {label}
          {required ? (
            <span className="field__required">
              {" "}
              <span aria-hidden="true">*</span>
              <span className="visually-hidden">{`(${t("forms.required")})`}</span>
            </span>
          ) : null}
        </legend>
        <div className="field__choices">
          {options.map((option) => (
            // Styled as a child of the choices (client/styles/forms.css): no class or wrapper of its own.
            <label key={option.value}>
              <input
                type={multiple ? "checkbox" : "radio"}
                name={name}
                value={option.value}
                defaultChecked={value.includes(option.value)}
              />
              {option.label}
            </label>
          ))}
        </div>
        <Message form={form} name={name} error={error} hint={hint} />
      </fieldset>
    </>
  );
}

/** A file input. Browsers never let a page set a file, so a form that comes back has none chosen. */
export function FileField(props: FieldBase & { accept: string }) {
  return (
    <FieldFrame {...props}>
      {(control) => (
        <input {...control} className="field__input field__input--file" type="file" accept={props.accept} />
      )}
    </FieldFrame>
  );
}
