/**
 * What every form has around its fields: the problems summary, the hidden idempotency
 * key and honeypot, the captcha, the privacy-statement line and the send button. It posts
 * without JavaScript; once hydrated it checks the fields with the form's own schema as the
 * visitor leaves them and before sending, so most problems show before the round trip.
 *
 * After any refusal (the server's, or the check before sending) the visitor lands on the summary,
 * focused: it names each field with its problem and links to it, and it stands right above the
 * first field to correct (problem-slot.tsx), so that field is on screen with it; a problem of the
 * whole form puts it at the top. Without JavaScript the browser focuses it as the page loads
 * (autofocus); the check before sending focuses it itself. It stays where it was put until the
 * form is sent again, so the form does not move under the visitor's hands.
 */
import { useRef, useState, type ReactNode } from "react";
import { flushSync } from "react-dom";
import type { GenericSchema } from "valibot";
import * as v from "valibot";
import { useI18n } from "../i18n/context.tsx";
import type { Translate } from "../../shared/i18n/translate.ts";
import type { FormView } from "./model.ts";
import { fieldMessages, readInput, type FieldSpec } from "../../shared/forms/values.ts";
import { fieldId } from "./fields.tsx";
import { Honeypot } from "./Honeypot.tsx";
import { Captcha } from "./Captcha.tsx";
import { CAPTCHA_PROBLEM, FORM_NAME_FIELD, IDEMPOTENCY_FIELD } from "../../shared/forms/guard-fields.ts";
import { ProblemSlot } from "./problem-slot.tsx";

interface FormShellProps {
  view: FormView;
  schema: GenericSchema;
  fields: readonly FieldSpec[];
  /** Renders the fields with the messages to show now. */
  children: (errors: Record<string, string>) => ReactNode;
  /**
   * Each field the form shows, named as its label names it: the summary of problems names the
   * field so and stands above it. A problem of a field without a label (a hidden one) is said
   * without a link, the summary at the top.
   */
  labels: Readonly<Record<string, string>>;
  submitLabel: string;
  /** Sent as multipart/form-data: the form has a file field. */
  multipart?: boolean;
}

/** One problem as the summary lists it: the field it concerns and its message (no field: a problem of the schema's own, or of a hidden field). */
interface Problem {
  target?: { field: string; id: string; label: string };
  message: string;
}

/** "Phone: this field is required.": the message reads on after the field's name. */
function problemLine(t: Translate, lang: string, { target, message }: Problem): string {
  if (!target) return message;
  // A message opening with a word, not an abbreviation ("IBAN"), continues the sentence in lower case.
  const continued = /^\p{Lu}\p{Ll}/u.test(message)
    ? message.charAt(0).toLocaleLowerCase(lang) + message.slice(1)
    : message;
  return t("forms.problem", { field: target.label, message: continued });
}

/** The summary of what kept the form from being sent, each problem a link to its field. */
function ProblemSummary({
  form,
  problems,
  formError,
  focusOnLoad,
  summary,
}: {
  form: string;
  problems: Problem[];
  formError?: string;
  focusOnLoad: boolean;
  summary: React.RefObject<HTMLDivElement | null>;
}) {
  const { t, lang } = useI18n();
  const titleId = `${form}-problems-title`;
  return (
    <div
      ref={summary}
      className="form__problems"
      id={`${form}-problems`}
      tabIndex={-1}
      role="alert"
      aria-labelledby={titleId}
      autoFocus={focusOnLoad || undefined}
    >
      <p id={titleId} className="form__problems-title">
        {problems.length > 0 ? t("forms.notSent", { count: problems.length }) : formError}
      </p>
      {problems.length > 0 && formError ? <p className="form__problems-text">{formError}</p> : null}
      {problems.length > 0 ? (
        <ul>
          {problems.map((problem) => (
            <li key={problem.target?.id ?? problem.message}>
              {problem.target ? <a href={`#${problem.target.id}`}>{problemLine(t, lang, problem)}</a> : problem.message}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export function FormShell({ view, schema, fields, children, labels, submitLabel, multipart }: FormShellProps) {
  const { t } = useI18n();
  const form = useRef<HTMLFormElement>(null);
  const summary = useRef<HTMLDivElement>(null);
  const [errors, setErrors] = useState<Record<string, string>>(view.errors);
  const [touched, setTouched] = useState<Set<string>>(new Set(Object.keys(view.errors)));

  /** The problems in the order the form asks its fields; a problem of no visible field, then the captcha's, last. */
  const listProblems = (found: Record<string, string>): Problem[] => {
    const target = (field: string, id: string, label: string | undefined) =>
      label === undefined ? {} : { target: { field, id, label } };
    return [
      ...fields
        .filter((f) => found[f.name])
        .map((f) => ({ ...target(f.name, fieldId(view.name, f.name), labels[f.name]), message: found[f.name]! })),
      ...(found[""] ? [{ message: found[""] }] : []),
      ...(found[CAPTCHA_PROBLEM]
        ? [{ ...target(CAPTCHA_PROBLEM, `${view.name}-captcha`, t("captcha.label")), message: found[CAPTCHA_PROBLEM] }]
        : []),
    ];
  };
  /** The field the summary stands above: the first to correct; none (the top) for a problem of the whole form. */
  const anchorOf = (found: Record<string, string>): string | undefined =>
    view.formError ? undefined : listProblems(found)[0]?.target?.field;
  const [anchor, setAnchor] = useState(() => anchorOf(view.errors));

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
  const problems = listProblems(shown);
  const problemSummary =
    problems.length > 0 || view.formError !== undefined ? (
      <ProblemSummary
        form={view.name}
        problems={problems}
        formError={view.formError}
        focusOnLoad={view.posted}
        summary={summary}
      />
    ) : null;

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
        // The summary is drawn before it takes the focus; the first field to correct is just below it.
        flushSync(() => {
          setErrors(found);
          setTouched(new Set(fields.map((f) => f.name)));
          setAnchor(anchorOf(found));
        });
        summary.current?.focus();
      }}
    >
      {anchor ? null : problemSummary}
      <input type="hidden" name={IDEMPOTENCY_FIELD} value={view.idempotencyKey} />
      <input type="hidden" name={FORM_NAME_FIELD} value={view.name} />
      <Honeypot form={view.name} />
      <ProblemSlot.Provider value={{ field: anchor, summary: problemSummary }}>
        {children(shown)}
        {view.captcha ? <Captcha {...view.captcha} form={view.name} error={shown[CAPTCHA_PROBLEM]} /> : null}
      </ProblemSlot.Provider>
      <p className="form__privacy" id={`${view.name}-privacy`}>
        {`${t("forms.privacyLine")} `}
        <a href={view.privacyHref}>{t("forms.privacyLink")}</a>.
      </p>
      <p className="form__required-note">
        <span aria-hidden="true">*</span>
        {` ${t("forms.requiredNote")}`}
      </p>
      <button className="button button--primary form__submit" type="submit">
        {submitLabel}
      </button>
    </form>
  );
}
