/**
 * The link that opens one of a detail page's forms (decision 076): the same page with
 * `?form=<name>`, scrolled to the form's section `#form-<name>`. A plain link, so it works before
 * any JavaScript runs.
 */

/** The query parameter that names the form a detail page renders open: `?form=contact-me`. */
export const OPEN_FORM_PARAM = "form";

/** The detail page at `path` with the form `name` open, scrolled to that form's section. */
export function openFormHref(path: string, name: string): string {
  return `${path}?${new URLSearchParams({ [OPEN_FORM_PARAM]: name })}#form-${name}`;
}
