/**
 * A form island's props as its markup carries them. The form already writes where it posts, its
 * name and its key (hidden fields), and, with Turnstile, the widget's site key, script and
 * language; the fallback challenge's picture is named after the challenge. Those travel once, in
 * the markup, and the browser reads them back before hydrating.
 */
import { challengeImagePath, FORM_NAME_FIELD, IDEMPOTENCY_FIELD } from "../../shared/forms/guard-fields.ts";
import type { CaptchaProps } from "./Captcha.tsx";
import type { FormView } from "./model.ts";

type Props = { view: FormView };

/** The captcha less what its markup shows: with Turnstile, only the challenge's id. */
type PackedCaptcha = Partial<Omit<CaptchaProps, "challenge">> & { challenge: { id: string; imageUrl?: string } };

interface PackedView extends Omit<FormView, "name" | "action" | "idempotencyKey" | "captcha"> {
  captcha?: PackedCaptcha;
}

function packCaptcha({ siteKey, scriptUrl, language, challenge }: CaptchaProps): PackedCaptcha {
  const picture = challenge.imageUrl === challengeImagePath(challenge.id) ? {} : { imageUrl: challenge.imageUrl };
  // Without Turnstile the widget is not drawn, so its settings travel here.
  const widget = siteKey ? {} : { siteKey, scriptUrl, language };
  return { ...widget, challenge: { id: challenge.id, ...picture } };
}

export function packFormProps({ view }: Props): { view: PackedView } {
  const { name: _name, action: _action, idempotencyKey: _key, captcha, ...rest } = view;
  return { view: { ...rest, ...(captcha ? { captcha: packCaptcha(captcha) } : {}) } };
}

function unpackCaptcha(packed: PackedCaptcha, island: Element): CaptchaProps {
  const widget = island.querySelector<HTMLElement>(".cf-turnstile");
  const check = island.querySelector<HTMLElement>("[data-captcha]");
  return {
    siteKey: packed.siteKey ?? widget?.dataset.sitekey ?? "",
    scriptUrl: packed.scriptUrl ?? check?.dataset.captcha ?? "",
    language: packed.language ?? widget?.dataset.language ?? "",
    challenge: {
      id: packed.challenge.id,
      imageUrl: packed.challenge.imageUrl ?? challengeImagePath(packed.challenge.id),
    },
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
      action: form.getAttribute("action") ?? "",
      idempotencyKey: hidden(IDEMPOTENCY_FIELD),
      ...(captcha ? { captcha: unpackCaptcha(captcha, island) } : {}),
    },
  };
}
