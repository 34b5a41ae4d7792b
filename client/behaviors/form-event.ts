/**
 * SPEC §7: a data-layer event once a form is filled in. The thank-you page names the form it
 * thanks for; the event goes to `window.dataLayer`, where the tag manager (loaded according to
 * the visitor's consent) picks it up. Pushing data does not load anything by itself.
 */
type DataLayer = Record<string, unknown>[];

export function reportSentForm(doc: Document = document, target: { dataLayer?: DataLayer } = window as unknown as { dataLayer?: DataLayer }): void {
  const form = doc.querySelector<HTMLElement>("[data-form-event]")?.dataset.formEvent;
  if (!form) return;
  target.dataLayer ??= [];
  target.dataLayer.push({ event: "form_submit", form_name: form, language: doc.documentElement.lang });
}
