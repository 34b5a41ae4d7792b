/** The forms a page shows, ready to render: fresh, or the one just posted back with its problems. */
import type { RouteKey } from "../../config/routes.ts";
import type { FormView } from "../../client/forms/model.ts";
import type { Site } from "../site/site.ts";
import { translatorFor } from "../site/translations.ts";
import { captchaView } from "./captcha-view.ts";
import { formView, type FormState } from "./form-view.ts";
import { FORMS } from "./registry.ts";

export async function pageForms(env: Env, site: Site, lang: string, key: RouteKey, posted?: { name: string; state: FormState }): Promise<Map<string, FormView>> {
  const forms = FORMS.filter((form) => form.page === key);
  if (forms.length === 0) return new Map();
  const { t } = translatorFor(lang, site.defaultLanguage).translator;
  const views = await Promise.all(
    forms.map(async (form): Promise<[string, FormView]> => {
      const state = posted?.name === form.name ? posted.state : undefined;
      return [form.name, { ...formView(site, lang, form, t, state), captcha: await captchaView(env, lang) }];
    }),
  );
  return new Map(views);
}
