/**
 * The cookie dialog (decision 036). A form that works without JavaScript: its
 * buttons post the choice to the worker, which records it and returns to the page. With
 * JavaScript (client/consent/dialog.ts) it is a modal dialog that saves the choice in place.
 * Declining sits beside agreeing, in the same style, on the first layer.
 */
import { CATEGORIES, choiceBits, type ChoiceKind } from "../../shared/consent/categories.ts";
import type { ConsentView } from "./model.ts";
import { useI18n } from "../i18n/context.tsx";
import { usePart } from "../parts.tsx";

export const CONSENT_DIALOG_ID = "cookie-consent";

/** The dialog's buttons, each posting its choice; every one has the same style (decision 036). */
function ChoiceButtons({ kinds }: { kinds: ChoiceKind[] }) {
  const { t } = useI18n();
  return kinds.map((kind) => (
    <button key={kind} className="button button--primary" type="submit" name="choice" value={kind}>
      {t(`consent.${kind}`)}
    </button>
  ));
}

export function ConsentDialog({ consent }: { consent: ConsentView }) {
  const { t } = useI18n();
  return (
    <dialog
      id={CONSENT_DIALOG_ID}
      className="consent"
      aria-labelledby="consent-title"
      aria-describedby="consent-text"
      open={consent.open}
      data-consent=""
      data-choice={consent.choice ? choiceBits(consent.choice) : ""}
      data-reset={consent.reset ? "true" : undefined}
      data-tags={JSON.stringify(consent.tags)}
      data-error-unavailable={t("consent.errors.unavailable")}
      data-error-busy={t("consent.errors.busy")}
      data-error-network={t("consent.errors.network")}
      {...usePart("consent-dialog", ConsentForm, { consent })}
    />
  );
}

/** The dialog's content: the choices, the links to the policies and the end marker. */
function ConsentForm({ consent }: { consent: ConsentView }) {
  const { t } = useI18n();
  const { failed } = consent;
  return (
    <>
      <form className="consent__form" method="post" action={consent.endpoint}>
        <input type="hidden" name="return" value={consent.returnTo} />
        <h2 className="consent__title" id="consent-title">
          {t("consent.title")}
        </h2>
        <p className="consent__text" id="consent-text">
          {t("consent.text")}
        </p>
        <p className="consent__links">
          <a href={consent.policyHref}>{t("consent.policy")}</a>
          <a href={consent.privacyHref}>{t("consent.privacy")}</a>
        </p>
        <p className="consent__error" role="alert" data-consent-error="" hidden={!failed}>
          {failed ? t("consent.errors.unavailable") : null}
        </p>
        <div className="consent__actions" data-consent-first="">
          <ChoiceButtons kinds={["agree", "decline"]} />
        </div>
        <details className="consent__settings" data-consent-settings="">
          <summary className="consent__settings-toggle">{t("consent.settings")}</summary>
          <fieldset className="consent__categories">
            <legend className="consent__legend">{t("consent.categoriesLegend")}</legend>
            {CATEGORIES.map((category) => {
              const id = `consent-${category}`;
              const necessary = category === "necessary";
              return (
                <div className="consent__category" key={category}>
                  <input
                    className="consent__check"
                    type="checkbox"
                    id={id}
                    name={necessary ? undefined : category}
                    defaultChecked={necessary || !!consent.choice?.[category]}
                    disabled={necessary}
                    aria-describedby={`${id}-text`}
                  />
                  <label className="consent__label" htmlFor={id}>
                    {t(`consent.categories.${category}.name`)}
                    {necessary ? <span className="consent__always"> ({t("consent.alwaysOn")})</span> : null}
                  </label>
                  <p className="consent__category-text" id={`${id}-text`}>
                    {t(`consent.categories.${category}.text`)}
                  </p>
                </div>
              );
            })}
          </fieldset>
          <div className="consent__actions">
            <ChoiceButtons kinds={["decline", "partly", "agree"]} />
          </div>
        </details>
      </form>
      {/* The dialog shows once this last element has arrived (consent.css): a page streams in,
        and a bottom-anchored card drawn before its whole text would grow upwards as the rest
        comes, a layout shift under the visitor's eyes. */}
      <span className="consent__end" hidden />
    </>
  );
}
