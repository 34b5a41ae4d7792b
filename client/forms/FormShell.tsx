/**
 * What every form has around its fields (SPEC §5): the problems summary, the hidden idempotency
 * key and honeypot, the captcha, the privacy-statement line and the send button. It posts
 * without JavaScript; once hydrated it checks the fields with the form's own schema as the
 * visitor leaves them and before sending, so most problems show before the round trip.
 */
import { useRef, useState, type ReactNode } from "react";
import type { GenericSchema } from "valibot";
import * as v from "valibot";
import { useI18n } from "../i18n/context.tsx";
import type { FormView } from "./model.ts";
import { fieldMessages, readInput, type FieldSpec } from "./values.ts";
import { fieldId } from "./fields.tsx";
import { Honeypot } from "./Honeypot.tsx";
import { Captcha } from "./Captcha.tsx";

/** One key per rendering of a form: a double submit stores one lead. */
export const IDEMPOTENCY_FIELD = "form_key";
/** Which of a page's forms was sent (a detail page has several). */
export const FORM_NAME_FIELD = "form_name";

interface FormShellProps {
  view: FormView;
  schema: GenericSchema;
  fields: readonly FieldSpec[];
  /** Renders the fields with the messages to show now. */
  children: (errors: Record<string, string>) => ReactNode;
  submitLabel: string;
  /** Sent as multipart/form-data: the form has a file field. */
  multipart?: boolean;
}

export function FormShell({ view, schema, fields, children, submitLabel, multipart }: FormShellProps) {
  const { t } = useI18n();
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Record<string, string>>(view.errors);
  const [touched, setTouched] = useState<Set<string>>(new Set(Object.keys(view.errors)));

  const check = (): Record<string, string> => {
    const element = form.current;
    if (!element) return {};
    const result = v.safeParse(schema, readInput(new FormData(element), fields));
    const keys = result.success ? {} : fieldMessages(result.issues);
    return Object.fromEntries(Object.entries(keys).map(([field, key]) => [field, t(key)]));
  };

  /** Shows the messages of a field the visitor has just left (or chosen a file in). */
  const recheck = (name: string) => {
    if (!name || !fields.some((f) => f.name === name)) return;
    setTouched((s) => new Set(s).add(name));
    setErrors(check());
  };

  // Leaving a field by pressing on another control (the send button) would redraw the messages
  // between the press and the release: the form moves and the click lands elsewhere. While a
  // pointer is down in the form, the check waits until it is released.
  const pressing = useRef(false);
  const waiting = useRef<string | null>(null);
  const release = () => {
    pressing.current = false;
    const name = waiting.current;
    waiting.current = null;
    // After the click has run (a submit checks everything itself).
    if (name) setTimeout(() => recheck(name), 0);
  };
  const leave = (name: string) => {
    if (!pressing.current) return recheck(name);
    waiting.current = name;
  };

  const shown = Object.fromEntries(Object.entries(errors).filter(([field]) => touched.has(field)));
  const problems = Object.entries(shown);

  return (
    <form
      ref={form}
      className="form"
      method="post"
      action={view.action}
      encType={multipart ? "multipart/form-data" : undefined}
      noValidate
      aria-describedby={`${view.name}-privacy`}
      onPointerDownCapture={() => {
        pressing.current = true;
        document.addEventListener("pointerup", release, { once: true });
        document.addEventListener("pointercancel", release, { once: true });
      }}
      onBlur={(event) => leave((event.target as unknown as HTMLInputElement).name)}
      // A chosen file is checked at once: picking it in the dialog does not focus its input.
      onChange={(event) => {
        const input = event.target as unknown as HTMLInputElement;
        if (input.type === "file") recheck(input.name);
      }}
      onSubmit={(event) => {
        const found = check();
        if (Object.keys(found).length === 0) return;
        event.preventDefault();
        setErrors(found);
        setTouched(new Set(fields.map((f) => f.name)));
        const first = fields.find((f) => found[f.name]);
        // A group's first choice takes the focus, so the visitor can answer it straight away.
        const target = first ? document.getElementById(fieldId(view.name, first.name)) : null;
        (target instanceof HTMLFieldSetElement ? (target.querySelector<HTMLElement>("input") ?? target) : target)?.focus();
      }}
    >
      {view.formError ? (
        <p className="form__alert" role="alert">
          {view.formError}
        </p>
      ) : null}
      {problems.length > 0 ? (
        <div className="form__problems" role="alert" aria-labelledby={`${view.name}-problems`}>
          <p id={`${view.name}-problems`} className="form__problems-title">
            {t("forms.notSent", { count: problems.length })}
          </p>
          <ul>
            {fields
              .filter((f) => shown[f.name])
              .map((f) => (
                <li key={f.name}>
                  <a href={`#${fieldId(view.name, f.name)}`}>{shown[f.name]}</a>
                </li>
              ))}
          </ul>
        </div>
      ) : null}
      <input type="hidden" name={IDEMPOTENCY_FIELD} value={view.idempotencyKey} />
      <input type="hidden" name={FORM_NAME_FIELD} value={view.name} />
      <Honeypot form={view.name} />
      {children(shown)}
      {view.captcha ? <Captcha {...view.captcha} form={view.name} /> : null}
      <p className="form__privacy" id={`${view.name}-privacy`}>
        {t("forms.privacyLine")} <a href={view.privacyHref}>{t("forms.privacyLink")}</a>.
      </p>
      <p className="form__required-note">
        <span aria-hidden="true">*</span> {t("forms.requiredNote")}
      </p>
      <button className="button button--primary form__submit" type="submit">
        {submitLabel}
      </button>
    </form>
  );
}
