/**
 * The forms of a listing's and a project's detail page open on demand (decision 076). The page
 * shows each form's heading, its intro and a plain link to the same page with `?form=<name>`
 * (shared/forms/open-form.ts), and renders whole only the form that link asks for, or the one
 * sent back with its problems. A query naming no form of the page opens none.
 */
import { OPEN_FORM_PARAM, openFormHref } from "../../shared/forms/open-form.ts";
import type { DetailForm } from "../../ui/forms/model.ts";
import type { Site } from "../site/site.ts";
import type { FormContext } from "./context.ts";
import type { FormState } from "./form-view.ts";
import { renderedForm, shownForms } from "./page-forms.ts";
import type { FormPage } from "./registry.ts";

/** The form a detail page's query asks to open, when it names one the page shows. */
export function formToOpen(page: FormPage, ctx: FormContext): string | undefined {
  const asked = ctx.query.get(OPEN_FORM_PARAM);
  return shownForms(page, ctx).find((form) => form.name === asked)?.name;
}

/**
 * A detail page's forms in the page's order: every one with the link that opens it, and the open
 * one whole. `open` names it, with the visitor's input and its problems when it was sent back.
 */
export async function detailForms(
  env: Env,
  site: Site,
  ctx: FormContext,
  page: FormPage,
  action: string,
  open?: { name: string; state?: FormState },
  now: Date = new Date(),
): Promise<DetailForm[]> {
  return Promise.all(
    shownForms(page, ctx).map(async (form): Promise<DetailForm> => {
      const openHref = openFormHref(action, form.name);
      if (form.name !== open?.name) return { name: form.name, openHref };
      return { name: form.name, openHref, view: await renderedForm(env, site, ctx, form, action, open.state, now) };
    }),
  );
}
