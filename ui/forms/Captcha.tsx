/**
 * A form's captcha (decision 027). With JavaScript, the Turnstile widget: client/behaviors/captcha.ts
 * loads its script when the form is first focused or comes into view. Without JavaScript, inside
 * <noscript>, the fallback text challenge: a picture of a few characters the visitor types. When
 * no Turnstile site key is configured the fallback is shown to everyone.
 */
import { useI18n } from "../i18n/context.tsx";
import { CAPTCHA_PROBLEM, CHALLENGE_ANSWER_FIELD, CHALLENGE_FIELD } from "../../shared/forms/guard-fields.ts";
import { SummaryAbove } from "./problem-slot.tsx";

export interface CaptchaProps {
  /** Turnstile's public site key; empty when Turnstile is not configured. */
  siteKey: string;
  scriptUrl: string;
  /** The page language, for the widget's texts. */
  language: string;
  /** A fresh fallback challenge: its signed id and the URL of its picture. */
  challenge: { id: string; imageUrl: string };
}

function Fallback({
  form,
  challenge,
  errorId,
}: {
  form: string;
  challenge: CaptchaProps["challenge"];
  errorId?: string;
}) {
  const { t } = useI18n();
  const id = `${form}-${CHALLENGE_ANSWER_FIELD}`;
  return (
    <div className="captcha__fallback">
      <img
        className="captcha__image"
        src={challenge.imageUrl}
        alt={t("captcha.imageAlt")}
        width={200}
        height={70}
        loading="lazy"
        decoding="async"
      />
      <input type="hidden" name={CHALLENGE_FIELD} value={challenge.id} />
      <label className="field__label" htmlFor={id}>
        {t("captcha.answerLabel")}
      </label>
      <input
        id={id}
        className="field__input captcha__answer"
        name={CHALLENGE_ANSWER_FIELD}
        type="text"
        required
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={12}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={[`${id}-help`, errorId].filter(Boolean).join(" ")}
      />
      <p className="field__hint" id={`${id}-help`}>
        {t("captcha.callUs")}
      </p>
    </div>
  );
}

/**
 * `form` prefixes the ids; `error` is the message shown when the last captcha was refused. The
 * form's summary of problems links to the whole check (`{form}-captcha`), which takes the focus.
 */
export function Captcha({
  form,
  siteKey,
  scriptUrl,
  language,
  challenge,
  error,
}: CaptchaProps & { form: string; error?: string }) {
  const { t } = useI18n();
  const errorId = error ? `${form}-captcha-error` : undefined;
  return (
    <>
      <SummaryAbove field={CAPTCHA_PROBLEM} />
      <fieldset
        className={`field captcha${error ? " field--invalid" : ""}`}
        id={`${form}-captcha`}
        tabIndex={-1}
        data-captcha={siteKey ? scriptUrl : undefined}
      >
        <legend className="field__label">{t("captcha.label")}</legend>
        {error ? (
          <p className="field__error" id={errorId}>
            {error}
          </p>
        ) : null}
        {siteKey ? (
          <>
            {/* The widget script fills this box, possibly before the form is hydrated: React must
                treat its content as opaque, or hydration would find markup it did not render. */}
            <div
              className="cf-turnstile"
              data-sitekey={siteKey}
              data-language={language}
              dangerouslySetInnerHTML={{ __html: "" }}
            />
            <noscript>
              <Fallback form={form} challenge={challenge} errorId={errorId} />
            </noscript>
          </>
        ) : (
          <Fallback form={form} challenge={challenge} errorId={errorId} />
        )}
      </fieldset>
    </>
  );
}
