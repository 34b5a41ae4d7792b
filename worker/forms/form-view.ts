/** A form as a page shows it: fresh, or back with what the visitor typed and what was wrong. */
import type { FormView } from "../../ui/forms/model.ts";
import type { FormValues } from "../../shared/forms/values.ts";
import type { Site } from "../site/site.ts";
import type { FormDefinition } from "./define.ts";
import { freshValue } from "../render/fresh-values.ts";

export interface FormState {
  values: FormValues;
  /** Message keys per field. */
  errors: Record<string, string>;
  /** A message key for the whole form. */
  formError?: string;
  idempotencyKey?: string;
}

/** `starting`: what the form shows when it is fresh; a form sent back shows exactly what was sent. */
export function formView(
  site: Site,
  lang: string,
  form: FormDefinition,
  t: (key: string) => string,
  action: string,
  state?: FormState,
  starting: FormValues = {},
): FormView {
  return {
    name: form.name,
    ...(form.island ? { island: form.island } : {}),
    action,
    // A fresh form gets its key per response, never from the page as rendered (decision 047).
    idempotencyKey: state?.idempotencyKey ?? freshValue("key", form.name),
    values: state ? state.values : starting,
    posted: state !== undefined,
    errors: Object.fromEntries(Object.entries(state?.errors ?? {}).map(([field, key]) => [field, t(key)])),
    ...(state?.formError ? { formError: t(state.formError) } : {}),
    privacyHref: site.table.path(lang, "privacy"),
  };
}
