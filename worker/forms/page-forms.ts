/** The forms a page shows, ready to render: fresh, or the one just posted back with its problems. */
import type { FormView } from "../../ui/forms/model.ts";
import type { Site } from "../site/site.ts";
import { translatorFor } from "../site/translations.ts";
import { captchaView } from "./captcha-view.ts";
import type { FormContext } from "./context.ts";
import type { FormDefinition } from "./define.ts";
import { formView, type FormState } from "./form-view.ts";
import { formsForPage, type FormPage } from "./registry.ts";

/** The forms a page shows as this request opens it, in the page's order. */
export function shownForms(page: FormPage, ctx: FormContext): FormDefinition[] {
  return formsForPage(page).filter((form) => form.available?.(ctx) ?? true);
}

/** One form ready to render: fresh (with its starting values), or back with `state`. */
export async function renderedForm(
  env: Env,
  site: Site,
  ctx: FormContext,
  form: FormDefinition,
  action: string,
  state: FormState | undefined,
  now: Date,
): Promise<FormView> {
  const { t } = translatorFor(ctx.lang, site.defaultLanguage).translator;
  const captcha = captchaView(env, ctx.lang, form.name);
  const extra = await form.viewData?.(env, ctx, now);
  const starting = state ? undefined : form.startingValues?.(ctx, extra);
  return {
    ...formView(site, ctx.lang, form, t, action, state, starting),
    captcha,
    ...(extra !== undefined ? { extra } : {}),
  };
}

/**
 * `action` is the page's own path (with its query string when the page is opened for a listing):
 * every form posts back to the page that shows it.
 */
export async function pageForms(
  env: Env,
  site: Site,
  ctx: FormContext,
  page: FormPage,
  action: string,
  posted?: { name: string; state: FormState },
  now: Date = new Date(),
): Promise<Map<string, FormView>> {
  const forms = shownForms(page, ctx);
  if (forms.length === 0) return new Map();
  const views = await Promise.all(
    forms.map(async (form): Promise<[string, FormView]> => {
      const state = posted?.name === form.name ? posted.state : undefined;
      return [form.name, await renderedForm(env, site, ctx, form, action, state, now)];
    }),
  );
  return new Map(views);
}
