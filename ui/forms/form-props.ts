/**
 * A form island's props as its markup carries them. The form already writes where it posts, its
 * name and its key (hidden fields), its privacy statement's link, and, with Turnstile, the
 * widget's site key, script and language; the island's name is its own; the fallback challenge
 * is a hidden field and its picture is named after it. Those travel once, in
 * the markup, and the browser reads them back before hydrating.
 */
import {
  CHALLENGE_FIELD,
  challengeImagePath,
  FORM_NAME_FIELD,
  IDEMPOTENCY_FIELD,
} from "../../shared/forms/guard-fields.ts";
import type { CaptchaProps } from "./Captcha.tsx";
import type { FormView } from "./model.ts";
import type { FormIslandName } from "../../shared/forms/forms.ts";

type Props = { view: FormView };

/**
 * The captcha less what its markup shows: the challenge's id is its fallback's hidden field, its
 * picture is named after it, and the widget's settings are the widget's attributes.
 */
type PackedCaptcha = Partial<Omit<CaptchaProps, "challenge">> & { imageUrl?: string };

interface PackedView extends Omit<
  FormView,
  "name" | "island" | "action" | "idempotencyKey" | "privacyHref" | "captcha"
> {
  captcha?: PackedCaptcha;
}

function packCaptcha({ siteKey, scriptUrl, language, challenge }: CaptchaProps): PackedCaptcha {
  const picture = challenge.imageUrl === challengeImagePath(challenge.id) ? {} : { imageUrl: challenge.imageUrl };
  // Without Turnstile the widget is not drawn, so its settings travel here.
  const widget = siteKey ? {} : { siteKey, scriptUrl, language };
  return { ...widget, ...picture };
}

/** The fallback challenge's id: its hidden field, in the form or, with Turnstile, in <noscript>. */
function challengeIdIn(island: Element): string {
  const field = island.querySelector<HTMLInputElement>(`input[name="${CHALLENGE_FIELD}"]`);
  if (field) return field.value;
  // A browser that runs scripts keeps what <noscript> holds as text.
  const text = island.querySelector(".captcha noscript")?.innerHTML ?? "";
  return new RegExp(`name="${CHALLENGE_FIELD}" value="([^"]*)"`).exec(text)?.[1] ?? "";
}

export function packFormProps({ view }: Props): { view: PackedView } {
  const {
    name: _name,
    island: _island,
    action: _action,
    idempotencyKey: _key,
    privacyHref: _privacy,
    captcha,
    ...rest
  } = view;
  return { view: { ...rest, ...(captcha ? { captcha: packCaptcha(captcha) } : {}) } };
}

function unpackCaptcha(packed: PackedCaptcha, island: Element): CaptchaProps {
  const id = challengeIdIn(island);
  const widget = island.querySelector<HTMLElement>(".cf-turnstile");
  const check = island.querySelector<HTMLElement>("[data-captcha]");
  return {
    siteKey: packed.siteKey ?? widget?.dataset.sitekey ?? "",
    scriptUrl: packed.scriptUrl ?? check?.dataset.captcha ?? "",
    language: packed.language ?? widget?.dataset.language ?? "",
    challenge: { id, imageUrl: packed.imageUrl ?? challengeImagePath(id) },
  };
}

export function unpackFormProps(packed: unknown, island: Element): Props {
  const { view } = packed as { view: PackedView };
  const form = island.querySelector("form")!;
  const hidden = (name: string) => form.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value ?? "";
  const { captcha, ...rest } = view;
  return {
    view: {
      ...rest,
      name: hidden(FORM_NAME_FIELD),
      island: island.getAttribute("data-island") as FormIslandName,
      action: form.getAttribute("action") ?? "",
      idempotencyKey: hidden(IDEMPOTENCY_FIELD),
      privacyHref: form.querySelector(".form__privacy a")?.getAttribute("href") ?? "",
      ...(captcha ? { captcha: unpackCaptcha(captcha, island) } : {}),
    },
  };
}
